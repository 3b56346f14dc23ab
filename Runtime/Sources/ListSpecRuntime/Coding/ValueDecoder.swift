/// The `Decoder` of `Value.decode`: reads the nodes of a value's document in place (no JSON
/// text between), and is its own single-value container. Three words, so passing it as
/// `any Decoder` allocates nothing.
struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let node: Document.Node
    let path: DecodingPath

    var codingPath: [any CodingKey] { path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard node.kind == .mapping else { throw path.mismatch([String: Any].self, expected: "a map", found: node) }
        return KeyedDecodingContainer(ValueKeyedContainer<Key>(map: node, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard node.kind == .sequence else { throw path.mismatch([Any].self, expected: "a list", found: node) }
        return ValueUnkeyedContainer(list: node, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { node.isNull }
    func decode(_: Bool.Type) throws -> Bool { try node.readBool(at: path) }
    func decode(_: String.Type) throws -> String { try node.readString(at: path) }
    func decode(_: Double.Type) throws -> Double { try node.readDouble(at: path) }
    func decode(_: Float.Type) throws -> Float { try node.readFloat(at: path) }
    func decode(_ type: Int.Type) throws -> Int { try node.readInteger(type, at: path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try node.readInteger(type, at: path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try node.readInteger(type, at: path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try node.readInteger(type, at: path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try node.readInteger(type, at: path) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try node.readInteger(type, at: path) }
    func decode(_ type: UInt.Type) throws -> UInt { try node.readInteger(type, at: path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try node.readInteger(type, at: path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try node.readInteger(type, at: path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try node.readInteger(type, at: path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try node.readInteger(type, at: path) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try node.readInteger(type, at: path) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try node.decode(type, at: path) }
}
