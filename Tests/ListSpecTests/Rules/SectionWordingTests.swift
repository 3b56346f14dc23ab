import Testing
import ListSpec
import ListSpecRuntime

/// "section N" never leaves a reader guessing whether N is an index or an ID: every
/// message names an index as `section [i]` and an ID as `sectionID N`.
@Suite struct SectionWordingTests {
    static let broken = [
        "sections:\n  - sectionID: 7\n    cells: [{cellID: 5, cellType: A}, {cellID: 3, cellType: A}, {cellID: 3, cellType: A}]\n",
        "sections:\n  - sectionID: 7\n    cells: [{cellID: 1, cellType: A, cellz: 1}]\n    header: {titel: x}\n",
        "sections:\n  - sectionID: 7\n    cells: 3\n",
        "sections:\n  - {sectionID: 2}\n  - {sectionID: 2}\n  - {sectionID: 1}\n",
        "sectionViewModel: Int\nsections:\n  - {sectionID: 4}\n",
    ]

    /// `section` followed by a number, without brackets.
    private func ambiguous(_ message: String) -> Bool {
        message.contains(/section \d/)
    }

    @Test(arguments: broken)
    func findingsNameIndexAndID(_ text: String) {
        let findings = load(text).findings
        #expect(!findings.isEmpty)
        for finding in findings { #expect(!ambiguous(finding.message), "\(finding.message)") }
    }

    /// The names in these messages are spelled out only when a finding needs them.
    @Test func messagesNameTheSectionAndTheField() {
        let text = """
        sections:
          - sectionID: 7
            header: {titel: x, title: 5, height: -1}
            cells: [{cellID: 1, cellType: A, celID: 1, height: tall, action: 2}]
          - cells: 3
          - sectionID: 9
            footer: [x]
            cells: [{cellID: 1, cellType: A, estimatedHeight: .nan}]
        """
        let messages = load(text).findings.map(\.message)
        #expect(messages == [
            "unknown key 'titel' in the header of section [0] (sectionID 7); did you mean 'title'?",
            "header title must be a string, not the integer 5",
            "header height -1 is negative; use a number >= 0 or automatic",
            "unknown key 'celID' in a cell of section [0] (sectionID 7); did you mean 'cellID'?",
            "height must be a number >= 0 or automatic, not 'tall'",
            "action must be a string, not the integer 2",
            "section is missing its required key sectionID (an integer)",
            "cells of section [1] must be a list, not the integer 3",
            "footer must be a title or a map of title, view and height, not a list",
            "estimatedHeight must be a finite number, not .nan",
        ], "\(messages)")
    }

    @Test func locateMessagesNameIndexAndID() throws {
        let spec = try #require(load("sections:\n  - {sectionID: 3, cells: [{cellID: 1, cellType: A}]}\n  - {sectionID: 5}\n").spec)
        let locator = Locator(table: spec.tables[0])
        for query in [LocateQuery.indexPath(section: 9, row: nil), .indexPath(section: 0, row: 4), .indexPath(section: 1, row: 0),
                      .ids(sectionID: 4, cellID: nil), .ids(sectionID: 3, cellID: 2), .ids(sectionID: 5, cellID: 0)] {
            guard case .notFound(let message, _, _) = locator.locate(query) else {
                Issue.record("found \(query)")
                continue
            }
            #expect(!ambiguous(message), "\(message)")
        }
    }
}
