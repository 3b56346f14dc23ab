import ListSpecRuntime
import ListSpecTesting
import Testing
@testable import RecipeBrowser

/// The recipe screen's logic on any platform: what it shows, and what the "Version 2"
/// button's apply does to a table view (simulated, checked as UIKit checks a batch).
@MainActor
@Suite struct RecipeScreenTests {
    @Test func theFirstVersionIsShownAsWritten() {
        let content = ListContent(RecipeScreen.firstVersion())
        #expect(content.numberOfSections == 4)
        #expect(content.header(inSection: 1)?.title == "Side Dishes")
        let first = content.cell(at: TableIndexPath(section: 0, row: 0))
        #expect(RecipeScreen.text(of: first).title == "Tomato Bruschetta")
        #expect(first.cellType == "RecipeCell")
        #expect(content.height(at: TableIndexPath(section: 0, row: 0)) == .points(.int(64)))
        #expect(content.action(at: TableIndexPath(section: 0, row: 0)) == .showRecipe)
    }

    @Test func version2AppliesInOneBatchAndChangedRecipesKeepTheirCells() throws {
        let content = ListContent(RecipeScreen.firstVersion())
        let table = SimulatedTableView(rowCounts: content.sections.map(\.cells.count)) {
            (0..<content.numberOfSections).map { content.numberOfRows(inSection: $0) }
        }
        let next = RecipeScreen.secondVersion()
        try content.apply(next, to: table)
        #expect(table.failures.isEmpty)
        #expect(table.batchCount == 1)
        #expect(table.rowCounts == next.map(\.cells.count))
        #expect(content.sections == next)
        // The same update as `listspec diff` prints, rows of a changed recipe reconfigured instead of reloaded.
        let update = try ListDiffer.batchUpdate(from: RecipeScreen.firstVersion(), to: next)
        #expect(Set(table.reconfiguredRows.joined()).count == update.reloadRows.count)
        #expect(!update.reloadRows.isEmpty)
        let lemonTart = try #require(content.sections.flatMap(\.cells).first { RecipeScreen.text(of: $0).title == "Lemon Tart" })
        #expect(RecipeScreen.text(of: lemonTart).detail.hasSuffix("serves 10"))
    }
}
