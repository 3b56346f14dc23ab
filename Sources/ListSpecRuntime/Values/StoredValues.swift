/// One kind of a document's storage (its records, slots or text), read only: what a
/// `GrowingBuffer` wrote, taken over without a copy, and freed when the last document
/// or node that holds it goes.
@_spi(DocumentStorage) public struct StoredValues<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// Owns the memory; values never change once stored, so sharing it across threads is safe.
    @usableFromInline final class Allocation {
        @usableFromInline let base: UnsafeMutablePointer<Element>

        @usableFromInline init(base: UnsafeMutablePointer<Element>) { self.base = base }

        deinit { base.deallocate() }
    }

    @usableFromInline let allocation: Allocation
    public let count: Int

    /// Takes over `count` initialized values at `base`, which `allocate(capacity:)` made.
    package init(adopting base: UnsafeMutablePointer<Element>, count: Int) {
        allocation = Allocation(base: base)
        self.count = count
    }

    package init(_ values: [Element]) {
        let base = UnsafeMutablePointer<Element>.allocate(capacity: Swift.max(values.count, 1))
        values.withUnsafeBufferPointer { if let source = $0.baseAddress { base.initialize(from: source, count: values.count) } }
        self.init(adopting: base, count: values.count)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable
    public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "StoredValues index out of range")
        return allocation.base[index]
    }

    @inlinable
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(allocation) { try body(UnsafeBufferPointer(start: allocation.base, count: count)) }
    }
}
