/// A plain scalar's text as written in its source, for a hint that quotes it byte for byte:
/// `sku: 00123` reads as the integer 123, and the string meant is "00123", not "123". The
/// document keeps values, not their spelling, so the text is found again in the bytes.
package enum WrittenScalar {
    /// Finds the written text of the scalar at a location (a line and a column counted in
    /// characters, as findings have them); nil when the source is not at hand.
    package typealias Lookup = (SourceLocation) -> String?

    /// The number, bool or null written at `location` in `bytes`: the run of characters such a
    /// plain scalar is made of (digits, letters, `.`, `+`, `-`, `_`), when the core schema reads
    /// that run as no string; nil otherwise (a tag or anchor stands there, say).
    package static func text(at location: SourceLocation, in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { text(at: location, in: $0) }
    }

    package static func text(at location: SourceLocation, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var i = 0, line = 1
        while line < location.line {
            guard i < bytes.count else { return nil }
            let byte = bytes[i]
            i += 1
            if byte == 0x0A || (byte == 0x0D && (i >= bytes.count || bytes[i] != 0x0A)) { line += 1 }
        }
        var column = 1
        while column < location.column, i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D {
            i += 1
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
            column += 1
        }
        var end = i
        while end < bytes.count, isScalarByte(bytes[end]) { end += 1 }
        guard end > i else { return nil }
        let run = UnsafeBufferPointer(rebasing: bytes[i..<end])
        return CoreSchema.resolvePlain(run) == .string ? nil : String(decoding: run, as: UTF8.self)
    }

    /// Whether a string's text is a number written the way YAML and JSON both read one
    /// (`9.99`, `-1`, `1e3`): a quoted number that was meant as a number.
    package static func isNumber(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard !utf8.isEmpty, utf8.allSatisfy({ isScalarByte($0) && $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "+") }),
              utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        switch utf8.withUnsafeBufferPointer(CoreSchema.resolvePlain) {
        case .int, .float: return !utf8.contains { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "o") }
        default: return false
        }
    }

    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
