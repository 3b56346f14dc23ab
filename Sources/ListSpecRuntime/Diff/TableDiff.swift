/// One table's diff: the batch update UIKit needs, and the detail a report shows.
public struct TableDiff: Sendable {
    public var name: String
    public var change: TableChange
    /// Empty unless `change` is `modified`.
    public var update: BatchUpdate
    /// The table in the old spec (nil when added) and in the new one (nil when removed).
    public var oldTable: Table?
    public var newTable: Table?
    /// The sections that changed, in merge order (ascending sectionID): deleted,
    /// inserted, reloaded, or kept with changed rows or a changed index title.
    /// Worked out when asked (a report wants it; an app performing the update does not).
    public var sectionChanges: [SectionChange] {
        guard change == .modified, let oldTable, let newTable else { return [] }
        return SpecDiffer.sectionChanges(old: oldTable, new: newTable)
    }

    package init(name: String, change: TableChange, update: BatchUpdate = .none, oldTable: Table?, newTable: Table?) {
        self.name = name
        self.change = change
        self.update = update
        self.oldTable = oldTable
        self.newTable = newTable
    }
}

/// Both specs' diff: every table named in either, old file's order first.
public struct SpecDiff: Sendable {
    public var tables: [TableDiff]

    public init(tables: [TableDiff]) { self.tables = tables }

    public var hasChanges: Bool { tables.contains { $0.change != .unchanged } }
}
