/// A fixed set of names (a struct's fields, an enum's cases) that a string node is
/// matched against. Every value of a typed spec meets one, so when the names are few
/// and ASCII a node's bytes are compared in place: no String is made or hashed.
struct NameLookup: Sendable {
    private let indexByName: [String: Int]
    /// Nil when a name is not ASCII or there are many.
    private let bytes: NameBytes?

    init(_ names: [String]) {
        indexByName = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let bytes = NameBytes(names)
        self.bytes = names.count <= 16 && bytes.isASCII ? bytes : nil
    }

    func index(of name: String) -> Int? { indexByName[name] }

    /// The index of the name that the scalar at `node` reads as, matched as `index(of: keyText)` would.
    func index(of node: Int32, in view: Document.View) -> Int? {
        let record = view.records[Int(node)]
        guard let bytes, record.kind == .string, case let key = view.bytes(record), let start = key.baseAddress else {
            return index(of: view.document.scalarText(node))
        }
        let count = key.count
        if let index = bytes.index(of: start, count: count) { return index }
        // A non-ASCII key may still equal an ASCII name as a String (U+212A KELVIN SIGN is K).
        for k in 0..<count where start[k] >= 0x80 { return index(of: view.document.scalarText(node)) }
        return nil
    }
}
