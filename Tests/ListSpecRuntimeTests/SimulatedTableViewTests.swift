import Testing
import ListSpecRuntime
import ListSpecTesting

/// The path an app takes (`performBatchUpdates(_:updatingDataSource:)`) run
/// against the simulated table view, which checks each batch as UIKit does.
@MainActor
@Suite struct SimulatedTableViewTests {
    @Test func aComputedUpdateAppliesCleanlyInOneBatch() throws {
        var shown = [Shelf(sectionID: 1, title: "A", cells: [Book(cellID: 1, name: "a"), Book(cellID: 2, name: "b")]),
                     Shelf(sectionID: 2, title: "B", cells: [Book(cellID: 1, name: "c")])]
        let next = [Shelf(sectionID: 1, title: "A", cells: [Book(cellID: 2, name: "b"), Book(cellID: 3, name: "c"), Book(cellID: 4, name: "d")]),
                    Shelf(sectionID: 3, title: "C", cells: [])]
        let view = SimulatedTableView(rowCounts: shown.map(\.cells.count)) { shown.map(\.cells.count) }
        let update = try ListDiffer.batchUpdate(from: shown, to: next)
        var finished: Bool?
        view.performBatchUpdates(update, updatingDataSource: { shown = next }, completion: { finished = $0 })
        #expect(view.failures.isEmpty)
        #expect(finished == true)
        #expect(view.rowCounts == [3, 0])
        #expect(view.indexTitleReloadCount == 1)
        #expect(view.lastResult?.sections.first?.rows == [.kept(old: 1), .inserted, .inserted])
    }

    @Test func anUpdateThatDoesNotMatchTheDataSourceIsWhatUIKitWouldRaise() {
        var counts = [2]
        let view = SimulatedTableView(rowCounts: counts) { counts }
        var finished: Bool?
        view.performBatchUpdates(BatchUpdate(insertRows: [TableIndexPath(section: 0, row: 2)]),
                                 updatingDataSource: { counts = [2] }, completion: { finished = $0 })
        #expect(finished == false)
        #expect(view.failures.count == 1)
        #expect(view.rowCounts == [2])
    }

    @Test func aBatchWithoutACompletionIsAppliedToo() {
        var counts = [2]
        let view = SimulatedTableView(rowCounts: counts) { counts }
        view.performBatchUpdates(BatchUpdate(insertRows: [TableIndexPath(section: 0, row: 2)]), updatingDataSource: { counts = [3] })
        #expect(view.failures.isEmpty)
        #expect(view.rowCounts == [3])
    }

    @Test func callsOutsideABatchAreBatchesOfTheirOwn() {
        // The data source already holds the content after the deletion.
        let view = SimulatedTableView(rowCounts: [1, 1]) { [1] }
        view.deleteSections([1], animation: .fade)
        #expect(view.failures.isEmpty)
        #expect(view.rowCounts == [1])
    }
}
