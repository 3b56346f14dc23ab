#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Array where Element: BitwiseCopyable {
    /// Appends `source`, 64 KB at a time, and hands each copied stretch's pages of `source` back to
    /// the system: joining a second half (about 8 MB of nodes) so never holds both copies at once.
    /// `source` must be thrown away after: its copied pages read as zeros.
    mutating func appendReleasing(_ source: [Element]) {
        reserveCapacity(count + source.count)
        source.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let pageMask = UInt(sysconf(Int32(_SC_PAGESIZE))) &- 1
            let step = Swift.max(1, (1 << 16) / MemoryLayout<Element>.stride)
            var released = (UInt(bitPattern: base) &+ pageMask) & ~pageMask
            var done = 0
            while done < buffer.count {
                let next = Swift.min(buffer.count, done + step)
                append(contentsOf: UnsafeBufferPointer(rebasing: buffer[done..<next]))
                done = next
                let end = UInt(bitPattern: base + done) & ~pageMask
                if end > released, let start = UnsafeMutableRawPointer(bitPattern: released) {
                    madvise(start, Int(end - released), MADV_DONTNEED)
                    released = end
                }
            }
        }
    }
}
