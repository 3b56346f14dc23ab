import Foundation
import Testing
import ListSpecRuntime

@Suite struct ValueTests {
    @Test func literalsBuildEveryKindOfValue() {
        let value: Value = ["title": "Soup", "minutes": 20, "rating": 4.5, "vegan": true, "tags": ["hot", nil]]
        guard case .map(let pairs) = value.content else { Issue.record("not a map"); return }
        #expect(pairs.map(\.key) == ["title", "minutes", "rating", "vegan", "tags"])
        #expect(pairs[0].value == "Soup")
        #expect(pairs[1].value == 20)
        #expect(pairs[2].value == 4.5)
        #expect(pairs[3].value == true)
        #expect(pairs[4].value == ["hot", .null])
        #expect(value.description == #"{"title": "Soup", "minutes": 20, "rating": 4.5, "vegan": true, "tags": ["hot", null]}"#)
    }

    @Test func equalityIsByValueAndIgnoresKeyOrder() {
        let a: Value = ["a": 1, "b": [1.0, "x"]]
        let b: Value = ["b": [1, "x"], "a": 1.0]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Value(1) != Value(true))
        #expect(Value(1) != Value("1"))
        #expect(Value(.double(.nan)) == Value(.double(.nan)))
        #expect(Value(0.0) == Value(-0.0))
        #expect(Value(0.0).hashValue == Value(-0.0).hashValue)
        #expect(Value(.double(0x1p63)) != Value(.int(.max)))
    }

    /// Short strings are stored once per document; each value still reads as written.
    @Test func repeatedAndSimilarStringsStayApart() {
        let long = String(repeating: "lorem ipsum ", count: 4)
        let value: Value = ["title": "x", "subtitle": "x", "other": "y", "long": Value(.string(long)), "again": Value(.string(long)),
                            "list": ["x", "title", ""]]
        guard case .map(let pairs) = value.content else { Issue.record("not a map"); return }
        #expect(pairs.map(\.value) == ["x", "x", "y", Value(.string(long)), Value(.string(long)), ["x", "title", ""]])
        #expect(pairs.map(\.key) == ["title", "subtitle", "other", "long", "again", "list"])
        let x: Value = ["a": "x"], y: Value = ["a": "y"]
        #expect(x != y)
    }

    @Test func aKeyGivenTwiceKeepsTheFirst() {
        let value = Value(.map([(key: "a", value: 1), (key: "a", value: 2)]))
        #expect(value == ["a": 1])
    }

    @Test func codableRoundTripThroughJSON() throws {
        let value: Value = ["a": [1, 2.5, nil, true, "x\u{1}"], "b": [:], "c": []]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(Value.self, from: data) == value)
        // JSONDecoder cannot tell 1.0 from 1; by value they are one number anyway.
        #expect(try JSONDecoder().decode(Value.self, from: Data("1.0".utf8)) == 1)
        #expect(try JSONDecoder().decode(Value.self, from: Data("[true, 1]".utf8)) == [true, 1])
    }
}
