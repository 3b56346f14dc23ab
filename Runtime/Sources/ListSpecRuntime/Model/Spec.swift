/// A whole spec file: its tables in file order.
public struct Spec: Sendable {
    /// The name the spec was read from (a file path, or what `Spec(json:path:)` was given; "" when none).
    public var path: String
    /// The tables, in file order (name order for a spec decoded with a `Decoder`).
    public var tables: [Table]
    /// The `types:` node as read, and the named types resolved from it (file order).
    package var typesNode: Document.Node?
    package var typeDeclarations: [TypeDeclaration] = []
    /// The top-level map as read (nil for a spec written in code): its `listspec` version and the
    /// place of its `tables` key, which ``SpecCompatibility`` reports against.
    package var root: Document.Node?

    /// A spec with these tables, as written in code.
    public init(path: String, tables: [Table]) {
        self.path = path
        self.tables = tables
    }

    /// A spec as read, made whole at once: changed after it is made, a spec is copied on its way out.
    package init(path: String, tables: [Table], typesNode: Document.Node?, typeDeclarations: [TypeDeclaration], root: Document.Node?) {
        self.path = path
        self.tables = tables
        self.typesNode = typesNode
        self.typeDeclarations = typeDeclarations
        self.root = root
    }

    /// The first table with this name; nil when there is none.
    public func table(named name: String) -> Table? { tables.first { $0.name == name } }
}
