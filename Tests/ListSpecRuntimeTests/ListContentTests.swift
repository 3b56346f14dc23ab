import Foundation
import Testing
import ListSpecRuntime
import ListSpecTesting
import ListSpecTestSupport

/// Contract section 8 as a program outside the project uses it: content applied
/// through `ListContent` into `SimulatedTableView`, which checks each batch as UIKit does.
@MainActor
@Suite struct ListContentTests {
    /// A view over the content's row counts, as a data source reports them.
    private func view(for content: ListContent<Section>, kind: SimulatedTableView.Kind = .tableView) -> SimulatedTableView {
        SimulatedTableView(rowCounts: content.sections.map(\.cells.count), kind: kind) {
            (0..<content.numberOfSections).map { content.numberOfRows(inSection: $0) }
        }
    }

    @Test(arguments: [SimulatedTableView.Kind.tableView, .collectionView])
    func randomContentAppliesCleanlyAndEveryAnswerIsAboutTheNewContent(kind: SimulatedTableView.Kind) throws {
        var random = SeededRandom(seed: kind == .tableView ? 1 : 2)
        for _ in 0..<300 {
            let content = ListContent(RandomContent.sections(&random))
            let table = view(for: content, kind: kind)
            for _ in 0..<3 {
                let old = content.sections
                let reconfiguredBefore = table.reconfiguredRows.count, batchesBefore = table.batchCount
                let next = RandomContent.edit(old, &random)
                try content.apply(next, to: table)
                #expect(table.failures.isEmpty, "\(table.failures)")
                #expect(table.rowCounts == next.map(\.cells.count))
                #expect(content.numberOfSections == next.count)
                for (s, section) in next.enumerated() {
                    #expect(content.numberOfRows(inSection: s) == section.cells.count)
                    #expect(content.sectionIndex(sectionID: section.sectionID) == s)
                    for (r, cell) in section.cells.enumerated() {
                        let path = TableIndexPath(section: s, row: r)
                        #expect(content.cell(at: path).hasSameContent(as: cell))
                        #expect(content.indexPath(sectionID: section.sectionID, cellID: cell.cellID) == path)
                    }
                }
                #expect(content.indexPath(sectionID: Int64.max, cellID: 0) == nil)
                // Kept rows are the same rows, and a kept row that changed was reconfigured.
                let reconfigured = Set(table.reconfiguredRows.dropFirst(reconfiguredBefore).joined())
                expectOrigins(table.lastResult, old: old, new: next, reconfigured: reconfigured, batchRan: table.batchCount > batchesBefore)
            }
        }
    }

    /// Where each shown row came from, against IDs: a kept or reloaded row is the cell with
    /// the same IDs, and a kept row whose content changed is among the reconfigured rows.
    private func expectOrigins(_ result: SimulatedTable?, old: [Section], new: [Section], reconfigured: Set<TableIndexPath>, batchRan: Bool) {
        guard let result, batchRan else { return }
        for (s, section) in result.sections.enumerated() {
            guard case .kept(let o) = section.origin else { continue }
            #expect(old[o].sectionID == new[s].sectionID)
            for (r, origin) in section.rows.enumerated() {
                switch origin {
                case .kept(let oldRow):
                    #expect(old[o].cells[oldRow].cellID == new[s].cells[r].cellID)
                    if !old[o].cells[oldRow].hasSameContent(as: new[s].cells[r]) {
                        #expect(reconfigured.contains(TableIndexPath(section: s, row: r)))
                    }
                case .reloaded(let oldRow):
                    #expect(old[o].cells[oldRow].cellID == new[s].cells[r].cellID)
                case .inserted:
                    break
                }
            }
        }
    }

    @Test func anApplyDuringAnAnimationWaitsAndOnlyTheLastOneIsApplied() throws {
        let first = [section(1, cells: [1, 2, 3]), section(2, cells: [1])]
        let content = ListContent(first)
        let table = view(for: content)
        table.holdsCompletions = true

        try content.apply([section(1, cells: [1, 3]), section(2, cells: [1])], to: table)
        #expect(content.isAnimatingBatch)
        #expect(content.numberOfRows(inSection: 0) == 2)

        // Two applies while the first batch animates: neither is shown yet.
        try content.apply([section(1, cells: [1, 3, 4])], to: table)
        let last = [section(0, cells: [9]), section(1, cells: [3, 4, 5])]
        try content.apply(last, to: table)
        #expect(table.batchCount == 1)
        #expect(content.sections.map(\.cells.count) == [2, 1])
        #expect(content.latestSections.map(\.sectionID) == [0, 1])

        // When the animation ends, the last content is applied as one batch from what is shown.
        table.finishAnimations()
        #expect(table.batchCount == 2)
        #expect(table.failures.isEmpty)
        #expect(table.rowCounts == [1, 3])
        #expect(content.sections.map(\.sectionID) == [0, 1])
        #expect(content.indexPath(sectionID: 1, cellID: 5) == TableIndexPath(section: 1, row: 2))
        #expect(content.isAnimatingBatch)
        table.finishAnimations()
        #expect(!content.isAnimatingBatch)
    }

    @Test func contentWhoseIDsDoNotAscendIsRefusedAndNothingChanges() {
        let content = ListContent([section(1, cells: [1, 2])])
        let table = view(for: content)
        #expect(throws: ContentOrderError.self) {
            try content.apply([section(1, cells: [2, 1])], to: table)
        }
        #expect(throws: ContentOrderError.self) {
            try content.apply([section(2), section(1)], to: table)
        }
        #expect(content.sections.map(\.cells.count) == [2])
        #expect(table.batchCount == 0)
    }

    @Test func aChangedRowKeepsItsCellWhenItsTypeStaysAndReloadsWhenItChanges() throws {
        let content = ListContent([section(1, cells: [1, 2, 3])])
        let table = view(for: content)
        var next = content.sections
        next[0].cells[0].viewModel = "changed"          // same cell type: reconfigured
        next[0].cells[1].cellType = "OtherCell"         // other cell type: reloaded
        next[0].cells.remove(at: 2)
        try content.apply(next, to: table)
        #expect(table.failures.isEmpty)
        #expect(table.reconfiguredRows == [[TableIndexPath(section: 0, row: 0)]])
        #expect(table.lastResult?.sections[0].rows == [.kept(old: 0), .reloaded(old: 1)])
    }

    @Test func reconfiguredRowsAreNamedAfterTheBatchWhereTheyMoved() throws {
        let content = ListContent([section(1, cells: [1]), section(2, cells: [1, 2, 3])])
        let table = view(for: content)
        var next = [section(0, cells: [7]), section(2, cells: [0, 2, 3])]
        next[1].cells[2].viewModel = "changed"
        try content.apply(next, to: table)
        #expect(table.failures.isEmpty)
        #expect(table.reconfiguredRows == [[TableIndexPath(section: 1, row: 2)]])
    }

    @Test func aTypeOfCellRespelledInAnotherNormalizationReloads() throws {
        let content = ListContent([Section(sectionID: 0, cells: [Cell(cellID: 0, cellType: "Caf\u{E9}", viewModel: 1)])])
        let table = view(for: content)
        try content.apply([Section(sectionID: 0, cells: [Cell(cellID: 0, cellType: "Cafe\u{301}", viewModel: 1)])], to: table)
        #expect(table.reconfiguredRows.isEmpty)
        #expect(table.lastResult?.sections[0].rows == [.reloaded(old: 0)])
    }

    @Test func aCollectionViewGetsReloadsAmongInsertsAsDeleteAndInsert() throws {
        let old = [section(1, cells: [1, 2, 3]), section(2, cells: [1])]
        var new = [section(1, cells: [0, 1, 2, 3]), section(2, cells: [1])]
        new[0].cells[2].cellType = "OtherCell"              // cell 2 moved from row 1 to row 2
        new[1] = section(2, cells: [1], header: "changed")  // a reloaded section

        // Told as a table view is, the collection view would raise.
        let update = try ListDiffer.batchUpdate(from: old, to: new)
        var shown = old
        let raw = SimulatedTableView(rowCounts: old.map(\.cells.count), kind: .collectionView) { shown.map(\.cells.count) }
        raw.performBatchUpdates(update, updatingDataSource: { shown = new })
        #expect(raw.failures == [.reloadAmongInsertsAndDeletes(section: 1, row: nil)])

        let content = ListContent(old)
        let collection = view(for: content, kind: .collectionView)
        try content.apply(new, to: collection)
        #expect(collection.failures.isEmpty)
        #expect(collection.lastResult?.sections[0].rows == [.inserted, .kept(old: 0), .inserted, .kept(old: 2)])
        #expect(collection.lastResult?.sections[1].origin == .inserted)

        // A batch of reloads alone stays reloads.
        var again = new
        again[0].cells[0].cellType = "ThirdCell"
        try content.apply(again, to: collection)
        #expect(collection.failures.isEmpty)
        #expect(collection.lastResult?.sections[0].rows == [.reloaded(old: 0), .kept(old: 1), .kept(old: 2), .kept(old: 3)])
    }

    @Test func noAnimationRunsTheBatchWithoutAnimation() throws {
        let content = ListContent([section(1, cells: [1])])
        let table = view(for: content)
        try content.apply([section(1, cells: [1, 2])], to: table, animation: .none)
        #expect(table.unanimatedBatchCount == 1)
        try content.apply([section(1, cells: [1])], to: table)
        #expect(table.batchCount == 2 && table.unanimatedBatchCount == 1)
    }

    @Test func indexTitlesGoToTheirSections() throws {
        let content = ListContent([section(0, indexTitle: "A"), section(1), section(2, indexTitle: "C")])
        #expect(content.indexTitles == ["A", "C"])
        #expect(content.section(forIndexTitleAt: 0) == 0)
        #expect(content.section(forIndexTitleAt: 1) == 2)
        #expect(content.section(forIndexTitleAt: 2) == nil)
        #expect(content.section(forIndexTitleAt: -1) == nil)
        let table = view(for: content)
        try content.apply([section(0, indexTitle: "A"), section(1, indexTitle: "B"), section(2, indexTitle: "C")], to: table)
        #expect(table.indexTitleReloadCount == 1)
        #expect(content.section(forIndexTitleAt: 1) == 1)
    }

    @Test func headersFootersHeightsActionsAndDeletesComeFromTheSpec() throws {
        let spec = try JSONDecoder().decode(Spec.self, from: Data("""
        {"tables": {"menu": {"style": "grouped",
          "cellTypes": {"Row": {"height": 44, "estimatedHeight": 40}, "Text": {"height": "automatic"}},
          "sections": [
            {"sectionID": 0, "header": "Menu", "footer": {"view": "Foot", "height": 28}, "indexTitle": "M",
             "cells": [{"cellID": 0, "cellType": "Row", "action": "Open", "deletable": true},
                       {"cellID": 1, "cellType": "Text", "viewModel": "x"},
                       {"cellID": 2, "cellType": "Row", "height": 60}]}]}}}
        """.utf8))
        let content = ListContent(try #require(spec.table(named: "menu")).sections)
        #expect(content.header(inSection: 0) == HeaderFooter(title: "Menu"))
        #expect(content.footer(inSection: 0) == HeaderFooter(view: "Foot", height: .points(.int(28))))
        #expect(content.header(inSection: 1) == nil)
        let first = TableIndexPath(section: 0, row: 0), second = TableIndexPath(section: 0, row: 1), third = TableIndexPath(section: 0, row: 2)
        #expect(content.height(at: first) == .points(.int(44)))
        #expect(content.estimatedHeight(at: first) == .points(.int(40)))
        #expect(content.height(at: second) == .automatic)
        #expect(content.estimatedHeight(at: second) == nil)
        #expect(content.height(at: third) == .points(.int(60)))
        #expect(content.action(at: first) == "Open")
        #expect(content.action(at: second) == nil)
        #expect(content.isDeletable(at: first))
        #expect(!content.isDeletable(at: second))
        #expect(content.height(at: TableIndexPath(section: 3, row: 0)) == nil)

        let table = view(for: content)
        table.holdsCompletions = true
        #expect(try content.deleteCell(sectionID: 0, cellID: 0, from: table))
        // A second delete while the first animates is applied on top of it.
        #expect(try content.deleteCell(sectionID: 0, cellID: 2, from: table))
        #expect(try !content.deleteCell(sectionID: 0, cellID: 0, from: table))
        table.finishAnimations()
        table.finishAnimations()
        #expect(table.failures.isEmpty)
        #expect(content.sections[0].cells.map(\.cellID) == [1])
        #expect(table.rowCounts == [1])
    }

    @Test func aSwipeDeleteAsksFirstAndRemovesTheRowByItsIDsWhenAnswered() throws {
        let cells = [Cell(cellID: 1, cellType: "Row", deletable: true), Cell(cellID: 2, cellType: "Row"), Cell(cellID: 3, cellType: "Row", deletable: true)]
        let content = ListContent([Section(sectionID: 0, cells: cells)])
        let table = view(for: content)
        var results: [Bool] = []
        // Not deletable: refused at once, nobody is asked.
        content.deleteRow(at: TableIndexPath(section: 0, row: 1), from: table, animation: .fade,
                          confirm: { _, _ in Issue.record("asked for a row that is not deletable") }, done: { results.append($0) })
        // Declined: nothing changes.
        content.deleteRow(at: TableIndexPath(section: 0, row: 0), from: table, animation: .fade,
                          confirm: { _, reply in reply(false) }, done: { results.append($0) })
        #expect(content.sections[0].cells.count == 3)
        // Asked; while the user decides, a row before it goes away: the answer deletes the right row.
        var answer: ((Bool) -> Void)?
        content.deleteRow(at: TableIndexPath(section: 0, row: 2), from: table, animation: .fade,
                          confirm: { row, reply in #expect(row.cellID == 3); answer = reply }, done: { results.append($0) })
        try content.apply([Section(sectionID: 0, cells: Array(cells.dropFirst()))], to: table)
        answer?(true)
        #expect(content.sections[0].cells.map(\.cellID) == [2])
        #expect(results == [false, false, true])
        #expect(table.failures.isEmpty)
        #expect(table.rowCounts == [1])
    }

    @Test func replaceShowsNewContentAtOnceAndDropsAWaitingApply() throws {
        let content = ListContent([section(1, cells: [1])])
        let table = view(for: content)
        table.holdsCompletions = true
        try content.apply([section(1, cells: [1, 2])], to: table)
        try content.apply([section(1, cells: [1, 2, 3])], to: table)
        content.replace(with: [section(5, cells: [1]), section(6)])
        table.reloadData()
        table.finishAnimations()
        #expect(table.batchCount == 1)
        #expect(content.sections.map(\.sectionID) == [5, 6])
        #expect(table.rowCounts == [1, 0])
    }

    @Test func contentGivenOutOfOrderIsShownAndFoundButNotAnimatedFrom() throws {
        let content = ListContent([section(2, cells: [5, 1]), section(1)])
        #expect(content.indexPath(sectionID: 2, cellID: 1) == TableIndexPath(section: 0, row: 1))
        #expect(content.sectionIndex(sectionID: 1) == 1)
        #expect(throws: ContentOrderError.self) { try content.apply([section(1)], to: view(for: content)) }
        content.replace(with: [section(1)])
        try content.apply([section(1, cells: [1])], to: view(for: content))
    }

    private func section(_ id: Int64, cells: [Int64] = [], header: String? = nil, indexTitle: String? = nil) -> Section {
        Section(sectionID: id, header: header.map { HeaderFooter(title: $0) }, indexTitle: indexTitle,
                cells: cells.map { Cell(cellID: $0, cellType: "Cell", viewModel: .init(integerLiteral: $0)) })
    }
}

/// Random spec content and random edits of it: sections and cells come and go,
/// headers, index titles, cell types and view models change.
enum RandomContent {
    static func sections(_ random: inout SeededRandom) -> [Section] {
        var sections: [Section] = []
        var id: Int64 = Int64.random(in: -3...3, using: &random)
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            id += Int64.random(in: 1...3, using: &random)
            var cells: [Cell] = []
            var cellID: Int64 = Int64.random(in: -3...3, using: &random)
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                cellID += Int64.random(in: 1...3, using: &random)
                cells.append(cell(cellID, &random))
            }
            sections.append(Section(sectionID: id, header: Bool.random(using: &random) ? HeaderFooter(title: "h") : nil,
                                    indexTitle: Bool.random(using: &random) ? "T" : nil, cells: cells))
        }
        return sections
    }

    static func edit(_ old: [Section], _ random: inout SeededRandom) -> [Section] {
        var next = sections(&random)
        // Keep about half of the old sections and cells, some of them changed.
        for section in old where Bool.random(using: &random) {
            var kept = section
            kept.cells = section.cells.filter { _ in Int.random(in: 0..<3, using: &random) > 0 }.map { cell in
                var cell = cell
                switch Int.random(in: 0..<6, using: &random) {
                case 0: cell.viewModel = .init(integerLiteral: Int64.random(in: 0...2, using: &random))
                case 1: cell.cellType = ["A", "B"].randomElement(using: &random) ?? "A"
                default: break
                }
                return cell
            }
            if Int.random(in: 0..<5, using: &random) == 0 { kept.header = HeaderFooter(title: "changed") }
            if Int.random(in: 0..<5, using: &random) == 0 { kept.indexTitle = kept.indexTitle == nil ? "N" : nil }
            next.removeAll { $0.sectionID == kept.sectionID }
            next.append(kept)
        }
        return next.sorted { $0.sectionID < $1.sectionID }
    }

    private static func cell(_ id: Int64, _ random: inout SeededRandom) -> Cell {
        Cell(cellID: id, cellType: ["A", "B"].randomElement(using: &random) ?? "A",
             viewModel: .init(integerLiteral: Int64.random(in: 0...2, using: &random)))
    }
}
