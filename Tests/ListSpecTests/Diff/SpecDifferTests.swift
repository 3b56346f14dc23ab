import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime
import ListSpecTesting

@Suite struct SpecDifferTests {
    @Test func customUpdatesGiveDCTableViewControllersResult() throws {
        let loader = SpecLoader()
        let old = try #require(try loader.load(.file(packageRoot.appendingPathComponent("Specs/custom-updates-old.yaml").path)).spec)
        let new = try #require(try loader.load(.file(packageRoot.appendingPathComponent("Specs/custom-updates-new.yaml").path)).spec)
        let diff = SpecDiffer.diff(old: old, new: new)
        let table = try #require(diff.tables.first)
        #expect(diff.tables.count == 1)
        #expect(table.name == "custom")
        #expect(table.change == .modified)
        #expect(table.update == BatchUpdate(insertSections: [1], deleteRows: paths([(1, 3), (1, 5)]),
                                            insertRows: paths([(0, 2), (0, 3), (0, 4)])))
        #expect(throws: Never.self) { try BatchUpdateVerifier.verify(table) }
    }

    @Test func identicalTablesAreUnchanged() throws {
        let text = spec("{sectionID: 0, header: H, cells: [{cellID: 0, cellType: C, viewModel: {a: 1, b: [2, 3]}}]}")
        let table = try diffTable(text, text)
        #expect(table.change == .unchanged)
        #expect(table.update.isEmpty)
        #expect(table.sectionChanges.isEmpty)
    }

    @Test func mapKeyOrderAndNumberSpellingAreNoChange() throws {
        let old = spec("{sectionID: 0, viewModel: {x: 1, y: 2}, cells: [{cellID: 0, cellType: C, viewModel: {a: 1, b: {c: true, d: null}}, height: 44}]}")
        let new = spec("{sectionID: 0, viewModel: {y: 2, x: 1}, cells: [{cellID: 0, cellType: C, viewModel: {b: {d: null, c: true}, a: 1}, height: 44.0}]}")
        #expect(try diffTable(old, new).change == .unchanged)
    }

    @Test func eachCellFieldReloadsTheRow() throws {
        let base = "cellID: 1, cellType: C, viewModel: v, height: 44, estimatedHeight: 40, action: go, deletable: false"
        let variants: [(String, CellField)] = [
            ("cellID: 1, cellType: D, viewModel: v, height: 44, estimatedHeight: 40, action: go, deletable: false", .cellType),
            ("cellID: 1, cellType: C, viewModel: w, height: 44, estimatedHeight: 40, action: go, deletable: false", .viewModel),
            ("cellID: 1, cellType: C, viewModel: v, height: automatic, estimatedHeight: 40, action: go, deletable: false", .height),
            ("cellID: 1, cellType: C, viewModel: v, height: 44, estimatedHeight: 41, action: go, deletable: false", .estimatedHeight),
            ("cellID: 1, cellType: C, viewModel: v, height: 44, estimatedHeight: 40, action: stop, deletable: false", .action),
            ("cellID: 1, cellType: C, viewModel: v, height: 44, estimatedHeight: 40, action: go, deletable: true", .deletable),
        ]
        for (variant, field) in variants {
            let old = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C}, {\(base)}]}")
            let new = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C}, {\(variant)}]}")
            let table = try diffTable(old, new)
            #expect(table.change == .modified)
            #expect(table.update == BatchUpdate(reloadRows: paths([(0, 1)])), "\(field)")
            #expect(table.sectionChanges.first?.cells.first?.fields == [field])
        }
    }

    /// A reuse identifier respelled in another Unicode normalization is another identifier to UIKit.
    @Test func aCellTypeRespelledInAnotherNormalizationReloads() throws {
        let old = spec("{sectionID: 0, cells: [{cellID: 0, cellType: \"\u{E9}\"}]}")
        let new = spec("{sectionID: 0, cells: [{cellID: 0, cellType: \"e\u{301}\"}]}")
        let table = try diffTable(old, new)
        #expect(table.update == BatchUpdate(reloadRows: paths([(0, 0)])))
        #expect(table.sectionChanges.first?.cells.first?.fields == [.cellType])
    }

    @Test func viewModelTypeChangeReloads() throws {
        // 1 (int) and 1.0 (float) are one number (contract section 4); "1" (string) and true are other values.
        let old = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: 1}, {cellID: 1, cellType: C, viewModel: 1}, {cellID: 2, cellType: C, viewModel: 1}]}")
        let new = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: 1.0}, {cellID: 1, cellType: C, viewModel: \"1\"}, {cellID: 2, cellType: C, viewModel: true}]}")
        #expect(try diffTable(old, new).update.reloadRows == paths([(0, 1), (0, 2)]))
    }

    @Test func heightsCompareAfterCellTypeDefaults() throws {
        // The cell spells out the height its type already gives: no change. A changed default: reload.
        let old = """
        tables:
          t:
            cellTypes: {C: {height: 44}, D: {height: 50}}
            sections:
              - {sectionID: 0, cells: [{cellID: 0, cellType: C}, {cellID: 1, cellType: D}]}
        """
        let new = """
        tables:
          t:
            cellTypes: {C: {height: 44}, D: {height: 60}}
            sections:
              - {sectionID: 0, cells: [{cellID: 0, cellType: C, height: 44}, {cellID: 1, cellType: D}]}
        """
        let table = try diffTable(old, new)
        #expect(table.update == BatchUpdate(reloadRows: paths([(0, 1)])))
        #expect(table.sectionChanges.first?.cells.first?.fields == [.height])
    }

    @Test func sectionInBothIsNeverDeletedAndInserted() throws {
        let old = spec("{sectionID: 1, cells: [{cellID: 0, cellType: C}]}", "{sectionID: 3}", "{sectionID: 5}")
        let new = spec("{sectionID: 0}", "{sectionID: 1, cells: [{cellID: 0, cellType: C}]}", "{sectionID: 4}", "{sectionID: 5}")
        let table = try diffTable(old, new)
        #expect(table.update == BatchUpdate(deleteSections: [1], insertSections: [0, 2]))
        #expect(table.sectionChanges.map(\.kind) == [.inserted, .deleted, .inserted])
        #expect(table.sectionChanges.map(\.sectionID) == [0, 3, 4])
    }

    @Test func rowsOfInsertedAndDeletedSectionsAreNotListed() throws {
        let old = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C}, {cellID: 1, cellType: C}]}")
        let new = spec("{sectionID: 1, cells: [{cellID: 0, cellType: C}, {cellID: 1, cellType: C}]}")
        let table = try diffTable(old, new)
        #expect(table.update == BatchUpdate(deleteSections: [0], insertSections: [0]))
    }

    @Test func cellInBothIsNeverDeletedAndInsertedEvenWhenItsRowMoves() throws {
        let old = spec("{sectionID: 0, cells: [{cellID: 2, cellType: C}, {cellID: 4, cellType: C}, {cellID: 6, cellType: C, viewModel: a}]}")
        let new = spec("{sectionID: 0, cells: [{cellID: 1, cellType: C}, {cellID: 3, cellType: C}, {cellID: 6, cellType: C, viewModel: b}]}")
        let table = try diffTable(old, new)
        #expect(table.update == BatchUpdate(deleteRows: paths([(0, 0), (0, 1)]), insertRows: paths([(0, 0), (0, 1)]),
                                            reloadRows: paths([(0, 2)])))
        let reloaded = try #require(table.sectionChanges.first?.cells.last)
        #expect(reloaded.kind == .reloaded)
        #expect(reloaded.oldPath == TableIndexPath(section: 0, row: 2))
        #expect(reloaded.newPath == TableIndexPath(section: 0, row: 2))
    }

    @Test func sameCellIDInTwoSectionsAreTwoCells() throws {
        // Cell 7 "moves" from section 0 to section 1: it is deleted from one and inserted into the other.
        let old = spec("{sectionID: 0, cells: [{cellID: 7, cellType: C}]}", "{sectionID: 1}")
        let new = spec("{sectionID: 0}", "{sectionID: 1, cells: [{cellID: 7, cellType: C}]}")
        let table = try diffTable(old, new)
        #expect(table.update == BatchUpdate(deleteRows: paths([(0, 0)]), insertRows: paths([(1, 0)])))
    }

    @Test func changedHeaderFooterOrViewModelReloadsTheSectionWholeAndListsNoRow() throws {
        let cellsOld = "cells: [{cellID: 0, cellType: C}, {cellID: 1, cellType: C, viewModel: a}]"
        let cellsNew = "cells: [{cellID: 1, cellType: C, viewModel: b}, {cellID: 2, cellType: C}]"
        let changes: [(String, String, SectionField)] = [
            ("header: A", "header: B", .header),
            ("header: A", "header: {title: A, height: 30}", .header),
            ("footer: {title: F}", "footer: {title: F, view: V}", .footer),
            ("viewModel: {k: 1}", "viewModel: {k: 2}", .viewModel),
            ("header: A", "footer: A", .header),
        ]
        for (before, after, field) in changes {
            let old = spec("{sectionID: 0}", "{sectionID: 1, \(before), \(cellsOld)}")
            let new = spec("{sectionID: 0}", "{sectionID: 1, \(after), \(cellsNew)}")
            let table = try diffTable(old, new)
            #expect(table.update == BatchUpdate(reloadSections: [1]), "\(before) -> \(after)")
            #expect(table.sectionChanges.first?.kind == .reloaded)
            #expect(table.sectionChanges.first?.fields.first == field)
        }
    }

    @Test func equalHeaderHeightsSpelledDifferentlyAreNoChange() throws {
        let old = spec("{sectionID: 0, header: {title: A, height: 28}}")
        let new = spec("{sectionID: 0, header: {title: A, height: 28.0}}")
        #expect(try diffTable(old, new).change == .unchanged)
    }

    @Test func changedIndexTitleListReloadsSectionIndexTitles() throws {
        let old = spec("{sectionID: 0, indexTitle: A}", "{sectionID: 1, indexTitle: B}")
        let new = spec("{sectionID: 0, indexTitle: A}", "{sectionID: 1, indexTitle: C}")
        let table = try diffTable(old, new)
        #expect(table.change == .modified)
        #expect(table.update == BatchUpdate(reloadSectionIndexTitles: true))
        // The index title is not drawn by the section: no section reload.
        #expect(table.sectionChanges.map(\.kind) == [.kept])
        #expect(table.sectionChanges.first?.fields == [.indexTitle])
    }

    @Test func indexTitleMovedToAnotherSectionIsModifiedWithNothingToAnimate() throws {
        let old = spec("{sectionID: 0, indexTitle: A}", "{sectionID: 1}")
        let new = spec("{sectionID: 0}", "{sectionID: 1, indexTitle: A}")
        let table = try diffTable(old, new)
        #expect(table.change == .modified)
        #expect(table.update.isEmpty)
        #expect(table.sectionChanges.count == 2)
    }

    @Test func deletedSectionWithIndexTitleReloadsIndexTitles() throws {
        let old = spec("{sectionID: 0, indexTitle: A}", "{sectionID: 1, indexTitle: B}")
        let new = spec("{sectionID: 1, indexTitle: B}")
        #expect(try diffTable(old, new).update == BatchUpdate(deleteSections: [0], reloadSectionIndexTitles: true))
    }

    @Test func tablesMatchByNameInOrderOfFirstAppearance() throws {
        let old = """
        tables:
          a: {sections: [{sectionID: 0}]}
          b: {style: plain}
          c: {style: grouped, sections: [{sectionID: 0}]}
          d: {}
        """
        let new = """
        tables:
          e: {}
          d: {sections: [{sectionID: 1}]}
          c: {style: insetGrouped, sections: [{sectionID: 1}]}
          a: {sections: [{sectionID: 0}]}
          f: {}
        """
        let diff = try diffSpecs(old, new)
        #expect(diff.tables.map(\.name) == ["a", "b", "c", "d", "e", "f"])
        #expect(diff.tables.map(\.change) == [.unchanged, .removed, .restyled, .modified, .added, .added])
        for table in diff.tables where table.change != .modified {
            #expect(table.update == .none)
            #expect(throws: Never.self) { try BatchUpdateVerifier.verify(table) }
        }
        #expect(diff.tables[3].update == BatchUpdate(insertSections: [0]))
        #expect(diff.hasChanges)
        #expect(SpecDiffer.diff(old: try #require(load(old).spec), new: try #require(load(new).spec), onlyTable: "a").tables.map(\.name) == ["a"])
    }

    @Test func restyledTableListsNothingEvenWhenContentChanged() throws {
        let old = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C}]}", style: "plain")
        let new = spec("{sectionID: 1}", style: "grouped")
        let table = try diffTable(old, new)
        #expect(table.change == .restyled)
        #expect(table.update == .none)
    }

    @Test func shorthandAndExplicitMainTableAreTheSameTable() throws {
        let old = "sections:\n  - {sectionID: 0}\n"
        let new = "tables:\n  main:\n    sections:\n      - {sectionID: 0}\n      - {sectionID: 1}\n"
        let table = try diffTable(old, new)
        #expect(table.name == "main")
        #expect(table.update == BatchUpdate(insertSections: [1]))
    }

    @Test func yamlAndJSONVersionsOfTheSameSpecAreUnchanged() throws {
        let yaml = spec("{sectionID: 0, header: H, cells: [{cellID: 0, cellType: C, viewModel: {a: [1, 2.5, null, true]}, height: automatic}]}")
        let json = """
        {"tables": {"t": {"style": "plain", "sections": [{"sectionID": 0, "header": {"title": "H"},
          "cells": [{"cellID": 0, "cellType": "C", "viewModel": {"a": [1, 2.5, null, true]}, "height": "automatic"}]}]}}}
        """
        let diff = try diffSpecs(yaml, json, newPath: "new.json")
        #expect(diff.tables.map(\.change) == [.unchanged])
    }
}
