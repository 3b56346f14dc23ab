/// The keys one kind of map knows, matched as bytes, never as Strings. A class: every
/// map decoded shares it without copying its arrays.
final class KnownKeys: Sendable {
    let names: [String]
    private let bytes: NameBytes

    init(_ names: [String]) {
        precondition(names.count <= Fields.capacity, "Fields holds at most \(Fields.capacity) keys")
        self.names = names
        bytes = NameBytes(names)
    }

    /// Where one of the known names is: a literal's bytes matched in place, as the keys of a map
    /// are, with no String made or compared (this runs for every field of every cell).
    func position(of name: StaticString) -> Int? {
        bytes.index(of: name.utf8Start, count: name.utf8CodeUnitCount)
    }

    /// The index of the known key that the string node at `key` spells, if any.
    @inline(__always)
    func index(of key: Int32, in view: Document.View) -> Int? {
        let record = view.records[Int(key)]
        guard record.kind == .string else { return nil }
        let key = view.bytes(record)
        guard let start = key.baseAddress else { return nil }
        return bytes.index(of: start, count: key.count)
    }
}

/// The values of a map's known keys, found in one pass (no dictionary, no allocation).
struct Fields {
    /// Unowned: a map's fields live while it is decoded, inside the decoder's hold on both (they are made for
    /// every map, and two references counted up and down each time cost as much as finding the keys).
    unowned(unsafe) let document: Document
    unowned(unsafe) let known: KnownKeys
    /// One slot per known key, kept inline (no allocation per map).
    var slots = SIMD16<Int32>(repeating: -1)
    /// The keys this map's unknown keys were said to mean (`did you mean 'cellID'?`); nearly always
    /// none (an array: an empty Set costs a generic destroy per map).
    var suggested: [String] = []
    static let capacity = 16

    /// Whether a required key left out is a finding of its own: not when an unknown key of
    /// this map was said to mean it (`cellId`: one defect, one finding, at the misspelt key).
    func isOwnDefect(missing name: StaticString) -> Bool { self[name] != nil || !suggested.contains(name.description) }

    /// Whether the map has the known key `name`.
    func has(_ name: String) -> Bool {
        known.names.firstIndex(of: name).map { slots[$0] >= 0 } ?? false
    }

    /// The value of a key found by its place among the known keys (`SpecKeys.CellKey` for a cell's map, and so on).
    subscript<Key: RawRepresentable<Int>>(key: Key) -> Document.Node? {
        let slot = slots[key.rawValue]
        return slot >= 0 ? Document.Node(document: document, index: slot) : nil
    }

    /// The value of the known key `name`, if the map has it.
    subscript(name: StaticString) -> Document.Node? {
        guard let i = known.position(of: name), slots[i] >= 0 else { return nil }
        return Document.Node(document: document, index: slots[i])
    }
}
