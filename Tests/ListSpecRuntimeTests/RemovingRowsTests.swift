import Foundation
import ListSpecRuntime
import ListSpecTestSupport
import Testing

/// Deleting is one call on the content the app holds (contract section 17): `sections.remove(id)`
/// with the `ListItemID` a list's `onDelete` hands over removes that row and changes nothing
/// else, so the change is exactly that row's delete, as the differ sees it; an ID no row has
/// changes nothing.
@Suite struct RemovingRowsTests {
    @Test func removingARandomRowIsExactlyItsDelete() throws {
        var rng = SeededRandom(seed: 61)
        var removed = 0
        for round in 0..<200 {
            let spec = try Spec(json: Data(SpecWriter.jsonText(SpecGenerator.tables(&rng)).utf8))
            for table in spec.tables {
                let ids = table.sections.flatMap { section in section.cells.map { ListItemID(sectionID: section.sectionID, cellID: $0.cellID) } }
                guard !ids.isEmpty else { continue }
                let id = rng.pick(ids)
                var sections = table.sections
                let removedCell = sections.remove(id)
                let cell = try #require(removedCell, "round \(round): \(id)")
                #expect(cell.cellID == id.cellID)
                let section = try #require(table.sections.firstIndex { $0.sectionID == id.sectionID })
                let row = try #require(table.sections[section].cells.firstIndex { $0.cellID == id.cellID })
                #expect(try ListDiffer.batchUpdate(from: table.sections, to: sections)
                        == BatchUpdate(deleteRows: [TableIndexPath(section: section, row: row)]), "round \(round): \(id)")
                #expect(sections.map(\.sectionID) == table.sections.map(\.sectionID))
                removed += 1
            }
        }
        #expect(removed > 100)
    }

    @Test func anIDNoRowHasChangesNothing() {
        var sections = [Section(sectionID: 1, cells: [Cell(cellID: 7, cellType: "A")]), Section(sectionID: 2, cells: [Cell(cellID: 8, cellType: "A")])]
        // The cellID of one section with the sectionID of another: a cellID alone names no row.
        #expect(sections.remove(ListItemID(sectionID: 2, cellID: 7)) == nil)
        #expect(sections.remove(ListItemID(sectionID: 3, cellID: 7)) == nil)
        #expect(sections.map { $0.cells.map(\.cellID) } == [[7], [8]])
        #expect(sections.remove(ListItemID(sectionID: 1, cellID: 7))?.cellType == "A")
        #expect(sections.map(\.cells.count) == [0, 1])
    }
}
