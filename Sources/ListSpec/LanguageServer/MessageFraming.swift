/// Reads `Content-Length`-framed messages from a file descriptor (the client's side of JSON-RPC
/// over standard input). A header block without a usable length is skipped, not fatal.
package final class MessageReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// A message body larger than this is read and dropped (answered as invalid JSON).
    package static let maxBody = 1 << 28

    package init(descriptor: Int32) { self.descriptor = descriptor }

    package enum Message {
        case body([UInt8])
        /// A header block with no (or a bad) `Content-Length`: the reader goes on after it.
        case badHeader
    }

    /// The next message; nil at the end of input.
    package func next() -> Message? {
        while true {
            if let headerEnd = find([13, 10, 13, 10]) ?? find([10, 10]) {
                let header = String(decoding: buffer[start..<headerEnd.lower], as: UTF8.self)
                start = headerEnd.upper
                guard let length = Self.contentLength(header), length <= Self.maxBody else { return .badHeader }
                guard fill(until: start + length) else { return nil }
                let body = Array(buffer[start..<(start + length)])
                start += length
                compact()
                return .body(body)
            }
            guard readMore() else { return nil }
        }
    }

    private static func contentLength(_ header: String) -> Int? {
        for line in header.split(whereSeparator: { $0 == "\r" || $0 == "\n" }) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimming(while: { $0.isWhitespace && !$0.isNewline }).lowercased() == "content-length" else { continue }
            return Int(parts[1].trimming(while: { $0.isWhitespace && !$0.isNewline })).flatMap { $0 >= 0 ? $0 : nil }
        }
        return nil
    }

    /// The range of the first occurrence of `pattern` after `start`.
    private func find(_ pattern: [UInt8]) -> (lower: Int, upper: Int)? {
        guard buffer.count - start >= pattern.count else { return nil }
        var i = start
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

    private func compact() {
        if start > 1 << 16 || start == buffer.count {
            buffer.removeFirst(start)
            start = 0
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
