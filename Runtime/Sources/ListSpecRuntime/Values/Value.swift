/// A viewModel: any value of the spec (null, bool, number, string, list, map).
/// A value read from a file stays in place in its document (no copy); a value
/// written in code (`let v: Value = ["title": "Soup", "minutes": 20]`) or decoded
/// with a `Decoder` gets a small document of its own.
/// Equality is structural and by value, as an app's JSONDecoder sees it: map key
/// order is no change, `1`, `1.0` and `1e0` are one number, `true` is not `1`,
/// and NaN equals NaN.
public struct Value: Hashable, Sendable {
    package let node: Document.Node
    /// The node's `ContentDigest` when its document keeps them, else 0. It fits in the
    /// struct's padding, and spares reading both documents for most unequal values.
    private let contentDigest: UInt32

    package init(node: Document.Node) {
        self.node = node
        let digests = node.document.digests
        contentDigest = digests.indices.contains(Int(node.index)) ? digests[Int(node.index)] : 0
    }

    /// The value's shape, one level deep.
    public enum Content {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// An integer that fits Int64 (a larger one reads as its text, a string).
        case int(Int64)
        /// A float.
        case double(Double)
        /// A string.
        case string(String)
        /// A list, its items in order.
        case list([Value])
        /// Keys in source order, read as their text.
        case map([(key: String, value: Value)])
    }

    /// The value's shape, one level deep: switch over it to read any value.
    public var content: Content {
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.bool ?? false)
        case .int: return node.isOverflowingInteger ? .string(node.string ?? "") : .int(node.int ?? 0)
        case .float: return .double(node.double ?? 0)
        case .string: return .string(node.string ?? "")
        case .sequence: return .list(node.items.map(Value.init(node:)))
        case .mapping: return .map(node.pairs.map { (key: $0.key.keyText, value: Value(node: $0.value)) })
        }
    }

    /// Where the value is in its file (a value written in code or decoded: its node number on line n + 1, column 0).
    package var location: SourceLocation { node.location }

    /// Equal by structure and value, as an app's JSONDecoder sees it (see the type's description).
    public static func == (lhs: Value, rhs: Value) -> Bool {
        if lhs.node.document === rhs.node.document, lhs.node.index == rhs.node.index { return true }
        if lhs.contentDigest != rhs.contentDigest, lhs.contentDigest != 0, rhs.contentDigest != 0 { return false }
        return ValueComparison.equal(lhs.node.document, lhs.node.index, rhs.node.document, rhs.node.index)
    }

    /// The value's `ContentDigest` when its document keeps them, else 0: values whose digests are
    /// both kept and differ are unequal (a check of a few instructions before a comparison).
    package var digest: UInt32 { contentDigest }

    /// The Int64 a double equals exactly, if any (`1.0` is 1, `1.5` and `1e300` are not integers).
    package static func integralValue(_ value: Double) -> Int64? {
        guard value.rounded(.towardZero) == value, value >= -0x1p63, value < 0x1p63 else { return nil }
        return Int64(value)
    }

    /// Hashes the value consistently with `==`: an integral float as its integer, a map whatever its key order.
    public func hash(into hasher: inout Hasher) {
        Value.hash(node, into: &hasher)
    }

    private static func hash(_ node: Document.Node, into hasher: inout Hasher) {
        switch node.kind {
        case .null: hasher.combine(0)
        case .bool: hasher.combine(node.bool)
        case .int: node.isOverflowingInteger ? hasher.combine(node.string) : hasher.combine(node.int ?? 0)
        case .float:
            // An integral float hashes as the integer it equals.
            let v = node.double ?? 0
            if let integer = integralValue(v) {
                hasher.combine(integer)
            } else {
                hasher.combine(v.isNaN ? Double.nan.bitPattern : v.bitPattern)
            }
        case .string: hasher.combine(node.string)
        case .sequence:
            hasher.combine(node.count)
            for item in node.items { hash(item, into: &hasher) }
        case .mapping:
            // Order-insensitive: combine per-pair hashes commutatively.
            var sum = 0
            for pair in node.pairs {
                var pairHasher = Hasher()
                pairHasher.combine(pair.key.keyText)
                hash(pair.value, into: &pairHasher)
                sum = sum &+ pairHasher.finalize()
            }
            hasher.combine(node.count)
            hasher.combine(sum)
        }
    }
}

extension Document.Node: Hashable {
    package static func == (lhs: Document.Node, rhs: Document.Node) -> Bool {
        lhs.document === rhs.document && lhs.index == rhs.index
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(document))
        hasher.combine(index)
    }
}
