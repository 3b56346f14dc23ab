/// A run of plain values that only grows at its end, for building a document: appending is a
/// capacity compare and a store. An `Array` also asks on every append whether its storage is
/// shared (a runtime call), several times for each cell of a spec. Not copyable, so
/// its memory has exactly one owner, which frees it; or, once its end is lent to a second writer
/// (`lendEnd`), a shared `StoredMemory` that frees it after both.
package struct GrowingBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    package private(set) var count = 0
    private var capacity: Int
    /// Set while the memory is shared with another buffer (see `lendEnd`): it frees the memory, not this buffer.
    private var owner: StoredMemory?
    /// The first index this buffer wrote: a continuing writer's values start where its lender's end (see `lendEnd`).
    package private(set) var firstIndex = 0
    /// While its end is lent: the whole capacity, and how to take it back.
    private var lentFrom: (capacity: Int, reclaim: () -> Void)?

    /// Memory for `capacity` values is reserved; pages never written are never resident.
    package init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// A capacity of 0 owns no memory: the values were handed on (`take`).
    deinit { if capacity > 0, owner == nil { base.deallocate() } }

    /// Where a second writer continues this buffer's memory (see `lendEnd`); sendable to its thread.
    package struct LentEnd: @unchecked Sendable {
        fileprivate let base: UnsafeMutablePointer<Element>
        /// The index of the first value the second writer stores.
        package let start: Int
        fileprivate let capacity: Int
        fileprivate let owner: StoredMemory
    }

    /// Lends this buffer's memory from `start` on to a second writer on another thread, which then
    /// writes values `start...` in place (`init(continuing:)`): when this buffer holds no more than
    /// `start` values at the end, the two are joined without a copy (`joinInPlace`). This buffer
    /// stops short of `start`: should it need more, it calls `reclaim` (which must stop the second
    /// writer for good) and takes the memory back. Nil when `start` is not inside the capacity.
    package mutating func lendEnd(from start: Int, reclaim: @escaping () -> Void) -> LentEnd? {
        guard start >= count, start < capacity else { return nil }
        let shared = owner ?? StoredMemory(UnsafeMutableRawPointer(base))
        owner = shared
        let lent = LentEnd(base: base, start: start, capacity: capacity, owner: shared)
        lentFrom = (capacity, reclaim)
        capacity = start
        return lent
    }

    /// A second writer of another buffer's memory, its first value at `end.start` (indices count from
    /// the lender's first value, so they stay valid once joined).
    package init(continuing end: LentEnd) {
        base = end.base
        count = end.start
        firstIndex = end.start
        capacity = end.capacity
        owner = end.owner
    }

    /// Whether `other` writes in this buffer's memory right after the room this buffer kept (it continues
    /// it, neither moved away since, and this buffer took nothing back).
    package func isContinued(by other: borrowing GrowingBuffer<Element>) -> Bool {
        base == other.base && other.firstIndex == capacity
    }

    /// Takes over what `other` (continuing this buffer in place, see `isContinued(by:)`) wrote: the
    /// values `count..<other.count` are then this buffer's, those between left as they are (values
    /// nothing refers to). `other` writes no more.
    package mutating func joinInPlace(_ other: borrowing GrowingBuffer<Element>) {
        precondition(isContinued(by: other), "GrowingBuffer.joinInPlace: not continued in place")
        count = other.count
        capacity = other.capacity
        lentFrom = nil
    }

    /// The values this buffer wrote (from `firstIndex`), valid until the next change.
    package var ownValues: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base + firstIndex, count: count &- firstIndex) }

    @inline(__always)
    package mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count &+ 1) }
        (base + count).initialize(to: element)
        count &+= 1
    }

    @inline(__always)
    package mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress else { return }
        let n = elements.count
        if capacity &- count < n { grow(toHold: count &+ n) }
        let target = base + count
        // Most scalars are a few bytes: two overlapping word copies cost less than a call to memcpy.
        if MemoryLayout<Element>.stride == 1, n >= 4, n <= 16 {
            let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
            if n >= 8 {
                to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
                (to + (n &- 8)).storeBytes(of: from.loadUnaligned(fromByteOffset: n &- 8, as: UInt64.self), as: UInt64.self)
            } else {
                to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
                (to + (n &- 4)).storeBytes(of: from.loadUnaligned(fromByteOffset: n &- 4, as: UInt32.self), as: UInt32.self)
            }
        } else {
            target.initialize(from: source, count: n)
        }
        count &+= n
    }

    /// Appends `count` values of `source`, taken every `step`th (a map's keys among its pending slots):
    /// one capacity check for them all.
    @inline(__always)
    package mutating func append(every step: Int, from source: UnsafePointer<Element>, count n: Int) {
        if capacity &- count < n { grow(toHold: count &+ n) }
        let target = base + count
        for k in 0..<n { (target + k).initialize(to: source[k &* step]) }
        count &+= n
    }

    /// Room for `n` values in all, reserved now (memory not yet written costs no pages).
    package mutating func reserve(_ n: Int) {
        if capacity < n { grow(toHold: n) }
    }

    /// Keeps the first `newCount` values.
    @inline(__always)
    package mutating func removeAll(from newCount: Int) {
        precondition(newCount >= 0 && newCount <= count, "GrowingBuffer.removeAll(from:) out of range")
        count = newCount
    }

    @inline(__always)
    package var isEmpty: Bool { count == 0 }

    /// The last value, nil when empty.
    @inline(__always)
    package var last: Element? { count > 0 ? base[count &- 1] : nil }

    /// Removes and returns the last value, nil when empty.
    @inline(__always)
    package mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count &-= 1
        return base[count]
    }

    @inline(__always)
    package subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "GrowingBuffer index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "GrowingBuffer index out of range")
            base[index] = newValue
        }
    }

    /// The values, valid until the next change.
    @inline(__always)
    package var values: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The values to change in place (not their number), valid until the next append.
    @inline(__always)
    package var mutableValues: UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }

    @inline(never)
    private mutating func grow(toHold minimum: Int) {
        if let lent = lentFrom {
            lent.reclaim()
            lentFrom = nil
            capacity = lent.capacity
            if capacity >= minimum { return }
        }
        let newCapacity = Swift.max(minimum, capacity &* 2)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        // A continuing writer's indices stay as they are: what is below them is its lender's (never read here).
        (newBase + firstIndex).initialize(from: base + firstIndex, count: count &- firstIndex)
        // Shared memory stays with the other writer, whose owner frees it.
        if capacity > 0, owner == nil { base.deallocate() }
        owner = nil
        base = newBase
        capacity = newCapacity
    }

    /// Room for `n` more values at the end, to be filled before anything reads them (a second half's values).
    package mutating func appendUninitialized(count n: Int) -> UnsafeMutableBufferPointer<Element> {
        if capacity &- count < n { grow(toHold: count &+ n) }
        let target = UnsafeMutableBufferPointer(start: base + count, count: n)
        count &+= n
        return target
    }

    /// Hands the values to a document without a copy; this buffer starts again empty, owning no memory
    /// (its pointer is the document's, read at no count) until it grows: a builder that is done never
    /// allocates again, and each of its buffers cost an allocation and a free for nothing.
    package mutating func take() -> StoredValues<Element> {
        // Taken again before it grew: there is nothing of its own to hand over.
        guard capacity > 0 else { return StoredValues([]) }
        let taken = owner.map { StoredValues(base: base, count: count, memory: $0) } ?? StoredValues(adopting: base, count: count)
        owner = nil
        capacity = 0
        count = 0
        firstIndex = 0
        return taken
    }

    /// Copies `source` to `target` 64 KB at a time, handing each copied stretch's pages back through `pages`
    /// (when given): joining a second half never holds both copies at once. `copied` is told each stretch
    /// (its range of indices) while it is still in the cache.
    package static func copy(_ source: UnsafeBufferPointer<Element>, to target: UnsafeMutableBufferPointer<Element>,
                             releasingWith pages: (any PageReleasing.Type)?, copied: (Range<Int>) -> Void = { _ in }) {
        precondition(source.count == target.count, "GrowingBuffer.copy: sizes differ")
        guard let from = source.baseAddress, let to = target.baseAddress else { return }
        let step = Swift.max(1, (1 << 16) / MemoryLayout<Element>.stride)
        var released = pages?.boundary(atOrAfter: from) ?? 0
        var done = 0
        while done < source.count {
            let next = Swift.min(source.count, done &+ step)
            (to + done).initialize(from: from + done, count: next &- done)
            copied(done..<next)
            done = next
            if let pages { released = pages.release(from: released, upTo: from + done) }
        }
    }
}
