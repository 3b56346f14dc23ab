import Testing
@testable import ListSpec
import ListSpecRuntime
import ListSpecTestSupport

/// A baseline file is read in one pass over its bytes (`BaselineReader`) as the JSON reader reads
/// it: the same entries, fields and places, whatever the layout; what it does not take (text beyond
/// ASCII, a `\u` escape, a mistake) the JSON reader reads, and says where the mistake is.
@Suite struct BaselineReaderTests {
    static let texts = ["unknown key 'tint' in a cell", "a \"quoted\" name", "back\\slash and /slash", "line\nbreak\tand tab", "",
                        "cellID 4 appears twice"]
    /// Texts the JSON reader reads instead (beyond ASCII; a control character, written `\u0001`).
    static let others = ["héllo", "\u{1}"]

    static func keys(_ rng: inout SeededRandom) -> [BaselineKey] {
        (0..<Int.random(in: 0...12, using: &rng)).map { _ in
            BaselineKey(path: rng.pick(["Specs/a.yaml", "Specs/b.json", "c d.yaml"]), table: rng.chance(0.7) ? rng.pick(["main", "menu", "with \"q\""]) : nil,
                        sectionID: rng.chance(0.6) ? Int64.random(in: -3...Int64.max, using: &rng) : nil,
                        cellID: rng.chance(0.5) ? Int64.random(in: Int64.min...9, using: &rng) : nil,
                        rule: rng.pick(["unknown-key", "unknown-cell-type", "made-up"]), message: rng.pick(rng.chance(0.02) ? others : texts))
        }
    }

    /// The file lint writes, laid out otherwise: on one line, with CR LF, with spaces around every token, the fields in another order.
    static func layouts(of text: String) -> [String] {
        [text, text.split(separator: "\n").joined(), text.split(separator: "\n").joined(separator: "\r\n"),
         text.replacing(":", with: " : ").replacing(",\"", with: " ,\t\"").replacing("{", with: "{ ").replacing("}", with: " }"),
         text.replacing(/\{("path":"[^"]*"),(.*)\}/) { "{\($0.2),\($0.1)}" }]
    }

    func entries(_ read: Baseline.Entries) -> [String] {
        read.indices.map { "\(read.key(of: $0)) at \(read.location(of: $0))" }
    }

    @Test func theReaderReadsAsTheJSONReader() throws {
        var rng = SeededRandom(seed: 2654)
        var fast = 0
        for _ in 0..<200 {
            for layout in Self.layouts(of: String(decoding: Baseline.text(of: Self.keys(&rng)), as: UTF8.self)) {
                let bytes = Array(layout.utf8)
                let slow = try Baseline.entries(readingJSON: bytes, path: "b.json")
                guard let read = BaselineReader.read(bytes, limits: .default) else { continue }
                fast += 1
                #expect(read.format == 1)
                #expect(entries(read.entries) == entries(slow), "\(layout)")
            }
        }
        #expect(fast > 500)
    }

    @Test(arguments: [
        "", "[1, 2]", "{\"listspec-baseline\": 1}", "{\"listspec-baseline\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\"}]}",
        "{\"listspec-baseline\": 1, \"entries\": [], \"more\": 1}", "{\"listspec-baseline\": 1, \"entries\": [], \"entries\": []}",
        "{\"listspec-baseline\": 1.0, \"entries\": []}", "{\"listspec-baseline\": 1, \"entries\": []} x",
        "{\"listspec-baseline\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"message\": \"m\", \"cellID\": 01}]}",
        "{\"listspec-baseline\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"message\": \"m\", \"cellID\": 99999999999999999999}]}",
        "{\"listspec-baseline\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"message\": \"\\u0041\"}]}",
        "{\"listspec-baseline\": 1, \"entries\": [{\"path\": \"a\", \"rule\": \"r\", \"message\": \"m\",}]}",
        "\u{FEFF}{\"listspec-baseline\": 1, \"entries\": []}",
    ])
    func whatItDoesNotTakeIsLeftToTheJSONReader(_ text: String) {
        #expect(BaselineReader.read(Array(text.utf8), limits: .default) == nil)
    }
}
