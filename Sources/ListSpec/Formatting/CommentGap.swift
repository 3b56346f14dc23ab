/// The comments and blank lines in the bytes between two of libyaml's events. A comment starts
/// at a `#` at the start of a line or after a space or tab, and runs to the end of its line
/// (its trailing spaces left out).
enum CommentGap {
    enum Item {
        /// On the line where the previous node ended.
        case trailing(FormatTree.Line)
        /// On a line of its own.
        case ownLine(FormatTree.Line)
        /// An empty (or all-space) line.
        case blank
    }

    static func scan(_ source: [UInt8], from start: Int, to end: Int, startsOnNodesLine: Bool = false, into found: inout [Item]) {
        var i = start
        // The gap's first line is the previous node's, unless only indentation comes before it there
        // (a block list's next `-  # why` is where the end of the list item before was noticed).
        var before = start
        while before > 0, source[before - 1] == 0x20 || source[before - 1] == 0x09 { before -= 1 }
        var onPreviousLine = startsOnNodesLine || (before > 0 && source[before - 1] != 0x0A && source[before - 1] != 0x0D)
        var lineHasText = onPreviousLine
        while i < end {
            let byte = source[i]
            switch byte {
            case 0x0A, 0x0D:
                if !lineHasText { found.append(.blank) }
                if byte == 0x0D, i + 1 < end, source[i + 1] == 0x0A { i += 1 }
                onPreviousLine = false
                lineHasText = false
            case 0x20, 0x09:
                break
            case UInt8(ascii: "#") where i == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(source[i - 1]):
                var stop = i
                while stop < source.count, source[stop] != 0x0A, source[stop] != 0x0D { stop += 1 }
                var textEnd = stop
                while textEnd > i, source[textEnd - 1] == 0x20 || source[textEnd - 1] == 0x09 { textEnd -= 1 }
                let line = FormatTree.Line(start: Int32(i), end: Int32(textEnd))
                found.append(onPreviousLine ? .trailing(line) : .ownLine(line))
                lineHasText = true
                i = min(stop, end) - 1
            default:
                // An indicator (`-`, `:`, `,`, `?`, a bracket): the line has text.
                lineHasText = true
            }
            i += 1
        }
    }

    /// Where a node's value starts, after its anchor, tag and any comments and line breaks between.
    static func propertiesEnd(_ source: [UInt8], from start: Int, to end: Int) -> Int {
        var i = start
        while i < end {
            switch source[i] {
            case 0x20, 0x09, 0x0A, 0x0D:
                i += 1
            case UInt8(ascii: "&"), UInt8(ascii: "!"):
                while i < end, ![0x20, 0x09, 0x0A, 0x0D].contains(source[i]) { i += 1 }
            case UInt8(ascii: "#") where i > start && [0x20, 0x09, 0x0A, 0x0D].contains(source[i - 1]):
                while i < end, source[i] != 0x0A, source[i] != 0x0D { i += 1 }
            default:
                return i
            }
        }
        return end
    }

    /// The lines after the last node: no blank line at the end, none after the start of the document.
    static func trimmedEnd(_ lines: [FormatTree.Line]) -> [FormatTree.Line] {
        var lines = lines
        while let last = lines.last, last.isBlank { lines.removeLast() }
        return lines
    }

    /// The offset after the line break that ends the line holding `offset` (the file's end if none).
    static func lineEnd(_ source: [UInt8], _ offset: Int) -> Int {
        var i = offset
        while i < source.count, source[i] != 0x0A {
            if source[i] == 0x0D, i + 1 < source.count, source[i + 1] != 0x0A { return i + 1 }
            i += 1
        }
        return min(i + 1, source.count)
    }

    /// `# listspec:format off` or `on` (spaces around the words as one likes).
    static func isDirective(_ text: ArraySlice<UInt8>, _ word: String) -> Bool {
        let words = String(decoding: text.dropFirst(), as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        return words.count == 2 && words[0] == "listspec:format" && words[1] == word
    }
}
