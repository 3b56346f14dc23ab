@_spi(DocumentStorage) import ListSpecRuntime
/// Writes JSON text into a `ByteWriter`: escaping per RFC 8259, floats that keep a decimal point,
/// non-finite floats as the strings ".inf", "-.inf", ".nan" (JSON has no such numbers). Used
/// only where JSON is written; a format's writer hands it the bytes it writes into.
package struct JSONWriter {
    /// The bytes this writer writes into (shared: a `JSONWriter` made on a format's `ByteWriter` writes into its output).
    package var out: ByteWriter

    /// `capacity`: the expected size; reserving it spares the copies of a growing buffer.
    package init(capacity: Int = 1 << 12) { out = ByteWriter(capacity: capacity) }

    /// JSON written into `out`'s bytes, after what `out` holds.
    package init(into out: ByteWriter) { self.out = out }

    /// The bytes written (handed over, not copied).
    package var output: [UInt8] { out.output }

    package var text: String { out.text }

    @inline(__always)
    package mutating func raw(_ text: StaticString) { out.raw(text) }

    /// Text made at run time that is JSON already; a literal goes to `raw(_: StaticString)`.
    package mutating func raw(contentsOf text: String) { out.raw(contentsOf: text) }

    /// UTF-8 JSON text as it is (a piece of a buffer the caller has made).
    @inline(__always)
    package mutating func raw(bytes: UnsafeBufferPointer<UInt8>) { out.raw(bytes: bytes) }

    package mutating func null() { raw("null") }
    package mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }
    package mutating func int(_ value: Int64) { out.int(value) }

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
        out.byte(UInt8(ascii: "\""))
        escaped(bytes)
        out.byte(UInt8(ascii: "\""))
    }

    /// A string's bytes escaped, without its quotes.
    private mutating func escaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Most strings need no escape: such a string is written whole.
        if let base = bytes.baseAddress, !JSONWriter.mayNeedEscape(UnsafeRawPointer(base), count: bytes.count) { return raw(bytes: bytes) }
        var start = 0
        for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            raw(bytes: UnsafeBufferPointer(rebasing: bytes[start..<i]))
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
                out.byte(hexDigit(byte >> 4))
                out.byte(hexDigit(byte & 0xF))
            }
        }
        raw(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// Whether any of `count` bytes is one JSON escapes, eight bytes checked at once; a string
    /// shorter than eight bytes is checked as one word too (keys are mostly that short).
    @inline(__always)
    private static func mayNeedEscape(_ memory: UnsafeRawPointer, count: Int) -> Bool {
        func escapes(_ word: UInt64) -> Bool {
            ByteWords.containsByte(below: 0x20, in: word) || ByteWords.contains(0x22, in: word) || ByteWords.contains(0x5C, in: word)
        }
        if count >= 8 {
            var i = 0
            while i < count {
                if escapes(memory.loadUnaligned(fromByteOffset: min(i, count - 8), as: UInt64.self)) { return true }
                i += 8
            }
            return false
        }
        if count >= 4 {
            // Two loads that overlap cover every byte.
            let low = memory.loadUnaligned(as: UInt32.self), high = memory.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            return escapes(UInt64(low) | UInt64(high) << 32)
        }
        guard count > 0 else { return false }
        // The first, middle and last bytes are every byte of one to three; spaces (never escaped) fill the word.
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        let word = 0x2020_2020_2000_0000 | UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16
        return escapes(word)
    }

    private func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// `"key":`
    package mutating func key(_ name: StaticString) {
        out.byte(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    /// `[a,b,c]`: each item written by `item`, a comma between two.
    @inline(__always)
    package mutating func array<Items: Sequence>(_ items: Items, _ item: (inout JSONWriter, Items.Element) -> Void) {
        raw("[")
        var first = true
        for element in items {
            if !first { raw(",") }
            first = false
            item(&self, element)
        }
        raw("]")
    }

    package mutating func optional<T>(_ value: T?, _ write: (inout JSONWriter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    /// A viewModel, map keys in source order.
    package mutating func value(_ value: Value) {
        value.node.document.withView { view in write(value.node.index, in: view) }
    }

    /// `value(_:)` with its document's storage already borrowed as `view` (a value of another document borrows its own).
    package mutating func value(_ value: Value, in view: Document.View) {
        guard value.node.document === view.document else { return self.value(value) }
        write(value.node.index, in: view)
    }

    /// The node `index` of `view`'s document (a viewModel read without a `Value`), as `value(_:)` writes it.
    package mutating func value(at index: Int32, in view: Document.View) { write(index, in: view) }

    /// A node and everything below it, read in place from its document's storage.
    private mutating func write(_ index: Int32, in view: Document.View) {
        let record = view.records[Int(index)]
        switch record.kind {
        case .null: raw("null")
        case .bool: record.payload != 0 ? raw("true") : raw("false")
        case .int where record.overflow: raw(bytes: view.bytes(record))
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
