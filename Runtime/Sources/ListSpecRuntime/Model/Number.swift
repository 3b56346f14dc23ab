/// A number as written: an integer or a float (so output keeps `44` and `44.0` apart),
/// equal by value (`44 == 44.0`, what UIKit sees).
public enum Number: Hashable, Sendable, CustomStringConvertible {
    /// An integer, as written (`44`).
    case int(Int64)
    /// A float, as written (`44.5`, `44.0`).
    case double(Double)

    /// The number as a Double.
    public var doubleValue: Double {
        switch self {
        case .int(let v): return Double(v)
        case .double(let v): return v
        }
    }

    /// Equal by value: `44 == 44.0`.
    public static func == (lhs: Number, rhs: Number) -> Bool { lhs.doubleValue == rhs.doubleValue }
    /// Hashes the value, so that `44` and `44.0` hash alike.
    public func hash(into hasher: inout Hasher) { hasher.combine(doubleValue) }

    /// The number as written: `44`, `44.5`.
    public var description: String {
        switch self {
        case .int(let v): return String(v)
        case .double(let v): return formatDouble(v)
        }
    }
}
