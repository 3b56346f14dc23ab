@testable import ListSpec
import Testing

/// `JSONValue`: message bodies parsed and written back, and the accessors the server reads
/// requests with; bodies that are not JSON are nil, never a crash.
@Suite struct JSONValueTests {
    static func parse(_ text: String) -> JSONValue? { JSONValue.parse(Array(text.utf8)) }

    @Test func parsesEachKind() {
        #expect(Self.parse("null") == .null)
        #expect(Self.parse("true") == .bool(true))
        #expect(Self.parse("42") == .int(42))
        #expect(Self.parse("-7") == .int(-7))
        #expect(Self.parse("1.5") == .double(1.5))
        #expect(Self.parse(#""é😀\n""#) == .string("é😀\n"))
        #expect(Self.parse(#""\ud83d\ude00""#) == .string("😀"), "an escaped surrogate pair is one scalar")
        #expect(Self.parse("[1, \"a\", [], {}]") == [1, "a", [], [:]])
        // Foundation's decoder takes a trailing comma.
        #expect(Self.parse("[1,]") == [1])
        #expect(Self.parse(#"{"id": 1, "params": {"a": [true, null]}}"#) == ["id": 1, "params": ["a": [true, nil]]])
    }

    @Test func roundTrips() {
        let values: [JSONValue] = [
            .null, true, false, 0, -1, .int(Int.max), .int(Int.min), .double(0.25), .double(-1e-9), "", "a/b", "quote \" backslash \\",
            "\u{0}\u{1F}\t\r\n", "é😀\u{FEFF}", [], [:], [[["deep"]]],
            ["jsonrpc": "2.0", "id": "x", "result": ["items": [["label": "cellID", "kind": 10]], "isIncomplete": false]],
        ]
        for value in values {
            #expect(JSONValue.parse(value.serialized) == value, "\(value.text)")
        }
        // Slashes unescaped (URIs stay readable); control characters escaped.
        #expect(String(decoding: JSONValue.string("file:///a b").serialized, as: UTF8.self) == #""file:///a b""#)
        #expect(!JSONValue.string("\u{1}").serialized.contains(1))
    }

    @Test(arguments: ["", " ", "{", "nul", "{\"a\" 1}", "'x'", "[1] [2]", "1e999", "{\"a\":}"])
    func notJSON(_ text: String) {
        #expect(Self.parse(text) == nil)
    }

    @Test func hostileBodies() {
        #expect(JSONValue.parse([0x22, 0xFF, 0xFE, 0x22]) == nil, "invalid UTF-8")
        #expect(JSONValue.parse([0x22, 0xED, 0xA0, 0x80, 0x22]) == nil, "an encoded lone surrogate")
        // Nesting past the decoder's depth limit: nil, not a stack overflow.
        #expect(JSONValue.parse(Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)) == nil)
        // A number past Int's range is a double, whose intValue is none.
        let big = Self.parse("12345678901234567890")
        #expect(big == .double(1.2345678901234567e19))  // the nearest double
        #expect(big?.intValue == nil)
    }

    @Test func accessors() {
        let message: JSONValue = ["id": 3, "method": "textDocument/hover", "flag": true, "list": [1], "float": .double(4)]
        #expect(message["method"]?.stringValue == "textDocument/hover")
        #expect(message["id"]?.intValue == 3)
        #expect(message["float"]?.intValue == 4)
        #expect(message["flag"]?.boolValue == true)
        #expect(message["list"]?.arrayValue == [1])
        #expect(message.isObject && !JSONValue.array([]).isObject)
        #expect(message["missing"] == nil)
        #expect(JSONValue.array([1])["id"] == nil)
        #expect(message["id"]?.stringValue == nil && message["method"]?.intValue == nil && message["id"]?.boolValue == nil)
        // Only whole doubles within 1e15 are integers.
        #expect(JSONValue.double(2.5).intValue == nil)
        #expect(JSONValue.double(1e15).intValue == nil)
        #expect(JSONValue.double(-99).intValue == -99)
        #expect(JSONValue.double(.nan).intValue == nil && JSONValue.double(.infinity).intValue == nil)
        // A literal dictionary with a key twice keeps the last.
        #expect(JSONValue(dictionaryLiteral: ("a", 1), ("a", 2)) == ["a": 2])
    }
}
