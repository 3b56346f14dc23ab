import ListSpecRuntime
@testable import ListSpec
import Testing

/// `TextDocument`: line starts at LF, CRLF and CR; LSP positions in UTF-16 and UTF-8 to byte
/// offsets and listspec's columns and back, clamped; incremental edits that leave the same
/// lines as the edited text read afresh.
@Suite struct TextDocumentTests {
    // Bytes: "a" 0, "😀" 1-4, "b" 5, LF 6 | "é" 7-8, "z" 9, CR LF 10-11 | "last" 12-15.
    static let text = "a😀b\néz\r\nlast"
    static let document = TextDocument(uri: "file:///x.yaml", version: 1, text: text)

    @Test func lines() {
        #expect(Self.document.lineStarts == [0, 7, 12])
        #expect((0..<3).map(Self.document.lineRange) == [0..<6, 7..<10, 12..<16])
        #expect(Self.document.lineRange(3) == 16..<16 && Self.document.lineRange(-1) == 16..<16)
        #expect(TextDocument(uri: "u", version: 1, text: "a\rb\r\rc\n").lineStarts == [0, 2, 4, 5, 7])
        #expect(TextDocument(uri: "u", version: 1, text: "").lineStarts == [0])
        #expect(TextDocument(uri: "u", version: 1, text: "\r\n").lineRange(0) == 0..<0)
    }

    @Test func offsetsOfPositions() {
        func offsets(_ encoding: PositionEncoding, _ positions: [(Int, Int)]) -> [Int] {
            positions.map { Self.document.offset(of: LSPPosition(line: $0.0, character: $0.1), encoding: encoding) }
        }
        // UTF-16: the emoji is two units; a character inside the surrogate pair is the emoji's start.
        #expect(offsets(.utf16, [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5), (0, 999)]) == [0, 1, 1, 5, 6, 6, 6])
        // UTF-8: four units; a character inside them is the emoji's start.
        #expect(offsets(.utf8, [(0, 1), (0, 2), (0, 4), (0, 5), (0, 6), (0, 7)]) == [1, 1, 1, 5, 6, 6])
        // Past a CRLF line's end: its end, before the CR.
        #expect(offsets(.utf16, [(1, 1), (1, 2), (1, 3)]) == [9, 10, 10])
        #expect(offsets(.utf8, [(1, 1), (1, 2), (1, 3)]) == [7, 9, 10])
        // Past the last line, or before the first: the text's end, its start.
        #expect(offsets(.utf16, [(2, 4), (3, 0), (99, 99), (-1, 5), (0, -3)]) == [16, 16, 16, 0, 0])
    }

    @Test func positionsOfOffsets() {
        func positions(_ encoding: PositionEncoding, _ offsets: [Int]) -> [String] {
            offsets.map { Self.document.position(ofOffset: $0, encoding: encoding) }.map { "\($0.line):\($0.character)" }
        }
        #expect(positions(.utf16, [0, 1, 5, 6, 7, 9, 10, 11, 12, 16, 99, -5]) == ["0:0", "0:1", "0:3", "0:4", "1:0", "1:1", "1:2", "1:2", "2:0", "2:4", "2:4", "0:0"])
        #expect(positions(.utf8, [1, 5, 6, 9, 10]) == ["0:1", "0:5", "0:6", "1:2", "1:3"])
    }

    @Test func listspecLocations() {
        // Columns count Unicode scalars, as libyaml's do.
        #expect(Self.document.offset(of: SourceLocation(line: 1, column: 3)) == 5)
        #expect(Self.document.offset(of: SourceLocation(line: 2, column: 2)) == 9)
        #expect(Self.document.offset(of: SourceLocation(line: 2, column: 99)) == 10)
        #expect(Self.document.offset(of: SourceLocation(line: 9, column: 1)) == 16)
        #expect(Self.document.offset(of: SourceLocation(line: 0, column: 1)) == 0)
        #expect(Self.document.location(of: LSPPosition(line: 0, character: 3), encoding: .utf16) == SourceLocation(line: 1, column: 3))
        #expect(Self.document.location(of: LSPPosition(line: 0, character: 5), encoding: .utf8) == SourceLocation(line: 1, column: 3))
        #expect(Self.document.location(of: LSPPosition(line: 1, character: 1), encoding: .utf16) == SourceLocation(line: 2, column: 2))
        #expect(Self.document.location(of: LSPPosition(line: 1, character: 99), encoding: .utf16) == SourceLocation(line: 2, column: 3))
        #expect(Self.document.location(of: LSPPosition(line: 50, character: 0), encoding: .utf16) == SourceLocation(line: 3, column: 5))
        #expect(Self.document.location(of: LSPPosition(line: -1, character: 0), encoding: .utf16) == SourceLocation(line: 1, column: 1))
    }

    /// Applies edits (`((line, character), (line, character), text)`; nil range: the whole text)
    /// and expects `result`, with the lines the result has when read afresh.
    func expectEdits(_ start: String, _ edits: [(LSPRange?, String)], _ result: String, encoding: PositionEncoding = .utf16,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var document = TextDocument(uri: "u", version: 1, text: start)
        for (range, text) in edits { document.apply(range: range, text: text, encoding: encoding) }
        #expect(String(decoding: document.bytes, as: UTF8.self) == result, sourceLocation: sourceLocation)
        #expect(document.lineStarts == TextDocument(uri: "u", version: 1, text: result).lineStarts, sourceLocation: sourceLocation)
    }

    static func range(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> LSPRange {
        LSPRange(start: LSPPosition(line: a, character: b), end: LSPPosition(line: c, character: d))
    }

    @Test func incrementalEdits() {
        let r = Self.range
        expectEdits("ab\ncd\nef\n", [(r(1, 1, 1, 1), "X")], "ab\ncXd\nef\n")
        expectEdits("ab\ncd\nef\n", [(r(0, 1, 2, 1), "")], "af\n")
        expectEdits("ab\ncd\nef\n", [(r(1, 0, 1, 0), "1\n2\r\n3\r")], "ab\n1\n2\r\n3\rcd\nef\n")
        // A reversed range is the same range.
        expectEdits("ab\ncd", [(r(1, 1, 0, 1), "-")], "a-d")
        // Past the end: appended; past a line's end: at its end.
        expectEdits("ab\ncd", [(r(99, 0, 99, 5), "!")], "ab\ncd!")
        expectEdits("ab\ncd", [(r(0, 40, 0, 50), "!")], "ab!\ncd")
        // The whole text.
        expectEdits("ab\ncd", [(nil, "x\r\ny")], "x\r\ny")
        // Keystrokes, one after another, as an editor sends them.
        expectEdits("", [(r(0, 0, 0, 0), "a"), (r(0, 1, 0, 1), ":"), (r(0, 2, 0, 2), "\n"), (r(1, 0, 1, 0), "  b"), (r(1, 3, 1, 3), "\n")],
                    "a:\n  b\n")
    }

    @Test func editsThatJoinOrSplitCRLF() {
        let r = Self.range
        // An LF typed after a lone CR makes one CRLF break, not two.
        expectEdits("a\rb", [(r(1, 0, 1, 0), "\n")], "a\r\nb")
        // A CR typed before an LF: likewise.
        expectEdits("a\nb", [(r(0, 1, 0, 1), "\r")], "a\r\nb")
        // Removing the break between CRLF lines, and text between a CR and a later LF.
        expectEdits("a\r\nb\r\nc", [(r(0, 1, 1, 0), "")], "ab\r\nc")
        expectEdits("a\rb\nc", [(r(1, 0, 1, 1), "")], "a\r\nc")
        expectEdits("a\r\n\r\n\r\nb", [(r(1, 0, 2, 0), "")], "a\r\n\r\nb")
    }

    @Test func editsBetweenSurrogatesAndInEachEncoding() {
        let r = Self.range
        // UTF-16 character 2 is inside the emoji's surrogate pair: the edit lands before the emoji.
        expectEdits("a😀b", [(r(0, 2, 0, 2), "x")], "ax😀b")
        expectEdits("a😀b", [(r(0, 1, 0, 3), "")], "ab")
        expectEdits("a😀b", [(r(0, 1, 0, 5), "é")], "aéb", encoding: .utf8)
        expectEdits("é\n😀", [(r(1, 2, 1, 2), "!")], "é\n😀!")
        expectEdits("é\n😀", [(r(1, 4, 1, 4), "!")], "é\n😀!", encoding: .utf8)
    }

    @Test func manyEditsAgreeWithAFreshRead() {
        // Pseudo-random edits of lines with every kind of break: the incremental line starts
        // always equal those of the text read afresh.
        var document = TextDocument(uri: "u", version: 1, text: "")
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["a", "\n", "\r", "\r\n", "😀", "é", "", "key: value\n", "\r\r\n\n"]
        for _ in 0..<500 {
            let start = LSPPosition(line: next(document.lineCount + 1), character: next(6))
            let end = LSPPosition(line: next(document.lineCount + 1), character: next(6))
            document.apply(range: LSPRange(start: start, end: end), text: pieces[next(pieces.count)], encoding: next(2) == 0 ? .utf8 : .utf16)
            let fresh = TextDocument(uri: "u", version: 1, text: String(decoding: document.bytes, as: UTF8.self))
            #expect(document.lineStarts == fresh.lineStarts, "\(String(decoding: document.bytes, as: UTF8.self).debugDescription)")
            if document.lineStarts != fresh.lineStarts { break }
        }
    }

    @Test func positionJSON() {
        #expect(LSPPosition(["line": 2, "character": 5]) == LSPPosition(line: 2, character: 5))
        #expect(LSPPosition(["line": .double(2), "character": 5]) == LSPPosition(line: 2, character: 5))
        #expect(LSPPosition(["line": "2", "character": 5]) == nil)
        #expect(LSPPosition(["line": 2]) == nil)
        #expect(LSPPosition(nil) == nil)
        #expect(LSPRange(["start": ["line": 0, "character": 1], "end": ["line": 3, "character": 0]]) == Self.range(0, 1, 3, 0))
        #expect(LSPRange(["start": ["line": 0, "character": 1]]) == nil)
        #expect(Self.range(1, 2, 3, 4).json == ["start": ["line": 1, "character": 2], "end": ["line": 3, "character": 4]])
        #expect(LSPPosition(line: 1, character: 9) < LSPPosition(line: 2, character: 0))
    }
}
