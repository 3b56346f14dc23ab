import Foundation
import ListSpec
import ListSpecRuntime
import Testing

/// Markdown: golden files for the examples, and spec text that stays text.
@Suite struct MarkdownRendererTests {
    private func spec(_ name: String) throws -> Spec {
        try #require(SpecLoader().load(.file(GoldenFile.specs.appendingPathComponent(name).path)).spec)
    }

    @Test(arguments: ["menu.yaml", "recipes.yaml", "table-view-protocols.json"])
    func golden(_ name: String) throws {
        let spec = try spec(name)
        try GoldenFile.check(MarkdownRenderer().render(spec.tables, title: "Specs/" + name), against: name + ".md")
    }

    @Test func everyRowOfEveryExampleIsATableRowWithFiveCells() throws {
        for name in try GoldenFile.specNames() {
            let spec = try spec(name)
            let output = MarkdownRenderer().render(spec.tables, title: spec.path)
            let rows = output.split(separator: "\n").filter { $0.hasPrefix("| [") }
            #expect(rows.count == spec.tables.reduce(0) { $0 + $1.cellCount }, "\(name)")
            #expect(rows.allSatisfy { unescapedPipes($0) == 6 }, "\(name)")
        }
    }

    /// `|` not preceded by an odd number of backslashes: a cell border.
    private func unescapedPipes(_ line: Substring) -> Int {
        var count = 0, backslashes = 0
        for character in line {
            if character == "|", backslashes % 2 == 0 { count += 1 }
            backslashes = character == "\\" ? backslashes + 1 : 0
        }
        return count
    }

    @Test func specTextCannotBreakTheTableOrFormat() throws {
        let loaded = load(HostileSpec.yaml, path: "hostile.yaml")
        let spec = try #require(loaded.spec)
        let output = MarkdownRenderer().render(spec.tables, title: "a|b `c` *d*")
        #expect(output.hasPrefix("# a\\|b \\`c\\` \\*d\\*\n"))
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| [") }
        #expect(rows.count == spec.tables.reduce(0) { $0 + $1.cellCount })
        #expect(rows.allSatisfy { unescapedPipes($0) == 6 }, "\(rows)")
        let first = try #require(rows.first)
        #expect(first == "| [0, 0] | 0 | a\"b\\<c\\> | line1\\\\nline2 \\\\u{1B}\\[31m red \\| \\`tick\\` \\*star\\* \\[l\\](u) \\<b\\> | x\"onmouseover=\"alert(1) · deletable |")
        #expect(!output.contains("\u{1B}"))
        #expect(!output.contains("<script>"))
        #expect(output.contains("## Table \\<script\\>alert(1)\\</script\\>"))
        #expect(output.contains("### Section 0 · sectionID -5: \"\\>\\<img src=x onerror=alert(1)\\> \\& 'quotes'"))
        #expect(output.contains("*No rows.*"))
        #expect(output.contains("*No sections.*"))
    }

    @Test func escapingCoversEveryActiveCharacter() {
        #expect(MarkdownEscaping.escaped("\\`*_[]<>|~#!&$") == "\\\\\\`\\*\\_\\[\\]\\<\\>\\|\\~\\#\\!\\&\\$")
        #expect(MarkdownEscaping.escaped("{a: 1}") == "{a: 1}")
        #expect(MarkdownEscaping.escaped("a\nb") == "a\\\\nb")
        #expect(MarkdownEscaping.escaped("plain text, 1.5 - ok") == "plain text, 1.5 - ok")
    }
}
