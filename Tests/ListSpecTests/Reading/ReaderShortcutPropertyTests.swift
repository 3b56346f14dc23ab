import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime
import ListSpecTestSupport

/// The reader's and the comparison's shortcuts held to their plain definitions on random input:
/// a map whose key list was found distinct before is not compared again (`DistinctKeySets`),
/// two values held in their records are compared by their words (`ValueComparison`), values
/// that are equal share their `ValueFingerprint`, and a key stored where a known key was found is
/// that known key again, for the same kind of map only (`KnownKeyPlaces`).
@Suite struct ReaderShortcutPropertyTests {
    /// Keys as written, some of them one key under another spelling (quotes, Unicode normalization,
    /// an integer and its text), some too long to be stored once.
    static let keys = ["a", "'a'", "b", "title", "\"title\"", "subtitle", "value", "cellID", "1", "'1'", "caf\u{E9}", "cafe\u{301}",
                       String(repeating: "k", count: 40), String(repeating: "k", count: 39) + "j", "x y", "'x y'"]

    /// A key's text, as maps compare keys (Swift's String equality).
    static func text(_ key: String) -> String {
        key.count >= 2 && (key.hasPrefix("'") || key.hasPrefix("\"")) ? String(key.dropFirst().dropLast()) : key
    }

    /// Many maps, most repeating a key list met before (so most take the shortcut), some with a key
    /// given twice: each map keeps its keys' first copies in order, and each later copy is one finding.
    @Test func mapsOfRepeatedKeyListsKeepTheKeysAndFindingsOfEachMapCheckedAlone() throws {
        var rng = SeededRandom(seed: 63)
        for _ in 0..<40 {
            var lists: [[String]] = []
            var lines: [String] = []
            var expectedKeys: [[String]] = []
            var expectedDuplicates: [Int] = []
            for _ in 0..<200 {
                let list: [String]
                if !lists.isEmpty, rng.chance(0.8) {
                    list = rng.pick(lists)
                } else {
                    list = (0..<Int.random(in: 0...9, using: &rng)).map { _ in rng.pick(Self.keys) }
                    lists.append(list)
                }
                var kept: [String] = []
                for key in list where !kept.contains(Self.text(key)) { kept.append(Self.text(key)) }
                expectedKeys.append(kept)
                expectedDuplicates.append(list.count - kept.count)
                lines.append("- {" + list.enumerated().map { "\($0.element): \($0.offset)" }.joined(separator: ", ") + "}")
            }
            let result = YAMLReader.read(bytes: Array((lines.joined(separator: "\n") + "\n").utf8), path: "t.yaml", limits: .default)
            let root = try #require(result.document.root)
            #expect(root.items.map { $0.pairs.map(\.key.keyText) } == expectedKeys)
            var duplicates = [Int](repeating: 0, count: lines.count)
            for finding in result.findings where finding.rule == .duplicateKey { duplicates[finding.location.line - 1] += 1 }
            #expect(duplicates == expectedDuplicates)
            #expect(result.findings.allSatisfy { $0.rule == .duplicateKey })
        }
    }

    /// Cells and headers whose keys are drawn from one pool (known to cells, to headers, to
    /// sections, or to none), in any order: each key known to its own kind of map is read as that
    /// field, and each other one is one unknown-key finding on its line, however often its bytes
    /// were met before in another kind of map.
    @Test func keysAreKnownOrUnknownToTheirOwnKindOfMapWhereverTheyWereMetBefore() throws {
        let pool = ["height", "action", "title", "sectionID", "cells", "view", "header", "deletable", "viewModel",
                    "estimatedHeight", "footer", "cellIDs", "titles", "foo"]
        let values = ["height": "44", "estimatedHeight": "40", "action": "go", "deletable": "true", "viewModel": "{a: 1}",
                      "title": "T", "view": "V"]
        var rng = SeededRandom(seed: 6363)
        for _ in 0..<20 {
            var lines = ["sections:"]
            var unknownPerLine: [Int: Int] = [:]
            var expectedCells: [(id: Int64, type: String, hasViewModel: Bool)] = []
            var id: Int64 = 0
            for sectionID in 1...Int.random(in: 1...4, using: &rng) {
                lines.append("  - sectionID: \(sectionID)")
                let headerKeys = ["title"] + pool.shuffled(using: &rng).prefix(Int.random(in: 0...3, using: &rng)).filter { $0 != "title" }
                lines.append("    header: {" + headerKeys.map { "\($0): \(values[$0] ?? "1")" }.joined(separator: ", ") + "}")
                unknownPerLine[lines.count] = headerKeys.filter { !SpecKeys.headerFooter.contains($0) }.count
                lines.append("    cells:")
                for _ in 0..<Int.random(in: 1...30, using: &rng) {
                    id += 1
                    let type = rng.pick(["A", "B"])
                    var keys = pool.shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng)).map { $0 }
                    keys.insert("cellType", at: Int.random(in: 0...keys.count, using: &rng))
                    keys.insert("cellID", at: Int.random(in: 0...keys.count, using: &rng))
                    let text = keys.map { key -> String in
                        switch key {
                        case "cellID": return "cellID: \(id)"
                        case "cellType": return "cellType: \(type)"
                        default: return "\(key): \(values[key] ?? "1")"
                        }
                    }
                    lines.append("      - {" + text.joined(separator: ", ") + "}")
                    unknownPerLine[lines.count] = keys.filter { !SpecKeys.cell.contains($0) }.count
                    expectedCells.append((id, type, keys.contains("viewModel")))
                }
            }
            let loaded = load(lines.joined(separator: "\n") + "\n")
            var found: [Int: Int] = [:]
            for finding in loaded.findings where finding.rule == .unknownKey { found[finding.location.line, default: 0] += 1 }
            #expect(found.filter { $0.value > 0 } == unknownPerLine.filter { $0.value > 0 })
            let cells = try #require(loaded.spec?.tables.first).sections.flatMap(\.cells)
            #expect(cells.map(\.cellID) == expectedCells.map(\.id))
            #expect(cells.map(\.cellType) == expectedCells.map(\.type))
            #expect(cells.map { $0.viewModel != nil } == expectedCells.map(\.hasViewModel))
        }
    }

    /// What a scalar means: numbers by value (an integer and the double it equals are one value).
    enum Meaning: Equatable {
        case null, bool(Bool), number(Double), string(String)
        indirect case map([String: Meaning])
    }

    static let scalars: [(text: String, meaning: Meaning)] = [
        ("null", .null), ("~", .null), ("true", .bool(true)), ("false", .bool(false)), ("1", .number(1)), ("1.0", .number(1)),
        ("0x1", .number(1)), ("-0", .number(0)), ("-0.0", .number(0)), ("2147483647", .number(2_147_483_647)),
        ("2147483648", .number(2_147_483_648)), ("3000000000", .number(3e9)), ("3e9", .number(3e9)), ("'1'", .string("1")),
        ("x", .string("x")), ("''", .string("")),
    ]

    /// A value as generated: a scalar of `scalars`, or a map of such values.
    indirect enum Generated {
        case scalar(Int)
        case map([(key: String, value: Generated)])

        var text: String {
            switch self {
            case .scalar(let i): return ReaderShortcutPropertyTests.scalars[i].text
            case .map(let pairs): return "{" + pairs.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ") + "}"
            }
        }

        var meaning: Meaning {
            switch self {
            case .scalar(let i): return ReaderShortcutPropertyTests.scalars[i].meaning
            case .map(let pairs): return .map(Dictionary(uniqueKeysWithValues: pairs.map { ($0.key, $0.value.meaning) }))
            }
        }
    }

    static func random(_ rng: inout SeededRandom, depth: Int) -> Generated {
        guard depth < 2, rng.chance(0.3) else { return .scalar(Int.random(in: 0..<scalars.count, using: &rng)) }
        return .map(["a", "b", "c", "d"].shuffled(using: &rng).filter { _ in rng.chance(0.7) }.map { ($0, random(&rng, depth: depth + 1)) })
    }

    /// The same meaning written another way (keys in another order, numbers and nulls spelt
    /// otherwise), or now and then with one value changed.
    static func respelled(_ value: Generated, _ rng: inout SeededRandom, depth: Int) -> Generated {
        if rng.chance(0.05) { return random(&rng, depth: depth) }
        switch value {
        case .scalar(let i):
            let same = scalars.indices.filter { scalars[$0].meaning == scalars[i].meaning }
            return .scalar(rng.pick(same))
        case .map(let pairs):
            return .map(pairs.shuffled(using: &rng).map { ($0.key, respelled($0.value, &rng, depth: depth + 1)) })
        }
    }

    /// Two values read from a file are equal exactly when they mean the same, whatever the order of
    /// their maps' keys and however their numbers are written.
    @Test func valuesReadFromAFileAreEqualByWhatTheyMean() throws {
        var rng = SeededRandom(seed: 1263)
        var equalPairs = 0, unequalPairs = 0
        for _ in 0..<4000 {
            let x = Self.random(&rng, depth: 0)
            let y = rng.chance(0.6) ? Self.respelled(x, &rng, depth: 0) : Self.random(&rng, depth: 0)
            let result = YAMLReader.read(bytes: Array("x: \(x.text)\ny: \(y.text)\n".utf8), path: "t.yaml", limits: .default)
            let root = try #require(result.document.root)
            let values = root.pairs.map { Value(node: $0.value) }
            try #require(values.count == 2)
            let expected = x.meaning == y.meaning
            #expect((values[0] == values[1]) == expected, "\(x.text) vs \(y.text)")
            // The renumbering detector's filter: values that are equal share their fingerprint.
            if expected { #expect(ValueFingerprint.of(values[0]) == ValueFingerprint.of(values[1]), "\(x.text) vs \(y.text)") }
            if expected { equalPairs += 1 } else { unequalPairs += 1 }
        }
        #expect(equalPairs > 1000 && unequalPairs > 1000)
    }
}
