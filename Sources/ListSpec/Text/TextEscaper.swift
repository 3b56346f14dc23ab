import ListSpecRuntime
/// The one escaping loop behind terminal text, HTML, Markdown and Swift literals: a table
/// of replacements for ASCII characters, and one spelling for hidden characters (by default
/// `DisplayText.isHidden`: controls, separators, noncharacters, bidi overrides), which are
/// never passed through. Text that needs nothing is returned as it is.
struct TextEscaper: Sendable {
    /// For each ASCII scalar, its replacement; nil keeps it (unless it is hidden).
    private let ascii: [String?]
    /// Put before the hexadecimal value of a hidden scalar; `}` follows it.
    private let hiddenPrefix: String
    private let isHidden: @Sendable (Unicode.Scalar) -> Bool
    /// Bit b set: ASCII byte b is kept as it is. Text of such bytes only (nearly every name, ID
    /// and title) is passed through after one look at each byte, not a call per scalar.
    private let keptASCII: (low: UInt64, high: UInt64)

    /// `replacements`: ASCII characters and what they become. A hidden ASCII
    /// character with a replacement (a newline, say) takes that replacement.
    init(replacements: [Unicode.Scalar: String], hiddenPrefix: String = "\\u{",
         hidden: @escaping @Sendable (Unicode.Scalar) -> Bool = DisplayText.isHidden) {
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
    }

    func escaped(_ text: String) -> String {
        if isKeptAsItIs(text) { return text }
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        append(text, to: &result)
        return result
    }

    /// Appends `text` escaped, with no intermediate string.
    func append(_ text: String, to out: inout String) {
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

    /// Whether `text` is ASCII that needs nothing; false may still need nothing (non-ASCII text).
    private func isKeptAsItIs(_ text: String) -> Bool {
        // Native strings are contiguous; a bridged one takes the iterator.
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(keeps) } ?? text.utf8.allSatisfy(keeps)
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
    static let terminal = TextEscaper(replacements: ["\n": "\\n", "\t": "\\t", "\r": "\\r"])

    /// HTML and XML text and attribute values: the five markup characters as references;
    /// tab and newline kept (XML allows them).
    static let html = TextEscaper(replacements: [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\t": "\t", "\n": "\n",
    ])

    /// CommonMark and GitHub Markdown: one line, and a backslash before every character
    /// that could start emphasis, code, a link, HTML, a table cell, strikethrough, a heading
    /// or math (`$`). Hidden characters read `\u{…}` once rendered (their backslash escaped too).
    static let markdown: TextEscaper = {
        var replacements: [Unicode.Scalar: String] = ["\n": "\\\\n", "\t": "\\\\t", "\r": "\\\\r"]
        for scalar in "\\`*_[]<>|~#!&$".unicodeScalars { replacements[scalar] = "\\" + String(scalar) }
        return TextEscaper(replacements: replacements, hiddenPrefix: "\\\\u{")
    }()
}
