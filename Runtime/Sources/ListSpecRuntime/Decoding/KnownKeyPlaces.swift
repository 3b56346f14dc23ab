/// Which known key a map's string key is, remembered by where the key's bytes are stored in the
/// document's text: short keys are stored once (`ScalarInterning`), so the maps of a file repeat
/// a few places, and a place once matched against a set of known keys is not matched by its
/// bytes again. A place always holds the same bytes while its document lives (held here).
/// The known key sets are the decoder's static ones, told apart by identity.
struct KnownKeyPlaces {
    private struct Entry {
        var payload: UInt32 = 0
        /// The known key's index, -1 for a key that is none of them.
        var index: Int32 = -1
        var known: ObjectIdentifier?
    }

    private static let slots = 64
    private var entries = [Entry](repeating: Entry(), count: KnownKeyPlaces.slots)
    /// The document whose places the entries are.
    private var document: Document?

    /// The index among `known`'s names of the key `key`, a string whose record is `record`, in `view`.
    @inline(__always)
    mutating func index(of key: Int32, record: Document.Record, among known: KnownKeys, in view: Document.View) -> Int? {
        if document !== view.document {
            document = view.document
            for slot in entries.indices { entries[slot].known = nil }
        }
        let slot = Int(truncatingIfNeeded: (record.payload &* 0x9E37_79B1) >> 26)
        let set = ObjectIdentifier(known)
        let entry = entries[slot]
        if entry.payload == record.payload, entry.known == set { return entry.index < 0 ? nil : Int(entry.index) }
        let found = known.index(of: key, in: view)
        entries[slot] = Entry(payload: record.payload, index: Int32(found ?? -1), known: set)
        return found
    }
}
