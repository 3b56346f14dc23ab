import Foundation
import Testing
import ListSpecRuntime

/// `Value.decode` against JSONDecoder on the value's JSON text: random values, most of them
/// close to a type's shape and some not, decode into Codable types to the same result, or both
/// fail with the same kind of error at the same coding path. Each value is decoded as written in
/// code and as read back from its JSON text by JSONDecoder (two kinds of document).
@Suite struct ValueDecodingEquivalenceTests {
    typealias Generator = ValueEqualityPropertyTests.Generator

    typealias Recipe = ValueDecodingTests.Recipe

    struct Numbers: Codable, Equatable {
        var a: Int8
        var b: UInt16
        var c: Int32?
        var d: UInt64
        var e: Float
        var f: [Int]?
        var g: UInt
        var h: Int64
    }

    /// Any JSON value, probed as a decoder must be probed: null, then a bool, then every number
    /// type (what each reads the number as), a string, a list, a map.
    indirect enum Mirror: Decodable, Equatable {
        case null, bool(Bool), string(String), list([Mirror]), map([String: Mirror])
        case number(Int8?, UInt8?, Int16?, UInt16?, Int32?, UInt32?, Int64?, UInt64?, Int?, UInt?, Float?, Double?, Decimal?)

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                self = .null
            } else if let value = try? single.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? single.decode(Double.self) {
                self = .number(try? single.decode(Int8.self), try? single.decode(UInt8.self), try? single.decode(Int16.self),
                               try? single.decode(UInt16.self), try? single.decode(Int32.self), try? single.decode(UInt32.self),
                               try? single.decode(Int64.self), try? single.decode(UInt64.self), try? single.decode(Int.self),
                               try? single.decode(UInt.self), try? single.decode(Float.self), value, try? single.decode(Decimal.self))
            } else if let value = try? single.decode(String.self) {
                self = .string(value)
            } else if let value = try? single.decode([Mirror].self) {
                self = .list(value)
            } else {
                self = .map(try single.decode([String: Mirror].self))
            }
        }
    }

    static let words = ["", "a", "title", "easy", "hard", "x y", "caf\u{E9}", "https://example.com/a?b=1", "aGk=", "1"]
    /// Numbers at the edges of the types: integers and doubles, whole or not, in and out of range.
    static let numbers: [Value] = [0, 1, -1, 127, 128, -129, 255, 256, 65_535, 65_536, -32_769, 2_147_483_647, 2_147_483_648,
                                   Value(.int(.max)), Value(.int(.min)), 1.0, -0.0, 1.5, -2.5, 1e2, 255.0, 3e9, 1e19, 2e19, 0x1p53,
                                   0x1p63, -0x1p63, 1e300, 3.4e38, 3.5e38, 1e-50, 0.1, 2.5e-45, 0x1p-1063]

    static func leaf(_ g: inout Generator) -> Value {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return [Value.null, true, false].randomElement(using: &g) ?? nil
        case 1: return numbers.randomElement(using: &g) ?? 0
        default: return Value(.string(words.randomElement(using: &g) ?? ""))
        }
    }

    static func any(_ g: inout Generator, depth: Int = 0) -> Value {
        switch Int.random(in: 0..<(depth > 2 ? 3 : 5), using: &g) {
        case 3: return Value(.list((0..<Int.random(in: 0...3, using: &g)).map { _ in any(&g, depth: depth + 1) }))
        case 4:
            let keys = (0..<Int.random(in: 0...3, using: &g)).map { _ in words.randomElement(using: &g) ?? "" }
            return Value(.map(keys.map { (key: $0, value: any(&g, depth: depth + 1)) }))
        default: return leaf(&g)
        }
    }

    /// Mostly `value`; now and then anything else.
    static func maybe(_ value: Value, _ g: inout Generator) -> Value {
        Int.random(in: 0..<12, using: &g) == 0 ? any(&g) : value
    }

    /// A map with these fields, a field now and then left out, others added, in any order.
    static func shaped(_ fields: [(String, Value)], _ g: inout Generator) -> Value {
        var pairs = fields.filter { _ in Int.random(in: 0..<15, using: &g) > 0 }.map { (key: $0.0, value: maybe($0.1, &g)) }
        if Int.random(in: 0..<8, using: &g) == 0 { pairs.append((key: "extra", value: any(&g))) }
        return maybe(Value(.map(pairs.shuffled(using: &g))), &g)
    }

    static func list(_ g: inout Generator, _ item: (inout Generator) -> Value) -> Value {
        maybe(Value(.list((0..<Int.random(in: 0...3, using: &g)).map { _ in maybe(item(&g), &g) })), &g)
    }

    static func string(_ g: inout Generator) -> Value { Value(.string(words.randomElement(using: &g) ?? "")) }
    static func number(_ g: inout Generator) -> Value { numbers.randomElement(using: &g) ?? 0 }

    static func recipe(_ g: inout Generator) -> Value {
        shaped([("title", string(&g)), ("minutes", number(&g)), ("rating", Bool.random(using: &g) ? nil : number(&g)),
                ("tags", list(&g, string)),
                ("nutrition", Value(.map((0..<Int.random(in: 0...3, using: &g)).map { _ in (key: words.randomElement(using: &g) ?? "", value: number(&g)) }))),
                ("difficulty", Value(.string(["easy", "medium", "hard", "Easy"].randomElement(using: &g) ?? ""))),
                ("author", Bool.random(using: &g) ? nil : shaped([("name", string(&g)), ("url", Bool.random(using: &g) ? string(&g) : nil)], &g)),
                ("steps", Bool.random(using: &g) ? nil : list(&g) { list(&$0, string) })], &g)
    }

    /// Numbers that fit each field, mixed with any number now and then.
    static func numbersValue(_ g: inout Generator) -> Value {
        func pick(_ fitting: [Value], _ g: inout Generator) -> Value {
            (Int.random(in: 0..<10, using: &g) == 0 ? number(&g) : fitting.randomElement(using: &g)) ?? 0
        }
        return shaped([("a", pick([-128, 127.0, 0], &g)), ("b", pick([65_535, 1e2, 0], &g)), ("c", pick([nil, -2_147_483_648, 3], &g)),
                       ("d", pick([1e19, 0, Value(.int(.max))], &g)), ("e", pick([0.1, 3.4e38, 1], &g)), ("g", pick([2e19, 7], &g)),
                       ("h", pick([Value(.int(.min)), 0x1p53, -0.0], &g)), ("f", list(&g) { pick([1, 2.0, -3], &$0) })], &g)
    }

    /// What a decode gave: the value, or the kind of error and its coding path.
    enum Outcome<T: Equatable>: Equatable {
        case value(T)
        case error(kind: String, path: [String])

        init(_ body: () throws -> T) {
            do {
                self = .value(try body())
            } catch let error as DecodingError {
                switch error {
                case .typeMismatch(_, let context): self = .error(kind: "typeMismatch", path: context.codingPath.map(\.stringValue))
                case .valueNotFound(_, let context): self = .error(kind: "valueNotFound", path: context.codingPath.map(\.stringValue))
                case .keyNotFound(let key, let context):
                    self = .error(kind: "keyNotFound", path: (context.codingPath + [key]).map(\.stringValue))
                case .dataCorrupted(let context): self = .error(kind: "dataCorrupted", path: context.codingPath.map(\.stringValue))
                @unknown default: self = .error(kind: "?", path: [])
                }
            } catch {
                self = .error(kind: "\(type(of: error))", path: [])
            }
        }

        /// Equal, but for the path of a number JSONDecoder cannot hold (it reports none), and for
        /// which entry of a `[String: T]` (`nutrition`) fails first, and how, when several do:
        /// JSONDecoder reads them in hash order, which changes from run to run.
        func matches(_ expected: Outcome) -> Bool {
            if case .error(kind: "dataCorrupted", path: []) = expected, case .error(kind: "dataCorrupted", _) = self { return true }
            return masked == expected.masked
        }

        private var masked: Outcome {
            guard case .error(_, let path) = self, path.count > 1, path[0] == "nutrition" else { return self }
            return .error(kind: "an entry fails", path: ["nutrition"])
        }
    }

    func check<T: Decodable & Equatable>(_ type: T.Type, seed: UInt64, count: Int, _ make: (inout Generator) -> Value) throws {
        var g = Generator(state: seed)
        var successes = 0
        for _ in 0..<count {
            let value = make(&g)
            let text = try JSONEncoder().encode(value)
            let expected = Outcome { try JSONDecoder().decode(type, from: text) }
            let written = Outcome { try value.decode(type) }
            let readBack = Outcome { try JSONDecoder().decode(Value.self, from: text).decode(type) }
            #expect(written.matches(expected), "\(value)")
            #expect(readBack.matches(expected), "\(String(decoding: text, as: UTF8.self))")
            if case .value = expected { successes += 1 }
        }
        // Enough values decode for the comparison to mean something, and enough fail.
        #expect(successes > count / 20 && successes < count * 19 / 20, "\(successes) of \(count) decoded")
    }

    @Test func recipesDecodeAsJSONDecoderDecodesThem() throws {
        try check(Recipe.self, seed: 1, count: 2000, Self.recipe)
    }

    @Test func numbersDecodeAsJSONDecoderDecodesThem() throws {
        try check(Numbers.self, seed: 2, count: 2000, Self.numbersValue)
    }

    @Test func anyValueProbesAsJSONDecoderProbesIt() throws {
        var g = Generator(state: 3)
        for _ in 0..<3000 {
            let value = Self.any(&g)
            let text = try JSONEncoder().encode(value)
            let expected = Outcome { try JSONDecoder().decode(Mirror.self, from: text) }
            #expect(Outcome { try value.decode(Mirror.self) }.matches(expected), "\(value)")
            #expect(Outcome { try JSONDecoder().decode(Value.self, from: text).decode(Mirror.self) }.matches(expected), "\(value)")
        }
    }
}
