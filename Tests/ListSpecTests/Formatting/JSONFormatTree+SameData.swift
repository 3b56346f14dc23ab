@testable import ListSpec
import ListSpecRuntime

/// The tests' check that a formatted JSON spec holds the input's data (`format` does not read its
/// output again).
extension JSONFormatTree {
    /// The tree of `text`, which must be valid JSON.
    init(reading text: String) {
        let bytes = Array(text.utf8)
        self.init(bytes: bytes, layout: JSONReader.readWithLayout(bytes: bytes, path: "t.json", limits: .default).layout)
    }

    /// The same values, as written, in the order `printed()` writes them.
    func sameData(as input: JSONFormatTree) -> Bool {
        guard !nodes.isEmpty, !input.nodes.isEmpty else { return nodes.isEmpty && input.nodes.isEmpty }
        return same(0, input, 0, role: .root)
    }

    private func same(_ a: Int32, _ other: JSONFormatTree, _ b: Int32, role: FormatRole) -> Bool {
        let x = nodes[Int(a)], y = other.nodes[Int(b)]
        guard x.kind == y.kind else { return false }
        switch x.kind {
        case .scalar:
            return bytes[Int(x.start)..<Int(x.end)].elementsEqual(other.bytes[Int(y.start)..<Int(y.end)])
        case .array:
            let p = children(a), q = other.children(b)
            return p.count == q.count && zip(p, q).allSatisfy { same($0, other, $1, role: role.child(key: nil)) }
        case .object:
            let p = children(a), q = other.pairs(b, role: role)
            guard p.count == 2 * q.count else { return false }
            return q.enumerated().allSatisfy { i, pair in
                let childRole = Array(keyText(p[2 * i])).withUnsafeBufferPointer { role.child(key: $0) }
                return same(p[2 * i], other, pair.key, role: .other) && same(p[2 * i + 1], other, pair.value, role: childRole)
            }
        }
    }
}
