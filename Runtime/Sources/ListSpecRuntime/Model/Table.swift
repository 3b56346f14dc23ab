/// One UITableView's content.
public struct Table: Sendable {
    /// The table's key under `tables:`.
    public var name: String
    /// Where the table's name is in its file.
    public var location: SourceLocation
    /// The table view style it is shown in.
    public var style: TableStyle
    /// The declared reuse identifiers with their defaults, in file order.
    public var cellTypes: [CellType]
    /// The sections, in order; in a valid spec their sectionIDs ascend strictly.
    public var sections: [Section]
    /// `sectionViewModel:` as read, and resolved (nil: untyped).
    package var sectionViewModelNode: Document.Node?
    package var sectionViewModelType: ViewModelType?

    /// A table written in code.
    public init(name: String, location: SourceLocation = .start, style: TableStyle = .plain,
                cellTypes: [CellType] = [], sections: [Section] = []) {
        self.name = name
        self.location = location
        self.style = style
        self.cellTypes = cellTypes
        self.sections = sections
    }

    /// The section index titles, in section order (contract: the `indexTitle`s of the sections that have one).
    public var indexTitles: [String] { sections.compactMap(\.indexTitle) }

    /// The number of cells of every section together.
    public var cellCount: Int { sections.reduce(0) { $0 + $1.cellCount } }
}
