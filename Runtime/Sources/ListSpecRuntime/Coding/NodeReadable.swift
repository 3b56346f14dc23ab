#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A type `Value.decode` reads straight from a node, without a `Decoder` made for it: scalars
/// (an `[Int]` would otherwise make a decoder and a path step per item), lists, `[String: T]`
/// (read pair by pair, no key looked up), and the Foundation types JSONDecoder reads its own
/// way by default (`URL` and `Data` from strings, `Decimal` from numbers).
protocol NodeReadable {
    /// `path` is made only if an error or a nested value needs it.
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> Self
}

extension Bool: NodeReadable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> Bool { try node.readBool(at: path()) }
}

extension String: NodeReadable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> String { try node.readString(at: path()) }
}

extension Double: NodeReadable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> Double { try node.readDouble(at: path()) }
}

extension Float: NodeReadable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> Float { try node.readFloat(at: path()) }
}

extension NodeReadable where Self: FixedWidthInteger {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> Self { try node.readInteger(Self.self, at: path()) }
}

extension Int: NodeReadable {}
extension Int8: NodeReadable {}
extension Int16: NodeReadable {}
extension Int32: NodeReadable {}
extension Int64: NodeReadable {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: NodeReadable {}
extension UInt: NodeReadable {}
extension UInt8: NodeReadable {}
extension UInt16: NodeReadable {}
extension UInt32: NodeReadable {}
extension UInt64: NodeReadable {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: NodeReadable {}

/// As `Array.init(from:)` reads a list through an unkeyed container, item by item.
extension Array: NodeReadable where Element: Decodable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> [Element] {
        guard node.kind == .sequence else { throw path().mismatch([Any].self, expected: "a list", found: node) }
        let items = node.items
        var result: [Element] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(try item.decode(Element.self, at: path().appending(index: index)))
        }
        return result
    }
}

/// As JSONDecoder reads a `[String: T]`: of keys equal as Swift strings, the first written wins
/// (the others are not read).
extension Dictionary: NodeReadable where Key == String, Value: Decodable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> [String: Value] {
        guard node.kind == .mapping else { throw path().mismatch([String: Any].self, expected: "a map", found: node) }
        let pairs = node.pairs
        var result: [String: Value] = [:]
        result.reserveCapacity(pairs.count)
        for pair in pairs {
            let key = pair.key.keyText
            guard result[key] == nil else { continue }
            result[key] = try pair.value.decode(Value.self, at: path().appending(AnyCodingKey(key)))
        }
        return result
    }
}

extension URL: NodeReadable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> URL {
        let text = try node.readString(at: path())
        guard let url = URL(string: text) else { throw path().unfit(URL.self, found: node, because: "not a URL") }
        return url
    }
}

extension Data: NodeReadable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> Data {
        let text = try node.readString(at: path())
        guard let data = Data(base64Encoded: text) else { throw path().unfit(Data.self, found: node, because: "not base64") }
        return data
    }
}

/// From the digits of the number's JSON text: the shortest that reads back as its Double.
extension Decimal: NodeReadable {
    static func read(from node: Document.Node, at path: () -> DecodingPath) throws -> Decimal {
        let text: String?
        switch node.kind {
        case .int where node.isOverflowingInteger: text = node.string
        case .int: text = node.int.map { String($0) }
        case .float where !node.isBeyondFloatRange: text = node.double.flatMap { $0.isFinite ? "\($0)" : nil }
        case .float: text = nil
        default: throw path().mismatch(Decimal.self, expected: "Decimal", found: node)
        }
        guard let text, let decimal = Decimal(string: text) else { throw path().unfit(Decimal.self, found: node, because: nil) }
        return decimal
    }
}
