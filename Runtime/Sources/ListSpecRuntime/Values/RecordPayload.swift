/// How a record's payload word is written and read (see `Document.Record`). A string is its
/// length (LEB128: one byte below 128) followed by its bytes in the text; a number that does
/// not fit the word is 8 bytes in the text; a collection's slot count comes before its slots
/// in the children. So a record needs one payload word, not two, and the rare long values pay.
@_spi(DocumentStorage) public enum RecordPayload {
    /// Appends a string's length and bytes to `text`; the offset is the string's payload.
    @inline(__always)
    package static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to text: inout GrowingBuffer<UInt8>) -> UInt32 {
        let offset = UInt32(truncatingIfNeeded: text.count)
        var count = UInt32(truncatingIfNeeded: bytes.count)
        while count >= 0x80 {
            text.append(UInt8(truncatingIfNeeded: count) | 0x80)
            count >>= 7
        }
        text.append(UInt8(truncatingIfNeeded: count))
        text.append(contentsOf: bytes)
        return offset
    }

    /// Where the bytes of the string whose payload is `offset` are in `text`.
    @inlinable @inline(__always)
    package static func stringRange(at offset: UInt32, in text: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var i = Int(offset)
        let first = text[i]
        if first < 0x80 { return i + 1 ..< i + 1 + Int(first) }
        var count = 0, shift = 0
        while true {
            let byte = text[i]
            i += 1
            count |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return i ..< i + count }
            shift += 7
        }
    }

    /// Appends a number's 8 bytes to `text`; the offset is its payload.
    package static func appendNumber(_ bits: UInt64, to text: inout GrowingBuffer<UInt8>) -> UInt32 {
        let offset = UInt32(truncatingIfNeeded: text.count)
        withUnsafeBytes(of: bits.littleEndian) { text.append(contentsOf: $0.bindMemory(to: UInt8.self)) }
        return offset
    }

    /// The payload of an integer that fits the word itself, if it does.
    @inlinable @inline(__always)
    package static func inlineInteger(_ value: Int64) -> UInt32? {
        Int32(exactly: value).map { UInt32(bitPattern: $0) }
    }

    /// A bool's, an integer's (within Int64) or a double's 64 bits; 0 for other kinds.
    @inline(__always)
    package static func bits(of record: Document.Record, in text: UnsafeBufferPointer<UInt8>) -> UInt64 {
        switch record.kind {
        case .bool: return UInt64(record.payload)
        case .int where record.overflow: return 0
        case .int where !record.isWide: return UInt64(bitPattern: Int64(Int32(bitPattern: record.payload)))
        case .int, .float:
            guard let base = text.baseAddress else { return 0 }
            return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: Int(record.payload), as: UInt64.self))
        case .null, .string, .sequence, .mapping: return 0
        }
    }

    /// A mapping's pairs in the children: key, value, key, value, ...; or, in a compact mapping
    /// (every value the node right after its key, as in nearly every map of a file), keys alone.
    package struct MapSlots: Sendable {
        let start: Int
        /// Pairs.
        package let count: Int
        let isCompact: Bool

        @inline(__always)
        package func key(_ pair: Int, in children: UnsafeBufferPointer<Int32>) -> Int32 {
            children[start + (isCompact ? pair : 2 * pair)]
        }

        @inline(__always)
        package func value(_ pair: Int, in children: UnsafeBufferPointer<Int32>) -> Int32 {
            isCompact ? children[start + pair] &+ 1 : children[start + 2 * pair + 1]
        }
    }

    @inline(__always)
    package static func mapSlots(of record: Document.Record, in children: UnsafeBufferPointer<Int32>) -> MapSlots {
        let slots = slots(of: record, in: children)
        let isCompact = record.isCompactMapping
        return MapSlots(start: slots.lowerBound, count: isCompact ? slots.count : slots.count / 2, isCompact: isCompact)
    }

    /// Where a collection's slots are in `children` (sequences: items; mappings: see `MapSlots`).
    @inline(__always)
    package static func slots(of record: Document.Record, in children: UnsafeBufferPointer<Int32>) -> Range<Int> {
        let start = Int(record.payload) + 1
        return start ..< start + Int(children[start - 1])
    }
}
