import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime
import ListSpecTestSupport

/// `render --format json` writes a section whose cells are all plain straight from the document
/// (`SectionCellReader.rows`, `SectionRows.plain`): the same cells, fields and bytes as the `Cell`s
/// decoded from it, cell-type heights included; a section with any other cell is decoded.
@Suite struct SectionRowsTests {
    private func load(_ text: String, keepingCells: Bool) -> [Table]? {
        var loader = SpecLoader()
        loader.keepsCells = keepingCells
        return loader.load(bytes: Array(text.utf8), path: "t.yaml", isJSON: false).spec?.tables
    }

    private func json(_ tables: [Table]) -> [UInt8] {
        var json = JSONWriter()
        SpecJSONRenderer.write(tables, into: &json, inChunks: false)
        return json.output
    }

    /// Random specs, half of their tables with plain cells only: each section's rows are its decoded
    /// cells, and the render of the cells left in the document is that of the cells kept.
    @Test func plainRowsAreTheDecodedCells() throws {
        var rng = SeededRandom(seed: 0x726F_7773)
        var plainSections = 0, decodedSections = 0
        for round in 0..<200 {
            var generated = SpecGenerator.tables(&rng)
            for t in generated.indices where rng.chance(0.5) {
                for s in generated[t].sections.indices {
                    for c in generated[t].sections[s].cells.indices {
                        generated[t].sections[s].cells[c].height = nil
                        generated[t].sections[s].cells[c].estimatedHeight = nil
                        generated[t].sections[s].cells[c].action = nil
                        generated[t].sections[s].cells[c].deletable = nil
                    }
                }
            }
            let text = SpecWriter.text(generated, json: false, shorthand: rng.chance(0.5))
            guard let left = load(text, keepingCells: false), let kept = load(text, keepingCells: true) else { continue }
            #expect(json(left) == json(kept), "round \(round)")
            for (table, keptTable) in zip(left, kept) {
                var reader = SectionCellReader(table: table)
                for (s, section) in table.sections.enumerated() {
                    let cells = keptTable.sections[s].cells
                    switch reader.rows(of: section, index: s) {
                    case .cells(let decoded):
                        decodedSections += 1
                        #expect(decoded.map(\.cellID) == cells.map(\.cellID), "round \(round)")
                    case .plain(let plain, let document):
                        plainSections += 1
                        try #require(plain.count == cells.count, "round \(round)")
                        document.withView { view in
                            for (row, cell) in zip(plain, cells) {
                                #expect(row.id == cell.cellID)
                                #expect(String(decoding: view.bytes(view.records[Int(row.type)]), as: UTF8.self) == cell.cellType)
                                var fromRow = JSONWriter(), fromCell = JSONWriter()
                                if row.viewModel >= 0 { fromRow.value(at: row.viewModel, in: view) }
                                if let viewModel = cell.viewModel { fromCell.value(viewModel) }
                                #expect(fromRow.output == fromCell.output)
                                #expect(row.height == cell.height && row.estimatedHeight == cell.estimatedHeight)
                                #expect(cell.action == nil && !cell.deletable)
                            }
                        }
                    }
                }
            }
        }
        #expect(plainSections > 100 && decodedSections > 100, "\(plainSections) plain, \(decodedSections) decoded")
    }

    @Test func aSectionWithOneCellThatIsNotPlainIsDecoded() throws {
        let text = """
            cellTypes: {A: {height: 50}, B: {estimatedHeight: automatic}}
            sections:
              - {sectionID: 1, cells: [{cellID: 1, cellType: A, viewModel: {t: 1}}, {cellID: 2, cellType: B}]}
              - {sectionID: 2, cells: [{cellID: 1, cellType: A}, {cellID: 2, cellType: B, action: open}]}
              - {sectionID: 3, cells: [{cellID: 1, cellType: A, viewModel: null}]}
            """
        let table = try #require(load(text, keepingCells: false)?.first)
        var reader = SectionCellReader(table: table)
        guard case .plain(let first, _) = reader.rows(of: table.sections[0], index: 0) else {
            Issue.record("the first section's cells are plain")
            return
        }
        #expect(first.map(\.height) == [.points(.int(50)), nil])
        #expect(first.map(\.estimatedHeight) == [nil, .automatic])
        guard case .cells(let second) = reader.rows(of: table.sections[1], index: 1) else {
            Issue.record("a cell with an action is not plain")
            return
        }
        #expect(second.map(\.action) == [nil, "open"])
        guard case .plain(let third, _) = reader.rows(of: table.sections[2], index: 2) else {
            Issue.record("a null viewModel is plain")
            return
        }
        #expect(third.map(\.viewModel) == [-1])
    }
}
