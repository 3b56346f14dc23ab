/// Reads `Content-Length`-framed messages from a file descriptor (the client's side of JSON-RPC
/// over standard input). A header block without a usable length is skipped, not fatal.
package final class MessageReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where the search for a header's end goes on: neither end is in the bytes before it
    /// (searched again from `start` at each read, a long header took quadratic time).
    private var searched = 0
    private let limit: Int
    /// A message body larger than this is read and dropped (answered as invalid JSON).
    package static let maxBody = 1 << 28

    /// `limit`: the largest body kept (`maxBody` unless a test lowers it).
    package init(descriptor: Int32, limit: Int = MessageReader.maxBody) {
        self.descriptor = descriptor
        self.limit = limit
    }

    package enum Message {
        case body([UInt8])
        /// A header block with no (or a bad) `Content-Length`: the reader goes on after it.
        case badHeader
    }

    /// The next message; nil at the end of input.
    package func next() -> Message? {
        while true {
            if let headerEnd = find([13, 10, 13, 10]) ?? find([10, 10]) {
                let header = buffer[start..<headerEnd.lower]
                start = headerEnd.upper
                searched = start
                guard let length = Self.contentLength(header) else { return .badHeader }
                guard length <= limit else {
                    // Never held, and not read as the next header either (which would lose the next message).
                    guard skip(length) else { return nil }
                    return .body([])
                }
                guard fill(until: start + length) else { return nil }
                let body = Array(buffer[start..<(start + length)])
                start += length
                compact()
                return .body(body)
            }
            searched = max(start, buffer.count - 3)
            guard readMore() else { return nil }
        }
    }

    /// The `Content-Length` of a header block. The base protocol's header fields are `name: value`
    /// lines in any order, names case-insensitive (`Content-Type` may come before or after the
    /// length, as pygls and lsp4j send it); fields other than the length are ignored. Read as
    /// bytes: as a Swift string, `\r\n` would be one character and no line would split.
    package static func contentLength(_ header: ArraySlice<UInt8>) -> Int? {
        let name = Array("content-length".utf8)
        for line in header.split(whereSeparator: { $0 == 13 || $0 == 10 }) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            let field = line[..<colon].trimming(while: { $0 == 32 || $0 == 9 })
            guard field.count == name.count, zip(field, name).allSatisfy({ $0 | 0x20 == $1 }) else { continue }
            let digits = line[(colon + 1)...].trimming(while: { $0 == 32 || $0 == 9 })
            guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
            return digits.reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        return nil
    }

    /// The range of the first occurrence of `pattern` after `start`.
    private func find(_ pattern: [UInt8]) -> (lower: Int, upper: Int)? {
        guard buffer.count - start >= pattern.count else { return nil }
        var i = max(start, searched)
        while i + pattern.count <= buffer.count {
            if buffer[i] == pattern[0], Array(buffer[i..<(i + pattern.count)]) == pattern { return (i, i + pattern.count) }
            i += 1
        }
        return nil
    }

    private func fill(until end: Int) -> Bool {
        while buffer.count < end {
            guard readMore() else { return false }
        }
        return true
    }

    /// Reads and drops `count` bytes; false at the end of input.
    private func skip(_ count: Int) -> Bool {
        var remaining = count
        while true {
            let available = buffer.count - start
            if available >= remaining {
                start += remaining
                compact()
                return true
            }
            remaining -= available
            buffer.removeAll(keepingCapacity: true)
            (start, searched) = (0, 0)
            guard readMore() else { return false }
        }
    }

    private func compact() {
        if start > 1 << 16 || start == buffer.count {
            buffer.removeFirst(start)
            (start, searched) = (0, 0)
        }
    }

    private func readMore() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        guard let count = chunk.withUnsafeMutableBytes({ FileBytes.readSome(descriptor, into: $0) }), count > 0 else { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }
}

/// Writes framed messages to a file descriptor, one whole message at a time from any thread.
package final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = ThreadLock()

    package init(descriptor: Int32) { self.descriptor = descriptor }

    package func send(_ message: JSONValue) {
        let body = message.serialized
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        lock.lock()
        defer { lock.unlock() }
        // A client that has gone cannot be told: the write's failure is not reported.
        _ = bytes.withUnsafeBufferPointer { writeWhole($0, to: descriptor) }
    }
}
