/// A cell field whose change reloads the row (contract section 4).
public enum CellField: String, Sendable, CaseIterable {
    case cellType, viewModel, height, estimatedHeight, action, deletable
}

/// What happened to one cell of a section in both versions.
public struct CellChange: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Only in the old section: `deleteRows` at `oldPath`.
        case deleted
        /// Only in the new section: `insertRows` at `newPath`.
        case inserted
        /// In both with other content: `reloadRows` at `oldPath`.
        case reloaded
    }

    public var kind: Kind
    public var cellID: Int64
    public var oldPath: TableIndexPath?
    public var newPath: TableIndexPath?
    public var old: Cell?
    public var new: Cell?
    /// For reloaded cells: which fields changed.
    public var fields: [CellField]

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
