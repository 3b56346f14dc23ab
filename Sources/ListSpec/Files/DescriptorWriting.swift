#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `bytes` to `descriptor`, going on after a partial or interrupted write(2).
/// Returns the `errno` of a write that failed, nil once every byte is written.
package func writeWhole(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
    guard var pointer = bytes.baseAddress else { return nil }
    var remaining = bytes.count
    while remaining > 0 {
        let written = write(descriptor, pointer, remaining)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        pointer += written
        remaining -= written
    }
    return nil
}
