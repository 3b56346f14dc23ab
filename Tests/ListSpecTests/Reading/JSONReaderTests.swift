import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime

@Suite struct JSONReaderTests {
    private func json(_ text: String) -> ReadResult {
        JSONReader.read(bytes: Array(text.utf8), path: "t.json", limits: .default)
    }

    private func syntax(_ text: String) -> String? {
        let result = json(text)
        guard let finding = result.findings.first, finding.rule == .syntax else { return nil }
        return finding.location.description
    }

    @Test(arguments: [
        "{}", "[]", "0", "-0", "1.5e-3", "\"\"", "true", "null", " \t\r\n{\"a\" : [ 1 , 2 ] } ",
        "\"\\uD83D\\uDE00\"", "\"\\u00e9\\n\\t\\\\\\/\\\"\"", "{\"a\":{\"b\":{\"c\":[[[]]]}}}", "1E+2", "\"\u{7F}\"",
    ])
    func acceptsValidJSON(_ text: String) {
        #expect(json(text).findings.isEmpty, "\(text)")
        #expect(json(text).isComplete)
    }

    @Test func surrogatePairsJoin() throws {
        let pair = try #require(json("[\"\\uD83D\\uDE00\"]").document.root?.items.first)
        #expect(pair.string == "😀")
    }

    /// JSONDecoder refuses a lone surrogate; read as U+FFFD, two different ones made one key "twice".
    @Test(arguments: [
        ("[\"a\\uD800b\"]", "1:4", "\\uD800"), ("[\"\\uDFFF\"]", "1:3", "\\uDFFF"),
        ("[\"\\uD800\\u0041\"]", "1:3", "\\uD800"), ("[\"\\uDBFF\\uDBFF\"]", "1:3", "\\uDBFF"),
        ("{\"\\uD800\":1,\"\\uDFFF\":2}", "1:3", "\\uD800"),
    ])
    func loneSurrogateEscapesAreSyntaxErrorsNamingTheEscape(_ text: String, _ position: String, _ escape: String) {
        let result = json(text)
        #expect(result.findings.map(\.rule) == [.syntax], "\(text)")
        #expect(result.findings.first?.location.description == position)
        #expect(result.findings.first?.message.contains("'\(escape)' is a lone surrogate escape") == true)
    }

    @Test(arguments: [
        ("[1,]", "1:4"), ("{\"a\":1,}", "1:8"), ("// c\n{}", "1:1"), ("{'a':1}", "1:2"), ("[NaN]", "1:2"),
        ("[01]", "1:2"), ("[\"a\u{01}\"]", "1:4"), ("{\"a\" 1}", "1:6"), ("[1 2]", "1:4"), ("[1.]", "1:4"),
        ("[-]", "1:3"), ("[.5]", "1:2"), ("[tru]", "1:2"), ("[\"\\x\"]", "1:3"), ("[\"\\u12\"]", "1:3"),
        ("{} {}", "1:4"), ("[\n  1,\n  ]", "3:3"), ("{\"a\":1", "1:7"), ("[\"abc", "1:6"), ("[Infinity]", "1:2"),
    ])
    func rejectsInvalidJSONAtItsPosition(_ text: String, _ position: String) {
        #expect(syntax(text) == position, "\(text)")
    }

    @Test func rejectsInvalidUTF8() {
        let result = JSONReader.read(bytes: Array("[\"a".utf8) + [0xC0, 0x80] + Array("\"]".utf8), path: "t.json", limits: .default)
        #expect(result.findings.map(\.rule) == [.syntax])
        #expect(result.findings.first?.location == SourceLocation(line: 1, column: 4))
    }

    @Test func numbersKeepIntegerAndFloatApart() throws {
        let items = try #require(json("[1, 1.0, 1e2, -9223372036854775808, 9223372036854775808]").document.root?.items)
        #expect(items[0].int == 1)
        #expect(items[1].double == 1.0)
        #expect(items[2].double == 100)
        #expect(items[3].int == .min)
        #expect(items[4].isOverflowingInteger)
    }

    @Test func columnsCountCharacters() {
        #expect(syntax("{\"é日\": 1,}") == "1:10")
    }

    @Test func emptyAndBOM() {
        #expect(json("  ").findings.map(\.rule) == [.emptyFile])
        #expect(JSONReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), path: "t.json", limits: .default).findings.isEmpty)
    }

    @Test func duplicateKeysInJSON() {
        #expect(findingSummary("{\"sections\": [], \"sections\": []}", path: "t.json") == ["1:18 duplicate-key"])
    }

    /// A file's bytes are handed over: the pages of lines already read go back to the system.
    /// Nodes, places (columns after multi-byte characters too) and findings stay those of a read
    /// that keeps every byte, an error past the released pages included.
    @Test func releasingReadLinesReadsTheSame() {
        func text(tail: String) -> String {
            var lines = ["{\"tables\": {\"t\": {\"sections\": [{\"sectionID\": 1, \"cells\": ["]
            for id in 1...40_000 {
                lines.append("  {\"cellID\": \(id), \"cellType\": \"C\", \"viewModel\": {\"title\": \"é \(id)\", \"n\": \(id)}},")
            }
            lines.append("  {\"cellID\": 40001, \"cellType\": \"C\", \"viewModel\": \"ünï\", \"x\": 1, \"x\": 2}")
            return lines.joined(separator: "\n") + tail
        }
        for tail in ["]}]}}}", "]}]}}} ,", "]}]}} ", "\n  ,]}]}}}"] {
            let kept = JSONReader.read(bytes: Array(text(tail: tail).utf8), path: "t.json", limits: .default)
            let released = JSONReader.read(bytes: Array(text(tail: tail).utf8), path: "t.json", limits: .default, releasingReadLinesWith: PageRelease.self)
            #expect(text(tail: tail).utf8.count > 3 << 20)
            #expect(released.findings == kept.findings)
            #expect(!released.findings.isEmpty)
            #expect(released.isComplete == kept.isComplete)
            #expect(SplitParseTests.difference(kept.document, released.document) == nil)
        }
    }

    /// `format` takes the layout from the strict reader's one pass: each value's token (a string
    /// with its quotes and escapes as written, a number as written, a collection by its bracket)
    /// and its place among its parent's children.
    @Test func layoutNamesEachValueAsWritten() {
        let text = "\u{FEFF}{\"a\" : [1.5e3, \"x\\\"y\", true, null],\n \"b\": {}, \"é\": -0}"
        let bytes = Array(text.utf8)
        let (read, layout) = JSONReader.readWithLayout(bytes: bytes, path: "t.json", limits: .default)
        #expect(read.findings.isEmpty)
        let tokens = layout.nodes.map { String(decoding: bytes[Int($0.start)..<Int($0.end)], as: UTF8.self) }
        #expect(tokens == ["{", "\"a\"", "[", "1.5e3", "\"x\\\"y\"", "true", "null", "\"b\"", "{", "\"é\"", "-0"])
        #expect(layout.nodes.map(\.kind) == [.object, .scalar, .array, .scalar, .scalar, .scalar, .scalar, .scalar, .object, .scalar, .scalar])
        #expect(layout.children(0) == [1, 2, 7, 8, 9, 10])
        #expect(layout.children(2) == [3, 4, 5, 6])
        #expect(layout.children(8).isEmpty)
    }
}
