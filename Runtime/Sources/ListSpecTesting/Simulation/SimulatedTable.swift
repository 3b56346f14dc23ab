import ListSpecRuntime

/// A table after a simulated batch update: where each section and row of the
/// new table came from.
public struct SimulatedTable: Equatable, Sendable {
    /// Where a section or row after the update came from.
    public enum Origin: Equatable, Sendable {
        /// New content asked of the data source (an insert, or a row of an inserted or reloaded section).
        case inserted
        /// The old item at this index (old coordinates), redrawn from the data source.
        case reloaded(old: Int)
        /// The old item at this index, kept as it was on screen.
        case kept(old: Int)
    }

    /// A section after the update: where it came from, and each of its rows.
    public struct Section: Equatable, Sendable {
        /// Where the section came from.
        public var origin: Origin
        /// One origin per row; `.inserted` for every row of an inserted or reloaded section.
        public var rows: [Origin]
    }

    /// The sections after the update, in order.
    public var sections: [Section]
}
