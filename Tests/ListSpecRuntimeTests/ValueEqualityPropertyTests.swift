import Foundation
import Testing
import ListSpecRuntime

/// Equality by value under every way of writing a value: written values keep a digest that
/// rules most unequal values out at once, so equal values must always share it. Random values
/// are written again in another form (keys reordered, integral numbers as doubles and back,
/// NaN as another NaN, through JSON) and must stay equal with equal hashes; one change anywhere
/// must make them unequal.
@Suite struct ValueEqualityPropertyTests {
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ z >> 30) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ z >> 27) &* 0x94D0_49BB_1331_11EB
            return z ^ z >> 31
        }
    }

    static let words = ["", "a", "b", "title", "1", "true", "café", "cafe\u{301}", "x y"]

    static func randomContent(_ g: inout Generator, depth: Int) -> Value.Content {
        switch Int.random(in: 0..<(depth > 2 ? 6 : 8), using: &g) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &g))
        case 2: return .int(Int64.random(in: -3...3, using: &g))
        case 3: return .double([0.5, -0.0, 2.0, .nan, .infinity, 1e300].randomElement(using: &g) ?? 0)
        case 4, 5: return .string(words.randomElement(using: &g) ?? "")
        case 6: return .list((0..<Int.random(in: 0...3, using: &g)).map { _ in Value(randomContent(&g, depth: depth + 1)) })
        default:
            var keys = Set<String>()
            for _ in 0..<Int.random(in: 0...4, using: &g) { keys.insert(words.randomElement(using: &g) ?? "") }
            return .map(keys.sorted().map { (key: $0, value: Value(randomContent(&g, depth: depth + 1))) })
        }
    }

    /// The same value written differently: map keys in another order, integral numbers as the
    /// other kind of number, NaN with another payload.
    static func rewritten(_ value: Value, _ g: inout Generator) -> Value {
        switch value.content {
        case .int(let v): return Bool.random(using: &g) ? Value(.double(Double(v))) : value
        case .double(let v) where v.isNaN: return Value(.double(-Double.nan))
        case .double(let v) where v == v.rounded() && abs(v) < 1e15: return Value(.int(Int64(v)))
        case .list(let items): return Value(.list(items.map { rewritten($0, &g) }))
        case .map(let pairs): return Value(.map(pairs.shuffled(using: &g).map { (key: $0.key, value: rewritten($0.value, &g)) }))
        default: return value
        }
    }

    /// The value with one leaf changed (a different kind of leaf, so it cannot stay equal).
    static func mutated(_ value: Value, _ g: inout Generator) -> Value {
        switch value.content {
        case .list(let items) where !items.isEmpty:
            var items = items
            let i = Int.random(in: 0..<items.count, using: &g)
            items[i] = mutated(items[i], &g)
            return Value(.list(items))
        case .map(let pairs) where !pairs.isEmpty:
            var pairs = pairs
            let i = Int.random(in: 0..<pairs.count, using: &g)
            pairs[i].value = mutated(pairs[i].value, &g)
            return Value(.map(pairs))
        case .string: return Value(.list([value]))
        default: return Value(.string("changed"))
        }
    }

    @Test func equalValuesStayEqualHowEverWritten() throws {
        var throughJSON = 0
        var g = Generator(state: 42)
        for _ in 0..<2000 {
            let value = Value(Self.randomContent(&g, depth: 0))
            let again = Self.rewritten(value, &g)
            #expect(value == again, "\(value) vs \(again)")
            #expect(value.hashValue == again.hashValue, "\(value) vs \(again)")
            // JSON has no NaN or infinity: values holding one are not sent through it.
            if let data = try? JSONEncoder().encode(again) {
                let decoded = try JSONDecoder().decode(Value.self, from: data)
                #expect(value == decoded, "\(value) vs \(decoded)")
                #expect(value.hashValue == decoded.hashValue, "\(value) vs \(decoded)")
                throughJSON += 1
            }
            let changed = Self.mutated(value, &g)
            #expect(value != changed, "\(value) vs \(changed)")
            #expect(again != changed, "\(again) vs \(changed)")
        }
        #expect(throughJSON > 1000)
    }
}
