import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime
import ListSpecTestSupport

/// `format` writes each cell as soon as it is read and keeps only its text (`FormatReader`'s
/// `keepsCellsAsText`): the output must be byte for byte what the printer writes from the whole
/// tree, on every spec of the repository, the hostile corpus, random specs with comments
/// everywhere, and the cases where something crosses a cell's edge.
@Suite struct FormatCellsAsTextTests {
    /// The whole tree printed, and the text `format` makes (cells kept as text, the output in chunks).
    private func outputs(_ bytes: [UInt8]) -> (tree: String?, format: String?) {
        guard case .success(let tree) = FormatReader.read(bytes) else { return (nil, nil) }
        let whole = String(decoding: FormatPrinter.print(tree), as: UTF8.self)
        guard case .success(let formatted) = SpecFormatter.format(bytes, isJSON: false) else { return (whole, nil) }
        return (whole, String(decoding: formatted, as: UTF8.self))
    }

    private func expectSame(_ text: String, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (tree, format) = outputs(Array(text.utf8))
        guard let tree else { return }
        // A file with `format off` regions is checked and may be refused; the others are formatted.
        if format == nil, text.contains("listspec:format") { return }
        #expect(format == tree, "\(label)\n\(text)\n--- tree\n\(tree)\n--- format\n\(format ?? "refused")", sourceLocation: sourceLocation)
    }

    /// How many cells a read kept as text (so a test knows the path was taken).
    private func printedNodes(_ text: String) -> Int {
        guard case .success(let tree) = FormatReader.read(Array(text.utf8), keepsCellsAsText: true) else { return 0 }
        return tree.nodes.filter { $0.kind == .printed }.count
    }

    @Test func everySpecOfTheRepositoryAndTheHostileCorpus() throws {
        var files = 0
        for folder in ["Specs", "Tests/Hostile", "Examples", "Docs"] {
            let root = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where ["yaml", "yml"].contains(url.pathExtension) {
                expectSame(String(decoding: try Data(contentsOf: url), as: UTF8.self), url.path)
                files += 1
            }
        }
        #expect(files > 20)
    }

    @Test func randomSpecsInManyLayoutsWithComments() throws {
        var rng = SeededRandom(seed: 0x6365_6C6C)
        var kept = 0
        for round in 0..<120 {
            let tables = SpecGenerator.tables(&rng)
            var commented = LayoutWriter(rng: SeededRandom(seed: UInt64(round) &* 11 &+ 5), comments: true)
            let text = commented.text(LayoutWriter.tree(tables))
            expectSame(text, "round \(round), comments on nodes")
            kept += printedNodes(text)
            let (anywhere, _) = LayoutWriter.commentedAnywhere(&rng, round: round, sections: 4, cells: 8)
            expectSame(anywhere, "round \(round), comments anywhere")
        }
        #expect(kept > 100, "the cells were kept as text")
    }

    @Test func whatCrossesACellsEdge() {
        let cases = [
            // Comments between cells, at the end of a cell's last line, inside cells, blank lines.
            "sections:\n- cells:\n  # first\n  - {cellID: 0, cellType: A}  # end of 0\n\n\n  # second\n  - cellID: 1  # id\n    cellType: A\n    # inside\n    viewModel: {a: 1}  # vm\n  - {cellID: 2,\n     # in flow\n     cellType: A}\n  sectionID: 0  # after\n",
            // The last cell's comment, then the end of the file and of the document.
            "sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]  # end\n",
            "sections:\n- sectionID: 0\n  cells:\n  - cellID: 0\n    cellType: A  # last\n# the end\n",
            "sections:\n- sectionID: 0\n  cells:\n  - cellID: 0\n    cellType: A  # last\n...\n# next\n---\nsections: []\n",
            // Block scalars inside cells: kept lines at the end, and a blank line after one.
            "sections:\n- cells:\n  - cellID: 0\n    viewModel: {text: |+\n      kept\n\n\n    }\n\n  - cellID: 1\n    viewModel:\n      text: |\n        one\n\n  - cellID: 2\n",
            "sections:\n- cells:\n  - cellID: 0\n    viewModel:\n      text: |+\n        kept\n\n\n  # after\n\n  - cellID: 1\n",
            // Anchors and aliases across cells, a merge, a tag: those cells stay trees.
            "x-d: &d {cellType: A}\nsections:\n- cells:\n  - &c0 {cellID: 0, <<: *d}\n  - {cellID: 1, viewModel: *c0}\n  - !!map {cellID: 2}\n  - *c0\n  - {cellID: 3}\n\n  - {cellID: 4}\n",
            "sections:\n- cells:\n  - {cellID: 0, viewModel: &v {a: 1}}\n  - {cellID: 1}\nlistspec: 1\nx-v: *v\n",
            // `format off` regions spanning cells (no cell is kept as text in such a file).
            "sections:\n- cells:\n  - {cellID: 0}\n  # listspec:format off\n  - {cellID:   1}\n  - {cellID:   2}\n  # listspec:format on\n  - {cellID:   3}\n",
            // Flow style everywhere, long cells, keys to reorder, a table, another document.
            "{listspec: 1, tables: {t: {sections: [{cells: [{cellType: A, cellID: 0, viewModel: {text: \(String(repeating: "long ", count: 30))}}, {cellID: 1}], sectionID: 0}]}}}\n",
            "tables:\n  t:\n    sections:\n    - cells:\n      - cellType: A\n        cellID: 0\n      - - a nested list\n      - plain\n      - []\n      sectionID: 0\n---\nsections: [{cells: [{cellID: 0}]}]\n",
            // Cells at several depths, CRLF line ends, a byte order mark.
            "sections:\r\n- cells:\r\n  - {cellID: 0}  # crlf\r\n  - {cellID: 1}\r\n",
            "\u{FEFF}sections:\n- cells:\n  - {cellID: 0}\n  - {cellID: 1}\n",
        ]
        for (i, text) in cases.enumerated() { expectSame(text, "case \(i)") }
        #expect(printedNodes(cases[0]) > 0)
        #expect(printedNodes(cases[8]) == 0, "a file with a format off region keeps its cells as trees")
    }

    /// Large specs, their output handed over in 64 KiB chunks (cut at line ends): the same bytes as
    /// the whole tree printed at once. Cells with anchors stay trees (printed at the end), the
    /// others are kept as text while the file is read.
    @Test func largeSpecsInChunksAsPrintedWhole() throws {
        var rng = SeededRandom(seed: 0x6368_756E)
        for anchored in [true, false] {
            var text = "sections:\n"
            for section in 0..<40 {
                text += "- sectionID: \(section)\n  cells:\n"
                for cell in 0..<100 {
                    let anchor = anchored && rng.chance(0.9) ? "&c\(section)_\(cell) " : ""
                    if rng.chance(0.3) { text += "\n" }
                    if rng.chance(0.1) { text += "  # about \(cell)\n\n" }
                    if rng.chance(0.2) {
                        text += "  - \(anchor)\n    cellID: \(cell)\n    viewModel:\n      text: |+\n        kept \(cell)\n\n\n"
                    } else {
                        text += "  - \(anchor){cellType: Cell, cellID: \(cell), viewModel: {title: 'Item \(cell)', value: \(rng.next() % 1000)}}\n"
                    }
                }
            }
            let bytes = Array(text.utf8)
            let whole = FormatPrinter.print(try FormatReader.read(bytes).get())
            #expect(whole.count > 4 << 16, "several chunks")
            let formatted = try SpecFormatter.format(bytes, isJSON: false).get()
            #expect(formatted == whole, "anchored: \(anchored)")
        }
    }

    /// A cell kept as text stays in the source when it is canonical there (no copy), else its text
    /// is kept; neighbours share one node.
    @Test func neighbouringCellsShareOneNode() throws {
        let canonical = "sections:\n  - sectionID: 0\n    cells:\n" + (0..<50).map { "      - {cellID: \($0), cellType: A}\n" }.joined()
        let read = try FormatReader.read(Array(canonical.utf8), keepsCellsAsText: true).get()
        let printed = read.nodes.filter { $0.kind == .printed }
        #expect(printed.count == 1)
        #expect(printed.first.map { $0.flags & FormatTree.valueInSource != 0 } == true)
        #expect(read.decoded.count == 0, "the text stays in the source")
        // A blank line above a cell after one kept as text: that text's end is known, the cell joins it.
        let spaced = canonical.replacingOccurrences(of: "      - {cellID: 7,", with: "\n      - {cellID: 7,")
        let blank = try FormatReader.read(Array(spaced.utf8), keepsCellsAsText: true).get()
        #expect(blank.nodes.filter { $0.kind == .printed }.count == 1)
        expectSame(spaced, "spaced")
        let messy = canonical.replacingOccurrences(of: "{cellID", with: "{ cellID")
        let again = try FormatReader.read(Array(messy.utf8), keepsCellsAsText: true).get()
        #expect(again.nodes.filter { $0.kind == .printed }.count == 1)
        expectSame(messy, "messy")
    }
}
