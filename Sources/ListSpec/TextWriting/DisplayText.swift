import ListSpecRuntime
/// Text as a terminal shows it: one line, control characters made visible,
/// measured in columns (wide characters take two), cut with an ellipsis.
package enum DisplayText {
    /// Hidden characters (newlines, escapes that could drive the terminal, bidi overrides that
    /// could reorder what is shown) made visible as `\n`, `\u{1B}`, `\u{202E}`.
    package static func sanitized(_ text: String) -> String {
        // Printable ASCII, most text, needs no escaping.
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) == true { return text }
        return TextEscaper.terminal.escaped(text)
    }

    /// Columns a character takes: 0 for combining marks, 2 for wide (CJK, emoji), else 1.
    package static func width(of character: Character) -> Int {
        width(ofScalars: character.unicodeScalars)
    }

    /// `width(of:)` for the scalars of one Character, wherever they are kept.
    private static func width(ofScalars scalars: some Collection<Unicode.Scalar>) -> Int {
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1, scalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }) {
            return 2
        }
        if let width = commonWidth(first.value) { return width }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return isWide(first.value) ? 2 : 1
    }

    /// Blocks with no mark, format character or wide character but the soft hyphen (Latin-1,
    /// Latin Extended, spacing modifiers; punctuation such as `…`; box drawing and blocks):
    /// one column, known without looking the category up.
    private static func commonWidth(_ v: UInt32) -> Int? {
        if v < 0x300 { return v == 0xAD ? 0 : 1 }
        if (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v) || (0x2500...0x259F).contains(v) { return 1 }
        return nil
    }

    private static func isWide(_ v: UInt32) -> Bool {
        (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v)
    }

    /// The width of text a terminal shows as it is, one column a byte: printable ASCII only
    /// (`sanitized` keeps it, no Character joins two of its bytes). Nil for any other text.
    static func plainWidth(_ text: String) -> Int? {
        func isPlain(_ bytes: some Sequence<UInt8>) -> Bool { bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        return text.utf8.withContiguousStorageIfAvailable(isPlain) ?? isPlain(text.utf8) ? text.utf8.count : nil
    }

    /// The width of text whose every scalar is a Character one column wide by itself: printable
    /// ASCII and U+00A0...U+02FF (Latin-1 letters, `·`, Latin Extended; no mark joins them, as
    /// marks start at U+0300), but the soft hyphen. Nil for any other text. A separator such as
    /// ` · ` then costs no grapheme breaking.
    static func narrowWidth(_ text: String) -> Int? {
        text.utf8.withContiguousStorageIfAvailable(narrowWidth(bytes:)) ?? nil
    }

    /// `narrowWidth` of valid UTF-8 text.
    static func narrowWidth(bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte >= 0x20 && byte < 0x7F {
                i += 1
            } else if byte >= 0xC2 && byte <= 0xCB, i + 1 < bytes.count,
                      byte != 0xC2 || (bytes[i + 1] >= 0xA0 && bytes[i + 1] != 0xAD) {
                i += 2 // U+00A0...U+02FF, two bytes
            } else {
                return nil
            }
            count += 1
        }
        return count
    }

    package static func width(of text: String) -> Int {
        if let length = asciiLength(text) { return length }
        if let length = narrowWidth(text) { return length }
        var sum = 0
        forEachCharacter(of: text) { width, _ in
            sum += width
            return true
        }
        return sum
    }

    /// Each Character's width and the UTF-8 offset after it, in order, until `body` says stop. An
    /// ASCII byte followed by another ASCII byte (but CR LF) is a whole Character one column
    /// wide: no grapheme breaking for it (only a non-ASCII scalar can join the byte before it,
    /// and only a scalar before it can join an ASCII one, which the walk has passed whole).
    private static func forEachCharacter(of text: String, _ body: (_ width: Int, _ end: Int) -> Bool) {
        var text = text
        text.makeContiguousUTF8() // so that its bytes can be read in place (a no-op for native text)
        let utf8 = text.utf8
        utf8.withContiguousStorageIfAvailable { bytes in
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x80, i + 1 == bytes.count || (bytes[i + 1] < 0x80 && !(byte == 0x0D && bytes[i + 1] == 0x0A)) {
                    i += 1
                    guard body(1, i) else { return }
                } else {
                    let start = utf8.index(utf8.startIndex, offsetBy: i)
                    let end = text.index(after: start)
                    i = utf8.distance(from: utf8.startIndex, to: end)
                    guard body(width(ofScalars: text.unicodeScalars[start..<end]), i) else { return }
                }
            }
        }
    }

    /// The length of ASCII text without a CR LF pair, in Characters and in columns alike: each
    /// such byte is a Character one column wide (CR LF would be one Character). No grapheme
    /// breaking for nearly every name and value a table shows. Nil for other text.
    static func asciiLength(_ text: String) -> Int? {
        text.utf8.withContiguousStorageIfAvailable(asciiLength) ?? asciiLength(text.utf8)
    }

    /// `asciiLength` of text as UTF-8 bytes.
    static func asciiLength(_ bytes: some Sequence<UInt8>) -> Int? {
        var count = 0
        var afterCR = false
        for byte in bytes {
            if byte >= 0x80 || (afterCR && byte == UInt8(ascii: "\n")) { return nil }
            afterCR = byte == UInt8(ascii: "\r")
            count += 1
        }
        return count
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
        if let width = narrowWidth(text), width <= columns { return (text, width) }
        var used = 0
        var keptBytes = 0
        var overflows = false
        forEachCharacter(of: text) { width, end in
            if used + width > columns {
                overflows = true
                return false
            }
            used += width
            keptBytes = end
            return true
        }
        guard overflows else { return (text, used) }
        // Make room for the ellipsis.
        var kept = text.utf8.index(text.utf8.startIndex, offsetBy: keptBytes)
        while used + 1 > columns, kept > text.startIndex {
            let previous = text.index(before: kept)
            used -= width(of: text[previous])
            kept = previous
        }
        let cut = String(text[..<kept]) + "…"
        return (cut, width(of: cut))
    }

    /// `sanitized` of the UTF-8 text at the end of `bytes`, from `start`, in place: text that needs
    /// nothing (nearly all) is looked at once and left, with no String made.
    static func sanitize(_ bytes: inout [UInt8], from start: Int) {
        let kept = bytes.withUnsafeBufferPointer { TextEscaper.terminal.isKeptAsItIs(bytes: UnsafeBufferPointer(rebasing: $0[start...])) }
        guard kept != true else { return }
        let clean = sanitized(String(decoding: bytes[start...], as: UTF8.self))
        bytes.removeSubrange(start...)
        bytes.append(contentsOf: clean.utf8)
    }

    /// `sanitized(text)` appended to `bytes` as UTF-8.
    static func appendSanitized(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        sanitize(&bytes, from: start)
    }

    /// `truncated` of the UTF-8 text at the end of `bytes`, from `start`, in place: text of one
    /// column a byte, or that fits, is measured without grapheme breaking and with no String made.
    static func truncate(_ bytes: inout [UInt8], from start: Int, to columns: Int) {
        let ascii = bytes.withUnsafeBufferPointer { asciiLength(UnsafeBufferPointer(rebasing: $0[start...])) }
        if let ascii, columns > 0 {
            // As `cut`: the first `columns - 1` bytes and the ellipsis.
            guard ascii > columns else { return }
            bytes.removeSubrange((start + columns - 1)...)
            bytes.append(contentsOf: "…".utf8)
            return
        }
        let narrow = bytes.withUnsafeBufferPointer { narrowWidth(bytes: UnsafeBufferPointer(rebasing: $0[start...])) }
        if let narrow, narrow <= columns, columns > 0 { return }
        let cut = truncated(String(decoding: bytes[start...], as: UTF8.self), to: columns)
        bytes.removeSubrange(start...)
        bytes.append(contentsOf: cut.utf8)
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
