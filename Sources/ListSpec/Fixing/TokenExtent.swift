/// Where the token that starts at a byte ends on its line: a quoted string to its closing
/// quote, a flow collection to its closing bracket, a plain scalar or key to the `:`, `,`,
/// bracket or comment after it. Diagnostics, fixes and the editor's edits cover exactly that.
enum TokenExtent {
    static func end(from start: Int, in bytes: [UInt8], lineEnd: Int) -> Int {
        guard start < lineEnd else { return start }
        let first = bytes[start]
        switch first {
        case UInt8(ascii: "\""):
            var i = start + 1
            while i < lineEnd {
                if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
                if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
                i += 1
            }
            return lineEnd
        case UInt8(ascii: "'"):
            var i = start + 1
            while i < lineEnd {
                if bytes[i] == UInt8(ascii: "'") {
                    if i + 1 < lineEnd, bytes[i + 1] == UInt8(ascii: "'") { i += 2; continue }
                    return i + 1
                }
                i += 1
            }
            return lineEnd
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0, i = start
            while i < lineEnd {
                switch bytes[i] {
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                default: break
                }
                i += 1
            }
            return trimmed(lineEnd, from: start, in: bytes)
        default:
            var i = start
            while i < lineEnd {
                let byte = bytes[i]
                let next = i + 1 < lineEnd ? bytes[i + 1] : UInt8(ascii: " ")
                if byte == UInt8(ascii: ":"), next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || i + 1 == lineEnd { break }
                if i > start, [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(byte) { break }
                if byte == UInt8(ascii: "#"), i > start, bytes[i - 1] == UInt8(ascii: " ") || bytes[i - 1] == UInt8(ascii: "\t") { break }
                i += 1
            }
            let end = trimmed(i, from: start, in: bytes)
            return end > start ? end : min(start + UTF8Sequence.length(lead: first), lineEnd)
        }
    }

    /// `end` moved back over spaces and tabs, never before `start`.
    private static func trimmed(_ end: Int, from start: Int, in bytes: [UInt8]) -> Int {
        var end = end
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        return end
    }
}
