#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListSpecRuntime
/// Finds `# listspec:` comments in YAML bytes. libyaml does not report comments, so this reads
/// the bytes itself, line by line, knowing just enough YAML to tell a comment from a `#` that
/// is not one: inside a quoted scalar (which may span lines), inside a block scalar (`|`, `>`),
/// or not preceded by a space (`a#b`). Files without a `#` followed on its line by `listspec:` and
/// a letter are skipped after one pass.
package enum SuppressionScanner {
    package static func comments(in bytes: [UInt8]) -> [SuppressionComment] {
        guard bytes.withUnsafeBufferPointer(containsCommentMarker) else { return [] }
        var comments: [SuppressionComment] = []
        var pendingNextLine: [Int] = []   // indices of disable-next-line comments awaiting their line
        var quote: UInt8? = nil           // the open quote, carried across lines
        var blockParentIndent: Int? = nil // inside a block scalar more indented than this
        var line = 1
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == carriageReturn { lineEnd -= 1 }
            var indent = start
            while indent < lineEnd, bytes[indent] == space { indent += 1 }
            let isBlank = indent == lineEnd
            var skip = false
            if let parent = blockParentIndent, quote == nil {
                if isBlank || indent - start > parent { skip = true } else { blockParentIndent = nil }
            }
            if !skip {
                let wasInQuote = quote != nil
                let scan = scanLine(bytes, start: start, end: lineEnd, quote: &quote)
                if wasInQuote || scan.contentEnd > indent {
                    // A line with content is where pending disable-next-line comments point.
                    for index in pendingNextLine { comments[index].targetLine = line }
                    pendingNextLine.removeAll()
                }
                if let hash = scan.commentStart, var comment = directive(bytes, from: hash, to: lineEnd) {
                    comment.location = SourceLocation(line: line, column: columns(bytes, from: start, to: hash) + 1)
                    if comment.kind == .disableNextLine { pendingNextLine.append(comments.count) }
                    comments.append(comment)
                }
                if quote == nil, endsWithBlockIndicator(bytes, start: indent, end: scan.contentEnd) {
                    blockParentIndent = indent - start
                }
            }
            line += 1
            start = end + 1
        }
        return comments
    }

    private static let marker = Array("listspec:".utf8)
    /// `listspec:`'s length: a marker's first byte is at most this far from a chunk's end (see `DirectiveWatch`).
    static let markerLength = 9
    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), hash = UInt8(ascii: "#")
    private static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'"), backslash = UInt8(ascii: "\\")

    /// Where the comment starts (if any) and where the content before it ends; `quote` is the
    /// quote still open at the end of the line.
    private static func scanLine(_ bytes: [UInt8], start: Int, end: Int, quote: inout UInt8?) -> (commentStart: Int?, contentEnd: Int) {
        var i = start
        var contentEnd = start
        var previousNonSpace: UInt8? = nil
        var tokenStart: UInt8? = nil      // first byte of the current (or last) plain token
        while i < end {
            let byte = bytes[i]
            if let open = quote {
                if open == doubleQuote, byte == backslash { i += 2; continue }
                if byte == open {
                    if open == singleQuote, i + 1 < end, bytes[i + 1] == singleQuote { i += 2; continue }
                    quote = nil
                    previousNonSpace = byte
                }
                i += 1
                contentEnd = i
                continue
            }
            let afterSpace = i == start || bytes[i - 1] == space || bytes[i - 1] == tab
            if byte == hash, afterSpace { return (i, contentEnd) }
            if byte == space || byte == tab { i += 1; continue }
            if byte == doubleQuote || byte == singleQuote, startsScalar(previousNonSpace, afterSpace: afterSpace, tokenStart: tokenStart) {
                quote = byte
            } else if afterSpace || "[{,".utf8.contains(previousNonSpace ?? 0) {
                tokenStart = byte
            }
            previousNonSpace = byte
            i += 1
            contentEnd = i
        }
        return (nil, contentEnd)
    }

    /// A quote opens a quoted scalar where a scalar may start: at the start of the line, after an
    /// indicator (`- `, `: `, `? `, `,`, `[`, `{`), or after a tag or an anchor (`!t "x"`, `&a 'x'`).
    private static func startsScalar(_ previous: UInt8?, afterSpace: Bool, tokenStart: UInt8?) -> Bool {
        guard let previous else { return true }
        if "[{,".utf8.contains(previous) { return true }
        guard afterSpace else { return false }
        if "-:?".utf8.contains(previous) { return true }
        return tokenStart == UInt8(ascii: "!") || tokenStart == UInt8(ascii: "&")
    }

    /// `key: |`, `- >-`, `key: |2+`: the content that follows is a block scalar.
    private static func endsWithBlockIndicator(_ bytes: [UInt8], start: Int, end: Int) -> Bool {
        var i = end
        while i > start, bytes[i - 1] == space || bytes[i - 1] == tab { i -= 1 }
        var j = i
        while j > start, "0123456789+-".utf8.contains(bytes[j - 1]) { j -= 1 }
        guard j > start, bytes[j - 1] == UInt8(ascii: "|") || bytes[j - 1] == UInt8(ascii: ">") else { return false }
        return j - 1 == start || bytes[j - 2] == space || bytes[j - 2] == tab
    }

    /// `# listspec:disable-next-line a, b -- why` -> the directive; nil for other comments.
    private static func directive(_ bytes: [UInt8], from hashIndex: Int, to end: Int) -> SuppressionComment? {
        var text = String(decoding: bytes[(hashIndex + 1)..<end], as: UTF8.self)
        text = String(text.drop { $0 == " " || $0 == "\t" })
        guard text.hasPrefix("listspec:") else { return nil }
        var body = Substring(text.dropFirst("listspec:".count))
        // Everything after ` -- ` is the reason, for the reader.
        var index = body.startIndex
        while index < body.endIndex {
            if body[index...].hasPrefix(" --") { body = body[..<index]; break }
            index = body.index(after: index)
        }
        let words = body.split { $0 == " " || $0 == "\t" || $0 == "," }.map(String.init)
        let kind = words.first.flatMap(SuppressionComment.Kind.init(rawValue:))
        let shown = ("listspec:" + body).trimmingTrailingSpaces
        return SuppressionComment(kind: kind, rules: Array(words.dropFirst()), location: .start, targetLine: 0, text: shown)
    }

    private static func columns(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        // Columns count characters: every byte that does not continue a UTF-8 sequence.
        bytes[start..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// Whether `listspec:` followed by a letter occurs (a directive; the version key
    /// `listspec: 1` does not count): one pass, so files without suppressions cost next to nothing.
    /// Whether some `#` is followed on its line by the marker and a letter. Every directive is in a
    /// comment, and `#` is rare in a spec: `memchr` finds each far faster than the marker is looked for.
    static func containsCommentMarker(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let line = commentLine(in: buffer, from: from) {
            if containsMarker(UnsafeBufferPointer(rebasing: buffer[line])) { return true }
            from = line.upperBound
        }
        return false
    }

    /// From the first `#` at or after `from` to the end of its line (the newline excluded) or of the buffer.
    static func commentLine(in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Range<Int>? {
        guard let base = buffer.baseAddress, from < buffer.count,
              let found = memchr(base + from, Int32(hash), buffer.count - from) else { return nil }
        let start = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        return start..<lineEnd(in: buffer, from: start)
    }

    /// The index of the first newline at or after `from`, or the buffer's end.
    static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard let base = buffer.baseAddress, from < buffer.count,
              let found = memchr(base + from, Int32(newline), buffer.count - from) else { return buffer.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    static func containsMarker(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress, buffer.count > marker.count else { return false }
        let length = marker.count
        return marker.withUnsafeBufferPointer { needle in
            guard let needle = needle.baseAddress else { return false }
            /// The marker at `i`, followed by a letter.
            func isDirective(at i: Int) -> Bool {
                guard memcmpEqual(base + i, needle, length) else { return false }
                let next = base[i + length] | 0x20
                return next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")
            }
            let starts = UnsafeRawPointer(base), ends = UnsafeRawPointer(base + length - 1)
            let first = SIMD64<UInt8>(repeating: UInt8(ascii: "l")), last = SIMD64<UInt8>(repeating: UInt8(ascii: ":"))
            var i = 0
            // Sixty-four places at a time: where the marker's first and last bytes both match (rare in
            // a file without directives) the whole marker is compared.
            let lastWide = buffer.count - length - 64
            while i <= lastWide {
                let both = starts.loadUnaligned(fromByteOffset: i, as: SIMD64<UInt8>.self) .== first
                    .& ends.loadUnaligned(fromByteOffset: i, as: SIMD64<UInt8>.self) .== last
                // A mask's lanes are bytes of all ones or zeros; read as words (!= on vectors goes lane by lane).
                let words = unsafeBitCast(both, to: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64).self)
                if words.0 | words.1 | words.2 | words.3 | words.4 | words.5 | words.6 | words.7 != 0 {
                    for lane in 0..<64 where both[lane] && isDirective(at: i + lane) { return true }
                }
                i &+= 64
            }
            while i + length < buffer.count {
                if isDirective(at: i) { return true }
                i += 1
            }
            return false
        }
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
