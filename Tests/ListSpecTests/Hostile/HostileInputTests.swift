import Foundation
import ListSpec
import ListSpecRuntime
import Testing

/// Files from pull requests can hold anything: each hostile input gets its documented
/// finding with line and column, quickly (a guard against hangs, not a benchmark).
@Suite struct HostileInputTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Hostile")

    /// Corpus file -> the findings it must give, as "line:column rule".
    static let expected: [String: [String]] = [
        "anchor-after-use.yaml": ["3:13 syntax"],
        "billion-laughs.yaml": ["7:8 limit"],
        "blank.json": ["1:1 empty-file"],
        "block-key.yaml": ["1:1 missing-key", "1:3 unknown-key"],
        "collection-keys.yaml": ["2:7 type-mismatch", "5:19 type-mismatch"],
        "comment.json": ["1:17 syntax"],
        "crlf-line-ends.yaml": ["6:18 cell-order"],
        "empty.yaml": ["1:1 empty-file"],
        "infinity.json": ["1:29 type-mismatch", "1:87 invalid-value"],
        "integer-past-int64.yaml": ["2:16 invalid-value", "3:16 invalid-value", "4:22 invalid-value"],
        "invalid-utf8.yaml": ["3:19 syntax"],
        "leading-zero.json": ["1:29 syntax"],
        "merge-key-list.yaml": ["5:7 type-mismatch"],
        "nan-and-infinity.yaml": ["2:16 type-mismatch", "3:16 type-mismatch", "4:32 invalid-value", "5:46 invalid-value", "5:70 invalid-value"],
        "nan.json": ["1:29 syntax"],
        "nested-alias-bomb.yaml": ["8:39 limit"],
        "no-final-newline.yaml": ["1:40 duplicate-section-id"],
        "nul-byte.yaml": ["4:33 syntax"],
        "odd-tags.yaml": [],
        "overlong-utf8.json": ["1:43 syntax"],
        "overlong-utf8.yaml": ["3:14 syntax"],
        "raw-control.json": ["1:44 syntax"],
        "single-quotes.json": ["1:2 syntax"],
        "tab-indentation.yaml": ["3:1 syntax"],
        "trailing-comma.json": ["1:18 syntax"],
        "two-documents.yaml": ["2:1 multiple-documents"],
        "utf16-bom.json": ["1:1 syntax"],
        "utf16-bom.yaml": [],
        "yaml-directive.yaml": [],
    ]

    static let corpusFiles = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()) ?? []

    private func findings(_ loaded: LoadedSpec) -> [String] {
        loaded.findings.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
    }

    /// Loads and reports how long it took.
    private func timed(_ body: () throws -> LoadedSpec) throws -> (LoadedSpec, Duration) {
        let clock = ContinuousClock()
        var result: LoadedSpec?
        let elapsed = try clock.measure { result = try body() }
        return (try #require(result), elapsed)
    }

    @Test func everyCorpusFileHasAnExpectation() {
        #expect(Set(Self.corpusFiles) == Set(Self.expected.keys))
    }

    @Test(arguments: corpusFiles)
    func corpusFile(_ name: String) throws {
        let (loaded, elapsed) = try timed { try SpecLoader().load(.file(Self.corpus.appendingPathComponent(name).path)) }
        #expect(findings(loaded) == Self.expected[name], "\(name)")
        #expect(elapsed < .seconds(5))
    }

    private func generated(_ text: String, path: String) throws -> (LoadedSpec, Duration) {
        try timed { SpecLoader().load(bytes: Array(text.utf8), path: path, isJSON: path.hasSuffix(".json")) }
    }

    @Test func hundredThousandNestedBrackets() throws {
        for (open, path) in [("[", "deep.yaml"), ("{", "deep.yaml"), ("[", "deep.json"), ("{\"a\":", "deep.json")] {
            let (loaded, elapsed) = try generated(String(repeating: open, count: 100_000), path: path)
            #expect(loaded.findings.first?.rule == .limit, "\(open) \(path)")
            #expect(loaded.findings.first?.location.line == 1)
            #expect(elapsed < .seconds(5))
        }
    }

    @Test func tenMegabyteSingleLines() throws {
        let scalar = try generated("a: " + String(repeating: "x", count: 10_000_000), path: "line.yaml")
        #expect(findings(scalar.0) == ["1:4 limit"])
        // A 2.5 MB line of flow sections (a debug build is slow; the 10 MB case runs in the CLI suite).
        let sections = (0..<100_000).map { "{sectionID: \($0)}" }.joined(separator: ", ")
        let flow = try generated("sections: [\(sections)]", path: "line.yaml")
        #expect(flow.0.findings.isEmpty)
        #expect(flow.0.spec?.tables.first?.sections.count == 100_000)
        #expect(flow.1 < .seconds(30))
    }

    @Test func oneMegabyteKey() throws {
        let key = String(repeating: "k", count: 1_000_000)
        #expect(findings(try generated("? \(key)\n: 1\n", path: "key.yaml").0) == ["1:3 limit"])
        #expect(findings(try generated("{\"\(key)\": 1}", path: "key.json").0) == ["1:2 limit"])
        // An implicit key that long is refused by libyaml itself.
        #expect(try generated("\(key): 1\n", path: "key.yaml").0.findings.map(\.rule) == [.syntax])
    }

    @Test func hundredThousandCellsWithTheSameID() throws {
        let cells = String(repeating: "      - {cellID: 7, cellType: A}\n", count: 100_000)
        let (loaded, elapsed) = try generated("sections:\n  - sectionID: 0\n    cells:\n" + cells, path: "same.yaml")
        #expect(loaded.findings.count == 99_999)
        #expect(loaded.findings.allSatisfy { $0.rule == .duplicateCellID })
        #expect(loaded.findings.first?.location == SourceLocation(line: 5, column: 18))
        #expect(elapsed < .seconds(20))
    }

    @Test func integersAndFloatsAtTheEdges() throws {
        let text = "sections: [{sectionID: -9223372036854775808}, {sectionID: 9223372036854775807, cells: [{cellID: 0, cellType: A, height: 1e308}]}]"
        #expect(try generated(text, path: "edge.yaml").0.findings.isEmpty)
    }
}
