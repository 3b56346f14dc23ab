import Foundation
@testable import ListSpec
import Testing

/// `MessageReader` and `MessageWriter` over a pipe: framing by `Content-Length`, header fields
/// in any order and case, and hostile headers skipped without losing the messages after them.
@Suite struct MessageFramingTests {
    /// What a reader returns for `input`, written to a pipe (from another thread: it may be
    /// larger than the pipe holds) and closed: `body:<text>` or `bad`, until the end of input.
    static func read(_ input: [UInt8], limit: Int = MessageReader.maxBody) throws -> [String] {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let writeEnd = ends[1]
        let writer = Thread {
            _ = input.withUnsafeBufferPointer { writeWhole($0, to: writeEnd) }
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        let reader = MessageReader(descriptor: ends[0], limit: limit)
        var messages: [String] = []
        while let message = reader.next() {
            switch message {
            case .body(let bytes): messages.append("body:" + String(decoding: bytes, as: UTF8.self))
            case .badHeader: messages.append("bad")
            }
        }
        return messages
    }

    static func read(_ input: String, limit: Int = MessageReader.maxBody) throws -> [String] { try read(Array(input.utf8), limit: limit) }

    @Test func messagesFollowEachOther() throws {
        #expect(try Self.read("Content-Length: 2\r\n\r\n{}Content-Length: 7\r\n\r\n[1,2,3]") == ["body:{}", "body:[1,2,3]"])
    }

    @Test func headerFieldsInAnyOrderAndCase() throws {
        let headers = [
            "Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n",
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\n\r\n",
            "content-length: 2\r\n\r\n",
            "CONTENT-LENGTH:2\r\n\r\n",
            "X-Trace: 1\r\nContent-Length:\t2 \r\nX-Other: a: b\r\n\r\n",
            // Bare LF line breaks, as some clients write them.
            "Content-Length: 2\n\n",
        ]
        for header in headers {
            #expect(try Self.read(header + "{}") == ["body:{}"], "\(header.debugDescription)")
        }
    }

    @Test(arguments: ["Content-Length: 12x", "Content-Length: -2", "Content-Length: ", "Content-Length: 1 2", "Content-Type: text",
                      "Content-Length: 1234567890123456789", "Contents-Length: 2", "Content-Length 2", "\u{FEFF}Content-Length: 2"])
    func aHeaderWithoutAUsableLengthIsSkipped(header: String) throws {
        // The reader goes on after the bad header block: the next message still arrives.
        #expect(try Self.read(header + "\r\n\r\nContent-Length: 2\r\n\r\n{}") == ["bad", "body:{}"])
    }

    @Test func theLengthIsReadAsBytes() throws {
        #expect(MessageReader.contentLength(ArraySlice("Content-Length: 42".utf8)) == 42)
        #expect(MessageReader.contentLength(ArraySlice("X: 1\r\ncontent-LENGTH: 007\r\n".utf8)) == 7)
        // The first length field counts; 18 digits are taken, 19 are not.
        #expect(MessageReader.contentLength(ArraySlice("Content-Length: 1\r\nContent-Length: 2".utf8)) == 1)
        #expect(MessageReader.contentLength(ArraySlice("Content-Length: 999999999999999999".utf8)) == 999_999_999_999_999_999)
        #expect(MessageReader.contentLength(ArraySlice("Content-Length: 9999999999999999999".utf8)) == nil)
        #expect(MessageReader.contentLength(ArraySlice("Content-Length: ٣".utf8)) == nil, "Arabic-Indic digits are no length")
        #expect(MessageReader.contentLength(ArraySlice([UInt8]("Content-Length: 2".utf8) + [0xFF])) == nil)
        #expect(MessageReader.contentLength([]) == nil)
    }

    @Test func aBodyPastTheLimitIsReadAndDropped() throws {
        // Answered as an empty (invalid JSON) body, never held; the message after it still
        // arrives (read as a header, the dropped body would hide the next one's header).
        let dropped = String(repeating: "x", count: 150_000)
        let input = "Content-Length: 150000\r\n\r\n\(dropped)Content-Length: 2\r\n\r\n[]Content-Length: 3\r\n\r\n{}xContent-Length: 2\r\n\r\n{}"
        #expect(try Self.read(input, limit: 2) == ["body:", "body:[]", "body:", "body:{}"])
        #expect(try Self.read("Content-Length: 10\r\n\r\n{}", limit: 2) == [], "a dropped body cut short by the end of input")
        #expect(try Self.read("Content-Length: \(MessageReader.maxBody + 1)\r\n\r\n{}") == [])
    }

    @Test func aLongHeaderIsReadInLinearTime() throws {
        // 8 MiB without a blank line, then a message: the search for the header's end goes on
        // where it stopped (searched again from the start at each read, 32 MiB took over ten minutes).
        let garbage = [UInt8](repeating: UInt8(ascii: "x"), count: 8 << 20)
        let clock = ContinuousClock()
        var messages: [String] = []
        let elapsed = try clock.measure {
            messages = try Self.read(garbage + Array("\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8))
        }
        #expect(messages == ["bad", "body:{}"])
        #expect(elapsed < .seconds(20), "\(elapsed)")
    }

    @Test func aBodyCutShortEndsTheInput() throws {
        #expect(try Self.read("Content-Length: 10\r\n\r\n{\"a\":") == [])
        #expect(try Self.read("Content-Length: 2\r\n") == [], "a header block never finished")
        #expect(try Self.read("") == [])
    }

    @Test func bodiesAreBytesNotText() throws {
        // Invalid UTF-8 and a CRLF CRLF inside the body are the body's: the length alone frames it.
        let body: [UInt8] = [0x7B, 0xFF, 0xFE, 0x0D, 0x0A, 0x0D, 0x0A, 0x7D]
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let input = Array("Content-Length: 8\r\n\r\n".utf8) + body + Array("Content-Length: 2\r\n\r\n{}".utf8)
        _ = input.withUnsafeBufferPointer { writeWhole($0, to: ends[1]) }
        close(ends[1])
        defer { close(ends[0]) }
        let reader = MessageReader(descriptor: ends[0])
        guard case .body(let first)? = reader.next(), case .body(let second)? = reader.next() else {
            Issue.record("two bodies expected")
            return
        }
        #expect(first == body)
        #expect(second == Array("{}".utf8))
        #expect(reader.next() == nil)
        #expect(JSONValue.parse(first) == nil, "invalid UTF-8 is no JSON: the server answers a parse error")
    }

    @Test func aLargeBodyArrivesWhole() throws {
        // Larger than a pipe holds and than one read: the reader fills its buffer across reads.
        let body = "[" + String(repeating: "\"ü\",", count: 100_000) + "1]"
        let messages = try Self.read("Content-Length: \(body.utf8.count)\r\n\r\n" + body + "Content-Length: 2\r\n\r\n{}")
        #expect(messages == ["body:" + body, "body:{}"])
    }

    @Test func theWriterFramesOneMessage() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let message: JSONValue = ["id": 1, "result": ["é", "😀"]]
        MessageWriter(descriptor: ends[1]).send(message)
        close(ends[1])
        defer { close(ends[0]) }
        let reader = MessageReader(descriptor: ends[0])
        guard case .body(let body)? = reader.next() else {
            Issue.record("a body expected")
            return
        }
        #expect(JSONValue.parse(body) == message)
        #expect(reader.next() == nil)
    }
}
