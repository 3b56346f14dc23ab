/// A value decodes from any `Decoder` (JSONDecoder, PropertyListDecoder, ...) and
/// encodes as the same JSON-like structure, map keys in their order.
extension Value: Codable {
    /// Decodes any value the decoder holds: null, a boolean, a number, a string, a list or a map.
    public init(from decoder: any Decoder) throws {
        var writer = DocumentWriter()
        let root = try writer.decode(from: decoder, expecting: .any)
        self.init(node: Document.Node(document: writer.finish(root: root), index: root))
    }

    /// Encodes the value as its JSON-like structure, map keys in their order.
    public func encode(to encoder: any Encoder) throws {
        switch content {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .list(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .map(let pairs):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for pair in pairs { try container.encode(pair.value, forKey: AnyCodingKey(pair.key)) }
        }
    }
}

/// A coding key that is any string or index.
package struct AnyCodingKey: CodingKey, Hashable, Sendable {
    package var stringValue: String
    package var intValue: Int?

    package init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    package init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    package init?(stringValue: String) { self.init(stringValue) }
    package init?(intValue: Int) { self.init(index: intValue) }
}

/// What a node is most likely to be, so decoding asks for it first: a `Decoder`
/// can only be probed by asking and failing, and each failure costs an error.
package enum ExpectedShape: Sendable {
    case any, map, integer, string
    /// A list of maps (sections, cells).
    case listOfMaps

    /// The shape the spec format gives a key's value.
    static func forKey(_ key: String) -> ExpectedShape {
        switch key {
        case "tables", "cellTypes", "types", "header", "footer": return .map
        case "sections", "cells": return .listOfMaps
        case "sectionID", "cellID", "listspec": return .integer
        case "cellType", "style", "action", "indexTitle", "title", "view", "sectionViewModel": return .string
        default: return .any
        }
    }
}

extension DocumentWriter {
    /// Writes whatever the decoder holds; map keys sorted, since a keyed container's
    /// `allKeys` has no defined order (JSONDecoder's changes from run to run).
    package mutating func decode(from decoder: any Decoder, expecting shape: ExpectedShape) throws -> Int32 {
        switch shape {
        case .map:
            if let map = try? decoder.container(keyedBy: AnyCodingKey.self) { return try decodeMap(map) }
        case .listOfMaps:
            if var list = try? decoder.unkeyedContainer() { return try decodeList(&list, items: .map) }
        case .integer:
            let single = try decoder.singleValueContainer()
            if let value = try? single.decode(Int64.self) { return int(value) }
        case .string, .any:
            break
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { return null() }
        if let value = try? single.decode(String.self) { return string(value) }
        if let map = try? decoder.container(keyedBy: AnyCodingKey.self) { return try decodeMap(map) }
        if let value = try? single.decode(Int64.self) { return int(value) }
        if let value = try? single.decode(Double.self) { return double(value) }
        if let value = try? single.decode(Bool.self) { return bool(value) }
        if var list = try? decoder.unkeyedContainer() { return try decodeList(&list, items: .any) }
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                debugDescription: "expected null, a boolean, a number, a string, a list or a map"))
    }

    private mutating func decodeMap(_ map: KeyedDecodingContainer<AnyCodingKey>) throws -> Int32 {
        let keys = map.allKeys.sorted { $0.stringValue < $1.stringValue }
        var slots: [Int32] = []
        slots.reserveCapacity(2 * keys.count)
        for key in keys {
            let value = try decode(from: map.superDecoder(forKey: key), expecting: ExpectedShape.forKey(key.stringValue))
            slots.append(string(key.stringValue))
            slots.append(value)
        }
        return mapping(slots: slots)
    }

    private mutating func decodeList(_ list: inout any UnkeyedDecodingContainer, items shape: ExpectedShape) throws -> Int32 {
        var items: [Int32] = []
        if let count = list.count { items.reserveCapacity(count) }
        while !list.isAtEnd {
            items.append(try decode(from: list.superDecoder(), expecting: shape))
        }
        return sequence(items)
    }
}
