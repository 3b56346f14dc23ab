/// Hands memory that is read no more back to the system, a page at a time, so that a large file
/// is not held twice (as bytes and as nodes, or as two halves' nodes). The runtime has no C
/// library to ask (no `madvise`): the command line's reader supplies it; an app's reads keep
/// their pages. Pages handed back read as zeros: only memory thrown away after is released.
package protocol PageReleasing {
    /// The first page boundary at or after `pointer`: where releasing a buffer starts.
    static func boundary(atOrAfter pointer: UnsafeRawPointer) -> UInt
    /// Hands back the whole pages from `released` (a page boundary) up to `end`; returns the new boundary.
    static func release(from released: UInt, upTo end: UnsafeRawPointer) -> UInt
}

