#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ListSpec
import ListSpecRuntime

// Fuzz/run value: a viewModel as an app reads it. The input is parsed into values two ways (by
// JSONDecoder, and as a cell's viewModel in a spec read by the strict JSON reader, findings or
// not); each is walked along paths picked from the input, every accessor read on the way, and
// decoded into a few Decodable types. Nothing may trap, and a value JSONDecoder read decodes as
// JSONDecoder decodes its JSON text.

enum Difficulty: String, Codable { case easy, medium, hard }

struct Author: Codable, Equatable {
    var name: String
    var url: URL?
    var avatar: Data?
}

struct Recipe: Codable, Equatable {
    var title: String
    var minutes: Int?
    var rating: Float?
    var tags: [String]?
    var nutrition: [String: Double]?
    var difficulty: Difficulty?
    var author: Author?
    var steps: [[Int8?]]?
}

/// Choices drawn from the input's own bytes, so a run is repeatable.
struct Choices {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return bound <= 0 ? 0 : Int((state >> 33) % UInt64(bound))
    }
}

func readEverything(_ value: Value) {
    _ = (value.isNull, value.boolValue, value.stringValue, value.intValue, value.int64Value, value.doubleValue)
    _ = (value.arrayValue?.count, value.mapValue?.count, value.dictionaryValue?.count, value.description, value.hashValue)
}

func walk(_ root: Value, _ choices: inout Choices) {
    for _ in 0..<4 {
        var value = root
        for _ in 0..<8 {
            readEverything(value)
            let next: Value?
            if let pairs = value.mapValue, !pairs.isEmpty, choices.next(4) > 0 {
                next = value[pairs[choices.next(pairs.count)].key]
            } else if let count = value.arrayValue?.count, choices.next(4) > 0 {
                next = value[choices.next(count + 2) - 1]
            } else {
                next = value[["title", "", "K", "caf\u{E9}", "x"][choices.next(5)]] ?? value[choices.next(3)]
            }
            guard let next else { break }
            value = next
        }
    }
}

/// The value decoded into `type` as `Value.decode` and, when `text` is given, as JSONDecoder decodes it.
func decode<T: Decodable & Equatable>(_ value: Value, as type: T.Type, text: Data?) {
    let decoded = try? value.decode(type)
    if let text, (try? JSONDecoder().decode(type, from: text)) != decoded { abort() }
}

func decodeAll(_ value: Value, text: Data?) {
    decode(value, as: Recipe.self, text: text)
    decode(value, as: [Recipe].self, text: text)
    decode(value, as: Value.self, text: text)  // Value's own init(from:) probes every kind of value
    decode(value, as: [Decimal?].self, text: text)
    decode(value, as: [String: Int64].self, text: text)
    decode(value, as: [String: [Int]].self, text: text)
    decode(value, as: [[Double?]].self, text: text)
    decode(value, as: UInt8.self, text: text)
    decode(value, as: Float.self, text: text)
    decode(value, as: String.self, text: text)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func valueFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var choices = Choices(state: bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 })
    if let value = try? JSONDecoder().decode(Value.self, from: Data(bytes)) {
        walk(value, &choices)
        guard let text = try? JSONEncoder().encode(value) else { abort() }
        decodeAll(value, text: text)
    }
    let spec = Array(#"{"sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "C", "viewModel": "#.utf8) + bytes + Array("\n}]}]}".utf8)
    let loaded = SpecLoader(limits: ReaderLimits(maxDepth: 64, maxNodes: 100_000)).load(bytes: spec, path: "fuzz.json", isJSON: true)
    if let value = loaded.spec?.tables.first?.sections.first?.cells.first?.viewModel {
        walk(value, &choices)
        decodeAll(value, text: nil)
    }
    return 0
}
