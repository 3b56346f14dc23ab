import Testing
@testable import ListSpec
import ListSpecRuntime

/// A value's text as written, found again in the bytes (the document keeps 123 for `00123`).
@Suite struct WrittenScalarTests {
    private func text(_ source: String, _ line: Int, _ column: Int) -> String? {
        WrittenScalar.text(at: SourceLocation(line: line, column: column), in: Array(source.utf8))
    }

    @Test func theRunAtThePlaceAsWritten() {
        let source = "x-é: 日本\r\nsku: 00123 # c\na: [1.10, 0x1F, +15551234, 1e3, .inf, true, null]\n"
        #expect(text(source, 2, 6) == "00123")
        #expect(text(source, 3, 5) == "1.10")
        #expect(text(source, 3, 11) == "0x1F")
        #expect(text(source, 3, 17) == "+15551234")
        #expect(text(source, 3, 28) == "1e3")
        #expect(text(source, 3, 33) == ".inf")
        #expect(text(source, 3, 39) == "true")
        #expect(text(source, 3, 45) == "null")
    }

    @Test func nilWhereNoNumberOrBoolStands() {
        #expect(text("a: !!int 5\n", 1, 4) == nil)   // a tag
        #expect(text("a: word\n", 1, 4) == nil)      // a string
        #expect(text("a: 1\n", 9, 1) == nil)         // past the end
        #expect(text("", 1, 1) == nil)
    }

    @Test func quotedNumbersMeantAsNumbers() {
        for text in ["9.99", "3", "-1", "1e3", "0.5"] { #expect(WrittenScalar.isNumber(text), "\(text)") }
        for text in ["0x1F", "0o17", "+1", "1_000", ".inf", "abc", "", "1.2.3", "true"] { #expect(!WrittenScalar.isNumber(text), "\(text)") }
    }
}

/// `viewModel: #1 Hit` is null: the empty places the reader noted, looked at in the bytes.
@Suite struct CommentAsValueTests {
    private func findings(_ source: String) -> [Finding] {
        SpecLoader().load(bytes: Array(source.utf8), path: "c.yaml", isJSON: false).findings.filter { $0.rule == .commentAsValue }
    }

    @Test func aCommentRightAfterTheColonOfAnEmptyValue() {
        let found = findings("sections:\n  - sectionID: 0\n    x-note:\t# one\n    cells:\n      - cellID: 0\n        cellType: A\n        viewModel: #1 Hit\n")
        #expect(found.map(\.location) == [SourceLocation(line: 3, column: 13), SourceLocation(line: 7, column: 20)])
        #expect(found.last?.message == "'viewModel' is empty (null): '#1 Hit' after it is a YAML comment; "
                + "quote it (\"#1 Hit\") if the # belongs to the value, or write null")
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func noWarningWithoutAComment() {
        // An empty value with nothing after it, a value on the next lines, an explicit null, a
        // quoted '#', a comment on a line of its own, a list item, JSON.
        #expect(findings("sections:\n  - sectionID: 0\n    x-a:\n    x-b: # the map\n      k: v\n    x-c: null # why\n    x-d: \"#1\"\n    # x-e: 1\n    x-f:\n    # below\n    x-g: [a, # c\n      b]\n").isEmpty)
        #expect(SpecLoader().load(bytes: Array("{\"sections\": []}".utf8), path: "c.json", isJSON: true).findings.isEmpty)
        // A file that does not parse has its syntax finding alone.
        let broken = SpecLoader().load(bytes: Array("x-a: #1\nsections: [\n".utf8), path: "b.yaml", isJSON: false).findings
        #expect(broken.map(\.rule) == [.syntax])
    }

    @Test func theReaderNotesOnlyEmptyMapValues() {
        let read = YAMLReader.read(bytes: Array("a:\nb: ~\nc: \"\"\nd:\n  - \n  -\ne: {f: , g: 1}\n".utf8), path: "t.yaml", limits: .default)
        // `d:` holds a list (its items are no map values); `f: ,` is empty right after its colon.
        #expect(read.emptyValues == [SourceLocation(line: 1, column: 3), SourceLocation(line: 7, column: 8)])
    }
}

/// `sectionID: #1`: one defect, one finding. The map's `missing-key` error says why; no warning beside it.
@Suite struct CommentAsValueOnARequiredKeyTests {
    private func findings(_ source: String) -> [Finding] {
        SpecLoader().load(bytes: Array(source.utf8), path: "c.yaml", isJSON: false).findings
    }

    @Test func theMissingKeyErrorSaysWhy() {
        let found = findings("sections:\n  - sectionID: #1\n    cells:\n      - cellType: A\n        cellID: #2\n      - cellID: 3\n        cellType: #B\n")
        #expect(found.map(\.rule) == [.missingKey, .missingKey, .missingKey])
        #expect(found.map(\.location) == [SourceLocation(line: 2, column: 5), SourceLocation(line: 4, column: 9), SourceLocation(line: 6, column: 9)])
        #expect(found[0].message == "section is missing its required key sectionID (an integer): '#1' after `sectionID:` is a YAML comment, "
                + "not its value; write `sectionID: 1` (without the #) if that is the number")
        #expect(found[2].message == "cell 3 is missing its required key cellType (the reuse identifier): '#B' after `cellType:` is a YAML comment, "
                + "not its value; quote it (\"#B\") if the # belongs to the value")
    }

    @Test func anIDThatIsNoNumberAfterTheHash() {
        let found = findings("sections:\n  - sectionID: 0\n    cells:\n      - cellType: A\n        cellID: #three\n")
        #expect(found.map(\.rule) == [.missingKey])
        #expect(found.first?.message.hasSuffix("write a number there, without a #") == true)
    }

    @Test func aSiblingItemAboveIsAnotherMap() {
        // The first cell really lacks its cellID; the second's was emptied by a comment, and its map
        // starts at its own dash: each keeps its own finding.
        let found = findings("sections:\n  - sectionID: 0\n    cells:\n      - cellType: A\n      - cellId: 1\n        cellType: B\n        cellID: #2\n")
        #expect(found.map(\.rule) == [.missingKey, .unknownKey, .missingKey])
        #expect(found[0].message == "cell is missing its required key cellID (an integer)")
        #expect(found[2].location == SourceLocation(line: 5, column: 9))
        #expect(found[2].message.contains("'#2' after `cellID:` is a YAML comment"))
    }

    @Test func aNumberKeyThatIsNotRequiredKeepsItsWarning() {
        let found = findings("sections:\n  - sectionID: 0\n    cells:\n      - cellID: 0\n        cellType: A\n        height: #44\n")
        #expect(found.map(\.rule) == [.commentAsValue])
        #expect(found.first?.message == "'height' is empty (null): '#44' after it is a YAML comment; write `height: 44` (without the #) if that is the number, or write null")
    }
}
