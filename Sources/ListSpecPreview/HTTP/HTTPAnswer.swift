/// A response the preview sends: a status, header fields and either the whole body or a stream of
/// chunks (the event stream), sent with chunked transfer coding until the stream ends.
struct HTTPAnswer: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        case stream(AsyncStream<[UInt8]>)
    }

    var status: Int
    var headers: [(String, String)]
    var body: Body

    /// The status line's reason phrase of the statuses the preview sends.
    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        default: "Status"
        }
    }

    /// The status line and the header fields, with the framing ones (`Content-Length` or
    /// `Transfer-Encoding`, `Connection: close`: one request a connection) added.
    func head() -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(HTTPAnswer.reason(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        switch body {
        case .bytes(let bytes): text += "Content-Length: \(bytes.count)\r\n"
        case .stream: text += "Transfer-Encoding: chunked\r\n"
        }
        text += "Connection: close\r\n\r\n"
        return Array(text.utf8)
    }

    /// One chunk of a chunked body: its size in hexadecimal, the bytes, CRLF.
    static func chunk(_ bytes: [UInt8]) -> [UInt8] {
        Array((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + [13, 10]
    }

    /// The chunk that ends a chunked body.
    static let lastChunk = Array("0\r\n\r\n".utf8)
}
