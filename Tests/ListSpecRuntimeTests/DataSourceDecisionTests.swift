import Testing
import ListSpecRuntime
import ListSpecTesting

/// What the UIKit adapters decide, decided on Linux: what a cell type is dequeued with,
/// when a table reloads instead of animating, and what a diffable snapshot holds.
@MainActor
@Suite struct DataSourceDecisionTests {
    @Test func aRegisteredCellTypeIsDequeuedAsItselfAndAnyOtherAsTheFallback() {
        typealias Registrations = CellRegistrations<ViewCell, Cell, Int>
        var registrations = Registrations()
        var configured: [String] = []
        registrations.register("RecipeCell", configure: nil)
        registrations.register("TitleCell", configure: { _, _, _ in configured.append("first") })
        registrations.register("TitleCell", configure: { _, _, _ in configured.append("second") })   // replaces the first
        #expect(registrations.dequeue(forCellType: "RecipeCell").identifier == "RecipeCell")
        let title = registrations.dequeue(forCellType: "TitleCell")
        title.configure?(ViewCell(), Cell(cellID: 0, cellType: "TitleCell"), 0)
        #expect(configured == ["second"])
        #expect(registrations.dequeue(forCellType: "NewServerCell").identifier == Registrations.fallbackIdentifier)
        #expect(registrations.dequeue(forCellType: "NewServerCell").configure == nil)
        // As written: another Unicode normalization is another identifier, as UIKit sees it.
        registrations.register("Caf\u{E9}", configure: nil)
        #expect(registrations.dequeue(forCellType: "Cafe\u{301}").identifier == Registrations.fallbackIdentifier)

        let sections = [Section(sectionID: 0, cells: [Cell(cellID: 0, cellType: "RecipeCell"), Cell(cellID: 1, cellType: "Unknown"),
                                                      Cell(cellID: 2, cellType: "Cafe\u{301}"), Cell(cellID: 3, cellType: "Unknown")])]
        #expect(registrations.unregisteredCellTypes(in: sections) == ["Unknown", "Cafe\u{301}"])
    }

    @Test func aTypedConfigureGetsCellsOfItsClassOnly() {
        var registrations = CellRegistrations<ViewCell, Cell, Int>()
        var shown: [Int64] = []
        registrations.register("RecipeCell", as: RecipeViewCell.self) { cell, row, _ in
            cell.shownID = row.cellID
            shown.append(row.cellID)
        }
        let configure = registrations.dequeue(forCellType: "RecipeCell").configure
        let recipeCell = RecipeViewCell()
        configure?(recipeCell, Cell(cellID: 7, cellType: "RecipeCell"), 0)
        configure?(ViewCell(), Cell(cellID: 8, cellType: "RecipeCell"), 1)   // another class, as a nib may hold
        #expect(recipeCell.shownID == 7)
        #expect(shown == [7])
    }

    @Test func aTableAnimatesOnlyFromAndToTheSameStyle() {
        for platform in ListPlatform.allCases {
            #expect(TableTransition(fromStyle: .plain, toStyle: .plain, on: platform) == .animate)
            #expect(TableTransition(fromStyle: .grouped, toStyle: .grouped, on: platform) == .animate)
            #expect(TableTransition(fromStyle: .plain, toStyle: .grouped, on: platform) == .reload)     // restyled
            #expect(TableTransition(fromStyle: .grouped, toStyle: .plain, on: platform) == .reload)
            #expect(TableTransition(fromStyle: .plain, toStyle: .insetGrouped, on: platform) == .reload)
            #expect(TableTransition(fromStyle: nil, toStyle: .plain, on: platform) == .reload)          // added
            #expect(TableTransition(fromStyle: .plain, toStyle: nil, on: platform) == .reload)          // removed
        }
        #expect(TableTransition(fromStyle: .insetGrouped, toStyle: .insetGrouped, on: .iOS) == .animate)
        #expect(TableTransition(fromStyle: .grouped, toStyle: .insetGrouped, on: .iOS) == .reload)
        // tvOS shows an insetGrouped table in a grouped table view: the next version animates there.
        #expect(TableTransition(fromStyle: .grouped, toStyle: .insetGrouped, on: .tvOS) == .animate)
    }

    @Test func tvOSShowsAnInsetGroupedTableAsGroupedAndEveryOtherStyleAsItIs() {
        #expect(TableStyle.allCases.map(ListPlatform.iOS.shownStyle) == [.plain, .grouped, .insetGrouped])
        #expect(TableStyle.allCases.map(ListPlatform.tvOS.shownStyle) == [.plain, .grouped, .grouped])
    }

    @Test func deletableRowsAreDeletedBySwipeExceptOnTVOS() throws {
        let content = ListContent([Section(sectionID: 1, cells: [Cell(cellID: 1, cellType: "A", deletable: true),
                                                                 Cell(cellID: 2, cellType: "A")])])
        let deletable = TableIndexPath(section: 0, row: 0), kept = TableIndexPath(section: 0, row: 1)
        #expect(ListPlatform.iOS.deletesBySwipe && !ListPlatform.tvOS.deletesBySwipe)
        #expect(content.canDelete(at: deletable, on: .iOS))
        #expect(!content.canDelete(at: kept, on: .iOS))
        #expect(!content.canDelete(at: TableIndexPath(section: 3, row: 0), on: .iOS))   // no such row
        #expect(!content.canDelete(at: deletable, on: .tvOS))
        #expect(content.isDeletable(at: deletable))   // still deletable: on tvOS the app removes it through apply
        let view = SimulatedTableView(rowCounts: [2]) { content.sections.map(\.cells.count) }
        try content.apply([Section(sectionID: 1, cells: [Cell(cellID: 2, cellType: "A")])], to: view)
        #expect(content.sections[0].cells.map(\.cellID) == [2])
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

/// Stand-ins for a view's cell classes.
private class ViewCell {}
private final class RecipeViewCell: ViewCell {
    var shownID: Int64?
}
