import ListSpecRuntime

/// Bytes replaced in a source: `range` (byte offsets) becomes `text`.
package struct SourceEdit: Hashable, Sendable {
    package var range: Range<Int>
    package var text: [UInt8]

    package init(range: Range<Int>, text: [UInt8]) {
        self.range = range
        self.text = text
    }
}

/// A spec's bytes, where findings' fixes are placed: each edit of a `FindingFix` becomes the
/// bytes of the token it names, written back in the token's own form (a quoted scalar keeps its
/// quotes, a JSON string stays one, escaped as JSON escapes; a plain scalar that the new name
/// would not read back as is quoted as `format` quotes it). An edit that does not meet the token
/// it was made for (the text changed since) is not placed, and neither is the rest of its fix.
package struct FixSource {
    package let bytes: [UInt8]
    private let lineStarts: [Int]
    private let isJSON: Bool

    /// `lineStarts`: where each line starts (an editor's document has them); nil finds them.
    package init(bytes: [UInt8], isJSON: Bool, lineStarts: [Int]? = nil) {
        self.bytes = bytes
        self.isJSON = isJSON
        self.lineStarts = lineStarts ?? LineStarts.of(bytes)
    }

    /// The byte edits of `fix`, nil where one of its edits cannot be placed.
    package func edits(of fix: FindingFix) -> [SourceEdit]? {
        var edits: [SourceEdit] = []
        for edit in fix.edits {
            guard let placed = place(edit) else { return nil }
            edits.append(placed)
        }
        return edits
    }

    private func place(_ edit: FindingFix.Edit) -> SourceEdit? {
        guard let start = offset(line: edit.location.line, column: edit.location.column) else { return nil }
        let lineEnd = end(ofLine: edit.location.line - 1)
        switch edit.extent {
        case .word: return word(edit, at: start, lineEnd: lineEnd)
        case .token: return token(edit, at: start, lineEnd: lineEnd)
        }
    }

    /// A word inside a scalar (a type name in `[Strng]?`): replaced as it is, when it is still there and the new word needs no quoting.
    private func word(_ edit: FindingFix.Edit, at start: Int, lineEnd: Int) -> SourceEdit? {
        let old = Array(edit.old.utf8), new = Array(edit.new.text.utf8)
        guard start + old.count <= lineEnd, bytes[start..<start + old.count].elementsEqual(old),
              !new.isEmpty, new.allSatisfy(FixSource.isWordByte),
              start + old.count == lineEnd || !FixSource.isWordByte(bytes[start + old.count]) else { return nil }
        return SourceEdit(range: start..<start + old.count, text: new)
    }

    private func token(_ edit: FindingFix.Edit, at start: Int, lineEnd: Int) -> SourceEdit? {
        let end = TokenExtent.end(from: start, in: bytes, lineEnd: lineEnd)
        guard end > start else { return nil }
        let new = Array(edit.new.text.utf8)
        let first = bytes[start]
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard case .name = edit.new, end - start >= 2, bytes[end - 1] == first else { return nil }
            let inner = start + 1..<end - 1
            let isDouble = first == UInt8(ascii: "\"")
            let escapes = isDouble && bytes[inner].contains(UInt8(ascii: "\\"))
            // A token with escapes is taken as read (its value was what the finding read); else it must still spell the old value.
            if !escapes {
                let value = isDouble ? Array(bytes[inner]) : FixSource.unquotedSingle(bytes[inner])
                guard value.elementsEqual(edit.old.utf8) else { return nil }
            }
            // Where the new name needs no escape in these quotes, only the text between them changes.
            if !escapes, new.allSatisfy({ $0 >= 0x20 && $0 != 0x7F }) {
                if !isDouble { return SourceEdit(range: inner, text: FixSource.quotedSingle(new)) }
                if !new.contains(UInt8(ascii: "\"")), !new.contains(UInt8(ascii: "\\")), isJSON || FixSource.isYAMLPlainText(new) {
                    return SourceEdit(range: inner, text: new)
                }
            }
            return SourceEdit(range: start..<end, text: doubleQuoted(new))
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
             UInt8(ascii: "|"), UInt8(ascii: ">"):
            // A collection, an anchor, an alias, a tag or a block scalar: not a token a fix rewrites.
            return nil
        default:
            let written = bytes[start..<end]
            switch edit.new {
            case .id:
                guard written.allSatisfy(FixSource.isIntegerByte) else { return nil }
                return SourceEdit(range: start..<end, text: new)
            case .name(let name):
                guard !isJSON, written.elementsEqual(edit.old.utf8) else { return nil }
                let plain = new.withUnsafeBufferPointer { YAMLScalar.isPlain($0, rule: .minimal(inFlow: isInFlow(start, end, lineEnd))) }
                return SourceEdit(range: start..<end, text: plain ? Array(name.utf8) : doubleQuoted(new))
            }
        }
    }

    /// `new` as a double-quoted string: JSON's escapes in JSON, YAML's (as `format` writes them) in YAML.
    private func doubleQuoted(_ new: [UInt8]) -> [UInt8] {
        if isJSON {
            var writer = JSONWriter(capacity: new.count + 8)
            new.withUnsafeBufferPointer { writer.string(bytes: $0) }
            return writer.output
        }
        var out: [UInt8] = []
        new.withUnsafeBufferPointer { YAMLScalar.appendQuoted($0, to: &out) }
        return out
    }

    /// Whether the plain token at `start..<end` stands inside a flow collection (`{cellID: 1, cellType: Row}`),
    /// where `,[]{}` and `?` end a plain scalar: a bracket left open before it on its line, or a
    /// comma or closing bracket after it.
    private func isInFlow(_ start: Int, _ end: Int, _ lineEnd: Int) -> Bool {
        var depth = 0, quote: UInt8?, previous: UInt8 = UInt8(ascii: " ")
        for byte in bytes[lineStarts[LineStarts.line(containing: start, in: lineStarts)]..<start] {
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'"), " {[,:".utf8.contains(previous) {
                quote = byte
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
            }
            previous = byte
        }
        if depth > 0 { return true }
        var i = end
        while i < lineEnd, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        guard i < lineEnd else { return false }
        return [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[i])
    }


    /// How many lines the text has.
    var lineCount: Int { lineStarts.count }

    /// The byte at `line` and `column` (1-based, as findings count them), nil past the line's end.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let lineEnd = end(ofLine: line - 1)
        // libyaml does not count a byte order mark as a column.
        var start = line == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : lineStarts[line - 1]
        for _ in 1..<max(column, 1) {
            guard start < lineEnd else { return nil }
            start += UTF8Sequence.length(lead: bytes[start])
        }
        return start < lineEnd ? start : nil
    }

    /// The line and column (1-based) of the byte at `offset`, which starts a character; nil for a byte of a line break.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int)? {
        let line = LineStarts.line(containing: offset, in: lineStarts)
        guard offset < end(ofLine: line) else { return nil }
        var column = 1
        for i in lineStarts[line]..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return (line + 1, column)
    }

    /// Where the text of `line` (0-based) ends, before its line break.
    func end(ofLine line: Int) -> Int {
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }


    /// Text YAML writes between double quotes as it is (no escape; `YAMLScalar.appendQuoted` would write it alike).
    private static func isYAMLPlainText(_ text: [UInt8]) -> Bool {
        var quoted: [UInt8] = []
        text.withUnsafeBufferPointer { YAMLScalar.appendQuoted($0, to: &quoted) }
        return quoted.count == text.count + 2
    }

    private static func unquotedSingle(_ inner: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = [], skip = false
        for byte in inner {
            if skip { skip = false; continue }
            out.append(byte)
            if byte == UInt8(ascii: "'") { skip = true }
        }
        return out
    }

    private static func quotedSingle(_ text: [UInt8]) -> [UInt8] {
        text.flatMap { $0 == UInt8(ascii: "'") ? [$0, $0] : [$0] }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isIntegerByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }
}
