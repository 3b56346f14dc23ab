import ListSpecRuntime
import ListSpecTestSupport
import Testing

/// The one decision of what a misspelt name means (section 15, amended 2026-12-05): suggested
/// within a third of the written name's length in edits, a safe fix only for a typo (one edit from
/// the one nearest name, case, `_` and `-` aside).
@Suite struct KeySuggestionTests {
    static let cellKeys = ["cellID", "cellType", "viewModel", "height", "estimatedHeight", "action", "deletable"]
    static let cellTypes = ["PromoCell", "ImageCell", "TitleCell", "ToggleCell"]

    @Test(arguments: [("hieght", "height"), ("cellTpye", "cellType"), ("cellId", "cellID"), ("view_model", "viewModel"),
                      ("VIEW-MODEL", "viewModel"), ("heigth", "height"), ("acton", "action"), ("deleteable", "deletable")])
    func typosOfKeysAreSafeFixes(_ written: String, _ meant: String) throws {
        let fix = try #require(KeySuggestion.fix(for: written, in: Self.cellKeys))
        #expect(fix.isSafe)
        #expect(fix.edits.map(\.new) == [.name(meant)])
    }

    @Test func theIssuesWords() throws {
        #expect(KeySuggestion.fix(for: "PromoCel", in: Self.cellTypes)?.isSafe == true)
        // Another word: suggested within a third of its length, an unsafe fix; else nothing at all.
        let selectable = try #require(KeySuggestion.closest(to: "selectable", in: Self.cellKeys))
        #expect(selectable.word == "deletable" && !selectable.isTypo)
        #expect(KeySuggestion.fix(for: "selectable", in: Self.cellKeys)?.isSafe == false)
        for word in ["editable"] { #expect(KeySuggestion.closest(to: word, in: Self.cellKeys) == nil, "\(word)") }
        for word in ["VideoCell", "MapCell", "TextCell"] { #expect(KeySuggestion.closest(to: word, in: Self.cellTypes) == nil, "\(word)") }
    }

    /// Two names as near: no fix (it would be a guess), the hint names one.
    @Test func aTieIsNoFix() {
        #expect(KeySuggestion.closest(to: "Row", in: ["Rows", "Rowe"])?.isOnly == false)
        #expect(KeySuggestion.fix(for: "Row", in: ["Rows", "Rowe"]) == nil)
        #expect(KeySuggestion.fix(for: "title", in: ["title"]) == nil)
    }

    /// The measure, read naively: every alignment, with a swap of neighbours as one edit.
    private static func naiveDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var best = min(naiveDistance(Array(a.dropFirst()), b) + 1, naiveDistance(a, Array(b.dropFirst())) + 1,
                       naiveDistance(Array(a.dropFirst()), Array(b.dropFirst())) + (a[0] == b[0] ? 0 : 1))
        if a.count > 1, b.count > 1, a[0] == b[1], a[1] == b[0] {
            best = min(best, naiveDistance(Array(a.dropFirst(2)), Array(b.dropFirst(2))) + 1)
        }
        return best
    }

    @Test func theDistanceIsTheOptimalStringAlignment() {
        var random = SeededRandom(seed: 60)
        for _ in 0..<400 {
            let a = (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(Array("abcab")) }
            let b = (0..<Int.random(in: 0...6, using: &random)).map { _ in random.pick(Array("abcab")) }
            let expected = Self.naiveDistance(a, b)
            let limit = Int.random(in: 0...6, using: &random)
            let measured = KeySuggestion.editDistance(String(a).unicodeScalars.map { $0 }, String(b).unicodeScalars.map { $0 }, atMost: limit)
            #expect(measured == (expected <= limit ? expected : nil), "\(String(a)) \(String(b)) limit \(limit)")
        }
    }

    /// A hostile megabyte key is never measured.
    @Test func aHugeWordIsNotMeasured() {
        #expect(KeySuggestion.closest(to: String(repeating: "k", count: 1_000_000), in: Self.cellKeys) == nil)
    }
}
