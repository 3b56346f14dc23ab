/// A 32-bit digest of a value that equal values always share, under `Value`'s equality
/// (numbers by value, NaN equal to NaN, map keys in any order, keys by their text).
/// A document written in code or decoded with a `Decoder` keeps one per node, worked out
/// bottom-up as it is written, so two viewModels whose digests differ are told apart
/// without reading their documents: a diff compares every kept cell's viewModel.
enum ContentDigest {
    static let null = mix(1)

    static func bool(_ value: Bool) -> UInt64 { mix(value ? 3 : 2) }

    static func int(_ value: Int64) -> UInt64 { mix(4 &+ UInt64(bitPattern: value) &* 0x9E37_79B9_7F4A_7C15) }

    /// An integral double digests as the integer it equals (`1.0 == 1`).
    static func double(_ value: Double) -> UInt64 {
        if let integer = Value.integralValue(value) { return int(integer) }
        return value.isNaN ? mix(5) : mix(6 ^ value.bitPattern &* 0xC2B2_AE3D_27D4_EB4F)
    }

    /// Strings, and integers past Int64 (which equal only each other, by text).
    static func text<Bytes: Sequence<UInt8>>(_ bytes: Bytes, overflowingInteger: Bool) -> UInt64 {
        var hash: UInt64 = overflowingInteger ? 0xCBF2_9CE4_8422_2325 : 0x8422_2325_CBF2_9CE4
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return mix(hash)
    }

    /// A list: items in order, added one by one.
    struct List {
        private(set) var value = ContentDigest.mix(7)

        mutating func add(_ item: UInt64) { value = ContentDigest.mix(value ^ item) }
    }

    /// A map: pairs in any order, added one by one: each pair digested alone, then summed.
    struct Mapping {
        private var sum: UInt64 = 0
        private var count: UInt64 = 0

        mutating func add(keyText: UInt64, value: UInt64) {
            sum = sum &+ ContentDigest.mix(keyText &* 0x9E37_79B9_7F4A_7C15 ^ value)
            count += 1
        }

        var value: UInt64 { ContentDigest.mix(8 &+ count ^ sum) }
    }

    /// The stored form: never 0, which a `Value` uses for "no digest".
    static func stored(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash ^ hash >> 32) | 1 }

    fileprivate static func mix(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h &*= 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h &*= 0xC4CE_B9FE_1A85_EC53
        return h ^ h >> 33
    }
}
