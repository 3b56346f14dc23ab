import ListSpecRuntime
import ListSpecTesting
import Testing

// README's "Testing without a device" snippet, word for word (ReadmeTests checks that it is), so
// that it runs in the Swift 6 language mode as a reader would paste it.

@Test @MainActor func theNextVersionAnimatesSafely() throws {
    let old = [Section(sectionID: 0, cells: [Cell(cellID: 0, cellType: "Row"), Cell(cellID: 2, cellType: "Row")])]
    let new = [Section(sectionID: 0, cells: [Cell(cellID: 1, cellType: "Row"), Cell(cellID: 2, cellType: "Row")])]
    let content = ListContent(old)
    let view = SimulatedTableView(rowCounts: [2]) { content.sections.map(\.cells.count) }
    try content.apply(new, to: view)
    #expect(view.failures.isEmpty)
    #expect(content.indexPath(sectionID: 0, cellID: 1) == TableIndexPath(section: 0, row: 0))
}
