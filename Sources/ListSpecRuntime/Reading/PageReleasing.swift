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

extension Array where Element: BitwiseCopyable {
    /// Appends `source`, 64 KB at a time, handing each copied stretch's pages of `source` back:
    /// joining a second half (about 8 MB of nodes) so never holds both copies at once.
    /// `source` must be thrown away after.
    package mutating func appendReleasing(_ source: [Element], pages: any PageReleasing.Type) {
        reserveCapacity(count + source.count)
        source.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let step = Swift.max(1, (1 << 16) / MemoryLayout<Element>.stride)
            var released = pages.boundary(atOrAfter: base)
            var done = 0
            while done < buffer.count {
                let next = Swift.min(buffer.count, done + step)
                append(contentsOf: UnsafeBufferPointer(rebasing: buffer[done..<next]))
                done = next
                released = pages.release(from: released, upTo: base + done)
            }
        }
    }
}
