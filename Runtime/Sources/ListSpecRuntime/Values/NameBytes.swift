/// A few names' UTF-8 bytes end to end, so a scalar's bytes can be matched against
/// them in place, without making or hashing a String.
struct NameBytes: Sendable {
    private let bytes: [UInt8]
    /// Where each name's bytes start in `bytes`.
    private let starts: [Int]
    /// Each name's length and its bytes as two words (see `words`): a name of up to 16 bytes
    /// is matched with two compares, not a loop over its bytes (this runs for every key of every cell).
    private let prints: [(count: Int, words: (UInt64, UInt64))]

    init(_ names: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for name in names {
            starts.append(bytes.count)
            bytes.append(contentsOf: name.utf8)
        }
        self.bytes = bytes
        self.starts = starts
        prints = bytes.withUnsafeBufferPointer { buffer in
            starts.indices.map { i in
                let count = (i + 1 < starts.count ? starts[i + 1] : buffer.count) - starts[i]
                return (count, buffer.baseAddress.map { NameBytes.words($0 + starts[i], count: count) } ?? (0, 0))
            }
        }
    }

    var isASCII: Bool { bytes.allSatisfy { $0 < 0x80 } }

    /// Up to 16 bytes as two words that, with the count, tell them apart: overlapping loads from
    /// the front and the back, all within the `count` bytes. Longer text gives its first and last 8.
    @inline(__always)
    private static func words(_ start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(start)
        switch count {
        case 0: return (0, 0)
        case 1..<4: return (UInt64(start[0]) | UInt64(start[count / 2]) << 8 | UInt64(start[count - 1]) << 16, 0)
        case 4..<8: return (UInt64(raw.loadUnaligned(as: UInt32.self)), UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
        default: return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
    }

    /// The index of the name whose bytes are exactly `count` bytes at `start`.
    @inline(__always)
    func index(of start: UnsafePointer<UInt8>, count: Int) -> Int? {
        let (low, high) = NameBytes.words(start, count: count)
        return prints.withUnsafeBufferPointer { prints in
            for i in 0..<prints.count where prints[i].count == count && prints[i].words.0 == low && prints[i].words.1 == high {
                if count <= 16 { return i }
                let matches = bytes.withUnsafeBufferPointer { names in
                    names.baseAddress.map { memcmpEqual(start, $0 + starts[i], count) } ?? false
                }
                if matches { return i }
            }
            return nil
        }
    }
}
