import Foundation
import ListSpecRuntime
import Testing

/// What generated code throws for served content that does not fit: the place (table,
/// sectionID, cellID, the viewModel's path) and why, as one line of plain text whatever the
/// served names hold; `ServedTableReader` finds it as lint words it.
@Suite struct ServedContentErrorTests {
    @Test func theMessageNamesThePlaceOnOneLine() {
        let error = ServedContentError(table: "feed\nnext", sectionID: 2, cellID: 7, reason: .unknownCellType("Ad\u{1B}[31mCell"))
        #expect(!error.description.contains("\n") && !error.description.contains("\u{1B}"))
        #expect(error.description.hasPrefix(#"table "feed\nnext", sectionID 2, cellID 7: unknown cell type "Ad"#))
        #expect(error.viewModelPath == nil)
        #expect(ServedContentError(table: "feed", reason: .missingTable).description == #"table "feed": the served spec has no such table"#)
    }

    @Test func theReaderGivesThePathOfWhatDoesNotFit() throws {
        struct Recipe: Decodable { var title: String; var tags: [String] }
        let spec = try Spec(json: Data(#"""
        {"tables": {"feed": {"sections": [{"sectionID": 3, "viewModel": "x", "cells": [
          {"cellID": 1, "cellType": "RecipeCell", "viewModel": {"title": "Soup", "tags": ["a", 2]}, "action": "fly"}]}]}}}
        """#.utf8))
        let table = try ServedTableReader.table(named: "feed", in: spec)
        let reader = ServedTableReader(table)
        let section = table.sections[0], cell = section.cells[0]
        do {
            _ = try reader.viewModel(Recipe.self, of: cell, in: section)
            Issue.record("a list item of the wrong type was read")
        } catch {
            #expect(error.viewModelPath == "viewModel.tags[1]")
            #expect((error.sectionID, error.cellID) == (3, 1))
            #expect(error.description.hasPrefix(#"table "feed", sectionID 3, cellID 1: viewModel.tags[1]: expected String"#), "\(error)")
        }
        #expect(throws: ServedContentError(table: "feed", sectionID: 3, cellID: 1, reason: .unknownAction("fly"))) {
            enum Action: String, CaseIterable { case open }
            _ = try reader.action(of: cell, in: section, rawValue: { (action: Action) in action.rawValue })
        }
        #expect(throws: ServedContentError(table: "feed", sectionID: 3, cellID: nil, reason: .viewModel(path: "viewModel", message: "viewModel: expected no viewModel (Void), found a value"))) {
            try reader.noViewModel(of: section)
        }
        #expect(try reader.viewModel(String?.self, of: section) == "x")
        #expect(throws: ServedContentError(table: "menu", reason: .missingTable)) { try ServedTableReader.table(named: "menu", in: spec) }
    }
}
