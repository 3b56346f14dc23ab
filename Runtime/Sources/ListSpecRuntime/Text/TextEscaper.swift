/// The one escaping loop behind terminal text, HTML, Markdown and Swift literals: a table
/// of replacements for ASCII characters, and one spelling for hidden characters (by default
/// `isHidden`: controls, separators, noncharacters, bidi overrides), which are never passed
/// through. Text that needs nothing is returned as it is. In the runtime because the findings
/// `Spec(json:)` throws read as lint's lines do; the command line's other escapers build on it.
/// A class: the escapers are shared constants, and a call from another module then passes one
/// reference, not a copy of the tables.
package final class TextEscaper: Sendable {
    /// For each ASCII scalar, its replacement; nil keeps it (unless it is hidden).
    private let ascii: [String?]
    /// Put before the hexadecimal value of a hidden scalar; `}` follows it.
    private let hiddenPrefix: String
    private let isHidden: @Sendable (Unicode.Scalar) -> Bool
    /// Bit b set: ASCII byte b is kept as it is. Text of such bytes only (nearly every name, ID
    /// and title) is passed through after one look at each byte, not a call per scalar.
    private let keptASCII: (low: UInt64, high: UInt64)
    /// Whether no scalar of U+00A0...U+07FF (two UTF-8 bytes: Latin, Greek, Cyrillic, `·`) is hidden:
    /// then such text is passed through after a look at its bytes, too.
    private let keepsTwoByteScalars: Bool

    /// `replacements`: ASCII characters and what they become. A hidden ASCII
    /// character with a replacement (a newline, say) takes that replacement. (The default is
    /// a closure: a method reference is not `@Sendable` in the Swift 5 language mode.)
    package init(replacements: [Unicode.Scalar: String], hiddenPrefix: String = "\\u{",
                 hidden: @escaping @Sendable (Unicode.Scalar) -> Bool = { TextEscaper.isHidden($0) }) {
        var table = [String?](repeating: nil, count: 128)
        for (scalar, text) in replacements where scalar.isASCII { table[Int(scalar.value)] = text }
        ascii = table
        self.hiddenPrefix = hiddenPrefix
        isHidden = hidden
        var kept: (low: UInt64, high: UInt64) = (0, 0)
        for value in 0..<128 where table[value] == nil && !hidden(Unicode.Scalar(UInt8(value))) {
            if value < 64 { kept.low |= 1 << UInt64(value) } else { kept.high |= 1 << UInt64(value - 64) }
        }
        keptASCII = kept
        keepsTwoByteScalars = (UInt32(0xA0)...0x7FF).allSatisfy { Unicode.Scalar($0).map { !hidden($0) } ?? false }
    }

    package func escaped(_ text: String) -> String {
        if isKeptAsItIs(text) ?? false { return text }
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        append(text, to: &result)
        return result
    }

    /// Appends `text` escaped, with no intermediate string.
    package func append(_ text: String, to out: inout String) {
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let replacement = ascii[Int(scalar.value)] {
                out += replacement
            } else if isHidden(scalar) {
                out += hiddenPrefix
                out += String(scalar.value, radix: 16, uppercase: true)
                out += "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }

    /// Whether `text` needs nothing (see `isKeptAsItIs(bytes:)`).
    private func isKeptAsItIs(_ text: String) -> Bool? {
        // Native strings are contiguous; a bridged one takes the scalars.
        text.utf8.withContiguousStorageIfAvailable(isKeptAsItIs(bytes:)) ?? nil
    }

    /// Whether UTF-8 text needs nothing, read byte by byte: ASCII kept as it is, and (see
    /// `keepsTwoByteScalars`) U+00A0...U+07FF. False when ASCII needs work; nil (look at each
    /// scalar) for other text. Writers that escape bytes in place (the HTML page) ask it too.
    package func isKeptAsItIs(bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte < 0x80 {
                guard keeps(byte) else { return false }
                i += 1
            } else if keepsTwoByteScalars, byte >= 0xC2 && byte <= 0xDF, i + 1 < bytes.count, bytes[i + 1] & 0xC0 == 0x80,
                      byte != 0xC2 || bytes[i + 1] >= 0xA0 {
                i += 2
            } else {
                return nil
            }
        }
        return true
    }

    /// Whether the byte is ASCII kept as it is.
    private func keeps(_ byte: UInt8) -> Bool {
        let word = byte < 64 ? keptASCII.low : byte < 128 ? keptASCII.high : 0
        return word & (1 << UInt64(byte & 63)) != 0
    }

    private func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? !keeps(UInt8(scalar.value)) : isHidden(scalar)
    }
}

extension TextEscaper {
    /// One line for a terminal or a log: `\n`, `\t`, `\r`, `\u{1B}`.
    package static let terminal = TextEscaper(replacements: ["\n": "\\n", "\t": "\\t", "\r": "\\r"])

    /// Controls (C0, DEL, C1), line and paragraph separators, noncharacters, and bidirectional
    /// embeddings, overrides and isolates (which could reorder the text around them).
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }
}
