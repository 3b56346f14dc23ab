import Foundation
import Testing
import ListSpecRuntime
import ListSpecTesting

/// The Swift of the article "Server-driven specs" (ListSpecRuntime.docc), as it is written
/// there (DocumentationSnippetTests checks each block is here), and what the article says of it.
@Suite struct ServerDrivenSpecsSnippets {
    let data = DocumentationSpecs.firstVersion

    @Test func theSpecAndItsViewModelsReadAsTheArticleSays() throws {
        let spec = try Spec(json: data, path: "home.json")

        let viewModel = spec.tables[0].sections[0].cells[0].viewModel
        let title = viewModel?["title"]?.stringValue ?? ""       // "Tomato Soup"
        let minutes = viewModel?["minutes"]?.intValue            // 20
        let firstTag = viewModel?["tags"]?[0]?.stringValue       // "vegetarian"
        #expect(title == "Tomato Soup")
        #expect(minutes == 20)
        #expect(firstTag == "vegetarian")

        struct RecipeSummary: Decodable {
            var title: String
            var minutes: Int
            var tags: [String]
        }

        let recipe = try viewModel?.decode(RecipeSummary.self)
        #expect(recipe?.title == "Tomato Soup")
        #expect(recipe?.minutes == 20)
        #expect(recipe?.tags == ["vegetarian"])
    }

    /// An invalid spec's findings, read through the API the article names: a rule prints as its id.
    @Test func anInvalidSpecsFindingsAreReadAsTheArticleSays() throws {
        let data = Data(#"{"tables": {"home": {"sections": [{"sectionID": 2, "cells": []}, {"sectionID": 1, "cells": []}]}}}"#.utf8)
        var shown: [Spec] = [], logged: [String] = []
        func show(_ spec: Spec) { shown.append(spec) }
        func log(_ line: String) { logged.append(line) }

        do {
            show(try Spec(json: data, path: "home.json"))
        } catch let invalid as InvalidSpec {
            for finding in invalid.findings {
                log("\(finding.path):\(finding.location.line):\(finding.location.column): \(finding.severity) [\(finding.rule)] \(finding.message)")
            }
        }
        #expect(shown.isEmpty)
        #expect(logged.count == 1)
        #expect(logged == ["home.json:1:80: error [section-order] sectionID 1 must be greater than the previous sectionID 2 in table home; "
            + "give this section a free sectionID after 2, e.g. 12"])
        #expect("\(Rule.sectionOrder)" == "section-order")
        #expect(Rule.allCases.allSatisfy { "\($0)" == $0.rawValue })
    }

    @Test func aSpecInsideALargerPayloadDecodes() throws {
        let payload = Data(#"{"refreshAfter": 60, "spec": "#.utf8) + data + Data("}".utf8)

        struct HomeResponse: Decodable {
            var spec: Spec
            var refreshAfter: Int
        }

        let response = try JSONDecoder().decode(HomeResponse.self, from: payload)
        #expect(response.refreshAfter == 60)
        #expect(response.spec.table(named: "home")?.cellCount == 1)
    }

    @MainActor
    @Test func theScreenAnimatesTheNextVersionInOneSafeBatch() throws {
        let table = try #require(try Spec(json: data).table(named: "home"))
        let next = try #require(try Spec(json: DocumentationSpecs.secondVersion).table(named: "home"))
        let screen = HomeScreen(table: table)
        let view = SimulatedTableView(rowCounts: table.sections.map(\.cells.count)) { screen.table.sections.map(\.cells.count) }
        #expect(screen.show(next, in: view))
        #expect(view.failures.isEmpty)
        #expect(view.batchCount == 1)
        #expect(view.rowCounts == [2, 1])

        var restyled = next
        restyled.style = .grouped
        #expect(!screen.show(restyled, in: view))
        #expect(screen.table.style == .grouped)
    }

    @Test func listDifferGivesTheUpdateSpecDifferGives() throws {
        let table = try #require(try Spec(json: data).table(named: "home"))
        let next = try #require(try Spec(json: DocumentationSpecs.secondVersion).table(named: "home"))
        let update = try ListDiffer.batchUpdate(from: table.sections, to: next.sections)
        #expect(update == SpecDiffer.diff(old: table, new: next).update)
        #expect(update.insertSections == [1])
        #expect(update.insertRows == [TableIndexPath(section: 0, row: 1)])
        #expect(update.reloadRows == [TableIndexPath(section: 0, row: 0)])
    }
}

@MainActor
final class HomeScreen {
    /// What the table view shows: its data source answers from it.
    private(set) var table: Table

    init(table: Table) { self.table = table }

    /// Animates the next version; false when the style changed and the table view must be made anew.
    func show(_ next: Table, in tableView: some BatchUpdateView) -> Bool {
        let diff = SpecDiffer.diff(old: table, new: next)
        guard diff.change != .restyled else {
            table = next
            return false
        }
        tableView.performBatchUpdates(diff.update, animation: .fade, updatingDataSource: { self.table = next })
        return true
    }
}
