import Foundation
import Testing
import ListSpecRuntime
import ListSpecTestSupport

/// Contract section 4, "Warnings": `SpecDiffer.diff` warns when a change looks like a renumbering
/// (rows whose contents moved to neighbouring cellIDs reload instead of one row being inserted,
/// deleted or moved), and only then; the batch update is the same either way.
@Suite struct RenumberingWarningTests {
    /// A section whose cells have these IDs and one-word viewModels.
    private func section(_ id: Int64, _ cells: [(Int64, String)], header: String? = nil) -> Section {
        Section(sectionID: id, header: header.map { HeaderFooter(title: $0) },
                cells: cells.map { Cell(cellID: $0.0, cellType: "Row", viewModel: Value(.string($0.1))) })
    }

    /// Cells 1, 2, 3, ... holding these viewModels.
    private func numbered(_ contents: [String], step: Int64 = 1) -> [(Int64, String)] {
        contents.enumerated().map { (Int64($0.offset + 1) * step, $0.element) }
    }

    private func diff(_ old: [Section], _ new: [Section]) -> SpecDiff {
        SpecDiffer.diff(old: Spec(path: "old", tables: [Table(name: "settings", sections: old)]),
                        new: Spec(path: "new", tables: [Table(name: "settings", sections: new)]))
    }

    private func warning(_ old: [(Int64, String)], _ new: [(Int64, String)]) -> DiffWarning? {
        diff([section(0, old)], [section(0, new)]).warnings.first
    }

    @Test func aRowInsertedByRenumberingTheRowsAfterIt() throws {
        // The case: VPN goes in at 4, the Hotspot row becomes 5, Notifications 6.
        let old = numbered(["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications"])
        let new = numbered(["Wi-Fi", "Bluetooth", "Cellular", "VPN", "Personal Hotspot", "Notifications"])
        let diff = diff([section(0, old)], [section(0, new)])
        let warning = try #require(diff.warnings.first)
        #expect(diff.warnings.count == 1)
        #expect(warning.table == "settings" && warning.rule == .renumberedCells && warning.rule.rawValue == "renumbered-cells")
        #expect(warning.sectionID == 0 && warning.cellIDs == [4, 5])
        #expect(warning.message.hasPrefix("table 'settings', sectionID 0 cellIDs 4, 5: their contents moved to neighbouring cellIDs"))
        #expect(warning.message.contains("UIKit will reload these rows instead of inserting or moving one"))
        #expect(warning.message.contains("free cellID between its neighbours") && warning.message.hasSuffix("see https://github.com/listspec/listspec/blob/main/Docs/SpecFormat.md#choosing-ids"))
        // The update is what it always was: rows 4 and 5 reload, 6 is inserted.
        #expect(diff.tables[0].update == BatchUpdate(insertRows: [TableIndexPath(section: 0, row: 5)],
                                                     reloadRows: [TableIndexPath(section: 0, row: 3), TableIndexPath(section: 0, row: 4)]))
        #expect(diff.tables[0].warning == warning)
    }

    @Test func aRowDeletedByRenumberingTheRowsAfterIt() throws {
        let old = numbered(["A", "B", "C", "D", "E"])
        let warning = try #require(self.warning(old, numbered(["A", "B", "D", "E"])))
        #expect(warning.cellIDs == [3, 4])
    }

    @Test func twoRowsInsertedByRenumberingShiftTheRestByTwo() throws {
        let old = numbered(["A", "B", "C", "D", "E", "F"])
        let warning = try #require(self.warning(old, numbered(["A", "B", "New 1", "New 2", "C", "D", "E", "F"])))
        #expect(warning.cellIDs == [3, 4, 5, 6])
        // Two deleted that way too.
        #expect(self.warning(old, numbered(["A", "D", "E", "F"]))?.cellIDs == [2, 3, 4])
    }

    @Test func aRowMovedByRenumberingTheRowsBetween() throws {
        // B moves below D: the rows between take its ID and the ones after; every row whose
        // content moved between neighbouring IDs is named (B's new row too).
        let old = numbered(["A", "B", "C", "D", "E"])
        #expect(warning(old, numbered(["A", "C", "D", "B", "E"]))?.cellIDs == [2, 3, 4])
        // D moves above B.
        #expect(warning(old, numbered(["A", "D", "B", "C", "E"]))?.cellIDs == [2, 3, 4])
    }

    /// Issue 46: a row added above a fixed last row by giving it the last row's ID and moving
    /// the last row to the next ID. One renumbered row is enough.
    @Test func oneRowRenumberedToMakeRoomWarns() throws {
        let old: [(Int64, String)] = [(10, "Wi-Fi"), (20, "Bluetooth"), (30, "Notifications")]
        let new: [(Int64, String)] = [(10, "Wi-Fi"), (20, "Bluetooth"), (30, "VPN"), (40, "Notifications")]
        let diff = diff([section(0, old)], [section(0, new)])
        let warning = try #require(diff.warnings.first)
        #expect(warning.cellIDs == [30])
        #expect(warning.message.hasPrefix("table 'settings', sectionID 0 cellID 30: its content moved between it and a neighbouring cellID"))
        #expect(warning.message.contains("UIKit will reload this row instead of inserting or moving one"))
        // The batch is what it always was: 30 reloads, 40 is inserted.
        #expect(diff.tables[0].update == BatchUpdate(insertRows: [TableIndexPath(section: 0, row: 3)],
                                                     reloadRows: [TableIndexPath(section: 0, row: 2)]))
        // The other way: the last row deleted by moving the one after it onto its ID.
        #expect(self.warning(new, old)?.cellIDs == [30])
    }

    @Test func twoRowsSwappingContentsWarn() throws {
        let old = numbered(["A", "B", "C", "D"], step: 10)
        #expect(warning(old, [(10, "A"), (20, "C"), (30, "B"), (40, "D")])?.cellIDs == [20, 30])
        // Far apart (more than three rows): no neighbours.
        let long = numbered((1...9).map { "c\($0)" })
        var swapped = long
        (swapped[0].1, swapped[8].1) = (swapped[8].1, swapped[0].1)
        #expect(warning(long, swapped) == nil)
    }

    @Test func idsWithGapsRenumberedByTheirStep() throws {
        let old = numbered(["A", "B", "C", "D"], step: 10)
        #expect(warning(old, numbered(["A", "New", "B", "C", "D"], step: 10))?.cellIDs == [20, 30, 40])
        // The right way: the new row takes a free ID between its neighbours, nothing else changes.
        let inserted = [(10, "A"), (15, "New"), (20, "B"), (30, "C"), (40, "D")] as [(Int64, String)]
        let diff = diff([section(0, old)], [section(0, inserted)])
        #expect(diff.warnings.isEmpty)
        #expect(diff.tables[0].update == BatchUpdate(insertRows: [TableIndexPath(section: 0, row: 1)]))
    }

    @Test func aRealReloadIsNoRenumbering() {
        let old = numbered(["A", "B", "C", "D", "E"])
        // New contents in place, one row or every row.
        #expect(warning(old, numbered(["A", "B2", "C2", "D", "E"])) == nil)
        #expect(warning(old, numbered(["A2", "B2", "C2", "D2", "E2"])) == nil)
        // Pure inserts and deletes.
        #expect(warning(old, [(1, "A"), (2, "B"), (3, "C"), (4, "D"), (5, "E"), (6, "F"), (7, "G")]) == nil)
        #expect(warning(old, [(1, "A"), (5, "E")]) == nil)
        // A real reload beside renumbered rows is not named: B moved from 2 to 3 (both rows
        // named), while 4's new Y is found nowhere and its D is gone.
        #expect(warning(old, numbered(["A", "X", "B", "Y", "E"]))?.cellIDs == [2, 3])
    }

    @Test func aContentThatStaysWhereItWasIsNoDestination() {
        // Rows 1 and 2 get new contents; their old ones also stand, unchanged, at 3 and 4.
        let old = numbered(["X", "Y", "X", "Y"])
        #expect(warning(old, numbered(["P", "Q", "X", "Y"])) == nil)
    }

    @Test func twoSeparateRunsInOneSection() throws {
        let old = numbered((1...12).map { "c\($0)" })
        // A row in at 2 and c4 gone (2 and 3 renumbered); the same at 9 with c11 gone.
        var new = old
        new[1].1 = "New"; new[2].1 = "c2"; new[3].1 = "c3"
        new[8].1 = "Newer"; new[9].1 = "c9"; new[10].1 = "c10"
        let warning = try #require(self.warning(old, new))
        // c2 and c3 moved down one row each (2 and 3 lost theirs, 3 and 4 got them).
        #expect(warning.cellIDs == [2, 3, 4, 9, 10, 11])
        #expect(warning.message.contains("sectionID 0 cellIDs 2, 3, 4, 9, 10, 11:"))
    }

    @Test func oneWarningPerTableNamingItsFirstSection() throws {
        let old = numbered(["A", "B", "C", "D"])
        let renumbered = numbered(["A", "New", "B", "C", "D"])
        let diff = diff([section(1, old), section(2, old), section(3, old)], [section(1, old), section(2, renumbered), section(3, renumbered)])
        #expect(diff.warnings.count == 1)
        let warning = try #require(diff.warnings.first)
        #expect(warning.sectionID == 2 && warning.cellIDs == [2, 3, 4])
        #expect(warning.message.hasPrefix("table 'settings', sectionID 2 cellIDs 2, 3, 4; sectionID 3 cellIDs 2, 3, 4: "))
    }

    @Test func aReloadedOrInsertedSectionBringsItsRowsWithNoWarning() {
        let old = numbered(["A", "B", "C", "D"])
        let renumbered = numbered(["A", "New", "B", "C", "D"])
        // The section's header changed: it reloads whole.
        #expect(diff([section(0, old, header: "Before")], [section(0, renumbered, header: "After")]).warnings.isEmpty)
        #expect(diff([section(0, old)], [section(1, renumbered)]).warnings.isEmpty)
    }

    @Test func eachTableAffectedGetsItsWarningInTableOrder() {
        let old = numbered(["A", "B", "C", "D"])
        let renumbered = numbered(["A", "New", "B", "C", "D"])
        func spec(_ tables: [(String, [(Int64, String)])]) -> Spec {
            Spec(path: "spec", tables: tables.map { Table(name: $0.0, sections: [section(0, $0.1)]) })
        }
        let diff = SpecDiffer.diff(old: spec([("b", old), ("same", old), ("a", old)]), new: spec([("b", renumbered), ("same", old), ("a", renumbered)]))
        #expect(diff.warnings.map(\.table) == ["b", "a"])
        #expect(SpecDiffer.diff(old: spec([("b", old), ("a", old)]), new: spec([("b", renumbered), ("a", renumbered)]), onlyTable: "a")
            .warnings.map(\.table) == ["a"])
    }

    @Test func aLongRunListsItsFirstIDsInTheMessageAndAllInTheWarning() throws {
        let old = numbered((1...40).map { "c\($0)" })
        let warning = try #require(self.warning(old, numbered(["New"] + (1...40).map { "c\($0)" })))
        #expect(warning.cellIDs == Array(1...40))
        #expect(warning.message.contains("cellIDs 1, 2, 3, 4, 5, 6, 7, 8, … (40 in all): "))
    }

    @Test func encodesAWarningsArrayOnlyWhenThereIsOne() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let old = numbered(["A", "B", "C"]), new = numbered(["New", "A", "B", "C"])
        let quiet = String(decoding: try encoder.encode(diff([section(0, old)], [section(0, old)])), as: UTF8.self)
        #expect(!quiet.contains("warnings"))
        let object = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(diff([section(0, old)], [section(0, new)]))) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings[0]["table"] as? String == "settings" && warnings[0]["rule"] as? String == "renumbered-cells")
        #expect(warnings[0]["sectionID"] as? Int == 0 && warnings[0]["cellIDs"] as? [Int] == [1, 2, 3])
        #expect((warnings[0]["message"] as? String)?.hasPrefix("table 'settings', sectionID 0 cellIDs 1, 2, 3: ") == true)
        #expect(Set(warnings[0].keys) == ["table", "rule", "sectionID", "cellIDs", "message"])
    }

    /// The definition, read naively: a reloaded cell (its ID in both, its content changed) whose
    /// old content stands at a new row within 3 of its own under an ID whose content changed (or
    /// is new), or whose new content stood at such an old row under an ID whose content changed
    /// (or is gone).
    private func renumberedIDs(_ old: [(Int64, String)], _ new: [(Int64, String)]) -> [Int64] {
        let oldByID = Dictionary(uniqueKeysWithValues: old), newByID = Dictionary(uniqueKeysWithValues: new)
        var ids: [Int64] = []
        for (r, cell) in old.enumerated() {
            guard let s = new.firstIndex(where: { $0.0 == cell.0 }), new[s].1 != cell.1 else { continue }
            let near = (1...3).flatMap { [-$0, $0] }
            let oldContentMoved = near.contains { d in
                new.indices.contains(s + d) && new[s + d].1 == cell.1 && oldByID[new[s + d].0] != new[s + d].1
            }
            let newContentCame = near.contains { d in
                old.indices.contains(r + d) && old[r + d].1 == new[s].1 && newByID[old[r + d].0] != old[r + d].1
            }
            if oldContentMoved || newContentCame { ids.append(cell.0) }
        }
        return ids
    }

    @Test(arguments: 0..<4)
    func randomSectionsWarnAsTheDefinitionReads(shard: UInt64) {
        var random = SeededRandom(seed: 0x5EED_0000 + shard)
        for _ in 0..<250 {
            // Few contents and IDs, so that contents travel between neighbours often.
            func cells() -> [(Int64, String)] {
                var id: Int64 = 0
                return (0..<Int.random(in: 0...14, using: &random)).map { _ in
                    id += Int64.random(in: 1...2, using: &random)
                    return (id, random.pick(["a", "b", "c", "d"]))
                }
            }
            let old = cells(), new = cells()
            #expect((warning(old, new)?.cellIDs ?? []) == renumberedIDs(old, new), "\(old) -> \(new)")
        }
    }
}
