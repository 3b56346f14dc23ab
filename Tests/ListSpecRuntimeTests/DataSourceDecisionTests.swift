import Testing
import ListSpecRuntime

/// What the UIKit adapters decide, decided on Linux: what a cell type is dequeued with,
/// when a table reloads instead of animating, and what a diffable snapshot holds.
@MainActor
@Suite struct DataSourceDecisionTests {
    @Test func aRegisteredCellTypeIsDequeuedAsItselfAndAnyOtherAsTheFallback() {
        var registrations = ReuseRegistrations<Int>()
        registrations.register(1, for: "RecipeCell")
        registrations.register(2, for: "TitleCell")
        registrations.register(3, for: "TitleCell")   // a second registration replaces the first
        #expect(registrations.identifierToDequeue(forCellType: "RecipeCell") == "RecipeCell")
        #expect(registrations.registration(for: "TitleCell") == 3)
        #expect(registrations.identifierToDequeue(forCellType: "NewServerCell") == ReuseRegistrations<Int>.fallbackIdentifier)
        // As written: another Unicode normalization is another identifier, as UIKit sees it.
        registrations.register(4, for: "Caf\u{E9}")
        #expect(registrations.identifierToDequeue(forCellType: "Cafe\u{301}") == ReuseRegistrations<Int>.fallbackIdentifier)

        let sections = [Section(sectionID: 0, cells: [Cell(cellID: 0, cellType: "RecipeCell"), Cell(cellID: 1, cellType: "Unknown"),
                                                      Cell(cellID: 2, cellType: "Cafe\u{301}"), Cell(cellID: 3, cellType: "Unknown")])]
        #expect(registrations.unregisteredCellTypes(in: sections) == ["Unknown", "Cafe\u{301}"])
    }

    @Test func aTableAnimatesOnlyFromAndToTheSameStyle() {
        #expect(TableTransition(fromStyle: .plain, toStyle: .plain) == .animate)
        #expect(TableTransition(fromStyle: .insetGrouped, toStyle: .insetGrouped) == .animate)
        #expect(TableTransition(fromStyle: .plain, toStyle: .grouped) == .reload)     // restyled
        #expect(TableTransition(fromStyle: nil, toStyle: .plain) == .reload)          // added
        #expect(TableTransition(fromStyle: .plain, toStyle: nil) == .reload)          // removed
    }

    @Test func aSnapshotNamesSectionsAndItemsByIDAndSplitsChangedItems() throws {
        let shown = [Section(sectionID: 1, cells: [Cell(cellID: 1, cellType: "A", viewModel: 1), Cell(cellID: 2, cellType: "A", viewModel: 1)]),
                     Section(sectionID: 2, header: HeaderFooter(title: "old"), cells: [Cell(cellID: 1, cellType: "A")])]
        let next = [Section(sectionID: 0),
                    Section(sectionID: 1, cells: [Cell(cellID: 1, cellType: "A", viewModel: 2), Cell(cellID: 2, cellType: "B", viewModel: 1),
                                                  Cell(cellID: 3, cellType: "A")]),
                    Section(sectionID: 2, header: HeaderFooter(title: "new"), cells: [Cell(cellID: 1, cellType: "A")])]
        let snapshot = try ListSnapshot(next, changedFrom: shown)
        #expect(snapshot.sectionIDs == [0, 1, 2])
        #expect(snapshot.itemIDs == [[], [ListItemID(sectionID: 1, cellID: 1), ListItemID(sectionID: 1, cellID: 2), ListItemID(sectionID: 1, cellID: 3)],
                                     [ListItemID(sectionID: 2, cellID: 1)]])
        #expect(snapshot.reconfiguredItemIDs == [ListItemID(sectionID: 1, cellID: 1)])
        #expect(snapshot.reloadedItemIDs == [ListItemID(sectionID: 1, cellID: 2)])
        #expect(snapshot.reloadedSectionIDs == [2])

        let first = try ListSnapshot(next)
        #expect(first.reconfiguredItemIDs.isEmpty && first.reloadedItemIDs.isEmpty && first.reloadedSectionIDs.isEmpty)
        // A diffable data source raises on an identifier given twice: refused before.
        #expect(throws: ContentOrderError.self) { try ListSnapshot([Section(sectionID: 1), Section(sectionID: 1)]) }
    }
}
