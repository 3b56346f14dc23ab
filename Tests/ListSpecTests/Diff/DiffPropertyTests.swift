import Testing
import ListSpecTestSupport
@testable import ListSpec
import ListSpecRuntime
import ListSpecTesting

/// Thousands of random spec pairs: each diff must equal a naive oracle written
/// straight from contract section 4, keep every contract invariant, and replay
/// through the UIKit simulator into the new table.
@Suite struct DiffPropertyTests {
    /// 4 x 520 = 2080 pairs, in shards that run in parallel.
    static let shards = 4
    static let pairCount = 520

    @Test(arguments: 0..<shards)
    func randomSpecPairsGiveSafeMinimalUpdates(shard: Int) throws {
        var rng = SeededRandom(seed: 0x6C69_7374_7370_6563 &+ UInt64(shard))
        var stats = (tables: 0, modified: 0, verifierMutations: 0, json: 0)
        for pair in 0..<Self.pairCount {
            let oldTables = SpecGenerator.tables(&rng)
            let newTables = SpecMutator.mutate(oldTables, &rng)
            let oldJSON = rng.chance(0.25), newJSON = rng.chance(0.25)
            if oldJSON || newJSON { stats.json += 1 }
            let oldText = SpecWriter.text(oldTables, json: oldJSON, shorthand: rng.chance(0.5))
            let newText = SpecWriter.text(newTables, json: newJSON, shorthand: rng.chance(0.5))
            let loader = SpecLoader()
            let oldLoaded = loader.load(bytes: Array(oldText.utf8), path: oldJSON ? "old.json" : "old.yaml", isJSON: oldJSON)
            let newLoaded = loader.load(bytes: Array(newText.utf8), path: newJSON ? "new.json" : "new.yaml", isJSON: newJSON)
            guard let old = oldLoaded.spec, let new = newLoaded.spec, !oldLoaded.hasErrors, !newLoaded.hasErrors else {
                Issue.record("shard \(shard) pair \(pair): generated spec refused: \(oldLoaded.findings.map(\.message)) \(newLoaded.findings.map(\.message))\n\(oldText)\n---\n\(newText)")
                return
            }
            let diff = SpecDiffer.diff(old: old, new: new)
            let expected = Oracle.diff(old: old, new: new)
            #expect(diff.tables.map(\.name) == expected.map(\.name), "shard \(shard) pair \(pair)")
            for (table, oracle) in zip(diff.tables, expected) {
                stats.tables += 1
                let context = "shard \(shard) pair \(pair), table \(table.name)\n\(oldText)\n---\n\(newText)"
                #expect(table.change == oracle.change, "\(context)")
                #expect(table.update == oracle.update, "\(context)")
                checkInvariants(table, context)
                do {
                    try BatchUpdateVerifier.verify(table)
                } catch {
                    Issue.record("\(error)\n\(context)")
                }
                if table.change == .modified, !table.update.isEmpty {
                    stats.modified += 1
                    // Leaving out any one call must be caught.
                    var broken = table
                    dropOne(from: &broken.update, &rng)
                    #expect(throws: VerificationFailure.self, "\(context)") { try BatchUpdateVerifier.verify(broken) }
                    stats.verifierMutations += 1
                }
            }
        }
        #expect(stats.modified > Self.pairCount / 2)
        #expect(stats.json > Self.pairCount / 4)
    }

    private func checkInvariants(_ table: TableDiff, _ context: String) {
        let u = table.update
        // A renumbering warning names reloaded rows of its table, one or more of one section.
        if let warning = table.warning, let old = table.oldTable {
            #expect(warning.table == table.name && !warning.cellIDs.isEmpty && warning.cellIDs == warning.cellIDs.sorted(), "\(context)")
            let reloaded = Set(u.reloadRows.map { old.sections[$0.section].sectionID.description + "/" + old.sections[$0.section].cells[$0.row].cellID.description })
            #expect(warning.cellIDs.allSatisfy { reloaded.contains("\(warning.sectionID)/\($0)") }, "\(context)")
        }
        for list in [u.deleteSections, u.insertSections, u.reloadSections] {
            #expect(list == Array(Set(list)).sorted(), "sorted, unique: \(context)")
        }
        for list in [u.deleteRows, u.insertRows, u.reloadRows] {
            #expect(list == Array(Set(list)).sorted(), "sorted, unique: \(context)")
        }
        if table.change != .modified { #expect(u == .none, "\(context)") }
        // No row of a deleted or reloaded section in deleteRows/reloadRows, none of an inserted or reloaded one in insertRows.
        let gone = Set(u.deleteSections + u.reloadSections)
        #expect(!(u.deleteRows + u.reloadRows).contains { gone.contains($0.section) }, "\(context)")
        if let new = table.newTable, let old = table.oldTable {
            let reloadedNew = Set(u.reloadSections.compactMap { index in new.sections.firstIndex { $0.sectionID == old.sections[index].sectionID } })
            let fresh = Set(u.insertSections).union(reloadedNew)
            #expect(!u.insertRows.contains { fresh.contains($0.section) }, "\(context)")
        }
    }

    private func dropOne(from update: inout BatchUpdate, _ rng: inout SeededRandom) {
        var choices: [Int] = []
        if !update.deleteSections.isEmpty { choices.append(0) }
        if !update.insertSections.isEmpty { choices.append(1) }
        if !update.reloadSections.isEmpty { choices.append(2) }
        if !update.deleteRows.isEmpty { choices.append(3) }
        if !update.insertRows.isEmpty { choices.append(4) }
        if !update.reloadRows.isEmpty { choices.append(5) }
        if update.reloadSectionIndexTitles { choices.append(6) }
        switch rng.pick(choices) {
        case 0: update.deleteSections.remove(at: Int.random(in: 0..<update.deleteSections.count, using: &rng))
        case 1: update.insertSections.remove(at: Int.random(in: 0..<update.insertSections.count, using: &rng))
        case 2: update.reloadSections.remove(at: Int.random(in: 0..<update.reloadSections.count, using: &rng))
        case 3: update.deleteRows.remove(at: Int.random(in: 0..<update.deleteRows.count, using: &rng))
        case 4: update.insertRows.remove(at: Int.random(in: 0..<update.insertRows.count, using: &rng))
        case 5: update.reloadRows.remove(at: Int.random(in: 0..<update.reloadRows.count, using: &rng))
        default: update.reloadSectionIndexTitles = false
        }
    }
}

/// Contract section 4 the slow, obvious way: look every ID up in a dictionary,
/// compare values by a canonical text (map keys sorted). Shares no code with the differ.
enum Oracle {
    struct Expected {
        var name: String
        var change: TableChange
        var update: BatchUpdate
    }

    static func diff(old: Spec, new: Spec) -> [Expected] {
        var names: [String] = []
        for table in old.tables + new.tables where !names.contains(table.name) { names.append(table.name) }
        return names.map { name in
            let o = old.tables.first { $0.name == name }, n = new.tables.first { $0.name == name }
            guard let o else { return Expected(name: name, change: .added, update: .none) }
            guard let n else { return Expected(name: name, change: .removed, update: .none) }
            if o.style != n.style { return Expected(name: name, change: .restyled, update: .none) }
            return table(o, n)
        }
    }

    static func table(_ old: Table, _ new: Table) -> Expected {
        var u = BatchUpdate()
        var changed = false
        var newIndexByID: [Int64: Int] = [:]
        for (i, s) in new.sections.enumerated() { newIndexByID[s.sectionID] = i }
        let oldIDs = Set(old.sections.map(\.sectionID))
        u.insertSections = new.sections.indices.filter { !oldIDs.contains(new.sections[$0].sectionID) }
        for (i, o) in old.sections.enumerated() {
            guard let j = newIndexByID[o.sectionID] else { u.deleteSections.append(i); continue }
            let n = new.sections[j]
            if o.indexTitle != n.indexTitle { changed = true }
            if canonical(o.header) != canonical(n.header) || canonical(o.footer) != canonical(n.footer)
                || canonical(o.viewModel) != canonical(n.viewModel) {
                u.reloadSections.append(i)
                continue
            }
            var newRowByID: [Int64: Int] = [:]
            for (r, c) in n.cells.enumerated() { newRowByID[c.cellID] = r }
            let oldCellIDs = Set(o.cells.map(\.cellID))
            for (r, c) in o.cells.enumerated() {
                guard let s = newRowByID[c.cellID] else { u.deleteRows.append(TableIndexPath(section: i, row: r)); continue }
                if canonical(c) != canonical(n.cells[s]) { u.reloadRows.append(TableIndexPath(section: i, row: r)) }
            }
            for (s, c) in n.cells.enumerated() where !oldCellIDs.contains(c.cellID) {
                u.insertRows.append(TableIndexPath(section: j, row: s))
            }
        }
        u.insertRows.sort()
        u.reloadSectionIndexTitles = old.indexTitles != new.indexTitles
        changed = changed || !u.isEmpty
        return Expected(name: old.name, change: changed ? .modified : .unchanged, update: changed ? u : .none)
    }

    static func canonical(_ cell: Cell) -> String {
        [cell.cellType, canonical(cell.viewModel), canonical(cell.height), canonical(cell.estimatedHeight),
         cell.action ?? "∅", String(cell.deletable)].joined(separator: "|")
    }

    static func canonical(_ h: HeaderFooter?) -> String {
        guard let h else { return "∅" }
        return "{\(h.title ?? "∅")|\(h.view ?? "∅")|\(canonical(h.height))}"
    }

    static func canonical(_ h: Height?) -> String {
        switch h {
        case nil: return "∅"
        case .automatic?: return "auto"
        case .points(let n)?: return "\(n.doubleValue)"
        }
    }

    static func canonical(_ v: Value?) -> String {
        guard let v else { return "∅" }
        switch v.content {
        case .null: return "null"
        case .bool(let b): return "b:\(b)"
        case .int(let i): return "i:\(i)"
        case .double(let d): return "d:\(d)"
        case .string(let s): return "s:\(s.debugDescription)"
        case .list(let items): return "[" + items.map { canonical($0) }.joined(separator: ",") + "]"
        case .map(let pairs):
            return "{" + pairs.map { "\($0.key.debugDescription):\(canonical($0.value))" }.sorted().joined(separator: ",") + "}"
        }
    }
}
