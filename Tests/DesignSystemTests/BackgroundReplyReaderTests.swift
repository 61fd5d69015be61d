import Testing

@testable import DesignSystem

/// What a one-shot background question reads back: the colour, the status reply that ends the
/// wait, and a Ctrl-C, in pieces of any size.
@Suite("Reading the answer to the background question")
struct BackgroundReplyReaderTests {
    static let white = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
    static let status = Array("\u{1B}[0n".utf8)

    @Test("the colour, then the status reply, split at every byte, end the wait with the colour")
    func splitEverywhere() {
        let bytes = Self.white + Self.status
        for split in 1..<bytes.count {
            var reader = BackgroundReplyReader()
            reader.take(bytes[..<split])
            #expect(!reader.isFinished || split == bytes.count, "split at \(split)")
            reader.take(bytes[split...])
            #expect(reader.isAnswered && !reader.isInterrupted, "split at \(split)")
            #expect(reader.background == RGBColor(red: 255, green: 255, blue: 255), "split at \(split)")
        }
    }

    @Test("the status reply alone ends the wait without a colour; a colour ended by BEL counts")
    func statusAlone() {
        var reader = BackgroundReplyReader()
        reader.take(Self.status)
        #expect(reader.isFinished && reader.background == nil)
        var bell = BackgroundReplyReader()
        bell.take(Array("\u{1B}]11;rgb:00/00/00\u{07}".utf8))
        #expect(!bell.isFinished && bell.background == RGBColor(red: 0, green: 0, blue: 0))
    }

    @Test("Ctrl-C typed while waiting ends it as interrupted")
    func controlC() {
        var reader = BackgroundReplyReader()
        reader.take([0x03])
        #expect(reader.isFinished && reader.isInterrupted && !reader.isAnswered)
    }
}
