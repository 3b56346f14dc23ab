/// A type whose values can stand as a spec viewModel: what generated code uses to
/// turn typed content back into a spec (`listspec generate`), with no `Any` between.
public protocol SpecValueConvertible {
    /// The value as a spec writes it.
    var specValue: Value { get }
}

extension Value: SpecValueConvertible {
    /// The value itself.
    public var specValue: Value { self }
}

extension String: SpecValueConvertible {
    /// The string as a spec value.
    public var specValue: Value { Value(.string(self)) }
}

extension Int: SpecValueConvertible {
    /// The integer as a spec value.
    public var specValue: Value { Value(.int(Int64(self))) }
}

extension Int64: SpecValueConvertible {
    /// The integer as a spec value.
    public var specValue: Value { Value(.int(self)) }
}

extension Double: SpecValueConvertible {
    /// The number as a spec float.
    public var specValue: Value { Value(.double(self)) }
}

extension Bool: SpecValueConvertible {
    /// The boolean as a spec value.
    public var specValue: Value { Value(.bool(self)) }
}

extension Optional: SpecValueConvertible where Wrapped: SpecValueConvertible {
    /// The wrapped value's spec value; `null` for nil.
    public var specValue: Value { self?.specValue ?? .null }
}

extension Array: SpecValueConvertible where Element: SpecValueConvertible {
    /// A list of the elements' spec values, in order.
    public var specValue: Value { Value(.list(map(\.specValue))) }
}

/// Keys in ascending order, so the same dictionary always gives the same value text.
extension Dictionary: SpecValueConvertible where Key == String, Value: SpecValueConvertible {
    /// A map of the values' spec values, keys in ascending order.
    public var specValue: ListSpecRuntime.Value {
        ListSpecRuntime.Value(.map(sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value.specValue) }))
    }
}
