/// A request's head as the preview reads it: the method, the path (the target without its query)
/// and the header fields (names in lower case). The preview takes no request body.
struct HTTPRequestHead: Sendable, Equatable {
    var method: String
    var path: String
    var headers: [String: String]

    /// The largest head read; a longer one is answered 431 (a browser sends under 2 KB here).
    static let limit = 16 * 1024

    /// Parses a head: its bytes up to, not including, the blank line that ends it. Nil when it is
    /// not an HTTP/1.x request, or a field is repeated (two `Host` fields would let the host check
    /// and the reader disagree).
    init?(_ bytes: ArraySlice<UInt8>) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        guard let requestLine = lines.first else { return nil }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].first == UInt8(ascii: "/"),
              parts[2].starts(with: "HTTP/1.".utf8) else { return nil }
        method = String(decoding: parts[0], as: UTF8.self)
        let target = parts[1]
        path = String(decoding: target.prefix { $0 != UInt8(ascii: "?") }, as: UTF8.self)
        headers = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex else { return nil }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = line[line.index(after: colon)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard headers[name] == nil else { return nil }
            headers[name] = String(decoding: value.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed(), as: UTF8.self)
        }
    }

    /// Where the head in `buffer` ends: the index just past its blank line, or nil while it is incomplete.
    static func end(in buffer: [UInt8]) -> (head: Range<Int>, end: Int)? {
        guard let blank = buffer.firstRange(of: [13, 10, 13, 10]) else { return nil }
        return (0..<blank.lowerBound, blank.upperBound)
    }
}
