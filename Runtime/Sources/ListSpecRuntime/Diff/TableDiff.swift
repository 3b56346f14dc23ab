/// One table's diff: the batch update UIKit needs, and the detail a report shows.
public struct TableDiff: Sendable {
    /// The table's name.
    public var name: String
    /// What happened to the table: unchanged, modified, added, removed or restyled.
    public var change: TableChange
    /// Empty unless `change` is `modified`.
    public var update: BatchUpdate
    /// The table in the old spec (nil when added) and in the new one (nil when removed).
    public var oldTable: Table?
    /// The table in the new spec (nil when removed).
    public var newTable: Table?
    /// Set when the change looks like a renumbering: rows will reload instead of one being
    /// inserted or moved (``DiffWarning``). The update is the same either way.
    public var warning: DiffWarning?
    /// The sections that changed, in merge order (ascending sectionID): deleted,
    /// inserted, reloaded, or kept with changed rows or a changed index title.
    /// Worked out when asked (a report wants it; an app performing the update does not).
    public var sectionChanges: [SectionChange] {
        guard change == .modified, let oldTable, let newTable else { return [] }
        return SpecDiffer.sectionChanges(old: oldTable, new: newTable)
    }

    /// `sectionChanges` one at a time, for a report that writes each as it comes (a large table's
    /// changes are never all held).
    package func forEachSectionChange(_ body: (SectionChange) -> Void) {
        guard change == .modified, let oldTable, let newTable else { return }
        SpecDiffer.forEachSectionChange(old: oldTable, new: newTable, body)
    }

    package init(name: String, change: TableChange, update: BatchUpdate = .none, oldTable: Table?, newTable: Table?,
                 warning: DiffWarning? = nil) {
        self.name = name
        self.change = change
        self.update = update
        self.oldTable = oldTable
        self.newTable = newTable
        self.warning = warning
    }
}

/// Both specs' diff: every table named in either, old file's order first.
public struct SpecDiff: Sendable {
    /// One diff per table named in either spec, the old spec's tables first, in its order.
    public var tables: [TableDiff]
    /// The types, fields, enum cases and cell types declared otherwise in the new spec (the
    /// `declarations` of `listspec diff --format json`, absent there when empty). They change
    /// no row, so no batch update holds them.
    public var declarations: [DeclarationChange]

    /// A diff of these tables, and of these declarations.
    public init(tables: [TableDiff], declarations: [DeclarationChange] = []) {
        self.tables = tables
        self.declarations = declarations
    }

    /// Whether any table or declaration changed (what makes `listspec diff` exit 1).
    public var hasChanges: Bool { tables.contains { $0.change != .unchanged } || !declarations.isEmpty }

    /// The tables' warnings, one per table affected, in the tables' order: the `warnings`
    /// of `listspec diff --format json` (absent there when empty).
    public var warnings: [DiffWarning] { tables.compactMap(\.warning) }
}
