@_spi(DocumentStorage) import ListSpecRuntime

/// The tables of a read document as written (its `tables:` map, or the one-table shorthand's
/// root named `main`): what the outline, the lens and the references walk.
enum SpecTables {
    struct Entry {
        var name: String
        /// The table's name key (nil for the shorthand).
        var key: Document.Node?
        var node: Document.Node
    }

    static func entries(of root: Document.Node?) -> [Entry] {
        guard let root, root.kind == .mapping else { return [] }
        if let tables = SpecPlace.value(of: "tables", in: root) {
            guard tables.kind == .mapping else { return [] }
            return tables.pairs.filter { $0.value.kind == .mapping }.map { Entry(name: $0.key.keyText, key: $0.key, node: $0.value) }
        }
        return SpecPlace.value(of: "sections", in: root) == nil ? [] : [Entry(name: "main", key: nil, node: root)]
    }

    /// The items of a list value of `map` (none when it is missing or not a list).
    static func items(_ key: String, of map: Document.Node?) -> [Document.Node] {
        guard let list = SpecPlace.value(of: key, in: map), list.kind == .sequence else { return [] }
        return Array(list.items)
    }
}
