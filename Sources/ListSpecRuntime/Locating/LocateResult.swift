/// A row of a table: where it is and what it is.
public struct LocatedCell: Sendable {
    public var section: Int
    public var row: Int
    public var sectionID: Int64
    public var cell: Cell

    public var indexPathText: String { "[\(section), \(row)]" }
}

/// A section of a table: where it is and what it is.
public struct LocatedSection: Sendable {
    public var index: Int
    public var section: Section
}

/// The answer of `locate`: the place asked for, or why there is none and the nearest valid places.
public enum LocateResult: Sendable {
    case cell(LocatedCell)
    case section(LocatedSection)
    /// `message` says what is missing and names the nearest place; `nearestCells` and
    /// `nearestSections` list those places (at most two: one on either side).
    case notFound(message: String, nearestCells: [LocatedCell], nearestSections: [LocatedSection])

    public var isFound: Bool {
        if case .notFound = self { return false }
        return true
    }
}
