/// Server-Sent Events on the wire: one event is its name and its data, a `data:` line for each
/// line of the data (the browser joins them with newlines), then a blank line.
enum ServerSentEvent {
    static func frame(name: String, data: [UInt8]) -> [UInt8] {
        var frame = Array("event: \(name)\n".utf8)
        frame.reserveCapacity(frame.count + data.count + 16)
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            frame.append(contentsOf: "data: ".utf8)
            frame.append(contentsOf: line)
            frame.append(UInt8(ascii: "\n"))
        }
        frame.append(UInt8(ascii: "\n"))
        return frame
    }

    /// Sent first: how soon the browser reconnects when the stream drops (EventSource does it by itself).
    static let retry = Array("retry: 500\n\n".utf8)
    /// A comment, sent now and then: a closed connection is noticed (and dropped) when it fails.
    static let keepAlive = Array(": keep-alive\n\n".utf8)
}
