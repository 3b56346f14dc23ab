/// Which known key a map's string key is, remembered by where the key's bytes are stored in the
/// document's text: short keys are stored once (`ScalarInterning`), so the maps of a file repeat
/// a few places, and a place once matched against a set of known keys is not matched by its
/// bytes again. A place always holds the same bytes while its document lives (held here).
/// The known key sets are the decoder's static ones, told apart by identity.
struct KnownKeyPlaces {
    /// Zero in every field is an empty entry: no known key set is nil.
    fileprivate struct Entry {
        var payload: UInt32 = 0
        /// The known key's index, -1 for a key that is none of them.
        var index: Int32 = 0
        var known: ObjectIdentifier?
    }

    /// The entries in memory of their own, with the document they are for: an array of them was made
    /// per decoder through the standard library's unspecialized allocation, and asked on every store
    /// whether it was shared. Copies of a decoder share this cache, which the document keys.
    private final class Entries {
        let slots: UnsafeMutablePointer<Entry>
        /// The document whose places the entries are.
        var document: Document?

        init() {
            slots = .allocate(capacity: KnownKeyPlaces.slots)
            slots.initialize(repeating: Entry(), count: KnownKeyPlaces.slots)
        }

        deinit { slots.deallocate() }
    }

    private static let slots = 64
    private let entries = Entries()

    /// Readies the entries for the keys of `view`'s document: once for a map, not for each of its keys
    /// (the entries are a reference, counted up and down where they are read).
    func use(_ view: Document.View) {
        let entries = self.entries
        guard entries.document !== view.document else { return }
        // Fresh entries are empty already: only a second document's decoding clears them.
        if entries.document != nil {
            for slot in 0..<KnownKeyPlaces.slots { entries.slots[slot].known = nil }
        }
        entries.document = view.document
    }

    /// The entries' memory, for a map's keys once `use` readied it for their document.
    var forKeys: ForKeys { ForKeys(slots: entries.slots) }

    /// The entries of one map's keys, read with no reference counted.
    struct ForKeys {
        fileprivate let slots: UnsafeMutablePointer<Entry>

        /// The index among `known`'s names of the key `key`, a string whose record is `record`, in `view`.
        @inline(__always)
        func index(of key: Int32, record: Document.Record, among known: KnownKeys, in view: Document.View) -> Int? {
            let slot = Int(truncatingIfNeeded: (record.payload &* 0x9E37_79B1) >> 26)
            let set = ObjectIdentifier(known)
            let entry = slots[slot]
            if entry.payload == record.payload, entry.known == set { return entry.index < 0 ? nil : Int(entry.index) }
            let found = known.index(of: key, in: view)
            slots[slot] = Entry(payload: record.payload, index: Int32(found ?? -1), known: set)
            return found
        }
    }
}
