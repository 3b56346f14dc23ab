import Foundation
import Testing
import ListSpecRuntime
import ListSpecTesting

/// The tests of the article "Testing without a device" (ListSpecRuntime.docc), as they are
/// written there (DocumentationSnippetTests checks each block is here): they run as they read.
@Suite struct TestingWithoutADeviceSnippets {
    let firstVersion = DocumentationSpecs.firstVersion
    let secondVersion = DocumentationSpecs.secondVersion

    @MainActor
    @Test func theNextVersionAppliesInOneBatch() throws {
        let content = ListContent(try Spec(json: firstVersion).tables[0].sections)
        let view = SimulatedTableView(rowCounts: content.sections.map(\.cells.count)) {
            (0..<content.numberOfSections).map { content.numberOfRows(inSection: $0) }
        }
        let next = try Spec(json: secondVersion).tables[0].sections
        try content.apply(next, to: view)

        #expect(view.failures.isEmpty)               // nothing UIKit would raise
        #expect(view.batchCount == 1)                // one animated batch
        #expect(view.rowCounts == next.map(\.cells.count))
        #expect(content.cell(at: TableIndexPath(section: 0, row: 0)).viewModel?["title"]?.stringValue == "Soup")
    }

    @MainActor
    @Test func anApplyDuringAnAnimationWaitsForIt() throws {
        let content = ListContent(try Spec(json: firstVersion).tables[0].sections)
        let view = SimulatedTableView(rowCounts: content.sections.map(\.cells.count)) {
            content.sections.map(\.cells.count)
        }
        view.holdsCompletions = true
        let first = content.sections
        try content.apply(try Spec(json: secondVersion).tables[0].sections, to: view)
        try content.apply(first, to: view)              // while the first batch animates: waits
        #expect(content.isAnimatingBatch)
        #expect(view.batchCount == 1)

        view.finishAnimations()                          // the first ends, the waiting one runs
        #expect(view.batchCount == 2)
        #expect(view.failures.isEmpty)
        #expect(view.rowCounts == first.map(\.cells.count))
    }

    @MainActor
    @Test func aHandMadeUpdateIsSafe() throws {
        var shown = try Spec(json: firstVersion).tables[0].sections
        let next = try Spec(json: secondVersion).tables[0].sections
        let view = SimulatedTableView(rowCounts: shown.map(\.cells.count)) { shown.map(\.cells.count) }
        let update = try ListDiffer.batchUpdate(from: shown, to: next)
        view.performBatchUpdates(update, updatingDataSource: { shown = next })
        #expect(view.failures.isEmpty)
    }

    @Test func everyTableDiffIsProven() throws {
        let diff = SpecDiffer.diff(old: try Spec(json: firstVersion), new: try Spec(json: secondVersion))
        for table in diff.tables {
            try BatchUpdateVerifier.verify(table)       // throws a VerificationFailure that says why
        }
    }
}
