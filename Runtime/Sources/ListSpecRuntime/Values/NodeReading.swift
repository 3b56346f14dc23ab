/// A node read as a Swift scalar by JSONDecoder's rules, shared by `Value`'s accessors and its
/// `Decoder`, so that `value.intValue` and `value.decode(Int.self)` never disagree.
extension Document.Node {
    /// The number as `T` when its value is a whole number that `T` holds: `1.0` and `1e2` are
    /// integers, `1.5`, `300` as `Int8` and `-1` as `UInt` are not; an integer past Int64 is
    /// read from its digits (it may fit `UInt64`).
    package func exactInteger<T: FixedWidthInteger>(_: T.Type) -> T? {
        let r = record
        switch r.kind {
        case .int where r.overflow:
            guard let text = decimalIntegerText else { return nil }
            return T(text)
        case .int: return int.flatMap { T(exactly: $0) }
        case .float where !r.isBeyondFloatRange:
            guard let value = double else { return nil }
            // Past 2^53 JSONDecoder takes the digits written, not the Double they round to: the
            // value's JSON text (the shortest that reads back as its Double, as JSONEncoder and
            // listspec write it) says 9.223372036854776e+18, which is not 2^63.
            if value.magnitude < 0x1p53 { return T(exactly: value) }
            return Self.wholeNumberDigits(of: value).flatMap { T($0) }
        default: return nil
        }
    }

    /// The whole number the shortest text of `value` says, as decimal digits (`1e+19` is
    /// `10000000000000000000`); nil if it has a fraction or is far beyond any integer type.
    private static func wholeNumberDigits(of value: Double) -> String? {
        guard value.isFinite else { return nil }
        let text = "\(value.magnitude)"
        let parts = text.split(separator: "e", maxSplits: 1)
        guard let mantissa = parts.first else { return nil }
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        var digits = String(mantissa[..<point]) + mantissa[point...].dropFirst()
        var scale = exponent - (mantissa.distance(from: point, to: mantissa.endIndex) - (point == mantissa.endIndex ? 0 : 1))
        while scale < 0, digits.last == "0" {
            digits.removeLast()
            scale += 1
        }
        guard scale >= 0, digits.count + scale <= 40 else { return nil }
        return (value < 0 ? "-" : "") + digits + String(repeating: "0", count: scale)
    }

    /// The number as a Double, an integer to the nearest one (as JSONDecoder reads it); nil for
    /// a non-number and for a float written past a Double's range (`1e400`, which JSONDecoder
    /// refuses). YAML's `.inf` and `.nan` are read as they are.
    package var number: Double? {
        let r = record
        switch r.kind {
        case .int where r.overflow:
            guard let value = decimalIntegerText.flatMap(Double.init), value.isFinite else { return nil }
            return value
        case .int: return int.map(Double.init)
        case .float where !r.isBeyondFloatRange: return double
        default: return nil
        }
    }

    /// The digits of an integer past Int64, when written as a plain decimal (`-123...`): a YAML
    /// `0x...` past Int64 is no number a Decoder could have read.
    private var decimalIntegerText: String? {
        guard let text = string else { return nil }
        let digits = text.utf8.drop { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") }
        guard !digits.isEmpty, text.utf8.count - digits.count <= 1,
              digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return text
    }

    /// The pair of a map whose key reads as `key`, nil if none or not a map. Keys match byte for
    /// byte or, when either is not ASCII, as Swift strings (canonically equivalent), as JSONDecoder
    /// and a `[String: T]` match them. The pairs are looked at from `start` on, then from the first
    /// (a decoder asks for keys mostly in source order): from 0, a key written twice is found where
    /// it is first written.
    package func pairIndex(ofKey key: String, from start: Int = 0) -> Int? {
        guard kind == .mapping else { return nil }
        var key = key
        return key.withUTF8 { wanted in
            document.withView { view in
                let map = view.map(view.records[Int(index)])
                guard map.count > 0 else { return nil }
                let wantedIsASCII = wanted.allSatisfy { $0 < 0x80 }
                var i = start > 0 && start < map.count ? start : 0
                for _ in 0..<map.count {
                    if view.key(map.key(i, in: view.children), reads: wanted, isASCII: wantedIsASCII) { return i }
                    i = i + 1 == map.count ? 0 : i + 1
                }
                return nil
            }
        }
    }
}

extension Document.View {
    /// Whether the scalar key `index` reads as `key` (see `pairIndex`).
    fileprivate func key(_ index: Int32, reads key: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> Bool {
        let record = records[Int(index)]
        guard record.kind == .string else {
            return document.scalarText(index) == String(decoding: key, as: UTF8.self)
        }
        let bytes = self.bytes(record)
        if bytes.count == key.count {
            guard let p = bytes.baseAddress, let q = key.baseAddress else { return true }
            if memcmpEqual(p, q, key.count) { return true }
        }
        if isASCII, bytes.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: bytes, as: UTF8.self) == String(decoding: key, as: UTF8.self)
    }
}
