/// A section that a data source shows: a spec's `Section` and the sections that
/// `listspec generate` writes conform, and so can an app's own models.
public protocol PresentableSection: DiffableSection where Cell: PresentableCell {
    var cells: [Cell] { get set }
    /// The section header: a title, or the reuse identifier of a header view, and a height.
    var header: HeaderFooter? { get }
    var footer: HeaderFooter? { get }
}

extension PresentableSection {
    public var header: HeaderFooter? { nil }
    public var footer: HeaderFooter? { nil }
}

/// A row that a data source shows: what it dequeues, how tall it is, what
/// selecting it does and whether it can be deleted.
public protocol PresentableCell: DiffableCell {
    /// What selecting the row does: a spec's action name, or a generated typed action.
    associatedtype Action
    /// The reuse identifier the cell is dequeued with.
    var cellType: String { get }
    /// The row height (nil: the table's own); a spec's cells have their cell type's default applied.
    var height: Height? { get }
    var estimatedHeight: Height? { get }
    var action: Action? { get }
    /// Whether the row has a delete swipe action.
    var deletable: Bool { get }
}

extension PresentableCell {
    /// The cell type: a row whose cell type stays the same is reconfigured when it changes.
    public var reuseIdentifier: String? { cellType }
    public var height: Height? { nil }
    public var estimatedHeight: Height? { nil }
    public var deletable: Bool { false }
}

extension Section: PresentableSection {}

extension Cell: PresentableCell {}
