/// A growable byte buffer for encoding frames: the caller reserves room for a step, then
/// stores bytes without the per-byte capacity and uniqueness checks of `Array.append`.
struct ByteBuffer: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// Makes room for at least `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let newCapacity = max(capacity * 2, count + extra)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    /// Stores one byte; room must have been reserved.
    @inline(__always)
    mutating func store(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    /// Stores the low `length` (at most 8) bytes of `word`, least significant first; room for
    /// all 8 must have been reserved: the whole word is written at once, and the bytes past
    /// `length` are written over by what comes next.
    @inline(__always)
    mutating func store(word: UInt64, length: Int) {
        UnsafeMutableRawPointer(storage + count).storeBytes(of: word.littleEndian, as: UInt64.self)
        count += length
    }

    mutating func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { source in
            (storage + count).update(from: source.baseAddress!, count: source.count)
        }
        count += bytes.count
    }

    /// The bytes stored, between `prefix` and `suffix`.
    func array(prefix: [UInt8], suffix: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(prefix.count + count + suffix.count)
        result += prefix
        result.append(contentsOf: UnsafeBufferPointer(start: storage, count: count))
        result += suffix
        return result
    }
}
