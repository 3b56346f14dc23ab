/// Eight bytes tested at once: whether any byte of a word is a given byte, or below one. Exact for
/// whether one is (a borrow may also mark the lane beside it, so which lane is not told). The
/// writers use it to skip text that needs no escape.
enum ByteWords {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let tops: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` is 0.
    @inline(__always)
    static func hasZeroByte(_ word: UInt64) -> Bool { (word &- ones) & ~word & tops != 0 }

    /// Whether any byte of `word` is `byte`.
    @inline(__always)
    static func contains(_ byte: UInt8, in word: UInt64) -> Bool { hasZeroByte(word ^ ones &* UInt64(byte)) }

    /// Whether any byte of `word` is below `limit` (at most 0x80).
    @inline(__always)
    static func containsByte(below limit: UInt8, in word: UInt64) -> Bool { (word &- ones &* UInt64(limit)) & ~word & tops != 0 }
}
