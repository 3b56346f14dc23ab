@testable import ListSpec
import Testing

/// `TokenExtent`: where the token that starts at a byte ends on its line.
@Suite struct TokenExtentTests {
    /// The token of `line` from byte `start`, as text.
    static func token(_ line: String, from start: Int = 0) -> String {
        let bytes = Array(line.utf8)
        return String(decoding: bytes[start..<TokenExtent.end(from: start, in: bytes, lineEnd: bytes.count)], as: UTF8.self)
    }

    @Test func quoted() {
        #expect(Self.token(#""a\"b": x"#) == #""a\"b""#)
        #expect(Self.token("'it''s' x") == "'it''s'")
        // Unterminated, or ending in a backslash: to the line's end.
        #expect(Self.token(#""abc"#) == #""abc"#)
        #expect(Self.token(#""ab\"#) == #""ab\"#)
        #expect(Self.token("'ab''") == "'ab''")
    }

    @Test func flowCollections() {
        #expect(Self.token("{a: [1, 2]}, z") == "{a: [1, 2]}")
        #expect(Self.token("[x, {y: 1}] # c") == "[x, {y: 1}]")
        // Unclosed: to the line's end, without trailing blanks.
        #expect(Self.token("{a: 1, b  \t") == "{a: 1, b")
    }

    @Test func plainScalarsAndKeys() {
        #expect(Self.token("key: value") == "key")
        #expect(Self.token("key: value", from: 5) == "value")
        #expect(Self.token("key:") == "key")
        #expect(Self.token("key:\tvalue") == "key")
        #expect(Self.token("value # comment") == "value")
        #expect(Self.token("a#b") == "a#b")
        #expect(Self.token("a, b") == "a")
        #expect(Self.token("a}") == "a")
        #expect(Self.token("http://x.y/z: 1") == "http://x.y/z")
        #expect(Self.token("two words  ") == "two words")
        #expect(Self.token("😀é: x") == "😀é")
        // A token of nothing but a separator is that one scalar.
        #expect(Self.token(":") == ":")
        #expect(Self.token("   ") == " ")
        #expect(Self.token("😀 ", from: 0) == "😀")
    }

    @Test func atTheLineEnd() {
        let bytes = Array("ab\ncd".utf8)
        #expect(TokenExtent.end(from: 2, in: bytes, lineEnd: 2) == 2)
        #expect(TokenExtent.end(from: 5, in: bytes, lineEnd: 5) == 5)
        // The line's end bounds the token, not the text's.
        #expect(TokenExtent.end(from: 0, in: bytes, lineEnd: 2) == 2)
    }
}
