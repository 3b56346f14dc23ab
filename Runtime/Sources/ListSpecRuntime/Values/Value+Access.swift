/// Reading a viewModel without `Any`: typed accessors that are nil when the value is something
/// else, subscripts that are nil for a missing key or index (they never trap), and `decode(_:)`
/// into any `Decodable` type. Numbers follow JSONDecoder: `1.0` is an integer, `1.5` is not.
///
/// ```swift
/// let title = cell.viewModel?["title"]?.stringValue ?? ""
/// let recipe = try cell.viewModel?.decode(Recipe.self)
/// ```
extension Value {
    /// The value of `key` in a map; nil if this is not a map or has no such key. Keys match as
    /// Swift strings do (and as JSONDecoder matches them); a key written twice, which lint
    /// refuses, reads as where it is first written.
    public subscript(key: String) -> Value? {
        node.pairIndex(ofKey: key).map { Value(node: node.pairs[$0].value) }
    }

    /// The item at `index` of a list; nil if this is not a list or `index` is out of range.
    public subscript(index: Int) -> Value? {
        let items = node.items
        guard items.indices.contains(index) else { return nil }
        return Value(node: items[index])
    }

    /// Whether the value is `null`.
    public var isNull: Bool { node.isNull }

    /// A boolean's value; nil for anything else (`1` and `"true"` are no booleans).
    public var boolValue: Bool? { node.bool }

    /// A string's text; nil for anything else (the number `12` is no string).
    public var stringValue: String? { node.kind == .string ? node.string : nil }

    /// A number with a whole value that fits `Int` (`3` or `3.0`); nil for `3.5` or anything else.
    public var intValue: Int? { node.exactInteger(Int.self) }

    /// A number with a whole value that fits `Int64` (`3` or `3.0`); nil for `3.5` or anything else.
    public var int64Value: Int64? { node.exactInteger(Int64.self) }

    /// A number as a Double (an integer too, to the nearest Double); nil for anything else.
    public var doubleValue: Double? { node.number }

    /// A list's items; nil for anything else.
    public var arrayValue: [Value]? {
        node.kind == .sequence ? node.items.map(Value.init(node:)) : nil
    }

    /// A map's keys and values in the order written; nil for anything else.
    public var mapValue: [(key: String, value: Value)]? {
        node.kind == .mapping ? node.pairs.map { (key: $0.key.keyText, value: Value(node: $0.value)) } : nil
    }

    /// A map as a dictionary; nil for anything else. Of keys equal as Swift strings, which lint
    /// refuses, the first written is kept (as JSONDecoder keeps it).
    public var dictionaryValue: [String: Value]? {
        guard node.kind == .mapping else { return nil }
        let pairs = node.pairs
        var dictionary = [String: Value](minimumCapacity: pairs.count)
        for pair in pairs {
            let key = pair.key.keyText
            if dictionary[key] == nil { dictionary[key] = Value(node: pair.value) }
        }
        return dictionary
    }

    /// The value decoded into `type`, read in place as JSONDecoder (default options) reads the
    /// value's JSON text: an `Int` from `1.0` but not from `1.5` or `"1"`, a number too large for
    /// its type is an error, an optional is nil for `null` or a missing key, a `URL` from a string,
    /// `Data` from base64 text. An error is a `DecodingError` whose coding path leads to the value,
    /// with a message such as `viewModel.tags[2]: expected String, found the integer 12`.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        try node.decode(type, at: .root)
    }
}
