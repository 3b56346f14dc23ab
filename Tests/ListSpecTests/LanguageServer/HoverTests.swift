@testable import ListSpec
import Testing

/// `Hover`: a cell's place and make-up, a section's, a cell type's or type's declaration, a
/// table's size; Markdown or plain text as the client takes it; nothing outside the spec.
@Suite struct HoverTests {
    static let analysis = LSP.analysis(LSP.recipes)

    /// The hover's text and the range it covers (`-` when it has none; "" and `-` for no hover).
    static func hover(_ line: Int, _ character: Int, markdown: Bool = false, in analysis: DocumentAnalysis = analysis) -> (String, String) {
        let capabilities: JSONValue = ["textDocument": ["hover": ["contentFormat": markdown ? ["markdown"] : ["plaintext"]]]]
        let answer = Hover.answer(LSP.request(analysis, at: LSPPosition(line: line, character: character), capabilities: capabilities), analysis)
        #expect(answer == .null || answer["contents"]?["kind"]?.stringValue == (markdown ? "markdown" : "plaintext"))
        return (answer["contents"]?["value"]?.stringValue ?? "", answer["range"]?.rangeText ?? "-")
    }

    @Test func cell() {
        let (text, range) = Self.hover(18, 24)
        #expect(text == """
        cell [0, 0] of table recipes
        sectionID 0 · cellID 1
        cellType RecipeCell (defaults: height 64)
        height 64 · action OpenRecipe
        viewModel: Recipe

        cell type RecipeCell
        RecipeCell: {viewModel: Recipe, height: 64}
        used by 2 cells
        """)
        #expect(range == "18:22-18:32")
        // Inside the third cell's nested viewModel: the cell, over the value's token.
        #expect(Self.hover(26, 22) == ("""
        cell [0, 2] of table recipes
        sectionID 0 · cellID 10
        cellType RecipeCell (defaults: height 64)
        height 64 · action none
        viewModel: Recipe
        """, "26:21-26:24"))
    }

    @Test func markdownEscapesAndQuotes() {
        let (text, _) = Self.hover(18, 24, markdown: true)
        #expect(text == """
        **cell \\[0, 0\\] of table recipes**  
        sectionID 0 · cellID 1  
        cellType `RecipeCell` (defaults: height 64)  
        height 64 · action `OpenRecipe`  
        viewModel: `Recipe`  
          
        **cell type RecipeCell**  
        ```yaml
        RecipeCell: {viewModel: Recipe, height: 64}
        ```  
        used by 2 cells
        """)
    }

    @Test func section() {
        #expect(Self.hover(14, 19) == ("""
        section 0 of table recipes
        sectionID 0 · 3 rows
        header Desserts
        """, "14:19-14:20"))
    }

    @Test func declarations() {
        // A type named in a type expression, and on its own key.
        #expect(Self.hover(11, 32) == ("""
        type Recipe
        Recipe:
          title: String
          difficulty: Difficulty
          vegan: Bool
        """, "11:30-11:36"))
        #expect(Self.hover(6, 4).0 == "type Difficulty\nDifficulty: [easy, medium, hard]")
        // A cell type's key: its declaration and uses.
        #expect(Self.hover(12, 8).0 == "cell type TitleCell\nTitleCell: {viewModel: String?}\nused by 1 cell")
    }

    @Test func table() {
        #expect(Self.hover(8, 4) == ("table recipes\nstyle insetGrouped · 1 section · 3 rows", "8:2-8:9"))
    }

    @Test func nothing() {
        for (line, character) in [(0, 0), (-1, 0), (0, -5)] {
            #expect(Self.hover(line, character) == ("", "-"), "\(line):\(character)")
        }
        #expect(Self.hover(0, 0, in: LSP.analysis("")) == ("", "-"))
        // The empty line after the last, and a position past the end (clamped to it): the place
        // is the last key before it, the third cell's.
        #expect(Self.hover(29, 0).1 == "28:21-28:25")
        #expect(Self.hover(999, 999).1 == "28:21-28:25")
        #expect(Self.hover(0, 3, in: LSP.analysis("{[: ::\n\t- ]")) == ("", "-"))
    }

    @Test func aCellThatDoesNotDecode() {
        let text = LSP.recipes.replacingOccurrences(of: "cellID: 2", with: "cellID: two")
        #expect(Self.hover(22, 24, in: LSP.analysis(text)).0.hasPrefix("cell\n(its section or cell does not decode: see the diagnostics)"))
    }

    @Test func markdownInNamesIsInert() {
        // A backtick in a name from the spec cannot close the inline code around it.
        let text = LSP.recipes.replacingOccurrences(of: "action: OpenRecipe", with: "action: \"a`b*c\"")
        let (hover, _) = Self.hover(18, 24, markdown: true, in: LSP.analysis(text))
        #expect(hover.contains("action `a'b*c`"), "\(hover)")
    }
}
