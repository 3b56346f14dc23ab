/// A cell field whose change reloads the row (contract section 4).
public enum CellField: String, Sendable, CaseIterable {
    /// The cell key of that name (`cellType`, `viewModel`, `height`, `estimatedHeight`, `action`, `deletable`).
    case cellType, viewModel, height, estimatedHeight, action, deletable
}

/// What happened to one cell of a section in both versions.
public struct CellChange: Sendable {
    /// How the cell changed.
    public enum Kind: Sendable, Equatable {
        /// Only in the old section: `deleteRows` at `oldPath`.
        case deleted
        /// Only in the new section: `insertRows` at `newPath`.
        case inserted
        /// In both with other content: `reloadRows` at `oldPath`.
        case reloaded
    }

    /// How the cell changed: deleted, inserted or reloaded.
    public var kind: Kind
    /// The cell's ID.
    public var cellID: Int64
    /// Where the cell was in the old table (nil when inserted).
    public var oldPath: TableIndexPath?
    /// Where the cell is in the new table (nil when deleted).
    public var newPath: TableIndexPath?
    /// The cell in the old table (nil when inserted).
    public var old: Cell?
    /// The cell in the new table (nil when deleted).
    public var new: Cell?
    /// For reloaded cells: which fields changed.
    public var fields: [CellField]

    /// A cell change, as a report builds it.
    public init(kind: Kind, cellID: Int64, oldPath: TableIndexPath?, newPath: TableIndexPath?, old: Cell?, new: Cell?,
                fields: [CellField] = []) {
        self.kind = kind
        self.cellID = cellID
        self.oldPath = oldPath
        self.newPath = newPath
        self.old = old
        self.new = new
        self.fields = fields
    }

    /// The fields of a cell in both versions that differ (heights after cell-type defaults).
    public static func changedFields(_ old: Cell, _ new: Cell) -> [CellField] {
        var fields: [CellField] = []
        if !WrittenName.same(old.cellType, new.cellType) { fields.append(.cellType) }
        if old.viewModel != new.viewModel { fields.append(.viewModel) }
        if old.height != new.height { fields.append(.height) }
        if old.estimatedHeight != new.estimatedHeight { fields.append(.estimatedHeight) }
        if old.action != new.action { fields.append(.action) }
        if old.deletable != new.deletable { fields.append(.deletable) }
        return fields
    }
}
