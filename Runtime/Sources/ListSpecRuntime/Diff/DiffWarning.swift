/// A change whose batch update is valid but likely animates other than its author meant
/// (contract section 4, "Warnings"): `listspec diff` prints it on standard error, and as the
/// `warnings` array of `--format json`. The batch update itself never changes because of it.
public struct DiffWarning: Sendable, Equatable {
    /// What the warning is about.
    public enum Rule: String, Sendable, CaseIterable {
        /// `renumbered-cells`: surviving cells whose old contents now stand under neighbouring
        /// cellIDs, as after renumbering rows to make room for a new one (or to move one):
        /// UIKit reloads those rows instead of inserting or moving one.
        case renumberedCells = "renumbered-cells"
    }

    /// The table's name.
    public var table: String
    /// What the warning is about.
    public var rule: Rule
    /// The first section of the table the warning is about (sections in ascending sectionID).
    public var sectionID: Int64
    /// The cells of that section the warning is about, ascending.
    public var cellIDs: [Int64]
    /// The warning in words: the table, every section and cellID it is about, what UIKit will
    /// do and what to do instead.
    public var message: String

    /// A warning, as the differ makes it.
    package init(table: String, rule: Rule, sectionID: Int64, cellIDs: [Int64], message: String) {
        self.table = table
        self.rule = rule
        self.sectionID = sectionID
        self.cellIDs = cellIDs
        self.message = message
    }
}

extension DiffWarning {
    /// The one warning of a table whose kept sections hold renumbered-looking rows (`sections`
    /// ascending by sectionID, each with its cellIDs ascending; not empty).
    static func renumberedCells(table: String, sections: [(sectionID: Int64, cellIDs: [Int64])]) -> DiffWarning {
        let places = sections.map { "sectionID \($0.sectionID) cellID\($0.cellIDs.count == 1 ? "" : "s") \(listed($0.cellIDs))" }
            .joined(separator: "; ")
        let one = sections.count == 1 && sections[0].cellIDs.count == 1
        let message = "table '\(table)', \(places): "
            + (one ? "its content moved between it and a neighbouring cellID, as after a renumbering, so UIKit will reload this row "
                : "their contents moved to neighbouring cellIDs, as after a renumbering, so UIKit will reload these rows ")
            + "instead of inserting or moving one. "
            + "Give a new or moved row a free cellID between its neighbours (leave gaps: 10, 20, 30) and keep "
            + "the other rows' IDs; see \(DocumentationLink.choosingIDs)"
        return DiffWarning(table: table, rule: .renumberedCells, sectionID: sections[0].sectionID,
                           cellIDs: sections[0].cellIDs, message: message)
    }

    /// `4, 5, 6`; a long list shows its first IDs and how many there are (the JSON has them all).
    private static func listed(_ ids: [Int64]) -> String {
        let shown = 8
        let text = ids.prefix(shown).map(String.init).joined(separator: ", ")
        return ids.count > shown ? "\(text), … (\(ids.count) in all)" : text
    }
}
