/// Values written in code: `let value: Value = ["title": "Soup", "tags": ["hot"], "minutes": 20]`.
extension Value: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    /// A value with this content. A map's keys are unique: a key given again is dropped (the first wins).
    public init(_ content: Content) {
        var writer = DocumentWriter()
        let root: Int32
        switch content {
        case .null: root = writer.null()
        case .bool(let value): root = writer.bool(value)
        case .int(let value): root = writer.int(value)
        case .double(let value): root = writer.double(value)
        case .string(let value): root = writer.string(value)
        case .list(let items): root = writer.sequence(items.map { writer.copy($0.node) })
        case .map(let pairs): root = writer.mapping(pairs.map { (key: $0.key, value: writer.copy($0.value.node)) })
        }
        self.init(node: Document.Node(document: writer.finish(root: root), index: root))
    }

    /// The value `null`.
    public static let null = Value(.null)

    /// `nil` written where a value goes: `null`.
    public init(nilLiteral: ()) { self.init(.null) }
    /// A boolean written in code.
    public init(booleanLiteral value: Bool) { self.init(.bool(value)) }
    /// An integer written in code.
    public init(integerLiteral value: Int64) { self.init(.int(value)) }
    /// A float written in code.
    public init(floatLiteral value: Double) { self.init(.double(value)) }
    /// A string written in code.
    public init(stringLiteral value: String) { self.init(.string(value)) }
    /// A list written in code: `["hot", "quick"]`.
    public init(arrayLiteral elements: Value...) { self.init(.list(elements)) }
    /// A map written in code, keys in the order written: `["title": "Soup", "minutes": 20]`.
    /// A key given again is dropped.
    public init(dictionaryLiteral elements: (String, Value)...) { self.init(.map(elements.map { (key: $0.0, value: $0.1) })) }
}

extension Value: CustomStringConvertible {
    /// The value as compact JSON-like text (`{"title": "Soup", "minutes": 20}`), for debugging.
    public var description: String {
        switch content {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return formatDouble(value)
        case .string(let value): return "\"" + value.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "\""
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let pairs): return "{" + pairs.map { "\(Value(.string($0.key)).description): \($0.value.description)" }.joined(separator: ", ") + "}"
        }
    }
}
