import FeatureDomain
import Foundation

/// Saves the scores of one member again and again into the data directory given as the first
/// argument, until it is killed: the MainCLI tests kill it with SIGKILL mid-save and check that
/// the file left behind always reads.
@main
@MainActor
struct SaveLoopProbe {
    static func main() {
        guard CommandLine.arguments.count == 2 else {
            FileHandle.standardError.write(Data("usage: SaveLoopProbe DATA-DIR\n".utf8))
            exit(2)
        }
        let store = AppStore(files: JSONFileStore(directory: URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)))
        var score = Score()
        FileHandle.standardOutput.write(Data("saving\r\n".utf8))
        while true {
            score.player1Score += 1
            score.player2Score = score.player1Score * 7
            store.saveScore(score, memberID: "1", guest: "Guest")
        }
    }
}
