/// A map read by key, as JSONDecoder's keyed container reads one: a missing key is
/// `keyNotFound` for `decode` and nil for `decodeIfPresent`, as is `null`.
struct ValueKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private let map: Document.Node
    private let path: DecodingPath
    /// Where to look for the next key in a large map: after the last one found, since keys are
    /// mostly asked for in the order written (a `[String: T]` asks for every key of `allKeys`
    /// in turn, which would otherwise be quadratic). A small map is searched from its start.
    private let cursor: Cursor?

    private final class Cursor {
        var next = 0
    }

    init(map: Document.Node, path: DecodingPath) {
        self.map = map
        self.path = path
        cursor = map.count > 16 ? Cursor() : nil
    }

    var codingPath: [any CodingKey] { path.codingPath }

    /// The keys as written, each once (a key written twice, which lint refuses, counts once).
    var allKeys: [Key] {
        var seen = Set<String>()
        return map.pairs.compactMap { pair in
            let text = pair.key.keyText
            return seen.insert(text).inserted ? Key(stringValue: text) : nil
        }
    }

    func contains(_ key: Key) -> Bool { value(for: key) != nil }

    private func value(for key: some CodingKey) -> Document.Node? {
        guard let pair = map.pairIndex(ofKey: key.stringValue, from: cursor?.next ?? 0) else { return nil }
        cursor?.next = pair + 1
        return map.pairs[pair].value
    }

    private func required(_ key: Key, expected: @autoclosure () -> String) throws -> Document.Node {
        if let value = value(for: key) { return value }
        throw path.missing(key, expected: expected())
    }

    /// The value of `key` unless it is missing or null.
    private func present(_ key: Key) -> Document.Node? {
        guard let value = value(for: key), !value.isNull else { return nil }
        return value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try required(key, expected: "a value").isNull }
    func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try required(key, expected: "Bool").readBool(at: path.appending(key)) }
    func decode(_: String.Type, forKey key: Key) throws -> String { try required(key, expected: "String").readString(at: path.appending(key)) }
    func decode(_: Double.Type, forKey key: Key) throws -> Double { try required(key, expected: "Double").readDouble(at: path.appending(key)) }
    func decode(_: Float.Type, forKey key: Key) throws -> Float { try required(key, expected: "Float").readFloat(at: path.appending(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(type, key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try integer(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(type, key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try integer(type, key) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try required(key, expected: "\(type)").decode(type, at: path.appending(key))
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T {
        try required(key, expected: "\(type)").readInteger(type, at: path.appending(key))
    }

    func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? { try present(key)?.readBool(at: path.appending(key)) }
    func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? { try present(key)?.readString(at: path.appending(key)) }
    func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? { try present(key)?.readDouble(at: path.appending(key)) }
    func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? { try present(key)?.readFloat(at: path.appending(key)) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try integerIfPresent(type, key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try integerIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try integerIfPresent(type, key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try integerIfPresent(type, key) }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try present(key)?.decode(type, at: path.appending(key))
    }

    private func integerIfPresent<T: FixedWidthInteger>(_ type: T.Type, _ key: Key) throws -> T? {
        try present(key)?.readInteger(type, at: path.appending(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(node: required(key, expected: "a map"), path: path.appending(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(node: required(key, expected: "a list"), path: path.appending(key)).unkeyedContainer()
    }

    /// A missing key gives a decoder of `null`, as JSONDecoder's does.
    func superDecoder() throws -> any Decoder {
        let key = AnyCodingKey("super")
        return ValueDecoder(node: value(for: key) ?? Value.null.node, path: path.appending(key))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(node: value(for: key) ?? Value.null.node, path: path.appending(key))
    }
}
