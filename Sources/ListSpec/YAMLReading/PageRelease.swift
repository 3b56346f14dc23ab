#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListSpecRuntime

/// The system's side of `PageReleasing`: `madvise` hands whole pages back.
enum PageRelease: PageReleasing {
    private static let pageMask = UInt(sysconf(Int32(_SC_PAGESIZE))) &- 1

    static func boundary(atOrAfter pointer: UnsafeRawPointer) -> UInt {
        (UInt(bitPattern: pointer) &+ pageMask) & ~pageMask
    }

    static func release(from released: UInt, upTo end: UnsafeRawPointer) -> UInt {
        let last = UInt(bitPattern: end) & ~pageMask
        guard last > released, let start = UnsafeMutableRawPointer(bitPattern: released) else { return released }
        madvise(start, Int(last - released), MADV_DONTNEED)
        return last
    }
}
