/// A section of an app's own content that a batch update can be computed for:
/// hand-written models, generated code, or a spec's `Section`. Sections are
/// identified by `sectionID`, which must ascend strictly, as must the `cellID`s
/// of each section's cells.
public protocol DiffableSection {
    /// The type of the section's cells.
    associatedtype Cell: DiffableCell
    /// The section's ID: unique among the sections, and greater than the previous section's.
    var sectionID: Int64 { get }
    /// The section's cells, their cellIDs strictly ascending.
    var cells: [Cell] { get }
    /// The section's entry in the table's section index; nil (the default) for none.
    var indexTitle: String? { get }
    /// Whether the section itself (header, footer, its own view model) looks the
    /// same as `other`; its cells and index title are compared apart.
    func isContentEqual(to other: Self) -> Bool
}

extension DiffableSection {
    /// No entry in the section index.
    public var indexTitle: String? { nil }
}

/// A cell of an app's own content, identified within its section by `cellID`.
public protocol DiffableCell {
    /// The cell's ID: unique within its section, and greater than the previous cell's.
    var cellID: Int64 { get }
    /// Whether the cell looks and behaves the same as `other` (else its row reloads).
    func isContentEqual(to other: Self) -> Bool
    /// The reuse identifier the cell is dequeued with. A changed row whose identifier
    /// stays the same keeps its cell and is reconfigured in place (iOS 15 and later);
    /// nil (the default) reloads every changed row.
    var reuseIdentifier: String? { get }
}

extension DiffableCell {
    /// No reuse identifier: every changed row reloads.
    public var reuseIdentifier: String? { nil }
}

extension DiffableCell where Self: Equatable {
    /// Equal cells look the same.
    public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension Section: DiffableSection {
    /// Header, footer and viewModel: what the section draws.
    public func isContentEqual(to other: Section) -> Bool {
        header == other.header && footer == other.footer && viewModel == other.viewModel
    }
}

extension Cell: DiffableCell {
    /// Whether the cell looks and behaves the same: cell type, view model, heights, action and deletable.
    @inline(__always)
    public func isContentEqual(to other: Cell) -> Bool { hasSameContent(as: other) }
}
