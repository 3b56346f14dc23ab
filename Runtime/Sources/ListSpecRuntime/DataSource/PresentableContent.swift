/// A section that a data source shows: a spec's `Section` and the sections that
/// `listspec generate` writes conform, and so can an app's own models.
public protocol PresentableSection: DiffableSection where Cell: PresentableCell {
    /// The section's cells, their cellIDs strictly ascending (settable, so that a row can be deleted).
    var cells: [Cell] { get set }
    /// The section header: a title, or the reuse identifier of a header view, and a height.
    var header: HeaderFooter? { get }
    /// The section footer: a title, or the reuse identifier of a footer view, and a height.
    var footer: HeaderFooter? { get }
}

extension PresentableSection {
    /// No header.
    public var header: HeaderFooter? { nil }
    /// No footer.
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
    /// The estimated row height (nil: the table's own).
    var estimatedHeight: Height? { get }
    /// What selecting the row does; nil: nothing.
    var action: Action? { get }
    /// Whether the row has a delete swipe action.
    var deletable: Bool { get }
}

extension PresentableCell {
    /// The cell type: a row whose cell type stays the same is reconfigured when it changes.
    public var reuseIdentifier: String? { cellType }
    /// No height of its own: the table's.
    public var height: Height? { nil }
    /// No estimated height of its own: the table's.
    public var estimatedHeight: Height? { nil }
    /// Not deletable.
    public var deletable: Bool { false }
}

extension Section: PresentableSection {}

extension Cell: PresentableCell {}
