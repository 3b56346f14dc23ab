import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import ListSpec
import ListSpecRuntime

/// `diff --format markdown` and `--format html`: golden files on spec pairs, and the
/// Markdown read back by GitHub's own parser (cmark-gfm) on hostile strings.
@Suite struct DiffMarkdownAndHTMLRendererTests {
    /// Name, old file, new file (paths from the package root, as the titles show them).
    static let pairs = [
        ("custom-updates", "Specs/custom-updates-old.yaml", "Specs/custom-updates-new.yaml"),
        ("recipes-edited", "Specs/recipes.yaml", "Specs/recipes-edited.yaml"),
        ("menu-to-protocols", "Specs/menu.yaml", "Specs/table-view-protocols.json"),
    ]

    private func diff(_ old: String, _ new: String) throws -> SpecDiff {
        func spec(_ path: String) throws -> Spec {
            let loaded = try SpecLoader().load(fileAt: packageRoot.appendingPathComponent(path).path, as: path,
                                               isJSON: SpecLoader.isJSONPath(path))
            #expect(!loaded.hasErrors, "\(path): \(loaded.findings.map(\.message))")
            return try #require(loaded.spec)
        }
        return SpecDiffer.diff(old: try spec(old), new: try spec(new))
    }

    @Test(arguments: pairs)
    func markdownGolden(_ name: String, _ old: String, _ new: String) throws {
        let markdown = DiffMarkdownRenderer().render(try diff(old, new), oldPath: old, newPath: new)
        try GoldenFile.check(markdown, against: "diff-\(name).md")
        #expect(try MarkdownTableShape.raggedLines(markdown).isEmpty)
    }

    @Test(arguments: pairs)
    func htmlGolden(_ name: String, _ old: String, _ new: String) throws {
        let html = DiffHTMLRenderer().render(try diff(old, new), oldPath: old, newPath: new)
        try GoldenFile.check(html, against: "diff-\(name).html")
        try expectSelfContainedXHTML(html)
    }

    @Test func markdownShowsWhatChangedPerViewModelKey() throws {
        let before = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: {title: Old, n: 1, tags: [a, b]}}]}")
        let after = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: {n: 1, title: New, tags: [a, c], extra: true}, height: 50}]}")
        let markdown = DiffMarkdownRenderer().render(try diffSpecs(before, after), oldPath: "old.yaml", newPath: "new.yaml")
        #expect(markdown.contains(#"| row reloaded | 0 | 0 | [0, 0] | [0, 0] | C | viewModel.title: "Old" -> "New"<br>viewModel.tags\[1\]: "b" -> "c"<br>viewModel.extra: none -> true<br>height: none -> 50 |"#))
    }

    @Test func markdownNamesSectionChangesAndIndexTitles() throws {
        let before = spec("{sectionID: 0, header: A, indexTitle: X, cells: [{cellID: 0, cellType: C}]}", "{sectionID: 1, footer: F}")
        let after = spec("{sectionID: 0, header: {title: B, height: 30}, indexTitle: Y, cells: [{cellID: 0, cellType: C}]}", "{sectionID: 2}")
        let markdown = DiffMarkdownRenderer().render(try diffSpecs(before, after), oldPath: "old.yaml", newPath: "new.yaml")
        #expect(markdown.contains(#"| section reloaded | 0 | — | 0 | 0 | — | header.title: "A" -> "B"<br>header.height: none -> 30<br>indexTitle: "X" -> "Y" |"#))
        #expect(markdown.contains("| section deleted | 1 | — | 1 | — | — | 0 rows |"))
        #expect(markdown.contains("| section inserted | 2 | — | — | 1 | — | 0 rows |"))
        #expect(markdown.contains(#"| section index titles reloaded | — | — | — | — | — | section index titles: \["X"\] -> \["Y"\] |"#))
    }

    @Test func longDiffsFoldIntoDetailsAndStopAtTheMaximum() throws {
        let cells = (0..<40).map { "{cellID: \($0), cellType: C}" }.joined(separator: ", ")
        let diff = try diffSpecs(spec("{sectionID: 0}"), spec("{sectionID: 0, cells: [\(cells)]}"))
        let folded = DiffMarkdownRenderer(collapseAfter: 25).render(diff, oldPath: "a", newPath: "b")
        #expect(folded.contains("<details><summary>40 changes</summary>\n\n| Change |"))
        #expect(folded.hasSuffix("|\n\n</details>\n"))
        #expect(folded.components(separatedBy: "| row inserted |").count == 41)
        let capped = DiffMarkdownRenderer(collapseAfter: 100, maximumRows: 10).render(diff, oldPath: "a", newPath: "b")
        #expect(!capped.contains("<details>"))
        #expect(capped.components(separatedBy: "| row inserted |").count == 11)
        #expect(capped.contains("… and 30 more; run `listspec diff` for all of them."))
        let short = DiffMarkdownRenderer().render(try diffSpecs(spec("{sectionID: 0}"), spec("{sectionID: 0, cells: [{cellID: 0, cellType: C}]}")), oldPath: "a", newPath: "b")
        #expect(!short.contains("<details>"))
    }

    @Test func markdownOfTablesWithNothingToList() throws {
        let before = "tables: {same: {}, gone: {}, styled: {style: plain}}"
        let after = "tables: {same: {}, styled: {style: grouped}, fresh: {}}"
        let markdown = DiffMarkdownRenderer().render(try diffSpecs(before, after), oldPath: "o", newPath: "n")
        #expect(markdown == """
        ## listspec diff: o → n

        3 of 4 tables changed.

        ### Table same

        unchanged

        ### Table gone

        removed (plain, 0 sections, 0 rows)

        ### Table styled

        restyled plain -\\> grouped (a new table view, nothing to animate)

        ### Table fresh

        added (plain, 0 sections, 0 rows)

        """)
        #expect(DiffMarkdownRenderer().render(SpecDiff(tables: []), oldPath: "o", newPath: "n").contains("No tables in either version."))
    }

    @Test func htmlMarksDeletedInsertedAndReloadedOnTheirSides() throws {
        let before = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: A}, {cellID: 1, cellType: C}]}", "{sectionID: 1}")
        let after = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: B}, {cellID: 2, cellType: C}]}", "{sectionID: 3}")
        let html = DiffHTMLRenderer().render(try diffSpecs(before, after), oldPath: "old.yaml", newPath: "new.yaml")
        let old = try #require(html.range(of: "<div class=\"side old\">")), new = try #require(html.range(of: "<div class=\"side new\">"))
        let oldSide = String(html[old.upperBound..<new.lowerBound]), newSide = String(html[new.upperBound...])
        #expect(oldSide.components(separatedBy: "<li class=\"row automatic reloaded\"").count == 2)
        #expect(oldSide.components(separatedBy: "<li class=\"row automatic deleted\"").count == 2)
        #expect(oldSide.contains("<div class=\"section no-header deleted\" id=\"table-old-0-section-1\">"))
        #expect(!oldSide.contains("inserted\""))
        #expect(newSide.components(separatedBy: "<li class=\"row automatic reloaded\"").count == 2)
        #expect(newSide.components(separatedBy: "<li class=\"row automatic inserted\"").count == 2)
        #expect(newSide.contains("<div class=\"section no-header inserted\" id=\"table-new-0-section-1\">"))
        #expect(!newSide.contains("deleted\""))
        #expect(html.contains("<ul class=\"legend\""))
    }

    @Test func htmlMarksChangedSectionIndexTitlesOnBothSides() throws {
        let html = DiffHTMLRenderer().render(try diffSpecs(spec("{sectionID: 0, indexTitle: A}"), spec("{sectionID: 0, indexTitle: B}")),
                                             oldPath: "o", newPath: "n")
        #expect(html.components(separatedBy: "<ol class=\"index reloaded\"").count == 3)
        let unchanged = DiffHTMLRenderer().render(try diffSpecs(spec("{sectionID: 0, indexTitle: A}"), spec("{sectionID: 0, indexTitle: A}")),
                                                  oldPath: "o", newPath: "n")
        #expect(unchanged.components(separatedBy: "<ol class=\"index\"").count == 3)
    }

    @Test func htmlOfAnAddedTableMarksItWholeAndLeavesTheOldSideEmpty() throws {
        let html = DiffHTMLRenderer().render(try diffSpecs("tables: {}", "tables: {t: {sections: [{sectionID: 0}]}}"),
                                             oldPath: "o", newPath: "n")
        #expect(html.contains("<p class=\"absent\">(not in the old version)</p>"))
        #expect(html.contains("<div class=\"section no-header inserted\" id=\"table-new-0-section-0\">"))
        try expectSelfContainedXHTML(html)
    }

    @Test func htmlEscapesEverythingFromTheSpec() throws {
        let (old, new) = HostileDiffPair.texts()
        let html = DiffHTMLRenderer().render(try diffSpecs(old, new, oldPath: "old.json", newPath: "new.json"),
                                             oldPath: "<old>&\"", newPath: "new\u{1B}.json")
        try expectSelfContainedXHTML(html)
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("\u{1B}"))
        #expect(html.contains("&lt;old&gt;&amp;&quot;"))
    }

    /// Without a parser: as many unescaped pipes on every line of a table as in its header,
    /// nothing of the spec's that opens a tag, and no hidden character.
    @Test func hostileStringsKeepTheTableShape() throws {
        let (old, new) = HostileDiffPair.texts()
        let markdown = DiffMarkdownRenderer().render(try diffSpecs(old, new, oldPath: "old.json", newPath: "new.json"),
                                                     oldPath: "o", newPath: "n")
        #expect(try MarkdownTableShape.raggedLines(markdown).isEmpty)
        let tableLines = markdown.split(separator: "\n").filter { $0.hasPrefix("| row ") }
        #expect(tableLines.count == 2 * HostileDiffPair.strings.count)
        let markup = markdown.replacingOccurrences(of: "<br>", with: "").replacingOccurrences(of: "<details><summary>", with: "")
            .replacingOccurrences(of: "</summary>", with: "").replacingOccurrences(of: "</details>", with: "")
        for (i, character) in markup.enumerated() where character == "<" {
            let before = markup[markup.index(markup.startIndex, offsetBy: i - 1)]
            #expect(before == "\\", "an unescaped < at \(i)")
        }
        #expect(!markdown.unicodeScalars.contains { TextEscaper.isHidden($0) && $0 != "\n" })
    }

    // MARK: Markdown through GitHub's parser

    /// Every table keeps seven cells per row, and each cell's text reads back as the spec
    /// text (hidden characters shown as `\n`, `\u{…}`): nothing opens a tag, a code span or
    /// a new cell. cmark-gfm runs with --unsafe (raw HTML passes), so escaping that failed
    /// would show as tags.
    @Test(.enabled(if: CmarkGFM.isInstalled, "needs cmark-gfm (Debian: apt-get install cmark-gfm)"))
    func hostileStringsKeepTheTableWholeInGitHubsParser() throws {
        let (old, new) = HostileDiffPair.texts()
        let diff = try diffSpecs(old, new, oldPath: "old.json", newPath: "new.json")
        let markdown = DiffMarkdownRenderer(collapseAfter: 3).render(diff, oldPath: "o|`<b>`", newPath: "n\nx")
        #expect(try MarkdownTableShape.raggedLines(markdown).isEmpty)
        let page = try CmarkGFM.parse(markdown)
        // `a`: GitHub links a bare web address in text (`http://x`); the cell texts below prove
        // the link shows the spec's text as it is, so it adds no markup of the spec's making.
        #expect(Set(page.tags).isSubset(of: ["h2", "h3", "p", "details", "summary", "table", "thead", "tbody", "tr", "th", "td", "br", "a"]),
                "unexpected tags \(Set(page.tags))")
        #expect(page.headings.first == "listspec diff: o|`<b>` → n\\nx")
        #expect(page.headings.dropFirst().first == "Table " + DisplayText.sanitized(HostileDiffPair.tableName))
        let table = try #require(page.tables.first)
        #expect(table.count == 1 + 2 * HostileDiffPair.strings.count)
        for row in table { #expect(row.count == 7, "row \(row)") }
        for (i, text) in HostileDiffPair.strings.enumerated() {
            let shown = DisplayText.sanitized(text)
            let next = DisplayText.sanitized(HostileDiffPair.strings[(i + 1) % HostileDiffPair.strings.count])
            let reload = table[1 + 2 * i], insert = table[2 + 2 * i]
            #expect(reload[0] == "row reloaded")
            #expect(reload[5] == shown, "cellType \(i)")
            #expect(reload[6] == "viewModel.title: \"\(shown)\" -> \"\(next)\"\nviewModel[\"\(shown)\"]: none -> 1", "change \(i)")
            #expect(insert[0] == "row inserted")
            #expect(insert[6] == "viewModel \"\(shown)\"", "inserted \(i)")
        }
    }

    // MARK: Helpers

    private func expectSelfContainedXHTML(_ html: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let parser = XMLParser(data: Data(html.utf8))
        #expect(parser.parse(), "well-formed: \(parser.parserError.map(String.init(describing:)) ?? "")", sourceLocation: sourceLocation)
        // Nothing that runs or loads: spec text may say "http://", but only as escaped text.
        for forbidden in ["<script", "<link", "<img", "<iframe", "<object", "<embed", " src=", " href=", "url(", "@import"] {
            #expect(!html.contains(forbidden), "no \(forbidden)", sourceLocation: sourceLocation)
        }
    }
}

/// A spec pair (strict JSON, written with the library's JSON writer) whose table name,
/// cell types and viewModels are strings built to break Markdown and HTML.
enum HostileDiffPair {
    static let tableName = "t|<b>`x`</b>\n# h"
    static let strings = [
        "a|b", "`code` and ``double``", "<script>alert(1)</script>", "line1\nline2\r\n| --- |",
        "trailing backslash \\", "\\|", "<b>bold</b> & &amp; &#60;", "*em* _u_ ~~s~~ [l](http://x) $x$",
        "# heading", "\u{202E}bidi\u{1B}[31m", "<!-- open", "<details><summary>x", "| a | b |\n|---|---|", "\u{85}\u{2028}|",
    ]

    static func texts() -> (old: String, new: String) {
        (spec(shift: 0), spec(shift: 1))
    }

    /// Cell 2i exists on both sides (its viewModel title moves on by `shift`, a key named by
    /// the string appears); cell 2i+1 only in the new spec.
    private static func spec(shift: Int) -> String {
        var json = JSONWriter()
        json.raw("{\"tables\":{")
        json.string(tableName)
        json.raw(":{\"sections\":[{\"sectionID\":0,\"cells\":[")
        for (i, text) in strings.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw(contentsOf: "{\"cellID\":\(2 * i),\"cellType\":")
            json.string(text)
            json.raw(",\"viewModel\":{\"title\":")
            json.string(strings[(i + shift) % strings.count])
            if shift == 1 { json.raw(","); json.string(text); json.raw(":1") }
            json.raw("}}")
            if shift == 1 {
                json.raw(contentsOf: ",{\"cellID\":\(2 * i + 1),\"cellType\":")
                json.string(text)
                json.raw(",\"viewModel\":")
                json.string(text)
                json.raw("}")
            }
        }
        json.raw("]}]}}}")
        return json.text
    }
}

/// Table structure without a parser: every line of a table has as many unescaped pipes as its header.
enum MarkdownTableShape {
    /// Lines of a table whose cell count differs from the table's header.
    static func raggedLines(_ markdown: String) throws -> [String] {
        var ragged: [String] = []
        var expected: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.hasPrefix("|") else { expected = nil; continue }
            let pipes = unescapedPipes(line)
            if let expected, pipes != expected { ragged.append(line) }
            expected = expected ?? pipes
        }
        return ragged
    }

    private static func unescapedPipes(_ line: String) -> Int {
        var count = 0, escaped = false
        for character in line {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true } else if character == "|" { count += 1 }
        }
        return count
    }
}

/// GitHub's Markdown parser (cmark-gfm with its table extension), and Python's HTML parser
/// to read its output back: every tag, the headings, and each table's cells as text.
enum CmarkGFM {
    static let path = "/usr/bin/cmark-gfm"
    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    struct Page: Decodable {
        var tags: [String]
        var headings: [String]
        /// Tables, rows, cells' text (`<br>` read as a newline).
        var tables: [[[String]]]
    }

    static func parse(_ markdown: String) throws -> Page {
        let html = try run(path, ["-e", "table", "-e", "strikethrough", "-e", "autolink", "--unsafe"], input: Data(markdown.utf8))
        let json = try run("/usr/bin/env", ["python3", "-c", reader], input: html)
        return try JSONDecoder().decode(Page.self, from: json)
    }

    private static let reader = """
    import html.parser, json, sys
    class Reader(html.parser.HTMLParser):
        def __init__(self):
            super().__init__(convert_charrefs=True)
            self.tags, self.headings, self.tables = [], [], []
            self.cell = self.heading = None
        def handle_starttag(self, tag, attrs):
            self.tags.append(tag)
            if tag == 'table': self.tables.append([])
            elif tag == 'tr': self.tables[-1].append([])
            elif tag in ('td', 'th'): self.cell = ''
            elif tag in ('h2', 'h3'): self.heading = ''
            elif tag == 'br' and self.cell is not None: self.cell += '\\n'
        def handle_endtag(self, tag):
            if tag in ('td', 'th'): self.tables[-1][-1].append(self.cell); self.cell = None
            elif tag in ('h2', 'h3'): self.headings.append(self.heading); self.heading = None
        def handle_data(self, data):
            if self.cell is not None: self.cell += data
            if self.heading is not None: self.heading += data
        def handle_comment(self, data): self.tags.append('!--')
    r = Reader(); r.feed(sys.stdin.read()); r.close()
    print(json.dumps({'tags': r.tags, 'headings': r.headings, 'tables': r.tables}))
    """

    private static func run(_ program: String, _ arguments: [String], input: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        // Write from another thread so that neither pipe can fill up and block.
        let writer = Thread {
            stdin.fileHandleForWriting.write(input)
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program) \(arguments.first ?? "") failed")
        return output
    }
}
