@_spi(DocumentStorage) import ListSpecRuntime

/// What a place in a spec's document is about: the table, section and cell around it (by their
/// position in the document), the cell type or type declared there, and the keys from the
/// innermost of those down to the node at the place. Found by walking the document from its
/// root, at each map the last key that starts before the place, at each list the last item.
struct SpecPlace {
    /// One step down: the key (in a map) or index (in a list) taken, and the node reached.
    struct Step {
        var key: Document.Node?
        var index: Int?
        var node: Document.Node
        var keyText: String? { key?.keyText }
    }

    var steps: [Step] = []
    var tableName: String?
    var tableNode: Document.Node?
    var sectionIndex: Int?
    var sectionNode: Document.Node?
    var cellIndex: Int?
    var cellNode: Document.Node?
    /// The entry of `cellTypes` the place is in (its key).
    var cellTypeKey: Document.Node?
    /// The entry of `types` the place is in (its key).
    var typeKey: Document.Node?
    /// The keys (and list indices, as nil) below the innermost of the above. Made when asked: a
    /// baseline places thousands of findings and never asks.
    var innerKeys: [String?] { steps.dropFirst(min(innerStart, steps.count)).map(\.keyText) }
    /// The first step below the innermost of the above.
    private var innerStart = 1
    /// Whether the place is on the last step's key rather than in its value.
    var onKey = false
    /// The root is the one-table shorthand (a top-level `sections:`).
    var isShorthand = false

    var last: Step? { steps.last }

    init(at location: SourceLocation, in root: Document.Node) {
        var node = root
        steps.append(Step(key: nil, index: nil, node: root))
        for _ in 0..<256 {
            if node.kind == .mapping {
                let pairs = node.pairs
                guard let chosen = SpecPlace.lastIndex(pairs.count, atOrBefore: location, { pairs[$0].key.location }) else { break }
                let (key, value) = pairs[chosen]
                steps.append(Step(key: key, index: nil, node: value))
                if location < value.location || value.kind != .mapping && value.kind != .sequence {
                    onKey = location < value.location
                    break
                }
                node = value
            } else if node.kind == .sequence {
                let items = node.items
                guard let index = SpecPlace.lastIndex(items.count, atOrBefore: location, { items[$0].location }) else { break }
                let item = items[index]
                steps.append(Step(key: nil, index: index, node: item))
                if item.kind != .mapping && item.kind != .sequence { break }
                node = item
            } else {
                break
            }
        }
        interpret(root: root)
    }

    /// The last of `count` places (as written, so ascending) at or before `location`, found by
    /// binary search: a baseline places thousands of findings in a list of thousands of sections.
    private static func lastIndex(_ count: Int, atOrBefore location: SourceLocation, _ place: (Int) -> SourceLocation) -> Int? {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if place(middle) <= location { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    private mutating func interpret(root: Document.Node) {
        var i = 1
        func key(_ at: Int) -> String? { at < steps.count ? steps[at].keyText : nil }
        isShorthand = root.pairIndex(ofKey: "tables") == nil && root.pairIndex(ofKey: "sections") != nil
        if key(1) == "types" {
            if steps.count > 2 { typeKey = steps[2].key }
            i = 3
        } else if key(1) == "tables", steps.count > 2 {
            tableName = steps[2].keyText
            tableNode = steps[2].node
            i = 3
        } else if isShorthand, let first = key(1), SpecKeys.table.contains(first) {
            tableName = "main"
            tableNode = root
        } else {
            innerStart = 1
            return
        }
        if tableNode != nil {
            if key(i) == "sections", i + 1 < steps.count, let index = steps[i + 1].index {
                sectionIndex = index
                sectionNode = steps[i + 1].node
                i += 2
                if key(i) == "cells", i + 1 < steps.count, let index = steps[i + 1].index {
                    cellIndex = index
                    cellNode = steps[i + 1].node
                    i += 2
                }
            } else if key(i) == "cellTypes", i + 1 < steps.count {
                cellTypeKey = steps[i + 1].key
                i += 2
            }
        }
        innerStart = i
    }

    /// The node of `key` in a map, if the map has it.
    static func value(of key: String, in map: Document.Node?) -> Document.Node? {
        guard let map, let index = map.pairIndex(ofKey: key) else { return nil }
        return map.pairs[index].value
    }
}
