/// A whole spec file: its tables in file order.
public struct Spec: Sendable {
    /// The name the spec was read from (a file path, or what `Spec(json:path:)` was given; "" when none).
    public var path: String
    /// The tables, in file order (name order for a spec decoded with a `Decoder`).
    public var tables: [Table]
    /// The `types:` node as read, and the named types resolved from it (file order).
    package var typesNode: Document.Node?
    package var typeDeclarations: [TypeDeclaration] = []

    /// A spec with these tables, as written in code.
    public init(path: String, tables: [Table]) {
        self.path = path
        self.tables = tables
    }

    /// The first table with this name; nil when there is none.
    public func table(named name: String) -> Table? { tables.first { $0.name == name } }
}

/// A table's `style:`, the `UITableView.Style` it is shown in.
public enum TableStyle: String, Sendable, CaseIterable {
    /// `plain` (the default), `grouped` or `insetGrouped`, as `UITableView.Style` names them.
    case plain, grouped, insetGrouped

    /// Grouped styles treat a header or footer height of 0 as "use the default".
    public var isGrouped: Bool { self != .plain }
}

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

/// A declared reuse identifier and the defaults its cells take.
public struct CellType: Sendable {
    /// The cell type's name: the reuse identifier its cells are dequeued with.
    public var name: String
    /// Where the cell type's name is in its file.
    public var location: SourceLocation
    /// The row height of its cells that set none (nil: the table's own).
    public var height: Height?
    /// The estimated row height of its cells that set none.
    public var estimatedHeight: Height?
    /// The cell type's `viewModel:` type as read, and resolved (nil: untyped, any value).
    package var viewModelNode: Document.Node?
    package var viewModelType: ViewModelType?

    /// A cell type written in code.
    public init(name: String, location: SourceLocation = .start, height: Height? = nil, estimatedHeight: Height? = nil) {
        self.name = name
        self.location = location
        self.height = height
        self.estimatedHeight = estimatedHeight
    }
}

/// A section of a table, identified by its `sectionID`.
public struct Section: Sendable {
    /// The section's ID: unique within its table, and greater than the previous section's.
    public var sectionID: Int64
    /// Where the sectionID value is (findings about the ID point there).
    public var idLocation: SourceLocation
    /// Where a finding about a missing viewModel points: the `null` written, else the section's map.
    package var viewModelLocation: SourceLocation = .start
    /// The rows, in order; in a valid spec their cellIDs ascend strictly.
    public var cells: [Cell]
    /// Set instead of `cells` when the section was loaded without them (see `SectionCellReader`).
    package var deferredCells: DeferredCells?
    /// Header, footer, index title and viewModel live in one shared box: most sections
    /// have few of them, and a spec may have hundreds of thousands of sections.
    private var details: Details?

    private final class Details: Sendable {
        let header: HeaderFooter?
        let footer: HeaderFooter?
        let indexTitle: String?
        let viewModel: Value?

        init(header: HeaderFooter?, footer: HeaderFooter?, indexTitle: String?, viewModel: Value?) {
            self.header = header
            self.footer = footer
            self.indexTitle = indexTitle
            self.viewModel = viewModel
        }
    }

    /// A section written in code.
    public init(sectionID: Int64, idLocation: SourceLocation = .start, header: HeaderFooter? = nil, footer: HeaderFooter? = nil,
                indexTitle: String? = nil, viewModel: Value? = nil, cells: [Cell] = []) {
        self.sectionID = sectionID
        self.idLocation = idLocation
        self.cells = cells
        setDetails(header: header, footer: footer, indexTitle: indexTitle, viewModel: viewModel)
    }

    private mutating func setDetails(header: HeaderFooter?, footer: HeaderFooter?, indexTitle: String?, viewModel: Value?) {
        let empty = header == nil && footer == nil && indexTitle == nil && viewModel == nil
        details = empty ? nil : Details(header: header, footer: footer, indexTitle: indexTitle, viewModel: viewModel)
    }

    /// The section header: a title, a registered view, and a height; nil for none.
    public var header: HeaderFooter? {
        get { details?.header }
        set { setDetails(header: newValue, footer: footer, indexTitle: indexTitle, viewModel: viewModel) }
    }

    /// The section footer: a title, a registered view, and a height; nil for none.
    public var footer: HeaderFooter? {
        get { details?.footer }
        set { setDetails(header: header, footer: newValue, indexTitle: indexTitle, viewModel: viewModel) }
    }

    /// The section's entry in the table's section index; nil for none.
    public var indexTitle: String? {
        get { details?.indexTitle }
        set { setDetails(header: header, footer: footer, indexTitle: newValue, viewModel: viewModel) }
    }

    /// The section's own view model (`viewModel:`), for its header or footer view; nil for none.
    public var viewModel: Value? {
        get { details?.viewModel }
        set { setDetails(header: header, footer: footer, indexTitle: indexTitle, viewModel: newValue) }
    }
}

/// A section header or footer: `header: Title` is `{title: Title}`.
public struct HeaderFooter: Hashable, Sendable {
    /// The title UIKit shows when no view is registered.
    public var title: String?
    /// The reuse identifier of a header/footer view.
    public var view: String?
    /// The header's or footer's height (nil: the table's own).
    public var height: Height?

    /// A header or footer written in code.
    public init(title: String? = nil, view: String? = nil, height: Height? = nil) {
        self.title = title
        self.view = view
        self.height = height
    }
}

/// A row of a section, identified within its section by its `cellID`.
public struct Cell: Sendable {
    /// The cell's ID: unique within its section, and greater than the previous cell's.
    public var cellID: Int64
    /// Where the cellID value is (findings about the ID point there).
    public var idLocation: SourceLocation
    /// Where a finding about a missing viewModel points: the `null` written, else the cell's map.
    package var viewModelLocation: SourceLocation = .start
    /// The reuse identifier.
    public var cellType: String
    /// Where the cellType value is in its file.
    public var cellTypeLocation: SourceLocation
    /// The cell's view model: any value of the spec, read with `Value`'s accessors or `decode(_:)`; nil for none.
    public var viewModel: Value?
    /// Heights, action and deletable live in a box that most cells of a big list do not need.
    private var extras: Extras?

    private final class Extras: Sendable {
        let height: Height?
        let estimatedHeight: Height?
        let action: String?
        let deletable: Bool

        init(height: Height?, estimatedHeight: Height?, action: String?, deletable: Bool) {
            self.height = height
            self.estimatedHeight = estimatedHeight
            self.action = action
            self.deletable = deletable
        }
    }

    /// A cell written in code.
    public init(cellID: Int64, idLocation: SourceLocation = .start, cellType: String, cellTypeLocation: SourceLocation = .start,
                viewModel: Value? = nil, height: Height? = nil, estimatedHeight: Height? = nil,
                action: String? = nil, deletable: Bool = false) {
        self.cellID = cellID
        self.idLocation = idLocation
        self.cellType = cellType
        self.cellTypeLocation = cellTypeLocation
        self.viewModel = viewModel
        setExtras(height: height, estimatedHeight: estimatedHeight, action: action, deletable: deletable)
    }

    private mutating func setExtras(height: Height?, estimatedHeight: Height?, action: String?, deletable: Bool) {
        let empty = height == nil && estimatedHeight == nil && action == nil && !deletable
        extras = empty ? nil : Extras(height: height, estimatedHeight: estimatedHeight, action: action, deletable: deletable)
    }

    /// The row height, with the cell type's default applied.
    public var height: Height? {
        get { extras?.height }
        set { setExtras(height: newValue, estimatedHeight: estimatedHeight, action: action, deletable: deletable) }
    }

    /// The estimated row height, with the cell type's default applied.
    public var estimatedHeight: Height? {
        get { extras?.estimatedHeight }
        set { setExtras(height: height, estimatedHeight: newValue, action: action, deletable: deletable) }
    }

    /// What selecting the row does: the spec's `action:` name; nil: nothing.
    public var action: String? {
        get { extras?.action }
        set { setExtras(height: height, estimatedHeight: estimatedHeight, action: newValue, deletable: deletable) }
    }

    /// Whether the row has a delete swipe action (`deletable: true`).
    public var deletable: Bool {
        get { extras?.deletable ?? false }
        set { setExtras(height: height, estimatedHeight: estimatedHeight, action: action, deletable: newValue) }
    }

    /// False when the cell would look or behave differently, which is what makes a row reload.
    @inline(__always)
    public func hasSameContent(as other: Cell) -> Bool {
        // The viewModel last: the other fields are in the cell or its box, the viewModel in its document.
        WrittenName.same(cellType, other.cellType) && height == other.height && estimatedHeight == other.estimatedHeight
            && action == other.action && deletable == other.deletable && viewModel == other.viewModel
    }
}

/// A row, header or footer height: a number of points (as written: 44 or 44.5), or automatic.
public enum Height: Hashable, Sendable {
    /// `automatic`: UIKit sizes the row (`UITableView.automaticDimension`).
    case automatic
    /// A number of points, as written.
    case points(Number)

    /// The height UIKit uses for layout; automatic is UITableView.automaticDimension.
    public var points: Double? {
        if case .points(let number) = self { return number.doubleValue }
        return nil
    }
}

/// A number as written: an integer or a float (so output keeps `44` and `44.0` apart),
/// equal by value (`44 == 44.0`, what UIKit sees).
public enum Number: Hashable, Sendable, CustomStringConvertible {
    /// An integer, as written (`44`).
    case int(Int64)
    /// A float, as written (`44.5`, `44.0`).
    case double(Double)

    /// The number as a Double.
    public var doubleValue: Double {
        switch self {
        case .int(let v): return Double(v)
        case .double(let v): return v
        }
    }

    /// Equal by value: `44 == 44.0`.
    public static func == (lhs: Number, rhs: Number) -> Bool { lhs.doubleValue == rhs.doubleValue }
    /// Hashes the value, so that `44` and `44.0` hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(doubleValue) }

    /// The number as written: `44`, `44.5`.
    public var description: String {
        switch self {
        case .int(let v): return String(v)
        case .double(let v): return formatDouble(v)
        }
    }
}
