import Testing
@testable import ListSpec
import ListSpecTestSupport

/// The walk's sort of paths read from their bytes where both are ASCII, held to String's `<` on
/// random paths: ASCII ones, prefixes of each other, and ones with characters that canonical
/// equivalence joins ("é" and "e" with a combining accent) or whose bytes order otherwise.
@Suite struct PathOrderTests {
    static let pieces = ["a", "b", "Z", "/", ".", "-", "0", "9", "spec", "spec0001", "yaml", " ", "é", "e\u{301}", "ß", "\u{1F600}",
                         "\u{7F}", "~", "A", "f"]

    static func path(_ rng: inout SeededRandom) -> String {
        (0..<Int.random(in: 0...8, using: &rng)).map { _ in
            rng.chance(0.85) ? rng.pick(Array(pieces.prefix(13))) : rng.pick(pieces)
        }.joined()
    }

    @Test func pathsPrecedeEachOtherAsStringsDo() {
        var rng = SeededRandom(seed: 6308)
        for _ in 0..<50_000 {
            let a = Self.path(&rng)
            let b = rng.chance(0.2) ? a + Self.path(&rng) : Self.path(&rng)
            let bothASCII = PathOrder.isASCII(a) && PathOrder.isASCII(b)
            #expect(bothASCII == (a + b).utf8.allSatisfy { $0 < 0x80 })
            #expect(PathOrder.precedes(a, b, bothASCII: bothASCII) == (a < b), "\(a.debugDescription) \(b.debugDescription)")
            #expect(PathOrder.precedes(b, a, bothASCII: bothASCII) == (b < a), "\(b.debugDescription) \(a.debugDescription)")
        }
    }

    @Test func aSortOfPathsIsStringsSort() {
        var rng = SeededRandom(seed: 6309)
        for _ in 0..<200 {
            let paths = (0..<Int.random(in: 0...60, using: &rng)).map { _ in "/work/" + Self.path(&rng) }
            let sorted = paths.sorted { PathOrder.precedes($0, $1, bothASCII: PathOrder.isASCII($0) && PathOrder.isASCII($1)) }
            #expect(sorted == paths.sorted())
        }
    }
}
