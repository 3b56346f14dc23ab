/// A section field whose change a report shows.
public enum SectionField: String, Sendable, CaseIterable {
    /// The section key of that name (`header`, `footer`, `viewModel`, `indexTitle`).
    case header, footer, viewModel, indexTitle

    /// Header, footer and viewModel are drawn by the section: a change reloads it.
    /// The index title is the table's (`reloadSectionIndexTitles`), not the section's.
    public var reloadsSection: Bool { self != .indexTitle }
}

/// What happened to one section.
public struct SectionChange: Sendable {
    /// How the section changed.
    public enum Kind: Sendable, Equatable {
        /// Only in the old table; its rows go with it.
        case deleted
        /// Only in the new table; it brings its rows.
        case inserted
        /// In both, header, footer or viewModel changed: reloaded whole, no row in the update.
        case reloaded
        /// In both, not reloaded: rows deleted, inserted or reloaded, or only the index title changed.
        case kept
    }

    /// How the section changed: deleted, inserted, reloaded or kept.
    public var kind: Kind
    /// The section's ID.
    public var sectionID: Int64
    /// The section's index in the old table (nil when inserted) and in the new one (nil when deleted).
    public var oldIndex: Int?
    /// The section's index in the new table (nil when deleted).
    public var newIndex: Int?
    /// The section in the old table (nil when inserted).
    public var old: Section?
    /// The section in the new table (nil when deleted).
    public var new: Section?
    /// For sections in both versions: which fields changed.
    public var fields: [SectionField]
    /// The rows that changed, in merge order (ascending cellID). For a reloaded section too,
    /// for a report: the reload brings them, and the batch update names none of them.
    public var cells: [CellChange]

    /// A section change, as a report builds it.
    public init(kind: Kind, sectionID: Int64, oldIndex: Int?, newIndex: Int?, old: Section?, new: Section?,
                fields: [SectionField] = [], cells: [CellChange] = []) {
        self.kind = kind
        self.sectionID = sectionID
        self.oldIndex = oldIndex
        self.newIndex = newIndex
        self.old = old
        self.new = new
        self.fields = fields
        self.cells = cells
    }

    /// The fields of a section in both versions that differ.
    public static func changedFields(_ old: Section, _ new: Section) -> [SectionField] {
        var fields: [SectionField] = []
        if old.header != new.header { fields.append(.header) }
        if old.footer != new.footer { fields.append(.footer) }
        if old.viewModel != new.viewModel { fields.append(.viewModel) }
        if old.indexTitle != new.indexTitle { fields.append(.indexTitle) }
        return fields
    }
}
