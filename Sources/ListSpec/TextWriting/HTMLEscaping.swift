import ListSpecRuntime
/// Text from a spec made safe for HTML (and XML) text and attribute values:
/// the five markup characters become references, and characters XML does not
/// allow (controls other than tab/newline, noncharacters) and bidi overrides are shown as `\u{…}`
/// so a page stays well-formed and nothing in a spec can open a tag or leave an attribute.
package enum HTMLEscaping {
    package static func escaped(_ text: String) -> String {
        TextEscaper.html.escaped(text)
    }
}

extension HTMLEscaping {
    /// Bit b of the mask for bytes 0...63: byte b is written as it is (tab, newline, space and the
    /// printable characters but `"`, `&`, `'`, `<`, `>`). Above 63 every printable ASCII byte is.
    /// A literal, so that the tight loop reads no lazily made global. Tested against the escaper.
    static let plainLow: UInt64 = 0xAFFF_FF3B_0000_0600

    /// Whether each of eight bytes is printable ASCII but the five markup characters (tab and newline
    /// are left to `isPlain(_:)`), with no branch a byte.
    @inline(__always)
    static func isPlain(word: UInt64) -> Bool {
        guard word & ByteWords.tops == 0, !ByteWords.containsByte(below: 0x20, in: word) else { return false }
        return !(ByteWords.contains(0x22, in: word) || ByteWords.contains(0x26, in: word) || ByteWords.contains(0x27, in: word)
            || ByteWords.contains(0x3C, in: word) || ByteWords.contains(0x3E, in: word) || ByteWords.contains(0x7F, in: word))
    }

    /// Whether an ASCII byte is written as it is: the bytes `ByteWriter.html` skips in its tight loop.
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        byte < 64 ? plainLow >> UInt64(byte) & 1 != 0 : byte < 0x7F
    }
}

extension TextEscaper {
    /// HTML and XML text and attribute values: the five markup characters as references;
    /// tab and newline kept (XML allows them).
    static let html = TextEscaper(replacements: [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\t": "\t", "\n": "\n",
    ])
}

extension ByteWriter {
    /// `HTMLEscaping.escaped` of UTF-8 text (valid, as the readers and Strings keep it), written as it
    /// is escaped: text that needs nothing is copied and a markup character replaced, with no
    /// String made; only a hidden character or text past U+07FF goes through the escaper.
    package mutating func html(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var i = 0
        while i < text.count {
            // Most bytes need nothing: skipped eight at a time, then one at a time (printable ASCII
            // but the five, tab, newline).
            if let base = text.baseAddress {
                while i + 8 <= text.count, HTMLEscaping.isPlain(word: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) { i += 8 }
            }
            while i < text.count, HTMLEscaping.isPlain(text[i]) { i += 1 }
            guard i < text.count else { break }
            let byte = text[i]
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case 0x20..<0x7F, UInt8(ascii: "\t"), UInt8(ascii: "\n"):
                i += 1
                continue
            default:
                // A hidden ASCII control or non-ASCII text, up to the next ASCII byte (a scalar boundary).
                var end = i + 1
                while end < text.count, text[end] >= 0x80 { end += 1 }
                let piece = UnsafeBufferPointer(rebasing: text[i..<end])
                if byte >= 0x80, TextEscaper.html.isKeptAsItIs(bytes: piece) == true {
                    i = end
                    continue
                }
                raw(bytes: UnsafeBufferPointer(rebasing: text[start..<i]))
                self += HTMLEscaping.escaped(String(decoding: piece, as: UTF8.self))
                i = end
                start = end
                continue
            }
            raw(bytes: UnsafeBufferPointer(rebasing: text[start..<i]))
            raw(replacement)
            i += 1
            start = i
        }
        raw(bytes: UnsafeBufferPointer(rebasing: text[start...]))
    }

    /// `html(_:)` of a String's text.
    package mutating func html(_ text: String) {
        var text = text
        text.withUTF8 { html($0) }
    }

    /// `html(_:)` of a piece of a buffer.
    mutating func html(_ bytes: [UInt8], _ range: Range<Int>) {
        bytes.withUnsafeBufferPointer { html(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
