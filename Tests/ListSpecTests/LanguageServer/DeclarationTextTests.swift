@_spi(DocumentStorage) import ListSpecRuntime
@testable import ListSpec
import Testing

/// `DeclarationText`: a declaration's lines as written (dedented, at most `maxLines`), the
/// identifier around an offset.
@Suite struct DeclarationTextTests {
    static func declaration(_ name: String, in text: String) -> String? {
        let analysis = LSP.analysis(text)
        guard let entry = DeclarationText.entry(name, in: SpecPlace.value(of: "types", in: analysis.document?.root)) else { return nil }
        return DeclarationText.text(ofEntry: entry.key, value: entry.value, in: analysis)
    }

    @Test func asWrittenAndDedented() {
        #expect(Self.declaration("Recipe", in: LSP.recipes) == "Recipe:\n  title: String\n  difficulty: Difficulty\n  vegan: Bool")
        #expect(Self.declaration("Difficulty", in: LSP.recipes) == "Difficulty: [easy, medium, hard]")
        #expect(Self.declaration("Missing", in: LSP.recipes) == nil)
        // CRLF lines: without their breaks.
        #expect(Self.declaration("Recipe", in: LSP.recipes.replacingOccurrences(of: "\n", with: "\r\n")) == "Recipe:\n  title: String\n  difficulty: Difficulty\n  vegan: Bool")
    }

    @Test func atMostMaxLines() {
        let fields = (1...30).map { "    field\($0): String\n" }.joined()
        let text = "listspec: 1\ntypes:\n  Big:\n" + fields + "tables:\n  t:\n    sections: []\n"
        let lines = Self.declaration("Big", in: text)?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
        #expect(lines.count == DeclarationText.maxLines)
        #expect(lines.first == "Big:" && lines.last == "  field19: String")
    }

    @Test func words() {
        let text = TextDocument(uri: "u", version: 1, text: "a: [Recipe_2?, é]")
        func word(_ offset: Int) -> String? { DeclarationText.word(at: offset, in: text).map { "\($0.0) \($0.1)" } }
        #expect(word(4) == "Recipe_2 4..<12")
        #expect(word(12) == "Recipe_2 4..<12", "just after the word")
        #expect(word(13) == nil)
        #expect(word(16) == nil, "non-ASCII is no identifier")
        #expect(word(999) == nil)
        #expect(word(0) == "a 0..<1")
    }
}
