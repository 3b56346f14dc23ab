import ListSpecRuntime
/// Text as a terminal shows it: one line, control characters made visible,
/// measured in columns (wide characters take two), cut with an ellipsis.
package enum DisplayText {
    /// Hidden characters (newlines, escapes that could drive the terminal, bidi overrides that
    /// could reorder what is shown) made visible as `\n`, `\u{1B}`, `\u{202E}`.
    package static func sanitized(_ text: String) -> String {
        TextEscaper.terminal.escaped(text)
    }

    /// Controls (C0, DEL, C1), line and paragraph separators, noncharacters, and bidirectional
    /// embeddings, overrides and isolates (which could reorder the text around them).
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }

    /// Columns a character takes: 0 for combining marks, 2 for wide (CJK, emoji), else 1.
    package static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return isWide(first.value) ? 2 : 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }

    package static func width(of text: String) -> Int {
        asciiLength(text) ?? text.reduce(0) { $0 + width(of: $1) }
    }

    /// The length of ASCII text without a CR LF pair, in Characters and in columns alike: each
    /// such byte is a Character one column wide (CR LF would be one Character). No grapheme
    /// breaking for nearly every name and value a table shows. Nil for other text.
    static func asciiLength(_ text: String) -> Int? {
        func columns(_ bytes: some Sequence<UInt8>) -> Int? {
            var count = 0
            var afterCR = false
            for byte in bytes {
                if byte >= 0x80 || (afterCR && byte == UInt8(ascii: "\n")) { return nil }
                afterCR = byte == UInt8(ascii: "\r")
                count += 1
            }
            return count
        }
        return text.utf8.withContiguousStorageIfAvailable(columns) ?? columns(text.utf8)
    }

    /// At most `columns` wide; a cut is marked with `…`.
    package static func truncated(_ text: String, to columns: Int) -> String {
        cut(text, to: columns).text
    }

    /// `truncated`, with its width: ASCII text is measured once, not again after the cut.
    private static func cut(_ text: String, to columns: Int) -> (text: String, width: Int) {
        guard columns > 0 else { return ("", 0) }
        if let width = asciiLength(text) {
            // The ellipsis joins no ASCII character into one Character, so the cut is exactly `columns` wide.
            return width <= columns ? (text, width) : (String(decoding: text.utf8.prefix(columns - 1), as: UTF8.self) + "…", columns)
        }
        var used = 0
        var result = ""
        for character in text {
            let w = width(of: character)
            if used + w > columns {
                // Make room for the ellipsis.
                while used + 1 > columns, let last = result.popLast() { used -= width(of: last) }
                let cut = result + "…"
                return (cut, width(of: cut))
            }
            used += w
            result.append(character)
        }
        return (result, used)
    }

    private static let spaces = String(repeating: " ", count: 128)

    /// Cut to `columns`, then padded with spaces to exactly `columns`.
    package static func fitted(_ text: String, to columns: Int, alignRight: Bool = false) -> String {
        let (cut, cutWidth) = cut(text, to: columns)
        let padding = max(0, columns - cutWidth)
        guard padding > 0 else { return cut }
        var result = ""
        result.reserveCapacity(cut.utf8.count + padding)
        if !alignRight { result += cut }
        result += padding <= spaces.utf8.count ? spaces.prefix(padding) : Substring(String(repeating: " ", count: padding))
        if alignRight { result += cut }
        return result
    }
}
