import Foundation
import Testing

/// `listspec diff` through the built binary when only declarations changed (contract section 4,
/// "Declarations"): every format names them, JSON lists them as `declarations`, exit 1.
@Suite struct DiffDeclarationsTests {
    static let old = """
    types:
      Recipe: {title: String, rating: Double}
      Level: [easy, hard]
    tables:
      home:
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: RecipeCell, viewModel: {title: Soup, rating: 4.5}}

    """

    static var new: String {
        old.replacingOccurrences(of: "rating: Double}", with: "rating: Double?}").replacingOccurrences(of: "[easy, hard]", with: "[easy, hard, expert]")
            .replacingOccurrences(of: "{RecipeCell: {viewModel: Recipe}}", with: "{RecipeCell: {viewModel: Recipe}, Spacer: {height: 8}}")
    }

    @Test func aDeclarationChangeAloneIsAChangeEveryFormatNames() throws {
        let folder = try CLI.folder(with: ["old.yaml": Self.old, "new.yaml": Self.new])
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try CLI.run(["diff", "old.yaml", "new.yaml"], directory: folder)
        #expect(text.status == 1)
        #expect(text.stdout == """
        home: unchanged

        declarations: 3 changed
          ~ field Recipe.rating: Double -> Double?
          + enum case Level.expert
          + cell type home.Spacer: {height: 8}

        """, "\(text.stdout)")
        let json = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "json"], directory: folder)
        #expect(json.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let declarations = try #require(root["declarations"] as? [[String: Any]])
        #expect(declarations.map { $0["kind"] as? String } == ["field", "enumCase", "cellType"])
        #expect(declarations.map { $0["name"] as? String } == ["Recipe.rating", "Level.expert", "home.Spacer"])
        #expect(declarations.map { $0["change"] as? String } == ["changed", "added", "added"])
        #expect(declarations[1]["old"] is NSNull && declarations[1]["new"] as? String == "expert")
        #expect(declarations[0]["old"] as? String == "Double" && declarations[0]["new"] as? String == "Double?")
        let markdown = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "markdown"], directory: folder)
        #expect(markdown.status == 1 && markdown.stdout.contains("No table changed (1 table); 3 declarations changed."))
        #expect(markdown.stdout.contains("| changed | field | Recipe.rating | Double | Double? |"), "\(markdown.stdout)")
        let html = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "html"], directory: folder)
        #expect(html.status == 1 && html.stdout.contains("<li class=\"added\">+ enum case Level.expert</li>"), "\(html.stdout)")
        // Back the other way: removed and changed back.
        let back = try CLI.run(["diff", "new.yaml", "old.yaml", "--format", "json"], directory: folder)
        #expect(back.status == 1 && back.stdout.contains(#"{"kind":"enumCase","name":"Level.expert","change":"removed","old":"expert","new":null}"#),
                "\(back.stdout)")
    }

    @Test func noDeclarationChangeLeavesEveryFormatAsItWas() throws {
        let folder = try CLI.folder(with: ["old.yaml": Self.old, "same.yaml": "# reordered\n" + Self.old.replacingOccurrences(
            of: "{title: String, rating: Double}", with: "{rating: Double, title: String}")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try CLI.run(["diff", "old.yaml", "same.yaml", "--format", "json"], directory: folder)
        #expect(json.status == 0)
        #expect(json.stdout == "{\"tables\":[\n{\"table\":\"home\",\"change\":\"unchanged\",\"deleteSections\":[],\"insertSections\":[],"
            + "\"reloadSections\":[],\"deleteRows\":[],\"insertRows\":[],\"reloadRows\":[],\"reloadSectionIndexTitles\":false}\n]}\n", "\(json.stdout)")
        let text = try CLI.run(["diff", "old.yaml", "same.yaml"], directory: folder)
        #expect(text.status == 0 && text.stdout == "home: unchanged\n")
    }

    /// git's diff driver shows the declarations too, where it said "no change to the tables" before.
    @Test func gitDiffDriverNamesThem() throws {
        let folder = try CLI.folder(with: ["old.yaml": Self.old, "new.yaml": Self.new])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["git-diff", "spec.yaml", "old.yaml", "0", "100644", "new.yaml", "1", "100644"], directory: folder)
        #expect(result.status == 0 && result.stdout.contains("  ~ field Recipe.rating: Double -> Double?\n"), "\(result.stdout)")
    }
}
