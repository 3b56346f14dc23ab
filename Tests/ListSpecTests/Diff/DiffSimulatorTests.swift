import Testing
@testable import ListSpec
import ListSpecRuntime
import ListSpecTesting

/// Each NSInternalInconsistencyException UIKit raises for a bad batch update, caught by the simulator.
@Suite struct DiffSimulatorTests {
    /// Three sections of 2, 3 and 1 rows.
    let before = [2, 3, 1]

    private func apply(_ update: BatchUpdate, after: [Int]) throws(BatchUpdateError) -> SimulatedTable {
        try BatchUpdateSimulator.apply(update, oldRowCounts: before, newRowCounts: after)
    }

    private func expectError(_ expected: BatchUpdateError, _ update: BatchUpdate, after: [Int], containing text: String,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            let result = try apply(update, after: after)
            Issue.record("expected \(expected), got \(result)", sourceLocation: sourceLocation)
        } catch {
            #expect(error == expected, sourceLocation: sourceLocation)
            #expect(error.description.contains(text), "\(error.description)", sourceLocation: sourceLocation)
        }
    }

    @Test func appliesDeletesAndReloadsInOldAndInsertsInNewCoordinates() throws {
        let update = BatchUpdate(deleteSections: [0], insertSections: [2], reloadSections: [2],
                                 deleteRows: paths([(1, 0)]), insertRows: paths([(0, 0), (0, 3)]), reloadRows: paths([(1, 2)]))
        let result = try apply(update, after: [4, 1, 5])
        #expect(result.sections.map(\.origin) == [.kept(old: 1), .reloaded(old: 2), .inserted])
        #expect(result.sections[0].rows == [.inserted, .kept(old: 1), .reloaded(old: 2), .inserted])
        #expect(result.sections[1].rows == [.inserted])
        #expect(result.sections[2].rows.count == 5)
    }

    @Test func emptyUpdateKeepsEverything() throws {
        let result = try apply(.none, after: before)
        #expect(result.sections.map(\.origin) == [.kept(old: 0), .kept(old: 1), .kept(old: 2)])
        #expect(result.sections[1].rows == [.kept(old: 0), .kept(old: 1), .kept(old: 2)])
    }

    @Test func sectionOutOfRangeBeforeTheUpdate() {
        expectError(.sectionOutOfRangeBefore(.delete, section: 3, sectionCount: 3), BatchUpdate(deleteSections: [3]),
                    after: [2, 3], containing: "attempt to delete section 3, but there are only 3 sections before the update")
        expectError(.sectionOutOfRangeBefore(.reload, section: 5, sectionCount: 3), BatchUpdate(reloadSections: [5]),
                    after: before, containing: "attempt to reload section 5, but there are only 3 sections before the update")
        expectError(.sectionOutOfRangeBefore(.delete, section: -1, sectionCount: 3), BatchUpdate(deleteSections: [-1]),
                    after: [2, 3], containing: "section -1")
    }

    @Test func sectionOutOfRangeAfterTheUpdate() {
        expectError(.sectionOutOfRangeAfter(section: 4, sectionCount: 4), BatchUpdate(insertSections: [4]),
                    after: [2, 3, 1, 0], containing: "attempt to insert section 4 but there are only 4 sections after the update")
    }

    @Test func rowOutOfRangeBeforeTheUpdate() {
        expectError(.rowOutOfRangeBefore(.delete, TableIndexPath(section: 2, row: 1), rowCount: 1),
                    BatchUpdate(deleteRows: paths([(2, 1)])), after: [2, 3, 0],
                    containing: "attempt to delete row 1 from section 2 which only contains 1 rows before the update")
        expectError(.rowOutOfRangeBefore(.reload, TableIndexPath(section: 0, row: 2), rowCount: 2),
                    BatchUpdate(reloadRows: paths([(0, 2)])), after: before,
                    containing: "attempt to reload row 2 from section 0 which only contains 2 rows before the update")
        expectError(.rowSectionOutOfRangeBefore(.delete, TableIndexPath(section: 3, row: 0), sectionCount: 3),
                    BatchUpdate(deleteRows: paths([(3, 0)])), after: before,
                    containing: "attempt to delete row 0 from section 3, but there are only 3 sections before the update")
    }

    @Test func rowOutOfRangeAfterTheUpdate() {
        expectError(.rowOutOfRangeAfter(TableIndexPath(section: 1, row: 4), rowCount: 4),
                    BatchUpdate(insertRows: paths([(1, 4)])), after: [2, 4, 1],
                    containing: "attempt to insert row 4 into section 1, but there are only 4 rows in section 1 after the update")
        expectError(.rowSectionOutOfRangeAfter(TableIndexPath(section: 3, row: 0), sectionCount: 3),
                    BatchUpdate(insertRows: paths([(3, 0)])), after: before,
                    containing: "attempt to insert row 0 into section 3, but there are only 3 sections after the update")
    }

    @Test func sameIndexPathDeletedAndReloaded() {
        expectError(.rowDeletedAndReloaded(TableIndexPath(section: 1, row: 1)),
                    BatchUpdate(deleteRows: paths([(1, 1)]), reloadRows: paths([(1, 1)])), after: [2, 2, 1],
                    containing: "attempt to delete and reload the same index path [1, 1]")
    }

    @Test func sameSectionDeletedAndReloaded() {
        expectError(.sectionDeletedAndReloaded(section: 0), BatchUpdate(deleteSections: [0], reloadSections: [0]),
                    after: [3, 1], containing: "attempt to delete and reload the same section 0")
    }

    @Test func rowInsertedIntoAnInsertedSection() {
        expectError(.rowInsertedIntoInsertedSection(TableIndexPath(section: 3, row: 0)),
                    BatchUpdate(insertSections: [3], insertRows: paths([(3, 0)])), after: [2, 3, 1, 1],
                    containing: "attempt to insert row 0 into section 3, which is itself being inserted")
    }

    @Test func rowDeletedFromADeletedSection() {
        expectError(.rowInDeletedSection(.delete, TableIndexPath(section: 1, row: 2)),
                    BatchUpdate(deleteSections: [1], deleteRows: paths([(1, 2)])), after: [2, 1],
                    containing: "attempt to delete row 2 from section 1, which is itself being deleted")
        expectError(.rowInDeletedSection(.reload, TableIndexPath(section: 1, row: 0)),
                    BatchUpdate(deleteSections: [1], reloadRows: paths([(1, 0)])), after: [2, 1],
                    containing: "attempt to reload row 0 from section 1, which is itself being deleted")
    }

    @Test func rowListedInAReloadedSection() {
        expectError(.rowInReloadedSection(.delete, TableIndexPath(section: 1, row: 0)),
                    BatchUpdate(reloadSections: [1], deleteRows: paths([(1, 0)])), after: [2, 2, 1],
                    containing: "which is itself being reloaded")
        expectError(.rowInReloadedSection(.insert, TableIndexPath(section: 1, row: 0)),
                    BatchUpdate(reloadSections: [1], insertRows: paths([(1, 0)])), after: [2, 4, 1],
                    containing: "attempt to insert row 0 into section 1, which is itself being reloaded")
    }

    @Test func entriesListedTwice() {
        expectError(.sectionListedTwice(.delete, section: 1), BatchUpdate(deleteSections: [1, 1]), after: [2],
                    containing: "attempt to delete section 1 twice")
        expectError(.rowListedTwice(.insert, TableIndexPath(section: 0, row: 0)),
                    BatchUpdate(insertRows: paths([(0, 0), (0, 0)])), after: [4, 3, 1], containing: "twice")
    }

    @Test func invalidNumberOfSections() {
        expectError(.invalidNumberOfSections(after: 3, before: 3, inserted: 1, deleted: 0), BatchUpdate(insertSections: [0]),
                    after: before,
                    containing: "invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (3), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
        expectError(.invalidNumberOfSections(after: 3, before: 3, inserted: 0, deleted: 1), BatchUpdate(deleteSections: [2]),
                    after: before, containing: "invalid number of sections")
    }

    @Test func invalidNumberOfRowsInSection() {
        expectError(.invalidNumberOfRows(section: 1, after: 3, before: 3, inserted: 1, deleted: 0),
                    BatchUpdate(insertRows: paths([(1, 0)])), after: before,
                    containing: "invalid number of rows in section 1. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)")
        // The data source changed without any row update.
        expectError(.invalidNumberOfRows(section: 0, after: 1, before: 2, inserted: 0, deleted: 0), .none,
                    after: [1, 3, 1], containing: "invalid number of rows in section 0")
        // The section index is the one after the update.
        expectError(.invalidNumberOfRows(section: 0, after: 4, before: 3, inserted: 0, deleted: 0),
                    BatchUpdate(deleteSections: [0]), after: [4, 1], containing: "invalid number of rows in section 0")
    }
}
