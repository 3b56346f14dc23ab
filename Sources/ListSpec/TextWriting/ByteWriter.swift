/// Writes the bytes of a text output: literals, text made at run time, bytes, padding and
/// decimal numbers, gathered cheaply (see `ByteStorage`) and handed over whole or drained as they
/// come. Every text format writes through it (text, Markdown, HTML, Swift, JUnit, ...); JSON's
/// syntax and string escaping are `ByteWriter`'s, on top of it.
package struct ByteWriter {
    fileprivate let storage: ByteStorage

    /// `capacity`: the expected size; reserving it spares the copies of a growing buffer.
    package init(capacity: Int = 1 << 12) { storage = ByteStorage(capacity: capacity) }

    /// A writer that hands its bytes to `drain` as they are written, a few tens of kilobytes at a
    /// time (a large render is never held whole), and at `flush()`; `output` stays empty.
    package init(drainingTo drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) { storage = ByteStorage(drain: drain) }

    /// A writer that keeps what is written in one buffer, grown as needed, until `move(into:)` hands
    /// it on: made once, it holds chunk after chunk of an output (see `OrderedChunks`).
    package init(holding capacity: Int) { storage = ByteStorage(holding: capacity) }

    /// The bytes written (handed over, not copied).
    package var output: [UInt8] { storage.bytes }

    /// Writes what this writer holds into `out` and empties it; its memory is kept for what comes next.
    package func move(into out: inout ByteWriter) { storage.move(into: out.storage) }

    /// Hands what is written so far to the drain (a writer without one keeps it for `output`).
    package func flush() { storage.flush() }

    package var text: String { String(decoding: storage.bytes, as: UTF8.self) }

    @inline(__always)
    package mutating func raw(_ text: StaticString) {
        storage.append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Text made at run time; a literal goes to `raw(_: StaticString)` (cheaper by far).
    package mutating func raw(contentsOf text: String) {
        var text = text
        text.withUTF8 { raw(bytes: $0) }
    }

    /// UTF-8 text as it is (a piece of a buffer the caller has made).
    @inline(__always)
    package mutating func raw(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        storage.append(base, count: bytes.count)
    }

    /// Bytes another writer has made, as they are.
    package mutating func raw(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { raw(bytes: $0) }
    }

    /// One byte (an escaping writer's piece of an escape).
    @inline(__always)
    package mutating func byte(_ value: UInt8) { storage.append(value) }

    /// Text made at run time, as `String +=` reads (the HTML pages are written through this writer:
    /// a large page is held once, as bytes, not as a String and then its copy).
    package static func += (writer: inout ByteWriter, text: String) { writer.raw(contentsOf: text) }

    /// `count` spaces (a text column padded).
    package mutating func spaces(_ count: Int) {
        for _ in 0..<max(0, count) { byte(UInt8(ascii: " ")) }
    }

    /// Digits straight into the output: a spec's many IDs and numbers make no String each.
    package mutating func int(_ value: Int64) {
        ByteWriter.withDecimalText(of: value) { raw(bytes: $0) }
    }

    /// `String(value)` as UTF-8, made on the stack for `body` (no String for a number written as bytes).
    static func withDecimalText<Result>(of value: Int64, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var magnitude = value.magnitude
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}

/// The bytes a writer has written. Text is written a few bytes at a time, and an Array checks
/// uniqueness and capacity on every append: small writes gather in a scratch buffer that goes
/// into the array tens of kilobytes at a time, so the array is handed over whole, never copied.
/// With a drain, the scratch buffer goes to the drain instead, and the array stays empty.
/// A holding storage grows its scratch buffer instead and keeps everything in it.
fileprivate final class ByteStorage {
    private static let defaultScratchSize = 1 << 16
    private var array: [UInt8] = []
    private var scratchSize: Int
    private var scratch: UnsafeMutablePointer<UInt8>
    private var used = 0
    private let drain: ((UnsafeBufferPointer<UInt8>) -> Void)?
    private let grows: Bool

    init(capacity: Int) {
        drain = nil
        grows = false
        scratchSize = ByteStorage.defaultScratchSize
        scratch = .allocate(capacity: scratchSize)
        array.reserveCapacity(capacity)
    }

    init(drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.drain = drain
        grows = false
        scratchSize = ByteStorage.defaultScratchSize
        scratch = .allocate(capacity: scratchSize)
    }

    init(holding capacity: Int) {
        drain = nil
        grows = true
        scratchSize = max(capacity, 64)
        scratch = .allocate(capacity: scratchSize)
    }

    deinit { scratch.deallocate() }

    var bytes: [UInt8] {
        flush()
        return array
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if used == scratchSize { makeRoom(for: 1) }
        scratch[used] = byte
        used += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafePointer<UInt8>, count: Int) {
        if used + count > scratchSize {
            makeRoom(for: count)
            if count > scratchSize { return take(UnsafeBufferPointer(start: bytes, count: count)) }
        }
        // Most writes are a few bytes (a comma, a key, a digit run): two overlapping loads and stores, not a call to memmove.
        let target = UnsafeMutableRawPointer(scratch + used), source = UnsafeRawPointer(bytes)
        switch count {
        case 8...16:
            let first = source.loadUnaligned(as: UInt64.self), last = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: first, as: UInt64.self)
            target.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let first = source.loadUnaligned(as: UInt32.self), last = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: first, as: UInt32.self)
            target.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
        case 0..<4:
            for i in 0..<count { scratch[used + i] = bytes[i] }
        default:
            (scratch + used).initialize(from: bytes, count: count)
        }
        used += count
    }

    func flush() {
        take(UnsafeBufferPointer(start: scratch, count: used))
        used = 0
    }

    /// Room for `count` more bytes: the scratch buffer flushed, or for a holding storage grown.
    private func makeRoom(for count: Int) {
        guard grows else { return flush() }
        let size = max(scratchSize * 2, used + count)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        larger.initialize(from: scratch, count: used)
        scratch.deallocate()
        scratch = larger
        scratchSize = size
    }

    /// What this holding storage holds (all of it in its scratch buffer, which grows), appended to
    /// `other`; this storage is left empty.
    func move(into other: ByteStorage) {
        precondition(grows, "ByteStorage.move(into:): only a holding storage keeps what it is given")
        other.append(scratch, count: used)
        used = 0
    }

    private func take(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if let drain { drain(bytes) } else { array.append(contentsOf: bytes) }
    }
}
