#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListSpecRuntime

/// The order a walk sorts the paths it found in: String's own (`<`, Unicode scalars of the canonical
/// form), read from the bytes where both paths are ASCII, whose canonical form is themselves and whose
/// scalar order is their byte order. Pair by pair, the standard library's general comparison was a
/// large part of a walk over a folder of many small specs.
enum PathOrder {
    /// Whether every byte of `path` is ASCII: told once for a path, not for every pair it is compared in.
    static func isASCII(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { bytesAreASCII($0, bytes.count) } ?? true
        } ?? false
    }

    /// `a < b`; `bothASCII`: what `isASCII` tells of both.
    static func precedes(_ a: String, _ b: String, bothASCII: Bool) -> Bool {
        guard bothASCII,
              let answer = a.utf8.withContiguousStorageIfAvailable({ x in b.utf8.withContiguousStorageIfAvailable { y in bytesPrecede(x, y) } }) ?? nil
        else { return a < b }
        return answer
    }

    /// Byte order, a prefix first.
    private static func bytesPrecede(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let shorter = min(x.count, y.count)
        if shorter > 0, let p = x.baseAddress, let q = y.baseAddress {
            let order = memcmp(p, q, shorter)
            if order != 0 { return order < 0 }
        }
        return x.count < y.count
    }
}
