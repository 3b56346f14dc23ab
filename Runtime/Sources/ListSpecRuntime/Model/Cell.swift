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

    /// A cell read from a spec, with where a finding about its missing viewModel points.
    package init(cellID: Int64, idLocation: SourceLocation, cellType: String, cellTypeLocation: SourceLocation,
                 viewModel: Value?, viewModelLocation: SourceLocation, height: Height?, estimatedHeight: Height?,
                 action: String?, deletable: Bool) {
        self.init(cellID: cellID, idLocation: idLocation, cellType: cellType, cellTypeLocation: cellTypeLocation, viewModel: viewModel,
                  height: height, estimatedHeight: estimatedHeight, action: action, deletable: deletable)
        self.viewModelLocation = viewModelLocation
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
