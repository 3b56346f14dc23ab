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
