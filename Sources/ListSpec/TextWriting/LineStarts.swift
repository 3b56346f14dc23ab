#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each line of a text starts, as byte offsets: lines break at LF, CRLF and CR (as the
/// language server's protocol and the reader break them). The editor's documents and the fixes
/// place line:column positions with them.
enum LineStarts {
    static func of(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Nearly every text breaks lines at LF alone: memchr finds each (a large spec has hundreds
            // of thousands of lines); a text with a CR is walked byte by byte.
            if memchr(base, 0x0D, buffer.count) == nil {
                var from = 0
                while from < buffer.count, let found = memchr(base + from, 0x0A, buffer.count - from) {
                    from = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base + 1
                    starts.append(from)
                }
                return
            }
            var i = 0
            while i < buffer.count {
                let byte = buffer[i]
                if byte == 0x0A {
                    starts.append(i + 1)
                } else if byte == 0x0D, i + 1 >= buffer.count || buffer[i + 1] != 0x0A {
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        return starts
    }

    /// The 0-based line of `starts` that holds byte `offset`.
    static func line(containing offset: Int, in starts: [Int]) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
