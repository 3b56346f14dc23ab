import Foundation
import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime

/// `Value.decode` and the accessors over a document as the strict JSON reader stores a file
/// (compact maps, integers past 32 bits in the text, integers past Int64 as digits, floats past
/// a Double flagged): each text decodes as JSONDecoder decodes it, to the same value or both fail.
@Suite struct ReadValueDecodingTests {
    private func read(_ text: String) throws -> Value {
        let result = JSONReader.read(bytes: Array(text.utf8), path: "t.json", limits: .default)
        return Value(node: try #require(result.document.root))
    }

    private func expectSameAsJSONDecoder<T: Decodable & Equatable>(_ text: String, _ type: T.Type,
                                                                   sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let expected = try? JSONDecoder().decode(type, from: Data(text.utf8))
        let decoded = try? read(text).decode(type)
        #expect(decoded == expected, "\(text) as \(type)", sourceLocation: sourceLocation)
    }

    struct Row: Decodable, Equatable {
        var id: Int64
        var title: String
        var tags: [String]?
        var score: Double?
    }

    @Test func numbersReadAsJSONDecoderReadsThem() throws {
        let numbers = ["0", "-0", "1.0", "1.5", "1e2", "-1E+2", "127", "128", "-129", "65535", "4294967296", "9223372036854775807",
                       "-9223372036854775808", "9223372036854775808", "18446744073709551615", "18446744073709551616",
                       "-9223372036854775809", "1e400", "-1e400", "3.4e38", "3.5e38", "1e-46", "0.1", "9007199254740993",
                       "123456789012345678901234567890"]
        for number in numbers {
            try expectSameAsJSONDecoder(number, Int.self)
            try expectSameAsJSONDecoder(number, Int8.self)
            try expectSameAsJSONDecoder(number, UInt8.self)
            try expectSameAsJSONDecoder(number, Int32.self)
            try expectSameAsJSONDecoder(number, UInt64.self)
            try expectSameAsJSONDecoder(number, Int64.self)
            try expectSameAsJSONDecoder(number, Double.self)
            try expectSameAsJSONDecoder(number, Float.self)
            try expectSameAsJSONDecoder(number, String.self)
            try expectSameAsJSONDecoder(number, Bool.self)
        }
        #expect(try read("18446744073709551615").decode(UInt64.self) == .max)
        #expect(try read("18446744073709551615").doubleValue == 0x1p64)
        #expect(try read("18446744073709551615").int64Value == nil)
        #expect(try read("1e400").doubleValue == nil)
        #expect(try read("4294967296").intValue == 4_294_967_296)
    }

    @Test func mapsAndListsReadAsJSONDecoderReadsThem() throws {
        let texts = [#"{"id": 1, "title": "a", "tags": ["x", "y"], "score": 2}"#, #"{"title": "a", "id": 5000000000}"#,
                     #"{"id": 1, "title": "\u00e9", "tags": null}"#, #"{"id": 1.0, "title": "", "tags": [1]}"#,
                     #"{"id": 1, "title": "a", "score": 1e400}"#, #"{"id": 1}"#, "[]", "null", #"{"id": 1, "title": "a", "id": 2}"#]
        for text in texts {
            try expectSameAsJSONDecoder(text, Row.self)
            try expectSameAsJSONDecoder("[\(text), \(text)]", [Row?].self)
            try expectSameAsJSONDecoder(#"{"k": \#(text), "\u0301e": \#(text)}"#, [String: Row].self)
        }
        // Many keys: each is found after the last one (not by a search from the start).
        let keys = (0..<5000).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        let map = try read("{\(keys)}").decode([String: Int].self)
        #expect(map.count == 5000 && map["k4999"] == 4999)
        let value = try read(#"{"caf\u00e9": {"list": [10, 20.0, "x"]}}"#)
        #expect(value["cafe\u{301}"]?["list"]?[1]?.intValue == 20)
        #expect(value["café"]?["list"]?[2]?.stringValue == "x")
        #expect(value["café"]?["list"]?[3] == nil)
    }

    @Test func errorsNameThePathInsideTheViewModel() throws {
        let value = try read(#"{"rows": [{"id": 1, "title": "a"}, {"id": 99999999999999999999, "title": "b"}]}"#)
        #expect(throws: DecodingError.self) { try value.decode([String: [Row]].self) }
        do {
            _ = try value.decode([String: [Row]].self)
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "viewModel.rows[1].id: expected Int64, found an integer, out of its range")
            #expect(context.codingPath.map(\.stringValue) == ["rows", "Index 1", "id"])
        }
    }
}
