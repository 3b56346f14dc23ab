#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Handing memory back to the system a page at a time as it is read or copied, so that a large
/// file is never held twice (as bytes and as nodes, or as two halves' nodes). Pages handed back
/// read as zeros: only memory that is thrown away after is released.
enum PageRelease {
    private static let pageMask = UInt(sysconf(Int32(_SC_PAGESIZE))) &- 1

    /// The first page boundary at or after `pointer`: where releasing a buffer starts.
    static func boundary(atOrAfter pointer: UnsafeRawPointer) -> UInt {
        (UInt(bitPattern: pointer) &+ pageMask) & ~pageMask
    }

    /// Hands back the whole pages from `released` (a page boundary) up to `end`; returns the new boundary.
    static func release(from released: UInt, upTo end: UnsafeRawPointer) -> UInt {
        let last = UInt(bitPattern: end) & ~pageMask
        guard last > released, let start = UnsafeMutableRawPointer(bitPattern: released) else { return released }
        madvise(start, Int(last - released), MADV_DONTNEED)
        return last
    }
}

extension Array where Element: BitwiseCopyable {
    /// Appends `source`, 64 KB at a time, handing each copied stretch's pages of `source` back:
    /// joining a second half (about 8 MB of nodes) so never holds both copies at once.
    /// `source` must be thrown away after.
    mutating func appendReleasing(_ source: [Element]) {
        reserveCapacity(count + source.count)
        source.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let step = Swift.max(1, (1 << 16) / MemoryLayout<Element>.stride)
            var released = PageRelease.boundary(atOrAfter: base)
            var done = 0
            while done < buffer.count {
                let next = Swift.min(buffer.count, done + step)
                append(contentsOf: UnsafeBufferPointer(rebasing: buffer[done..<next]))
                done = next
                released = PageRelease.release(from: released, upTo: base + done)
            }
        }
    }
}
