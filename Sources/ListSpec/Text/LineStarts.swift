/// Where each line of a text starts, as byte offsets: lines break at LF, CRLF and CR (as the
/// language server's protocol and the reader break them). The editor's documents and the fixes
/// place line:column positions with them.
enum LineStarts {
    static func of(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
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
