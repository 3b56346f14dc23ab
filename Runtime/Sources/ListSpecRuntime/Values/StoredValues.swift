/// One kind of a document's storage (its records, slots or text), read only: what a
/// `GrowingBuffer` wrote, taken over without a copy, and freed when the last document
/// or node that holds it goes.
@_spi(DocumentStorage) public struct StoredValues<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// Owns the memory. Not generic: a generic class's metadata would be looked up at every read
    /// from another module.
    @usableFromInline let memory: StoredMemory
    @usableFromInline let base: UnsafePointer<Element>
    public let count: Int

    /// Takes over `count` initialized values at `base`, which `allocate(capacity:)` made.
    package init(adopting base: UnsafeMutablePointer<Element>, count: Int) {
        memory = StoredMemory(UnsafeMutableRawPointer(base))
        self.base = UnsafePointer(base)
        self.count = count
    }

    /// The first `count` values at `base`, the start of the memory `memory` frees (shared with others).
    init(base: UnsafeMutablePointer<Element>, count: Int, memory: StoredMemory) {
        self.memory = memory
        self.base = UnsafePointer(base)
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
        return base[index]
    }

    @inlinable @inline(__always)
    public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        defer { withExtendedLifetime(memory) {} }
        return try body(UnsafeBufferPointer(start: base, count: count))
    }
}

/// The memory of a `StoredValues`, freed with the last one that holds it.
@usableFromInline final class StoredMemory: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer

    init(_ pointer: UnsafeMutableRawPointer) { self.pointer = pointer }

    deinit { pointer.deallocate() }
}
