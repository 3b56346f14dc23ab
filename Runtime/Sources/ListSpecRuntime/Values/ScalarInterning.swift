/// Short strings repeat (keys, cell types, enum-like values): each is stored once, so a
/// document is smaller and comparing two values reads text that is already in cache.
/// A small direct-mapped cache keeps this a hash and a compare per scalar.
/// Not copyable: its slots are plain memory it owns (an array of them was made per file through the
/// standard library's unspecialized allocation, and asked on every store whether it was shared).
package struct ScalarInterning: ~Copyable {
    private static let slots = 1024
    private static let maxLength = 32
    /// Each slot: a stored string's offset in the low half, its length in the high half.
    private let cache: UnsafeMutablePointer<UInt64>
    /// The number of slots less one (a power of two less one).
    private let mask: Int
    /// A slot no string has filled: all bits set (no string is that long), so the fill is a plain memset.
    private static let empty = UInt64.max

    /// `expectedSize`: the file's size when known (0 otherwise). A small file gets a small table: filling
    /// the whole table for each of many small files cost as much as building their documents, and a table
    /// in proportion to the file keeps a small file's within the allocator's cache of small blocks.
    package init(expectedSize: Int = 0) {
        let wanted = expectedSize > 0 ? Swift.max(64, expectedSize / 32) : ScalarInterning.slots
        var slots = 64
        while slots < Swift.min(wanted, ScalarInterning.slots) { slots <<= 1 }
        mask = slots - 1
        cache = .allocate(capacity: slots)
        cache.initialize(repeating: ScalarInterning.empty, count: slots)
    }

    deinit { cache.deallocate() }

    /// The payload of a string of `bytes` (see `RecordPayload`): where its length and bytes sit
    /// in `text`, appended unless the same bytes were stored recently.

    @inline(__always)
    package mutating func offset(of bytes: UnsafeBufferPointer<UInt8>, in text: inout GrowingBuffer<UInt8>) -> UInt32 {
        guard bytes.count <= ScalarInterning.maxLength, let source = bytes.baseAddress else {
            return RecordPayload.appendString(bytes, to: &text)
        }
        let slot = Int(truncatingIfNeeded: ScalarInterning.hash(source, count: bytes.count)) & mask
        let cached = cache[slot]
        let cachedOffset = UInt32(truncatingIfNeeded: cached)
        if cached >> 32 == UInt64(bytes.count) {
            // Interned strings are short: their length is one byte.
            if let stored = text.values.baseAddress, memcmpEqual(stored + Int(cachedOffset) + 1, source, bytes.count) { return cachedOffset }
        }
        let offset = RecordPayload.appendString(bytes, to: &text)
        cache[slot] = UInt64(bytes.count) << 32 | UInt64(offset)
        return offset
    }

    /// The length and the first and last eight (or four) bytes: cheap, and enough to tell keys apart.
    @inline(__always)
    private static func hash(_ bytes: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes)
        var hash = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8 {
            hash = (hash ^ raw.loadUnaligned(as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
        } else if count >= 4 {
            // Two overlapping loads cover 4 to 7 bytes, as two 8-byte loads cover 8 and more.
            let word = UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            hash = (hash ^ word) &* 0xC4CE_B9FE_1A85_EC53
        } else {
            for i in 0..<count { hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01B3 }
        }
        return hash ^ (hash >> 29)
    }
}
