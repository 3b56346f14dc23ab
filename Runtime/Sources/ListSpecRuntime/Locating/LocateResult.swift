/// A row of a table: where it is and what it is.
package struct LocatedCell: Sendable {
    /// The section's index.
    package var section: Int
    /// The row's index in its section.
    package var row: Int
    /// The ID of the cell's section.
    package var sectionID: Int64
    /// The cell.
    package var cell: Cell

    /// The index path as text: `[section, row]`.
    package var indexPathText: String { "[\(section), \(row)]" }
}

/// A section of a table: where it is and what it is.
package struct LocatedSection: Sendable {
    /// The section's index.
    package var index: Int
    /// The section.
    package var section: Section
}

/// The answer of `locate`: the place asked for, or why there is none and the nearest valid places.
package enum LocateResult: Sendable {
    /// A row was asked for, and found.
    case cell(LocatedCell)
    /// A section was asked for, and found.
    case section(LocatedSection)
    /// `message` says what is missing and names the nearest place; `nearestCells` and
    /// `nearestSections` list those places (at most two: one on either side).
    case notFound(message: String, nearestCells: [LocatedCell], nearestSections: [LocatedSection])

    /// Whether the place was found.
    package var isFound: Bool {
        if case .notFound = self { return false }
        return true
    }
}
