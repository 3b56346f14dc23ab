/// The lines of a document's nodes, 2 bytes per node in its record: nodes are stored in the
/// order they are read, so lines only grow, and each record keeps its distance from the line
/// of the first node of its block of 64. A distance past 16 bits (a long block scalar, a
/// node written out of order) is kept aside, exactly.
@_spi(DocumentStorage) public struct LineTable: Sendable {
    @usableFromInline static let blockShift = 6
    @usableFromInline static let aside = UInt16.max
    /// The line of the first node of each block of 64 nodes.
    @usableFromInline var bases: [UInt32] = []
    @usableFromInline var asideLines: [Int32: UInt32] = [:]
    /// The last block's base (what `delta` compares with, without reading `bases`).
    @usableFromInline var currentBase: UInt32 = 0
    /// Records from this index on are a joined table's (a second half's, see `append`), its blocks
    /// counted from here: joining rewrites no record.
    @usableFromInline var joinedAt = Int.max
    @usableFromInline var joinedBases: [UInt32] = []

    package init() {}

    /// The lines of records numbered from `firstRecord` on (a multiple of 64): a second half's,
    /// written behind room left for the first (see `DocumentBuilder.lendEnds`).
    package init(firstRecord: Int) {
        precondition(firstRecord & (1 << LineTable.blockShift - 1) == 0, "a line table's first record starts a block")
        joinedAt = firstRecord
    }

    /// The distance to store in record `index`, appended after every record before it.
    @inlinable @inline(__always)
    package mutating func delta(forRecord index: Int, line: UInt32) -> UInt16 {
        if index & (1 << LineTable.blockShift - 1) == 0 {
            if index < joinedAt { bases.append(line) } else { joinedBases.append(line) }
            currentBase = line
        }
        if line >= currentBase, line - currentBase < UInt32(LineTable.aside) { return UInt16(line - currentBase) }
        asideLines[Int32(truncatingIfNeeded: index)] = line
        return LineTable.aside
    }

    /// The line of record `index`, which holds `delta`.
    @inlinable @inline(__always)
    package func line(ofRecord index: Int, delta: UInt16) -> UInt32 {
        guard delta != LineTable.aside else { return asideLines[Int32(truncatingIfNeeded: index)] ?? 0 }
        if index >= joinedAt { return joinedBases[(index &- joinedAt) >> LineTable.blockShift] &+ UInt32(delta) }
        return bases[index >> LineTable.blockShift] &+ UInt32(delta)
    }

    /// Takes in the lines of `other`'s records, which now follow this table's `first` records: its blocks
    /// are kept as they are, counted from `first`, so no moved record changes. The table is complete
    /// after (no record is added behind a joined one), and is joined once.
    package mutating func append(_ other: LineTable, movedBehind first: Int) {
        precondition(joinedAt == .max && (other.joinedAt == .max || other.bases.isEmpty), "a line table is joined once")
        // `other`'s records were numbered from its first record (see `init(firstRecord:)`), or from 0.
        let otherFirst = other.joinedAt == .max ? 0 : other.joinedAt
        joinedAt = first
        joinedBases = other.joinedAt == .max ? other.bases : other.joinedBases
        let moved = Int32(truncatingIfNeeded: first &- otherFirst)
        for (index, line) in other.asideLines { asideLines[index &+ moved] = line }
    }
}
