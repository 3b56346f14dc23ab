/// A row of a table: where it is and what it is.
public struct LocatedCell: Sendable {
    /// The section's index.
    public var section: Int
    /// The row's index in its section.
    public var row: Int
    /// The ID of the cell's section.
    public var sectionID: Int64
    /// The cell.
    public var cell: Cell

    /// The index path as text: `[section, row]`.
    public var indexPathText: String { "[\(section), \(row)]" }
}

/// A section of a table: where it is and what it is.
public struct LocatedSection: Sendable {
    /// The section's index.
    public var index: Int
    /// The section.
    public var section: Section
}

/// The answer of `locate`: the place asked for, or why there is none and the nearest valid places.
public enum LocateResult: Sendable {
    /// A row was asked for, and found.
    case cell(LocatedCell)
    /// A section was asked for, and found.
    case section(LocatedSection)
    /// `message` says what is missing and names the nearest place; `nearestCells` and
    /// `nearestSections` list those places (at most two: one on either side).
    case notFound(message: String, nearestCells: [LocatedCell], nearestSections: [LocatedSection])

    /// Whether the place was found.
    public var isFound: Bool {
        if case .notFound = self { return false }
        return true
    }
}
