/// The key lists of maps already found to hold no two equal keys, each named by where its keys'
/// bytes are stored. A file's maps repeat a few key lists (every cell's, every viewModel's), and
/// short keys are stored once (`ScalarInterning`), so most maps name a list seen before: its keys
/// are then known distinct without comparing their bytes again. The text only grows, so a place
/// always holds the same bytes: the same places, the same verdict.
/// A few lists are kept, each in the slot its places hash to; a list that misses is checked again.
struct DistinctKeySets: ~Copyable {
    /// Keys of a list kept; a longer map is always checked.
    static let maxKeys = 7
    private static let slots = 8
    /// Per slot: the key count (0: empty), then that many string payloads.
    private static let words = maxKeys + 1
    private let storage: UnsafeMutablePointer<UInt32>

    init() {
        storage = .allocate(capacity: Self.slots * Self.words)
        storage.initialize(repeating: 0, count: Self.slots * Self.words)
    }

    deinit { storage.deallocate() }

    /// The slot of the `count` keys at `pending[base]`, `pending[base + 2]`, ... (the keys of a map whose
    /// values follow their keys), when every key is a string and the list is short enough to keep.
    @inline(__always)
    static func slot(of pending: UnsafeBufferPointer<Int32>, from base: Int, count: Int,
                     records: UnsafeBufferPointer<Document.Record>) -> Int? {
        guard count <= maxKeys else { return nil }
        var hash = UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1
        for k in 0..<count {
            let record = records[Int(pending[base &+ 2 &* k])]
            guard record.kind == .string else { return nil }
            hash = (hash ^ record.payload) &* 0x85EB_CA6B
        }
        return Int(truncatingIfNeeded: hash >> 29)
    }

    /// Whether the keys in `slot` are the map's (see `slot(of:from:count:records:)`), known distinct.
    @inline(__always)
    func contains(_ pending: UnsafeBufferPointer<Int32>, from base: Int, count: Int,
                  records: UnsafeBufferPointer<Document.Record>, slot: Int) -> Bool {
        let entry = storage + slot &* Self.words
        guard entry[0] == UInt32(truncatingIfNeeded: count) else { return false }
        for k in 0..<count where entry[1 &+ k] != records[Int(pending[base &+ 2 &* k])].payload { return false }
        return true
    }

    /// Keeps the map's keys, found distinct, in `slot`.
    func remember(_ pending: UnsafeBufferPointer<Int32>, from base: Int, count: Int,
                  records: UnsafeBufferPointer<Document.Record>, slot: Int) {
        let entry = storage + slot &* Self.words
        entry[0] = UInt32(truncatingIfNeeded: count)
        for k in 0..<count { entry[1 &+ k] = records[Int(pending[base &+ 2 &* k])].payload }
    }
}
