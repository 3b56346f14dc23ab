/// The lines before a line start of a large file, as libyaml counts them, counted from the file's
/// start a block at a time: the second parser's thread counts most of them while the first reader
/// reads the file's start, before the line it starts at is known, and the rest once it is (see
/// `SplitParse`). libyaml counts LF and CR LF, and also a lone CR, NEL, LS and PS: bytes holding
/// one of those give the count up (the file is then read by one reader).
struct LineCount {
    private static let block = 1 << 20
    /// The bytes counted, from the file's start.
    private var position = 0
    private var lines = 0
    /// The last two bytes counted: a CR LF, NEL, LS or PS may straddle two blocks.
    private var previous: (UInt8, UInt8) = (0, 0)
    private var gaveUp = false

    /// Counts on up to `offset` (no further than where the file ends); false once the count gave up
    /// (a read failed, or a line break other than LF and CR LF).
    @discardableResult
    mutating func count(upTo offset: Int, in file: OpenFile) -> Bool {
        guard !gaveUp else { return false }
        var buffer = [UInt8](repeating: 0, count: min(Self.block, max(offset - position, 0)))
        while position < offset {
            let count = min(Self.block, offset - position)
            let clean: Bool = buffer.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress, file.read(into: base, count: count, at: position) == count else { return false }
                let bytes = UnsafeBufferPointer(rebasing: UnsafeBufferPointer(buffer)[..<count])
                // A CR that ended the last block is lone unless this one starts with its LF.
                if previous.1 == 0x0D, bytes[0] != 0x0A { return false }
                let counted = Self.countLineFeeds(UnsafeRawBufferPointer(bytes))
                lines += counted.feeds
                guard !counted.mayHoldOtherBreaks || !Self.hasOtherBreak(bytes, before: previous) else { return false }
                previous = count >= 2 ? (bytes[count - 2], bytes[count - 1]) : (previous.1, bytes[0])
                return true
            }
            guard clean else {
                gaveUp = true
                return false
            }
            position += count
        }
        return true
    }

    /// The 0-based line libyaml gives the byte at `offset`, a line start no sooner than the bytes
    /// counted so far; nil when the count gave up.
    mutating func line(of offset: Int, in file: OpenFile) -> Int? {
        guard offset >= position, count(upTo: offset, in: file), previous.1 != 0x0D else { return nil }
        return lines
    }

    /// Line feeds in `bytes`, and whether they hold a byte another line break starts or ends with
    /// (CR, 0x85, 0xA8, 0xA9), sixteen bytes at a time: this runs over half of a large file.
    static func countLineFeeds(_ bytes: UnsafeRawBufferPointer) -> (feeds: Int, mayHoldOtherBreaks: Bool) {
        let lineFeed = SIMD16<UInt8>(repeating: 0x0A), carriageReturn = SIMD16<UInt8>(repeating: 0x0D)
        let nextLine = SIMD16<UInt8>(repeating: 0x85), lineSeparatorEnd = SIMD16<UInt8>(repeating: 0xA8)
        let paragraphSeparatorEnd = SIMD16<UInt8>(repeating: 0xA9)
        var feeds = 0
        var unusual = SIMD16<UInt8>()
        var i = 0
        while i + 16 <= bytes.count {
            // Each lane counts the line feeds it sees, up to 255, before the lanes are summed.
            var lanes = SIMD16<UInt8>()
            let end = min(bytes.count - 16, i + 254 * 16)
            while i <= end {
                let chunk = bytes.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                lanes &-= Self.lanes(chunk .== lineFeed)
                unusual |= Self.lanes(chunk .== carriageReturn .| chunk .== nextLine .| chunk .== lineSeparatorEnd .| chunk .== paragraphSeparatorEnd)
                i &+= 16
            }
            feeds += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        var otherBreak = unusual != SIMD16()
        while i < bytes.count {
            let byte = bytes[i]
            feeds += byte == 0x0A ? 1 : 0
            otherBreak = otherBreak || byte == 0x0D || byte == 0x85 || byte == 0xA8 || byte == 0xA9
            i += 1
        }
        return (feeds, otherBreak)
    }

    /// A comparison's lanes as bytes: 0xFF where it holds, 0 elsewhere.
    @inline(__always)
    private static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
        unsafeBitCast(mask, to: SIMD16<UInt8>.self)
    }

    /// A lone CR, NEL (C2 85), LS (E2 80 A8) or PS (E2 80 A9) in `bytes`, given the two bytes before them
    /// (a CR at the very end is judged by the next block's first byte, see `count(upTo:in:)`).
    private static func hasOtherBreak(_ bytes: UnsafeBufferPointer<UInt8>, before: (UInt8, UInt8)) -> Bool {
        func byte(_ i: Int) -> UInt8 { i >= 0 ? bytes[i] : (i == -1 ? before.1 : before.0) }
        for i in bytes.indices {
            switch bytes[i] {
            case 0x0D:
                if i + 1 < bytes.count, bytes[i + 1] != 0x0A { return true }
            case 0x85:
                if byte(i - 1) == 0xC2 { return true }
            case 0xA8, 0xA9:
                if byte(i - 1) == 0x80, byte(i - 2) == 0xE2 { return true }
            default:
                break
            }
        }
        return false
    }
}

extension LineCount {
    /// A count made on a `ReadyThread` before its job comes (see `SplitParse.Ready`), and carried on by that job:
    /// only that thread touches it once made.
    final class Ahead: @unchecked Sendable {
        var count = LineCount()
    }
}
