/// A type whose values can stand as a spec viewModel: what generated code uses to
/// turn typed content back into a spec (`listspec generate`), with no `Any` between.
public protocol SpecValueConvertible {
    var specValue: Value { get }
}

extension Value: SpecValueConvertible {
    public var specValue: Value { self }
}

extension String: SpecValueConvertible {
    public var specValue: Value { Value(.string(self)) }
}

extension Int: SpecValueConvertible {
    public var specValue: Value { Value(.int(Int64(self))) }
}

extension Int64: SpecValueConvertible {
    public var specValue: Value { Value(.int(self)) }
}

extension Double: SpecValueConvertible {
    public var specValue: Value { Value(.double(self)) }
}

extension Bool: SpecValueConvertible {
    public var specValue: Value { Value(.bool(self)) }
}

extension Optional: SpecValueConvertible where Wrapped: SpecValueConvertible {
    public var specValue: Value { self?.specValue ?? .null }
}

extension Array: SpecValueConvertible where Element: SpecValueConvertible {
    public var specValue: Value { Value(.list(map(\.specValue))) }
}

/// Keys in ascending order, so the same dictionary always gives the same value text.
extension Dictionary: SpecValueConvertible where Key == String, Value: SpecValueConvertible {
    public var specValue: ListSpecRuntime.Value {
        ListSpecRuntime.Value(.map(sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value.specValue) }))
    }
}
