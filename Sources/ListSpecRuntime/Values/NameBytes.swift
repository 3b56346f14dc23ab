/// A few names' UTF-8 bytes end to end, so a scalar's bytes can be matched against
/// them in place, without making or hashing a String.
struct NameBytes: Sendable {
    private let bytes: [UInt8]
    /// Where each name's bytes are in `bytes`.
    let ranges: [Range<Int>]

    init(_ names: [String]) {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        for name in names {
            let start = bytes.count
            bytes.append(contentsOf: name.utf8)
            ranges.append(start..<bytes.count)
        }
        self.bytes = bytes
        self.ranges = ranges
    }

    var isASCII: Bool { bytes.allSatisfy { $0 < 0x80 } }

    /// The index of the name whose bytes are exactly `count` bytes at `start`.
    func index(of start: UnsafePointer<UInt8>, count: Int) -> Int? {
        bytes.withUnsafeBufferPointer { names in
            for (i, range) in ranges.enumerated() where range.count == count {
                if range.isEmpty { return i }
                if let base = names.baseAddress, memcmpEqual(start, base + range.lowerBound, count) { return i }
            }
            return nil
        }
    }
}
