import ListSpecRuntime

/// An open document's text as the editor holds it: UTF-8 bytes and where each line starts, with
/// the conversions between LSP positions (in the negotiated encoding), byte offsets and
/// listspec's line:column (columns in Unicode scalars, as libyaml counts). A position outside
/// the text is clamped to it, never trusted.
package struct TextDocument: Sendable {
    package let uri: String
    package var version: Int
    package private(set) var bytes: [UInt8]
    /// The byte offset of each line's start; lines break at LF, CRLF and CR (as the protocol and the reader break them).
    package private(set) var lineStarts: [Int]

    package init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
        self.lineStarts = LineStarts.of(bytes)
    }

    package var lineCount: Int { lineStarts.count }

    /// Replaces `range` (nil: the whole text) with `text`.
    package mutating func apply(range: LSPRange?, text: String, encoding: PositionEncoding) {
        guard let range else {
            bytes = Array(text.utf8)
            lineStarts = LineStarts.of(bytes)
            return
        }
        var lower = offset(of: range.start, encoding: encoding)
        var upper = offset(of: range.end, encoding: encoding)
        if upper < lower { swap(&lower, &upper) }
        let inserted = Array(text.utf8)
        bytes.replaceSubrange(lower..<upper, with: inserted)
        // Only the lines from the edit on are found again (a keystroke in a large document
        // costs its own lines, not a scan of the text): from the line holding the byte before
        // the edit (a CR there may pair with an LF inserted), to the byte after the insertion.
        let first = line(containing: max(lower - 1, 0))
        let delta = inserted.count - (upper - lower)
        let scanEnd = min(bytes.count, lower + inserted.count + 1)
        var starts = Array(lineStarts[...first])
        var i = lineStarts[first]
        while i < scanEnd {
            let byte = bytes[i]
            if byte == 0x0A || byte == 0x0D && (i + 1 >= bytes.count || bytes[i + 1] != 0x0A) { starts.append(i + 1) }
            i += 1
        }
        for start in lineStarts[(first + 1)...] where start + delta > scanEnd { starts.append(start + delta) }
        lineStarts = starts
    }

    /// The 0-based line that holds byte `offset`.
    private func line(containing offset: Int) -> Int { LineStarts.line(containing: offset, in: lineStarts) }

    /// The byte range of line `line` (0-based), without its line break.
    package func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 0, line < lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The byte offset of an LSP position, clamped into the text (a character past the line's end is its end).
    package func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        if position.line < 0 { return 0 }
        if position.line >= lineStarts.count { return bytes.count }
        let range = lineRange(position.line)
        var offset = range.lowerBound, units = 0
        while offset < range.upperBound, units < position.character {
            let length = min(UTF8Sequence.length(lead: bytes[offset]), range.upperBound - offset)
            units += encoding.units(lead: bytes[offset])
            if units > position.character { break }
            offset += length
        }
        return offset
    }

    /// The LSP position of a byte offset (clamped into the text).
    package func position(ofOffset offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let offset = max(0, min(offset, bytes.count))
        let low = line(containing: offset)
        let range = lineRange(low)
        var i = range.lowerBound, units = 0
        while i < min(offset, range.upperBound) {
            units += encoding.units(lead: bytes[i])
            i += UTF8Sequence.length(lead: bytes[i])
        }
        return LSPPosition(line: low, character: units)
    }

    /// The byte offset of listspec's 1-based line and column (columns in Unicode scalars), clamped to that line.
    package func offset(of location: SourceLocation) -> Int {
        let line = location.line - 1
        if line < 0 { return 0 }
        if line >= lineStarts.count { return bytes.count }
        let range = lineRange(line)
        var offset = range.lowerBound, column = 1
        while offset < range.upperBound, column < location.column {
            offset += UTF8Sequence.length(lead: bytes[offset])
            column += 1
        }
        return min(offset, range.upperBound)
    }

    /// listspec's 1-based line and column of an LSP position.
    package func location(of position: LSPPosition, encoding: PositionEncoding) -> SourceLocation {
        let offset = offset(of: position, encoding: encoding)
        let line = max(0, min(position.line, lineStarts.count - 1))
        var i = lineStarts[line], column = 1
        while i < offset {
            i += UTF8Sequence.length(lead: bytes[i])
            column += 1
        }
        return SourceLocation(line: line + 1, column: column)
    }

}

/// A 0-based line and character (in the negotiated encoding).
package struct LSPPosition: Sendable, Equatable, Comparable {
    package var line: Int
    package var character: Int

    package init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    package init?(_ json: JSONValue?) {
        guard let line = json?["line"]?.intValue, let character = json?["character"]?.intValue else { return nil }
        self.init(line: line, character: character)
    }

    package var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    package static func < (a: LSPPosition, b: LSPPosition) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}

/// A start and end position.
package struct LSPRange: Sendable, Equatable {
    package var start: LSPPosition
    package var end: LSPPosition

    package init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }

    package init?(_ json: JSONValue?) {
        guard let start = LSPPosition(json?["start"]), let end = LSPPosition(json?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    package var json: JSONValue { ["start": start.json, "end": end.json] }
}
