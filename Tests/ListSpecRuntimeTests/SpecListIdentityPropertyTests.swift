import Foundation
import Testing
import ListSpecRuntime
import ListSpecTestSupport

/// Contract section 17: the identities `SpecList` gives SwiftUI animate as `listspec diff`
/// prints. For random spec pairs, read as an app reads them (`Spec(json:)`), the rows whose
/// identity SwiftUI keeps, loses and gains are exactly the diff's kept rows, deletes and
/// inserts, and likewise for sections.
@Suite struct SpecListIdentityPropertyTests {
    @Test(arguments: 0..<2)
    func identitiesKeptLostAndGainedAreTheDiffsKeptRowsDeletesAndInserts(shard: Int) throws {
        var rng = SeededRandom(seed: 0x5357_4946_5455_4921 &+ UInt64(shard))
        var compared = (tables: 0, lost: 0, gained: 0)
        for pair in 0..<300 {
            let oldTables = SpecGenerator.tables(&rng)
            let newTables = SpecMutator.mutate(oldTables, &rng)
            let old = try Spec(json: Data(SpecWriter.jsonText(oldTables).utf8))
            let new = try Spec(json: Data(SpecWriter.jsonText(newTables).utf8))
            for oldTable in old.tables {
                guard let newTable = new.table(named: oldTable.name) else { continue }
                // A restyled table is a new table view in UIKit, but the same List in SwiftUI: its
                // rows animate as the diff of its content in one style prints them.
                var sameStyle = newTable
                sameStyle.style = oldTable.style
                let diff = SpecDiffer.diff(old: Spec(path: "old", tables: [oldTable]), new: Spec(path: "new", tables: [sameStyle]))
                let context = "shard \(shard) pair \(pair), table \(oldTable.name)"
                try #require(diff.tables.count == 1, "\(context)")
                let expected = Expected(diff.tables[0])
                let before = SpecListContent(oldTable.sections, style: oldTable.style, platform: .iOS)
                let after = SpecListContent(newTable.sections, style: newTable.style, platform: .iOS)
                let oldIDs = Set(before.rowIDs), newIDs = Set(after.rowIDs)
                #expect(oldIDs.count == before.rowIDs.count && newIDs.count == after.rowIDs.count, "\(context)")
                #expect(oldIDs.subtracting(newIDs) == expected.deletedRows, "\(context): lost")
                #expect(newIDs.subtracting(oldIDs) == expected.insertedRows, "\(context): gained")
                #expect(oldIDs.intersection(newIDs) == oldIDs.subtracting(expected.deletedRows), "\(context): kept")
                let oldSections = Set(before.sections.map(\.id)), newSections = Set(after.sections.map(\.id))
                #expect(oldSections.subtracting(newSections) == expected.deletedSections, "\(context): sections lost")
                #expect(newSections.subtracting(oldSections) == expected.insertedSections, "\(context): sections gained")
                compared.tables += 1
                compared.lost += expected.deletedRows.count
                compared.gained += expected.insertedRows.count
            }
        }
        // The pairs exercise the property: many tables, rows deleted and inserted.
        #expect(compared.tables > 200 && compared.lost > 100 && compared.gained > 100)
    }

    /// What the diff says goes and comes: the sections and rows of its section changes (which
    /// `listspec diff` prints; for a reloaded section too), checked against the batch update.
    private struct Expected {
        var deletedSections = Set<Int64>(), insertedSections = Set<Int64>()
        var deletedRows = Set<ListItemID>(), insertedRows = Set<ListItemID>()

        init(_ diff: TableDiff) {
            guard diff.change == .modified, let oldTable = diff.oldTable, let newTable = diff.newTable else { return }
            for change in diff.sectionChanges {
                let id = change.sectionID
                switch change.kind {
                case .deleted:
                    deletedSections.insert(id)
                    deletedRows.formUnion((change.old?.cells ?? []).map { ListItemID(sectionID: id, cellID: $0.cellID) })
                case .inserted:
                    insertedSections.insert(id)
                    insertedRows.formUnion((change.new?.cells ?? []).map { ListItemID(sectionID: id, cellID: $0.cellID) })
                case .kept, .reloaded:
                    for cell in change.cells where cell.kind == .deleted { deletedRows.insert(ListItemID(sectionID: id, cellID: cell.cellID)) }
                    for cell in change.cells where cell.kind == .inserted { insertedRows.insert(ListItemID(sectionID: id, cellID: cell.cellID)) }
                }
            }
            // The batch update UIKit performs says the same for every section it does not reload.
            let update = diff.update
            #expect(Set(update.deleteSections.map { oldTable.sections[$0].sectionID }) == deletedSections)
            #expect(Set(update.insertSections.map { newTable.sections[$0].sectionID }) == insertedSections)
            let reloaded = Set(update.reloadSections.map { oldTable.sections[$0].sectionID })
            let rowsOutsideReloads = { (rows: Set<ListItemID>, sections: Set<Int64>) in
                rows.filter { !reloaded.contains($0.sectionID) && !sections.contains($0.sectionID) }
            }
            let updateDeletes = Set(update.deleteRows.map { path in
                ListItemID(sectionID: oldTable.sections[path.section].sectionID, cellID: oldTable.sections[path.section].cells[path.row].cellID)
            })
            let updateInserts = Set(update.insertRows.map { path in
                ListItemID(sectionID: newTable.sections[path.section].sectionID, cellID: newTable.sections[path.section].cells[path.row].cellID)
            })
            #expect(updateDeletes == rowsOutsideReloads(deletedRows, deletedSections))
            #expect(updateInserts == rowsOutsideReloads(insertedRows, insertedSections))
        }
    }
}
