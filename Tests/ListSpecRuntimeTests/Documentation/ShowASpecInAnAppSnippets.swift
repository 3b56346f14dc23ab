import Testing
import ListSpecRuntime
import ListSpecTesting

/// The platform-neutral Swift of the article "Show a spec in an app" (ListSpecRuntime.docc),
/// as it is written there (DocumentationSnippetTests checks each block is here or in
/// Tests/DocumentationSnippets), and what the article says of it.
@MainActor
@Suite struct ShowASpecInAnAppSnippets {
    private let contacts = [
        Letter(sectionID: 65, letter: "A", cells: [Contact(cellID: 1, name: "Ada"), Contact(cellID: 2, name: "Alan")]),
        Letter(sectionID: 71, letter: "G", cells: [Contact(cellID: 3, name: "Grace")]),
    ]

    @Test func yourOwnModelsAreShownAsASpecIs() throws {
        let content = ListContent(contacts)
        #expect(content.indexTitles == ["A", "G"])
        #expect(content.header(inSection: 1)?.title == "G")
        #expect(content.action(at: TableIndexPath(section: 0, row: 1)) == "openContact")
        #expect(content.cell(at: TableIndexPath(section: 0, row: 1)).reuseIdentifier == "ContactCell")

        let view = SimulatedTableView(rowCounts: content.sections.map(\.cells.count)) { content.sections.map(\.cells.count) }
        var next = contacts
        next[0].cells[1].name = "Alan Turing"
        next[1].cells.append(Contact(cellID: 4, name: "Grete"))
        try content.apply(next, to: view)
        #expect(view.failures.isEmpty)
        // A changed contact keeps its cell (same cell type): reconfigured, not reloaded.
        #expect(view.reconfiguredRows == [[TableIndexPath(section: 0, row: 1)]])
        #expect(try ListDiffer.batchUpdate(from: contacts, to: next).insertRows == [TableIndexPath(section: 1, row: 1)])
    }
}

struct Contact: PresentableCell, Equatable {
    var cellID: Int64
    var name: String
    var cellType: String { "ContactCell" }
    var action: String? { "openContact" }
}

struct Letter: PresentableSection {
    var sectionID: Int64
    var letter: String
    var cells: [Contact]
    var indexTitle: String? { letter }
    var header: HeaderFooter? { HeaderFooter(title: letter) }
    func isContentEqual(to other: Letter) -> Bool { header == other.header }
}
