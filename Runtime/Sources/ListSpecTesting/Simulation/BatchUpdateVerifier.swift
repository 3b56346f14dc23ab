import ListSpecRuntime

/// Why a table's computed update is not safe or not right.
public struct VerificationFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The table's name.
    public var table: String
    /// What UIKit would raise, when the simulator refused the update.
    public var exception: BatchUpdateError?
    /// What is wrong, in words.
    public var message: String

    /// `table 'name': message`, with UIKit's exception name when the simulator refused the update.
    public var description: String {
        exception == nil ? "table '\(table)': \(message)"
                         : "table '\(table)': NSInternalInconsistencyException: \(message)"
    }
}

/// Proves a diff: applies its update to the OLD table with the simulator and
/// checks the result is the NEW table (the ID at every index path, every
/// changed cell and section reloaded, nothing else), and that nothing in both
/// versions was deleted and inserted.
public enum BatchUpdateVerifier {
    /// Proves one table's diff; returns when the update is safe and right.
    /// - Throws: ``VerificationFailure`` saying what is wrong.
    public static func verify(_ diff: TableDiff) throws(VerificationFailure) {
        var check = Check(table: diff.name)
        switch diff.change {
        case .added, .removed, .restyled:
            try check.require(diff.update.isEmpty, "is \(diff.change.rawValue) but has a batch update")
            try check.require((diff.oldTable == nil) == (diff.change == .added) && (diff.newTable == nil) == (diff.change == .removed),
                              "is \(diff.change.rawValue) but is in the wrong files")
            if diff.change == .restyled, let old = diff.oldTable, let new = diff.newTable {
                try check.require(old.style != new.style, "is restyled but keeps its style \(old.style.rawValue)")
            }
        case .unchanged, .modified:
            guard let old = diff.oldTable, let new = diff.newTable else {
                throw check.failure("is \(diff.change.rawValue) but is missing from one of the files")
            }
            try check.require(old.style == new.style, "changed style \(old.style.rawValue) -> \(new.style.rawValue) but is \(diff.change.rawValue)")
            try check.result(of: diff.update, old: old, new: new)
            if diff.change == .unchanged {
                try check.require(!check.anythingChanged, "changed but is reported unchanged")
            } else {
                try check.require(check.anythingChanged, "is reported modified but nothing changed")
            }
        }
    }
}

private struct Check {
    let table: String
    /// Set while checking: whether the two versions differ at all.
    var anythingChanged = false

    init(table: String) { self.table = table }

    func failure(_ message: String) -> VerificationFailure {
        VerificationFailure(table: table, exception: nil, message: message)
    }

    func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(VerificationFailure) {
        if !condition { throw failure(message()) }
    }

    mutating func result(of update: BatchUpdate, old: Table, new: Table) throws(VerificationFailure) {
        let simulated: SimulatedTable
        do {
            simulated = try BatchUpdateSimulator.apply(update, to: old, dataSource: new)
        } catch {
            throw VerificationFailure(table: table, exception: error, message: error.description)
        }
        anythingChanged = !update.isEmpty
        let titlesChanged = old.indexTitles != new.indexTitles
        try require(update.reloadSectionIndexTitles == titlesChanged,
                    titlesChanged ? "the section index titles changed but are not reloaded"
                                  : "reloads the section index titles, which did not change")
        try sectionsNotReplaced(old.sections, new.sections, update)
        for (newIndex, section) in simulated.sections.enumerated() {
            let newSection = new.sections[newIndex]
            switch section.origin {
            case .inserted:
                continue
            case .reloaded(let oldIndex):
                let oldSection = old.sections[oldIndex]
                try sameSectionID(oldSection, at: oldIndex, newSection, at: newIndex)
                try require(!drawsTheSame(oldSection, newSection),
                            "section [\(oldIndex)] (sectionID \(newSection.sectionID)) is reloaded but its header, footer and viewModel did not change")
                if oldSection.indexTitle != newSection.indexTitle { anythingChanged = true }
            case .kept(let oldIndex):
                let oldSection = old.sections[oldIndex]
                try sameSectionID(oldSection, at: oldIndex, newSection, at: newIndex)
                if let field = SectionChange.changedFields(oldSection, newSection).first(where: \.reloadsSection) {
                    throw failure("section [\(oldIndex)] (sectionID \(newSection.sectionID)): \(field.rawValue) changed but the section is not reloaded")
                }
                if oldSection.indexTitle != newSection.indexTitle { anythingChanged = true }
                try rows(section.rows, of: oldSection, at: oldIndex, newSection, at: newIndex)
            }
        }
    }

    private func drawsTheSame(_ old: Section, _ new: Section) -> Bool {
        old.header == new.header && old.footer == new.footer && old.viewModel == new.viewModel
    }

    private func sameSectionID(_ old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int) throws(VerificationFailure) {
        try require(old.sectionID == new.sectionID,
                    "after the update, section \(newIndex) shows section \(old.sectionID) (old index \(oldIndex)) but the new table has section \(new.sectionID) there")
    }

    private func rows(_ origins: [SimulatedTable.Origin], of old: Section, at oldIndex: Int, _ new: Section, at newIndex: Int) throws(VerificationFailure) {
        for (newRow, origin) in origins.enumerated() {
            let newCell = new.cells[newRow]
            switch origin {
            case .inserted:
                continue
            case .kept(let oldRow), .reloaded(let oldRow):
                let oldCell = old.cells[oldRow]
                let place = "[\(newIndex), \(newRow)]"
                try require(oldCell.cellID == newCell.cellID,
                            "after the update, row \(place) shows cell \(oldCell.cellID) (old [\(oldIndex), \(oldRow)]) but the new table has cell \(newCell.cellID) there")
                let same = oldCell.hasSameContent(as: newCell)
                if case .kept = origin, !same {
                    let fields = CellChange.changedFields(oldCell, newCell).map(\.rawValue).joined(separator: ", ")
                    throw failure("cellID \(newCell.cellID) at [\(oldIndex), \(oldRow)] (sectionID \(new.sectionID)): \(fields) changed but the row is not reloaded")
                }
                if case .reloaded = origin, same {
                    throw failure("cellID \(newCell.cellID) at [\(oldIndex), \(oldRow)] (sectionID \(new.sectionID)) is reloaded but did not change")
                }
            }
        }
        try cellsNotReplaced(origins, old, new)
    }

    /// No section in both versions is deleted and inserted (the update would be right but not minimal).
    private mutating func sectionsNotReplaced(_ old: [Section], _ new: [Section], _ update: BatchUpdate) throws(VerificationFailure) {
        let deleted = update.deleteSections.sorted().map { old[$0].sectionID }
        let inserted = update.insertSections.sorted().map { new[$0].sectionID }
        if let id = firstCommon(deleted, inserted) {
            throw failure("sectionID \(id) is in both versions but is deleted and inserted")
        }
    }

    /// No cell in both versions of a kept section is deleted and inserted: the old rows
    /// no new row comes from were deleted, the new rows from no old row inserted.
    private func cellsNotReplaced(_ origins: [SimulatedTable.Origin], _ old: Section, _ new: Section) throws(VerificationFailure) {
        guard origins.count != old.cells.count || origins.contains(.inserted) else { return }
        var survivingOldRow = Array(repeating: false, count: old.cells.count)
        var inserted: [Int64] = []
        for (newRow, origin) in origins.enumerated() {
            switch origin {
            case .inserted: inserted.append(new.cells[newRow].cellID)
            case .kept(let oldRow), .reloaded(let oldRow): survivingOldRow[oldRow] = true
            }
        }
        let deleted = old.cells.indices.filter { !survivingOldRow[$0] }.map { old.cells[$0].cellID }
        if let id = firstCommon(deleted, inserted) {
            throw failure("cell \(id) of section \(new.sectionID) is in both versions but is deleted and inserted")
        }
    }

    /// The first value in both ascending lists.
    private func firstCommon(_ a: [Int64], _ b: [Int64]) -> Int64? {
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] { return a[i] }
            if a[i] < b[j] { i += 1 } else { j += 1 }
        }
        return nil
    }
}
