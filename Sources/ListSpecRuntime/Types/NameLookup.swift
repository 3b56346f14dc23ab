/// A fixed set of names (a struct's fields, an enum's cases) that a string node is
/// matched against. Every value of a typed spec meets one, so when the names are few
/// and ASCII a node's bytes are compared in place: no String is made or hashed.
struct NameLookup: Sendable {
    private let indexByName: [String: Int]
    /// All names' bytes end to end, and where each one is; nil when a name is not ASCII or there are many.
    private let bytes: [UInt8]?
    private let ranges: [Range<Int>]

    init(_ names: [String]) {
        indexByName = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            ranges.append(start..<bytes.count)
        }
        let fewAndASCII = names.count <= 16 && bytes.allSatisfy { $0 < 0x80 }
        self.bytes = fewAndASCII ? bytes : nil
        self.ranges = fewAndASCII ? ranges : []
    }

    func index(of name: String) -> Int? { indexByName[name] }

    /// The index of the name that the scalar at `node` reads as, matched as `index(of: keyText)` would.
    func index(of node: Int32, in view: Document.View) -> Int? {
        let record = view.records[Int(node)]
        guard let bytes, record.kind == .string, let text = view.text.baseAddress else {
            return index(of: view.document.scalarText(node))
        }
        let start = text + Int(record.a), count = Int(record.b)
        // A non-ASCII key may still equal an ASCII name as a String (U+212A KELVIN SIGN is K).
        for k in 0..<count where start[k] >= 0x80 { return index(of: view.document.scalarText(node)) }
        return bytes.withUnsafeBufferPointer { names in
            guard let base = names.baseAddress else { return nil }
            for (i, range) in ranges.enumerated() where range.count == count {
                if memcmpEqual(start, base + range.lowerBound, count) { return i }
            }
            return nil
        }
    }
}
