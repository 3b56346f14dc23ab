/// What a plain YAML scalar (or a JSON number) means under the YAML 1.2 core schema.
package enum ResolvedScalar: Equatable {
    case null
    case bool(Bool)
    case int(Int64)
    /// Integer syntax, but past Int64.
    case overflowingInt
    case float(Double)
    case string
}

package enum CoreSchema {
    private static func ascii(_ s: StaticString) -> [UInt8] {
        Array(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }
    private static let nulls: [[UInt8]] = ["", "~", "null", "Null", "NULL"].map { ascii($0) }
    private static let trues: [[UInt8]] = ["true", "True", "TRUE"].map { ascii($0) }
    private static let falses: [[UInt8]] = ["false", "False", "FALSE"].map { ascii($0) }
    private static let infinities: [[UInt8]] = [".inf", ".Inf", ".INF"].map { ascii($0) }
    private static let nans: [[UInt8]] = [".nan", ".NaN", ".NAN"].map { ascii($0) }

    private static func isOneOf(_ text: UnsafeBufferPointer<UInt8>, _ words: [[UInt8]]) -> Bool {
        words.contains { $0.count == text.count && $0.elementsEqual(text) }
    }

    /// Resolves a plain, untagged scalar. Most start with a character no other kind of scalar starts
    /// with, or are a few digits: those are told here, where it is called (a call per value cost as much),
    /// and any other by `resolveAnyPlain`, which tells them all.
    @inline(__always)
    package static func resolvePlain(_ text: UnsafeBufferPointer<UInt8>) -> ResolvedScalar {
        guard let first = text.first, mayStartOtherThanString(first) else { return text.isEmpty ? .null : .string }
        if let int = shortDecimal(text) { return .int(int) }
        return resolveAnyPlain(text)
    }

    /// Whether a plain scalar starting with `byte` may be other than a string (see `resolveAnyPlain`).
    @inline(__always)
    static func mayStartOtherThanString(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "~"),
             UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return true
        default:
            return false
        }
    }

    /// Resolves any plain, untagged scalar.
    @inline(never)
    package static func resolveAnyPlain(_ text: UnsafeBufferPointer<UInt8>) -> ResolvedScalar {
        guard let first = text.first else { return .null }
        // Only these first characters can start a non-string: cheap exit for most text.
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            break
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return isOneOf(text, nulls) ? .null : .string
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return isOneOf(text, trues) ? .bool(true) : .string
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return isOneOf(text, falses) ? .bool(false) : .string
        default:
            return .string
        }
        // `resolvePlain` tried `shortDecimal` already: the integers it leaves are read here.
        if let int = resolveInteger(text) { return int }
        if isOneOf(text, nans) { return .float(.nan) }
        var body = text[...]
        var negative = false
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            body = body.dropFirst()
        }
        if isOneOf(UnsafeBufferPointer(rebasing: body), infinities) { return .float(negative ? -.infinity : .infinity) }
        return isFloatSyntax(UnsafeBufferPointer(rebasing: body)) ? .float(parseDouble(text)) : .string
    }

    /// The value of 1 to 18 decimal digits and nothing else (most numbers in a spec), read in one pass:
    /// no such number passes Int64. Nil for any other text, which `resolveInteger` reads.
    @inline(__always)
    package static func shortDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard text.count <= 18, !text.isEmpty else { return nil }
        var value: Int64 = 0
        for byte in text {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
        }
        return value
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`, or nil when the text is no integer.
    package static func resolveInteger(_ text: UnsafeBufferPointer<UInt8>) -> ResolvedScalar? {
        if text.count > 2, text[0] == UInt8(ascii: "0"), text[1] == UInt8(ascii: "o") || text[1] == UInt8(ascii: "x") {
            let radix: UInt64 = text[1] == UInt8(ascii: "o") ? 8 : 16
            var value: UInt64 = 0
            var overflow = false
            for byte in text.dropFirst(2) {
                guard let digit = digitValue(byte), digit < radix else { return nil }
                let (shifted, o1) = value.multipliedReportingOverflow(by: radix)
                let (sum, o2) = shifted.addingReportingOverflow(digit)
                value = sum
                overflow = overflow || o1 || o2
            }
            return overflow || value > UInt64(Int64.max) ? .overflowingInt : .int(Int64(value))
        }
        var index = 0
        var negative = false
        if text[0] == UInt8(ascii: "-") || text[0] == UInt8(ascii: "+") {
            negative = text[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < text.count else { return nil }
        var magnitude: UInt64 = 0
        var overflow = false
        while index < text.count {
            let byte = text[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (shifted, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = shifted.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            magnitude = sum
            overflow = overflow || o1 || o2
            index += 1
        }
        if overflow { return .overflowingInt }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return .int(.min) }
            return magnitude > UInt64(Int64.max) ? .overflowingInt : .int(-Int64(magnitude))
        }
        return magnitude > UInt64(Int64.max) ? .overflowingInt : .int(Int64(magnitude))
    }

    private static func digitValue(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt64(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// `(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?` (sign already removed).
    private static func isFloatSyntax(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        func digits() -> Int {
            let start = i
            while i < text.count, text[i] >= UInt8(ascii: "0"), text[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        let intDigits = digits()
        if i < text.count, text[i] == UInt8(ascii: ".") {
            i += 1
            let fractionDigits = digits()
            if intDigits == 0, fractionDigits == 0 { return false }
        } else if intDigits == 0 {
            return false
        }
        if i < text.count, text[i] == UInt8(ascii: "e") || text[i] == UInt8(ascii: "E") {
            i += 1
            if i < text.count, text[i] == UInt8(ascii: "-") || text[i] == UInt8(ascii: "+") { i += 1 }
            if digits() == 0 { return false }
        }
        return i == text.count
    }

    /// The nearest Double (text already known to be float syntax), as strtod reads it: the
    /// standard library's parser (the runtime has no C library); past the range, infinity.
    package static func parseDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        Double(String(decoding: text, as: UTF8.self)) ?? .nan
    }
}
