import Testing
import ListSpecRuntime

/// An app's own content: hand-written sections and cells with 64-bit IDs.
struct Shelf: DiffableSection, Equatable {
    var sectionID: Int64
    var title: String
    var cells: [Book]
    var indexTitle: String? { String(title.prefix(1)) }
    func isContentEqual(to other: Shelf) -> Bool { title == other.title }
}

struct Book: DiffableCell, Equatable {
    var cellID: Int64
    var name: String
}

@Suite struct ListDifferTests {
    @Test func appContentGetsTheSameUpdateAsTheEquivalentSpec() throws {
        let old = [Shelf(sectionID: 1, title: "Art", cells: [Book(cellID: 1, name: "a"), Book(cellID: 2, name: "b"), Book(cellID: 4, name: "d")]),
                   Shelf(sectionID: 2, title: "Bio", cells: [Book(cellID: 1, name: "x")]),
                   Shelf(sectionID: 3, title: "Cars", cells: [])]
        let new = [Shelf(sectionID: 1, title: "Art", cells: [Book(cellID: 2, name: "B"), Book(cellID: 3, name: "c"), Book(cellID: 4, name: "d")]),
                   Shelf(sectionID: 2, title: "Biology", cells: [Book(cellID: 1, name: "x")]),
                   Shelf(sectionID: 5, title: "Dogs", cells: [Book(cellID: 1, name: "y")])]
        let update = try ListDiffer.batchUpdate(from: old, to: new)
        #expect(update == BatchUpdate(deleteSections: [2], insertSections: [2], reloadSections: [1],
                                      deleteRows: [TableIndexPath(section: 0, row: 0)], insertRows: [TableIndexPath(section: 0, row: 1)],
                                      reloadRows: [TableIndexPath(section: 0, row: 1)], reloadSectionIndexTitles: true))

        // The same content as a spec gives the same update.
        func table(_ shelves: [Shelf]) -> Table {
            Table(name: "t", sections: shelves.map { shelf in
                Section(sectionID: shelf.sectionID, indexTitle: shelf.indexTitle, viewModel: Value(.string(shelf.title)),
                        cells: shelf.cells.map { Cell(cellID: $0.cellID, cellType: "Book", viewModel: Value(.string($0.name))) })
            })
        }
        #expect(SpecDiffer.diff(old: table(old), new: table(new)).update == update)
    }

    @Test func idsThatDoNotAscendAreRefused() {
        let shelves = [Shelf(sectionID: 1, title: "A", cells: [Book(cellID: 2, name: ""), Book(cellID: 2, name: "")])]
        #expect(throws: ContentOrderError(version: .new, section: 0, row: 1, id: 2, previousID: 2)) {
            try ListDiffer.batchUpdate(from: [], to: shelves)
        }
        let sections = [Shelf(sectionID: 3, title: "A", cells: []), Shelf(sectionID: 1, title: "B", cells: [])]
        #expect(throws: ContentOrderError(version: .old, section: 1, row: nil, id: 1, previousID: 3)) {
            try ListDiffer.batchUpdate(from: sections, to: [])
        }
    }
}
