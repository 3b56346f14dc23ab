/// Where a JSON file's values are written, as the strict reader found them: each value's token
/// (an object or array by its opening bracket), its place among its parent's children. `format`
/// lays a JSON spec out from this, so the file is read once for both its check and its layout.
package struct JSONLayout: Sendable {
    package enum Kind: UInt8, Sendable { case object, array, scalar }

    package struct Node: Sendable {
        package var kind: Kind
        /// Byte offsets of a scalar's token (a string with its quotes); a collection's opening bracket.
        package var start: Int32
        package var end: Int32
        package var firstChild: Int32 = -1
        package var lastChild: Int32 = -1
        package var next: Int32 = -1
    }

    /// The values in the order they are written; the first is the root.
    package private(set) var nodes: [Node] = []
    /// The collections open where the reader stands, innermost last.
    private var open: [Int32] = []

    init() {}

    mutating func beginCollection(isObject: Bool, at offset: Int) {
        open.append(add(Node(kind: isObject ? .object : .array, start: Int32(offset), end: Int32(offset + 1))))
    }

    mutating func endCollection() { _ = open.popLast() }

    mutating func scalar(from start: Int, to end: Int) { _ = add(Node(kind: .scalar, start: Int32(start), end: Int32(end))) }

    private mutating func add(_ node: Node) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(node)
        if let parent = open.last {
            let last = nodes[Int(parent)].lastChild
            if last >= 0 { nodes[Int(last)].next = index } else { nodes[Int(parent)].firstChild = index }
            nodes[Int(parent)].lastChild = index
        }
        return index
    }

    /// A collection's children in the order they are written (an object's: key, value, key, ...).
    package func children(_ index: Int32) -> [Int32] {
        var result: [Int32] = []
        var current = nodes[Int(index)].firstChild
        while current >= 0 {
            result.append(current)
            current = nodes[Int(current)].next
        }
        return result
    }
}
