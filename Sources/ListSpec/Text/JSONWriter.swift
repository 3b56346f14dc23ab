@_spi(DocumentStorage) import ListSpecRuntime
/// Writes JSON text: escaping per RFC 8259, floats that keep a decimal point,
/// non-finite floats as the strings ".inf", "-.inf", ".nan" (JSON has no such numbers).
package struct JSONWriter {
    private let storage: ByteStorage

    /// `capacity`: the expected size; reserving it spares the copies of a growing buffer.
    package init(capacity: Int = 1 << 12) { storage = ByteStorage(capacity: capacity) }

    /// A writer that hands its bytes to `drain` as they are written, a few tens of kilobytes at a
    /// time (a large render is never held whole), and at `flush()`; `output` stays empty.
    package init(drainingTo drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) { storage = ByteStorage(drain: drain) }

    /// The bytes written (handed over, not copied).
    package var output: [UInt8] { storage.bytes }

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
        text.withUTF8 { append($0) }
    }

    /// UTF-8 text as it is (a piece of a buffer the caller has made).
    package mutating func raw(bytes: UnsafeBufferPointer<UInt8>) { append(bytes) }

    @inline(__always)
    private func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        storage.append(base, count: bytes.count)
    }

    private func append(_ byte: UInt8) { storage.append(byte) }

    /// Text made at run time, as `String +=` reads (the HTML pages are written through this writer:
    /// a large page is held once, as bytes, not as a String and then its copy).
    package static func += (writer: inout JSONWriter, text: String) { writer.raw(contentsOf: text) }

    /// `count` spaces (a text column padded; the text renderer writes through this writer too).
    package mutating func spaces(_ count: Int) {
        for _ in 0..<max(0, count) { append(UInt8(ascii: " ")) }
    }

    package mutating func null() { raw("null") }
    package mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }
    /// Digits straight into the output: a spec's many IDs and numbers make no String each.
    package mutating func int(_ value: Int64) {
        JSONWriter.withDecimalText(of: value) { append($0) }
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

    package mutating func double(_ value: Double) {
        if value.isFinite { raw(contentsOf: formatDouble(value)) } else { string(formatDouble(value)) }
    }

    package mutating func number(_ value: Number) {
        switch value {
        case .int(let v): int(v)
        case .double(let v): double(v)
        }
    }

    package mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string(bytes: $0) }
    }

    package mutating func string(bytes: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        escaped(bytes)
        append(UInt8(ascii: "\""))
    }

    /// A string's bytes escaped, without its quotes.
    private mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Most strings need no escape: eight bytes are checked at once, and such a string is written whole.
        if let base = bytes.baseAddress, bytes.count >= 8 {
            let raw = UnsafeRawPointer(base)
            var needsEscape = false
            var i = 0
            while i < bytes.count, !needsEscape {
                let word = raw.loadUnaligned(fromByteOffset: min(i, bytes.count - 8), as: UInt64.self)
                needsEscape = ByteWords.containsByte(below: 0x20, in: word) || ByteWords.contains(0x22, in: word)
                    || ByteWords.contains(0x5C, in: word)
                i += 8
            }
            if !needsEscape { return append(bytes) }
        }
        var start = 0
        for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            append(UnsafeBufferPointer(rebasing: bytes[start..<i]))
            start = i + 1
            switch byte {
            case 0x22: raw("\\\"")
            case 0x5C: raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08: raw("\\b")
            case 0x0C: raw("\\f")
            default:
                raw("\\u00")
                append(hexDigit(byte >> 4))
                append(hexDigit(byte & 0xF))
            }
        }
        append(UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    private func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// `"key":`
    package mutating func key(_ name: StaticString) {
        append(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    package mutating func optional<T>(_ value: T?, _ write: (inout JSONWriter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    /// A viewModel, map keys in source order.
    package mutating func value(_ value: Value) {
        value.node.document.withView { view in write(value.node.index, in: view) }
    }

    /// A node and everything below it, read in place from its document's storage.
    private mutating func write(_ index: Int32, in view: Document.View) {
        let record = view.records[Int(index)]
        switch record.kind {
        case .null: raw("null")
        case .bool: record.payload != 0 ? raw("true") : raw("false")
        case .int where record.overflow: append(view.bytes(record))
        case .int: int(Int64(bitPattern: view.bits(record)))
        case .float: double(Double(bitPattern: view.bits(record)))
        case .string: string(bytes: view.bytes(record))
        case .sequence:
            raw("[")
            let slots = view.slots(record)
            for k in slots {
                if k > slots.lowerBound { raw(",") }
                write(view.children[k], in: view)
            }
            raw("]")
        case .mapping:
            raw("{")
            let map = view.map(record)
            for k in 0..<map.count {
                let key = map.key(k, in: view.children)
                let keyRecord = view.records[Int(key)]
                if keyRecord.kind == .string {
                    raw(k > 0 ? ",\"" : "\"")
                    escaped(view.bytes(keyRecord))
                    raw("\":")
                } else {
                    if k > 0 { raw(",") }
                    string(view.document.scalarText(key))
                    raw(":")
                }
                write(map.value(k, in: view.children), in: view)
            }
            raw("}")
        }
    }
}

/// The bytes a writer has written. JSON is written a few bytes at a time, and an Array checks
/// uniqueness and capacity on every append: small writes gather in a scratch buffer that goes
/// into the array tens of kilobytes at a time, so the array is handed over whole, never copied.
/// With a drain, the scratch buffer goes to the drain instead, and the array stays empty.
private final class ByteStorage {
    private static let scratchSize = 1 << 16
    private var array: [UInt8] = []
    private let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: ByteStorage.scratchSize)
    private var used = 0
    private let drain: ((UnsafeBufferPointer<UInt8>) -> Void)?

    init(capacity: Int) {
        drain = nil
        array.reserveCapacity(capacity)
    }

    init(drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) { self.drain = drain }

    deinit { scratch.deallocate() }

    var bytes: [UInt8] {
        flush()
        return array
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if used == ByteStorage.scratchSize { flush() }
        scratch[used] = byte
        used += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafePointer<UInt8>, count: Int) {
        if used + count > ByteStorage.scratchSize {
            flush()
            if count >= ByteStorage.scratchSize { return take(UnsafeBufferPointer(start: bytes, count: count)) }
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

    private func take(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if let drain { drain(bytes) } else { array.append(contentsOf: bytes) }
    }
}
