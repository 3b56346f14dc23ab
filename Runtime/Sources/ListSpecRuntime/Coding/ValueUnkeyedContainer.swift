/// A list read item by item, as JSONDecoder's unkeyed container reads one: an item is passed
/// only once it decodes; past the end, `decode` is `valueNotFound` and `decodeIfPresent` nil.
struct ValueUnkeyedContainer: UnkeyedDecodingContainer {
    private let items: Document.Items
    private let path: DecodingPath
    private(set) var currentIndex = 0

    init(list: Document.Node, path: DecodingPath) {
        items = list.items
        self.path = path
    }

    var codingPath: [any CodingKey] { path.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    /// Reads the current item with `read` (given the item's path, made if needed), then passes it;
    /// past the end, `valueNotFound`.
    private mutating func next<T>(_ type: Any.Type, expected: @autoclosure () -> String,
                                  _ read: (Document.Node, () -> DecodingPath) throws -> T) throws -> T {
        let index = currentIndex
        guard index < items.count else {
            throw path.appending(index: index).absent(type, expected: expected(), found: "the end of the list (\(items.count) items)")
        }
        let path = self.path
        let value = try read(items[index]) { path.appending(index: index) }
        currentIndex += 1
        return value
    }

    /// Reads the current item with `read` unless it is null or past the end (then nil), and passes it.
    private mutating func nextIfPresent<T>(_ read: (Document.Node, () -> DecodingPath) throws -> T) throws -> T? {
        let index = currentIndex
        guard index < items.count, !items[index].isNull else {
            currentIndex += 1
            return nil
        }
        let path = self.path
        let value = try read(items[index]) { path.appending(index: index) }
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        let index = currentIndex
        guard index < items.count else {
            throw path.appending(index: index).absent(Any?.self, expected: "a value", found: "the end of the list (\(items.count) items)")
        }
        guard items[index].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type, expected: "Bool") { try $0.readBool(at: $1()) } }
    mutating func decode(_ type: String.Type) throws -> String { try next(type, expected: "String") { try $0.readString(at: $1()) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type, expected: "Double") { try $0.readDouble(at: $1()) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type, expected: "Float") { try $0.readFloat(at: $1()) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try integer(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try integer(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type, expected: "\(type)") { try $0.decode(type, at: $1()) } }

    private mutating func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try next(type, expected: "\(type)") { try $0.readInteger(type, at: $1()) }
    }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try nextIfPresent { try $0.readBool(at: $1()) } }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try nextIfPresent { try $0.readString(at: $1()) } }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try nextIfPresent { try $0.readDouble(at: $1()) } }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try nextIfPresent { try $0.readFloat(at: $1()) } }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try integerIfPresent(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try integerIfPresent(type) }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try integerIfPresent(type) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? { try integerIfPresent(type) }
    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? { try nextIfPresent { try $0.decode(type, at: $1()) } }

    private mutating func integerIfPresent<T: FixedWidthInteger>(_ type: T.Type) throws -> T? {
        try nextIfPresent { try $0.readInteger(type, at: $1()) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self, expected: "a map") { try ValueDecoder(node: $0, path: $1()).container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next((any UnkeyedDecodingContainer).self, expected: "a list") { try ValueDecoder(node: $0, path: $1()).unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next((any Decoder).self, expected: "a value") { ValueDecoder(node: $0, path: $1()) }
    }
}
