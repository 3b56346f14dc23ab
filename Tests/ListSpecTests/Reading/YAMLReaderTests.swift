import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime

@Suite struct YAMLReaderTests {
    private func read(_ text: String, limits: ReaderLimits = .default) -> ReadResult {
        YAMLReader.read(bytes: Array(text.utf8), path: "t.yaml", limits: limits)
    }

    @Test func nodesCarryOneBasedLinesAndColumns() throws {
        let result = read("a:\n  b: [1, two]\n")
        let root = try #require(result.document.root)
        #expect(root.location == SourceLocation(line: 1, column: 1))
        let inner = try #require(root.pairs.first?.value)
        #expect(inner.location == SourceLocation(line: 2, column: 3))
        let list = try #require(inner.pairs.first?.value)
        #expect(list.location == SourceLocation(line: 2, column: 6))
        #expect(list.items.map(\.location) == [SourceLocation(line: 2, column: 7), SourceLocation(line: 2, column: 10)])
    }

    @Test func mapsKeepKeyOrder() throws {
        let root = try #require(read("z: 1\na: 2\nm: 3\n").document.root)
        #expect(root.pairs.map(\.key.keyText) == ["z", "a", "m"])
    }

    @Test func columnsCountCharactersNotBytes() {
        // "é" and "日" are several bytes each; the column counts them once.
        #expect(findingSummary("é日: 1\nx: [1,\n") .contains("3:1 syntax"))
        #expect(findingSummary("tables: {t: {sections: [{sectionID: 1, 日本: 2}]}}") == ["1:40 unknown-key"])
    }

    @Test func aliasesReferToTheAnchoredNode() throws {
        let root = try #require(read("a: &x {k: 1}\nb: *x\n").document.root)
        let values = root.pairs.map(\.value)
        #expect(values[0] == values[1])
    }

    @Test func mergeKeysExplicitKeysWinThenEarlierMaps() throws {
        let root = try #require(read("""
        base: &b {title: B, view: V, height: 1}
        other: &o {height: 2, extra: E}
        m:
          <<: [*b, *o]
          title: Mine
        """).document.root)
        let merged = try #require(root.pairs.last?.value)
        let pairs = merged.pairs.map { ($0.key.keyText, $0.value.string ?? $0.value.int.map(String.init) ?? "") }
        #expect(pairs.map(\.0) == ["title", "view", "height", "extra"])
        #expect(pairs.map(\.1) == ["Mine", "V", "1", "E"])
    }

    @Test func mergeOfAListOfScalarsIsATypeMismatch() {
        #expect(findingSummary("a: &l [1, 2]\nm:\n  <<: *l\n").filter { $0.hasSuffix("type-mismatch") } == ["3:3 type-mismatch"])
        #expect(findingSummary("m:\n  <<: 3\n").filter { $0.hasSuffix("type-mismatch") } == ["2:3 type-mismatch"])
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() {
        #expect(findingSummary("'<<': {a: 1}\n").contains("1:1 unknown-key"))
    }

    @Test func duplicateKeyIsReportedAtItsSecondOccurrence() {
        #expect(findingSummary("tables: {}\nlistspec: 1\ntables: {}\n").contains("3:1 duplicate-key"))
        // Same text, different scalar styles: still the same key.
        #expect(findingSummary("a: 1\n'a': 2\n").contains("2:1 duplicate-key"))
    }

    @Test func duplicateKeySaysWhereTheFirstCopyIs() {
        let findings = load("a: 1\nb: 2\n'a': 3\n").findings.filter { $0.rule == .duplicateKey }
        #expect(findings.map(\.message) == ["key 'a' appears twice in this map (first at 1:1); remove one"])
        let keys = (0..<40).map { "k\($0): \($0)" } + ["k7: again"]
        #expect(load(keys.joined(separator: "\n")).findings.first { $0.rule == .duplicateKey }?.message.contains("(first at 8:1)") == true)
    }

    /// Keys that differ only in Unicode normalization are one key to Swift, JSONDecoder and every
    /// dictionary of names, so they are duplicates here too; ASCII keys are compared as bytes.
    @Test func canonicallyEquivalentKeysAreDuplicates() {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        let findings = load("\(composed): 1\n\(decomposed): 2\nb: 3\n").findings.filter { $0.rule == .duplicateKey }
        #expect(findings.map { "\($0.location)" } == ["2:1"])
        #expect(findings.first?.message.contains("Unicode canonical equivalence") == true)
        #expect(findings.first?.message.contains(#"("e\u{301}") is the same as key '\#(composed)' ("\u{E9}")"#) == true)
        #expect(findings.first?.message.contains("(first at 1:1)") == true)
        // The Kelvin sign is canonically an ASCII K: one key with a non-ASCII byte is enough.
        #expect(findingSummary("K: 1\n\u{212A}: 2\n").contains("2:1 duplicate-key"))
        // Past 16 keys the map compares through a dictionary: the same rule.
        let keys = (0..<20).map { "k\($0): \($0)" } + ["\(composed): 1", "\(decomposed): 2"]
        #expect(findingSummary(keys.joined(separator: "\n")).contains("22:1 duplicate-key"))
        // In JSON as in YAML.
        let json = JSONReader.read(bytes: Array("{\"\(composed)\": 1, \"\(decomposed)\": 2}".utf8), path: "x.json", limits: .default)
        #expect(json.findings.map(\.rule) == [.duplicateKey])
        // Different ASCII keys, and different non-ASCII keys, stay apart.
        #expect(!findingSummary("ab: 1\nAb: 2\n\u{E9}: 3\n\u{E8}: 4\n").contains("duplicate-key"))
    }

    /// One `<<` takes a list of maps; a second `<<` in the same map is a duplicate key, not a second merge.
    @Test func aSecondMergeKeyIsADuplicateKey() throws {
        let text = "a: &a {x: 1}\nb: &b {y: 2}\nc:\n  <<: *a\n  <<: *b\n"
        let findings = load(text).findings.filter { $0.rule == .duplicateKey }
        #expect(findings.map { "\($0.location)" } == ["5:3"])
        #expect(findings.first?.message.contains("(first at 4:3)") == true)
        #expect(findings.first?.message.contains("give one << a list of them") == true)
        let merged = try #require(YAMLReader.read(bytes: Array(text.utf8), path: "t.yaml", limits: .default).document.root?.pairs[2].value)
        #expect(merged.pairs.map(\.key.keyText) == ["x"])
        #expect(findingSummary("a: &a {x: 1}\nb: &b {y: 2}\nc:\n  <<: [*a, *b]\n").filter { $0.hasSuffix("duplicate-key") }.isEmpty)
    }

    /// A small map's keys are told apart by their bytes in one pass: keys too long to share their
    /// stored text are still compared byte for byte, and keys of one length with other bytes differ.
    @Test func duplicateKeysInSmallMapsAreFoundByTheirBytes() {
        let long = String(repeating: "k", count: 40)
        #expect(findingSummary("\(long): 1\nb: 2\n\(long): 3\n").contains("3:1 duplicate-key"))
        #expect(findingSummary("x: {\(long)a: 1, \(long)b: 2}\n").filter { $0.hasSuffix("duplicate-key") }.isEmpty)
        #expect(findingSummary("x: {abc: 1, abd: 2, 'abc': 3}\n").contains("1:21 duplicate-key"))
        // A key that is no string (here an integer) is compared by its text as written, as before.
        #expect(findingSummary("x: {1: a, 2: b, 1: c}\n").contains("1:17 duplicate-key"))
    }

    @Test func duplicateKeysInLargeMapsAreFound() {
        let keys = (0..<40).map { "k\($0): \($0)" } + ["k7: again"]
        #expect(findingSummary(keys.joined(separator: "\n")).contains("41:1 duplicate-key"))
    }

    @Test func collectionsAsKeysAreTypeMismatches() {
        #expect(findingSummary("? [a, b]\n: 1\n").contains("1:3 type-mismatch"))
        #expect(findingSummary("{? {a: 1} : 2}").contains("1:4 type-mismatch"))
    }

    @Test func syntaxErrorsCarryLibyamlsPosition() {
        let findings = load("tables:\n  t: [1, 2\n  u: 3\n").findings
        #expect(findings.count == 1)
        #expect(findings.first?.rule == .syntax)
        #expect(findings.first?.location.line == 3)
    }

    /// libyaml names the first byte that breaks the sequence (here the "(" after the lead byte).
    @Test func invalidUTF8IsASyntaxFindingWithItsPlace() {
        let result = SpecLoader().load(bytes: Array("a: 1\nb: x".utf8) + [0xC3, 0x28], path: "t.yaml", isJSON: false)
        #expect(result.findings.map { "\($0.location) \($0.rule.rawValue)" } == ["2:6 syntax"])
    }

    @Test func emptyFileAndCommentOnlyFile() {
        #expect(findingSummary("") == ["1:1 empty-file"])
        #expect(findingSummary("# nothing here\n") == ["1:1 empty-file"])
    }

    @Test func secondDocumentIsReported() {
        #expect(findingSummary("sections: []\n---\nsections: []\n") == ["2:1 multiple-documents"])
    }

    @Test func undefinedAliasIsASyntaxFinding() {
        #expect(findingSummary("a: *nowhere\n") == ["1:4 syntax"])
        // An anchor defined after its use is not yet defined.
        #expect(findingSummary("a: *later\nb: &later 1\n") == ["1:4 syntax"])
    }

    @Test func topLevelThatIsNotAMap() {
        #expect(findingSummary("- 1\n- 2\n") == ["1:1 type-mismatch"])
        #expect(findingSummary("just text\n") == ["1:1 type-mismatch"])
    }
}
