/// The keys one kind of map knows, as bytes, so keys are matched without making Strings.
struct KnownKeys {
    let names: [String]
    private let bytes: [[UInt8]]

    init(_ names: [String]) {
        precondition(names.count <= Fields.capacity, "Fields holds at most \(Fields.capacity) keys")
        self.names = names
        self.bytes = names.map { Array($0.utf8) }
    }

    func byteCount(_ index: Int) -> Int { bytes[index].count }

    /// The index of the known key a string node spells, if any.
    func index(of key: Document.Node) -> Int? {
        guard key.kind == .string, let range = key.textRange else { return nil }
        return key.document.text.withUnsafeBufferPointer { text in
            guard let base = text.baseAddress else { return nil }
            for (i, name) in bytes.enumerated() where name.count == range.count {
                let matches = name.withUnsafeBufferPointer { candidate in
                    candidate.baseAddress.map { memcmpEqual(base + range.lowerBound, $0, range.count) } ?? true
                }
                if matches { return i }
            }
            return nil
        }
    }
}

/// The values of a map's known keys, found in one pass (no dictionary, no allocation).
struct Fields {
    let document: Document
    let known: KnownKeys
    /// One slot per known key, kept inline (no allocation per map).
    var slots = SIMD16<Int32>(repeating: -1)
    static let capacity = 16

    /// `name` is one of the known names (ASCII literals): equal names have equal byte counts,
    /// a test far cheaper than comparing Strings that differ (this runs for every key of every cell).
    subscript(name: String) -> Document.Node? {
        let count = name.utf8.count
        guard let i = known.names.indices.first(where: { known.byteCount($0) == count && known.names[$0] == name }),
              slots[i] >= 0 else { return nil }
        return Document.Node(document: document, index: slots[i])
    }
}
