#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One node read as one Swift type, by the rules JSONDecoder (default options) applies to the
/// node's JSON text. The path is only made when an error or a nested `Decoder` needs it.
extension Document.Node {
    func readBool(at path: @autoclosure () -> DecodingPath) throws -> Bool {
        if let value = bool { return value }
        throw path().mismatch(Bool.self, expected: "Bool", found: self)
    }

    func readString(at path: @autoclosure () -> DecodingPath) throws -> String {
        if kind == .string, let value = string { return value }
        throw path().mismatch(String.self, expected: "String", found: self)
    }

    func readInteger<T: FixedWidthInteger>(_ type: T.Type, at path: @autoclosure () -> DecodingPath) throws -> T {
        if let value = exactInteger(type) { return value }
        guard kind == .int || kind == .float else { throw path().mismatch(type, expected: "\(type)", found: self) }
        let isWhole = kind == .int || (number.map { $0.isFinite && $0.rounded(.towardZero) == $0 } ?? false)
        throw path().unfit(type, found: self, because: isWhole ? "out of its range" : "not a whole number")
    }

    func readDouble(at path: @autoclosure () -> DecodingPath) throws -> Double {
        if let value = number { return value }
        guard kind == .int || kind == .float else { throw path().mismatch(Double.self, expected: "Double", found: self) }
        throw path().unfit(Double.self, found: self, because: nil)
    }

    /// A Float as JSONDecoder reads one, rounded once from the value's JSON text (rounding the
    /// Double first can differ in the last bit); one it would make infinite or zero is refused.
    func readFloat(at path: @autoclosure () -> DecodingPath) throws -> Float {
        guard let double = number else {
            guard kind == .int || kind == .float else { throw path().mismatch(Float.self, expected: "Float", found: self) }
            throw path().unfit(Float.self, found: self, because: nil)
        }
        let value: Float
        if let integer = int {
            value = Float(integer)
        } else {
            let text = isOverflowingInteger ? string : double.isFinite ? "\(double)" : nil
            value = text.flatMap { Float($0) } ?? Float(double)
        }
        if value.isInfinite, double.isFinite { throw path().unfit(Float.self, found: self, because: "out of its range") }
        if value == 0, double != 0 { throw path().unfit(Float.self, found: self, because: "too small for its precision") }
        return value
    }

    /// Any `Decodable`: a `NodeReadable` type straight from the node, any other through its
    /// own `init(from:)`.
    func decode<T: Decodable>(_ type: T.Type, at path: @autoclosure () -> DecodingPath) throws -> T {
        if let readable = type as? any NodeReadable.Type, let value = try readable.read(from: self, at: path) as? T { return value }
        return try T(from: ValueDecoder(node: self, path: path()))
    }
}
