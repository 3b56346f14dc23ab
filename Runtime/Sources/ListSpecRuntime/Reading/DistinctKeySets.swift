/// The key lists of maps already found to hold no two equal keys, each named by where its keys'
/// bytes are stored. A file's maps repeat a few key lists (every cell's, every viewModel's), and
/// short keys are stored once (`ScalarInterning`), so most maps name a list seen before: its keys
/// are then known distinct without comparing their bytes again. The text only grows, so a place
/// always holds the same bytes: the same places, the same verdict.
/// A few lists are kept, two to each set their places hash to (one set held the cells' and the
/// viewModels' lists in turn, each pushing the other out); a list that misses is checked again.
struct DistinctKeySets: ~Copyable {
    /// A closing map's keys, read in one pass over its pending slots.
    struct KeyList {
        /// Every value is the node right after its key, and no key is `<<`: the map can keep its keys
        /// alone (see `RecordPayload.MapSlots`), and only then is the list looked up.
        var valuesFollowKeys = true
        /// Every key is a string, and there are few enough to keep the list.
        fileprivate var isKeepable = true
        /// The key count, then the keys' string payloads.
        fileprivate var places = Places()
        fileprivate var hash: UInt32 = 0

        /// Keys of a list kept; a longer map is always checked.
        private static let maxKeys = 7

        /// The keys of the open mapping whose slots start at `base` in `pending`.
        @inline(__always)
        init(_ pending: UnsafeBufferPointer<Int32>, records: UnsafeBufferPointer<Document.Record>, from base: Int) {
            var i = base, count = 0
            while i &+ 1 < pending.count {
                let key = pending[i]
                let record = records[Int(key)]
                if pending[i &+ 1] != key &+ 1 || record.isMergeKey {
                    valuesFollowKeys = false
                    return
                }
                if record.kind != .string || count >= Self.maxKeys {
                    isKeepable = false
                } else {
                    places.set(count &+ 1, record.payload)
                    hash = (hash ^ record.payload) &* 0x85EB_CA6B
                }
                count &+= 1
                i &+= 2
            }
            places.set(0, UInt32(truncatingIfNeeded: count))
        }

        /// The first of its set's two slots.
        fileprivate var slot: Int { Int(truncatingIfNeeded: ((hash ^ UInt32(truncatingIfNeeded: places.words.0)) &* 0x9E37_79B1) >> 28) << 1 }
    }

    /// Eight 32-bit lanes in four words, compared word by word (a `SIMD8` compared through its
    /// generic conformance cost more than reading the keys again).
    fileprivate struct Places: BitwiseCopyable {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// Sets an empty lane: lanes in memory order, one store (choosing the word and the half was a switch per key).
        @inline(__always)
        mutating func set(_ lane: Int, _ value: UInt32) {
            withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: value, toByteOffset: lane &* 4, as: UInt32.self) }
        }

        @inline(__always)
        func matches(_ other: Places) -> Bool {
            words.0 == other.words.0 && words.1 == other.words.1 && words.2 == other.words.2 && words.3 == other.words.3
        }
    }

    /// Sets of two: a file repeats a few key lists, and a table this small is taken from the allocator's
    /// cache of small blocks, as one is for every file.
    private static let slots = 32
    private let storage: UnsafeMutablePointer<Places>

    init() {
        storage = .allocate(capacity: Self.slots)
        // A count of 0 with places of 0 is the empty map's list, which is distinct.
        storage.initialize(repeating: Places(), count: Self.slots)
    }

    deinit { storage.deallocate() }

    /// Whether the list was found distinct before.
    @inline(__always)
    func contains(_ keys: KeyList) -> Bool {
        guard keys.isKeepable else { return false }
        let set = storage + keys.slot
        return set[0].matches(keys.places) || set[1].matches(keys.places)
    }

    /// Keeps a list found distinct, first in its set (the one there before moves second).
    @inline(__always)
    func remember(_ keys: KeyList) {
        guard keys.isKeepable else { return }
        let set = storage + keys.slot
        set[1] = set[0]
        set[0] = keys.places
    }
}
