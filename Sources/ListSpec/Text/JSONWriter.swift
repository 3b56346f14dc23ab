import ListSpecRuntime
/// Writes JSON text: escaping per RFC 8259, floats that keep a decimal point,
/// non-finite floats as the strings ".inf", "-.inf", ".nan" (JSON has no such numbers).
package struct JSONWriter {
    package private(set) var output: [UInt8] = []

    /// `capacity`: the expected size; reserving it spares the copies of a growing buffer.
    package init(capacity: Int = 1 << 12) { output.reserveCapacity(capacity) }

    package var text: String { String(decoding: output, as: UTF8.self) }

    package mutating func raw(_ text: StaticString) {
        let count = text.utf8CodeUnitCount
        // Punctuation and keys are short: byte by byte beats the general copy.
        guard count <= 16 else {
            return output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: count))
        }
        for i in 0..<count { output.append(text.utf8Start[i]) }
    }

    /// Text made at run time; a literal goes to `raw(_: StaticString)` (cheaper by far).
    package mutating func raw(contentsOf text: String) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    package mutating func null() { raw("null") }
    package mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }
    /// Digits straight into the output: a spec's many IDs and numbers make no String each.
    package mutating func int(_ value: Int64) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
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
        output.append(UInt8(ascii: "\""))
        var start = 0
        for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
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
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            }
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        output.append(UInt8(ascii: "\""))
    }

    private func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// `"key":`
    package mutating func key(_ name: StaticString) {
        output.append(UInt8(ascii: "\""))
        raw(name)
        raw("\":")
    }

    package mutating func optional<T>(_ value: T?, _ write: (inout JSONWriter, T) -> Void) {
        if let value { write(&self, value) } else { null() }
    }

    /// A viewModel, map keys in source order.
    package mutating func value(_ value: Value) {
        let node = value.node
        switch node.kind {
        case .null: null()
        case .bool: bool(node.bool ?? false)
        case .int:
            if node.isOverflowingInteger { raw(contentsOf: node.string ?? "0") } else { int(node.int ?? 0) }
        case .float: double(node.double ?? 0)
        case .string:
            if let range = node.textRange {
                node.document.text.withUnsafeBufferPointer { string(bytes: UnsafeBufferPointer(rebasing: $0[range])) }
            }
        case .sequence:
            raw("[")
            for (i, item) in node.items.enumerated() {
                if i > 0 { raw(",") }
                self.value(Value(node: item))
            }
            raw("]")
        case .mapping:
            raw("{")
            for (i, pair) in node.pairs.enumerated() {
                if i > 0 { raw(",") }
                if let range = pair.key.textRange, pair.key.kind == .string {
                    node.document.text.withUnsafeBufferPointer { string(bytes: UnsafeBufferPointer(rebasing: $0[range])) }
                } else {
                    string(pair.key.keyText)
                }
                raw(":")
                self.value(Value(node: pair.value))
            }
            raw("}")
        }
    }

    package mutating func height(_ height: Height?) {
        switch height {
        case nil: null()
        case .automatic?: raw("\"automatic\"")
        case .points(let number)?: self.number(number)
        }
    }
}
