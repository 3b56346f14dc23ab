/// A cheap 64-bit fingerprint of a value that equal values always share (under `Value`'s
/// equality): a filter for values that keep no `ContentDigest` (a file's), worked out from the
/// value's top level alone. A map's pairs are summed, each as its value only (keys are equal by
/// their text under Unicode canonical equivalence, which bytes cannot tell; key order is no
/// change); a collection inside counts as its kind and size; a string as its length and its first
/// and last eight bytes; a number as the integer it equals, if any. Never 0.
package enum ValueFingerprint {
    package static func of(_ value: Value) -> UInt64 {
        value.node.document.withView { view in
            let record = view.records[Int(value.node.index)]
            switch record.kind {
            case .mapping:
                let map = view.map(record)
                var sum: UInt64 = 0
                for k in 0..<map.count { sum &+= mix(leaf(view.records[Int(map.value(k, in: view.children))], in: view)) }
                return mix(sum ^ UInt64(map.count) &* 0x9E37_79B9_7F4A_7C15) | 1
            case .sequence:
                let slots = view.slots(record)
                var hash = UInt64(slots.count) &+ 11
                for k in slots { hash = mix(hash ^ leaf(view.records[Int(view.children[k])], in: view)) }
                return hash | 1
            default:
                return mix(leaf(record, in: view)) | 1
            }
        }
    }

    /// A value inside the top level: a scalar by what it means, a collection by its kind and size.
    @inline(__always)
    private static func leaf(_ record: Document.Record, in view: Document.View) -> UInt64 {
        switch record.kind {
        case .null: return 1
        case .bool: return record.payload != 0 ? 3 : 2
        case .int where record.overflow: return text(view.bytes(record)) ^ 5
        case .int: return number(Int64(bitPattern: view.bits(record)))
        case .float:
            let double = Double(bitPattern: view.bits(record))
            if let integer = Value.integralValue(double) { return number(integer) }
            return double.isNaN ? 7 : double.bitPattern &* 0xC2B2_AE3D_27D4_EB4F
        case .string: return text(view.bytes(record))
        case .sequence: return UInt64(view.slots(record).count) &* 0x1000_0000_0000_0001 ^ 9
        case .mapping: return UInt64(view.map(record).count) &* 0x1000_0000_0000_0001 ^ 13
        }
    }

    @inline(__always)
    private static func number(_ value: Int64) -> UInt64 { UInt64(bitPattern: value) &* 0x9E37_79B9_7F4A_7C15 ^ 15 }

    /// A string's length and its first and last eight bytes (or all of a shorter one).
    @inline(__always)
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var hash = UInt64(count) &* 0xFF51_AFD7_ED55_8CCD
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            hash = (hash ^ raw.loadUnaligned(as: UInt64.self)) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else {
            for i in 0..<count { hash = (hash ^ UInt64(base[i])) &* 0x100_0000_01B3 }
        }
        return hash
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        return h ^ h >> 29
    }
}
