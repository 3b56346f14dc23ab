import Foundation
import Testing
import ListSpecTestSupport
@testable import ListSpec
import ListSpecRuntime

/// Contract section 4, "Declarations": a change of `types` or `cellTypes` moves no row, but the
/// diff names each type, field, enum case and cell type added, removed or changed.
@Suite struct DeclarationDiffTests {
    static let base = """
    types:
      Recipe: {title: String, minutes: Int, level: Level, author: {name: String, url: String?}}
      Level: [easy, hard]
      Old: Int
    tables:
      home:
        cellTypes: {RecipeCell: {viewModel: Recipe, height: 44}, Spacer: {}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: RecipeCell, viewModel: {title: Soup, minutes: 20, level: easy, author: {name: Ann}}}
              - {cellID: 1, cellType: Spacer}

    """

    private func changes(_ old: String, _ new: String) throws -> SpecDiff {
        try diffSpecs(old, new)
    }

    private func edited(_ replacements: [(String, String)]) -> String {
        replacements.reduce(Self.base) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    @Test func sameDeclarationsInAnotherOrderAreNoChange() throws {
        let reordered = edited([("{title: String, minutes: Int, level: Level, author: {name: String, url: String?}}",
                                 "{author: {url: String?, name: String}, level: Level, minutes: Int, title: String}"),
                                ("[easy, hard]", "[hard, easy]"), ("height: 44}", "height: 44.0}"),
                                ("{RecipeCell: {viewModel: Recipe, height: 44}, Spacer: {}}", "{Spacer: {}, RecipeCell: {height: 44, viewModel: Recipe}}")])
        let diff = try changes(Self.base, reordered)
        #expect(diff.declarations.isEmpty, "\(diff.declarations)")
        #expect(!diff.hasChanges)
    }

    @Test func eachFieldAndCaseIsNamedWithItsType() throws {
        let new = edited([("minutes: Int,", "minutes: Int?,"), ("title: String,", "title: String, note: String?,"),
                          ("url: String?}", "url: String?, mail: String?}"), ("[easy, hard]", "[easy, hard, expert]"),
                          ("  Old: Int\n", "  Fresh: [String]\n")])
        let diff = try changes(Self.base, new)
        #expect(diff.tables.allSatisfy { $0.change == .unchanged })
        #expect(diff.hasChanges, "declarations alone are changes")
        #expect(diff.declarations == [
            DeclarationChange(kind: .field, name: "Recipe.minutes", change: .changed, old: "Int", new: "Int?"),
            DeclarationChange(kind: .field, name: "Recipe.author.mail", change: .added, old: nil, new: "String?"),
            DeclarationChange(kind: .field, name: "Recipe.note", change: .added, old: nil, new: "String?"),
            DeclarationChange(kind: .enumCase, name: "Level.expert", change: .added, old: nil, new: "expert"),
            DeclarationChange(kind: .type, name: "Old", change: .removed, old: "Int", new: nil),
            DeclarationChange(kind: .type, name: "Fresh", change: .added, old: nil, new: "[String]"),
        ])
    }

    @Test func aTypeOfAnotherShapeChangesWholeAndRemovalsAreNamed() throws {
        let new = edited([("author: {name: String, url: String?}}", "author: String}"), ("[easy, hard]", "[easy]"),
                          ("minutes: Int, ", ""), ("  Old: Int\n", "  Old: {value: Int}\n")])
            .replacingOccurrences(of: "minutes: 20, ", with: "").replacingOccurrences(of: "author: {name: Ann}", with: "author: Ann")
        let diff = try changes(Self.base, new)
        #expect(diff.declarations == [
            DeclarationChange(kind: .field, name: "Recipe.minutes", change: .removed, old: "Int", new: nil),
            DeclarationChange(kind: .field, name: "Recipe.author", change: .changed, old: "{name: String, url: String?}", new: "String"),
            DeclarationChange(kind: .enumCase, name: "Level.hard", change: .removed, old: "hard", new: nil),
            DeclarationChange(kind: .type, name: "Old", change: .changed, old: "Int", new: "{value: Int}"),
        ])
    }

    @Test func cellTypesOfTablesInBothAreComparedByValue() throws {
        let new = edited([("{RecipeCell: {viewModel: Recipe, height: 44}, Spacer: {}}",
                           "{RecipeCell: {viewModel: Recipe, height: automatic}, Spacer: {}, Photo: {estimatedHeight: 80}}")])
            .replacingOccurrences(of: "  - {cellID: 1, cellType: Spacer}", with: "  - {cellID: 1, cellType: Spacer}\n          - {cellID: 2, cellType: Photo}")
        let diff = try changes(Self.base, new)
        #expect(diff.declarations == [
            DeclarationChange(kind: .cellType, name: "home.RecipeCell", change: .changed,
                              old: "{viewModel: Recipe, height: 44}", new: "{viewModel: Recipe, height: automatic}"),
            DeclarationChange(kind: .cellType, name: "home.Photo", change: .added, old: nil, new: "{estimatedHeight: 80}"),
        ])
        // An added table says so itself: its cell types are no declaration change of their own.
        let added = Self.base + "  other:\n    cellTypes: {X: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: X}]}]\n"
        #expect(try changes(Self.base, added).declarations.isEmpty)
        // --table: that table's cell types only (types are the whole file's), though types changed too.
        let typed = new.replacingOccurrences(of: "[easy, hard]", with: "[easy, hard, expert]")
        let changedTypes = try #require(load(typed, path: "new.yaml").spec)
        #expect(SpecDiffer.diff(old: try #require(load(Self.base, path: "old.yaml").spec), new: changedTypes).declarations.count == 3)
        let old = try #require(load(Self.base, path: "old.yaml").spec), changed = try #require(load(new, path: "new.yaml").spec)
        #expect(SpecDiffer.diff(old: old, new: changed, onlyTable: "nope").declarations.isEmpty)
        #expect(SpecDiffer.diff(old: old, new: changedTypes, onlyTable: "home").declarations.count == 2)
    }

    /// The JSON of `listspec diff` and the runtime's encoding agree, table order and declaration order included.
    @Test func jsonOfTheCommandLineAndOfTheRuntimeAgree() throws {
        let new = edited([("minutes: Int,", "minutes: Int?,"), ("[easy, hard]", "[easy, hard, expert]")])
        let diff = try changes(Self.base, new)
        let commandLine = String(decoding: DiffJSONRenderer.render(diff), as: UTF8.self)
        #expect(commandLine.hasSuffix("""
        ],"declarations":[
        {"kind":"field","name":"Recipe.minutes","change":"changed","old":"Int","new":"Int?"},
        {"kind":"enumCase","name":"Level.expert","change":"added","old":null,"new":"expert"}
        ]}

        """), "\(commandLine)")
        let runtime = try JSONSerialization.jsonObject(with: JSONEncoder().encode(diff)) as? NSDictionary
        let printed = try JSONSerialization.jsonObject(with: Data(commandLine.utf8)) as? NSDictionary
        #expect(runtime == printed)
    }

    /// Property: random spec pairs whose declarations are the same (in any order) have no
    /// `declarations` key, and every report is what it was without them.
    @Test func randomPairsWithoutDeclarationChangesHaveNoDeclarations() throws {
        var rng = SeededRandom(seed: 0x6465_636C_6172)
        for pair in 0..<300 {
            let oldTables = SpecGenerator.tables(&rng)
            var newTables = SpecMutator.mutate(oldTables, &rng)
            for index in newTables.indices {
                if let old = oldTables.first(where: { $0.name == newTables[index].name }) { newTables[index].cellTypes = old.cellTypes }
            }
            let fields = ["a: Int", "b: String?", "c: [Double]", "d: {e: Bool}", "f: [x, y, z]"].shuffled(using: &rng)
            let types = "types:\n  T: {\(fields.joined(separator: ", "))}\n  E: [p, q]\n"
            let reordered = "types:\n  E: [q, p]\n  T: {\(fields.shuffled(using: &rng).joined(separator: ", "))}\n"
            let oldText = types + SpecWriter.text(oldTables, json: false, shorthand: false)
            let newText = reordered + SpecWriter.text(newTables, json: false, shorthand: false)
            let diff = try diffSpecs(oldText, newText)
            #expect(diff.declarations.isEmpty, "pair \(pair): \(diff.declarations)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(DiffJSONRenderer.render(diff))) as? [String: Any])
            #expect(object["declarations"] == nil, "pair \(pair)")
            let encoded = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(diff)) as? [String: Any])
            #expect(encoded["declarations"] == nil, "pair \(pair)")
            #expect(diff.hasChanges == diff.tables.contains { $0.change != .unchanged })
            let reports = [DiffTextRenderer().render(diff), DiffMarkdownRenderer().render(diff, oldPath: "a", newPath: "b"),
                           DiffHTMLRenderer().render(diff, oldPath: "a", newPath: "b")]
            #expect(!reports.contains { $0.contains("eclaration") }, "pair \(pair)")
        }
    }

    @Test func reportsNameEachDeclarationEscaped() throws {
        let new = edited([("minutes: Int,", "minutes: Int?,"), ("[easy, hard]", "[easy, hard, \"<b>|\\u001B[2J\"]")])
        let diff = try changes(Self.base, new)
        let text = DiffTextRenderer().render(diff)
        #expect(text.hasSuffix("""
        home: unchanged

        declarations: 2 changed
          ~ field Recipe.minutes: Int -> Int?
          + enum case Level.<b>|\\u{1B}[2J

        """), "\(text)")
        let markdown = DiffMarkdownRenderer().render(diff, oldPath: "old.yaml", newPath: "new.yaml")
        #expect(markdown.contains("No table changed (1 table); 2 declarations changed.\n"), "\(markdown)")
        #expect(markdown.contains("""
        ### Declarations

        | Change | Kind | Name | Old | New |
        | --- | --- | --- | --- | --- |
        | changed | field | Recipe.minutes | Int | Int? |
        """), "\(markdown)")
        #expect(!markdown.contains("<b>") && !markdown.contains("\u{1B}") && markdown.contains("| added | enum case | Level."), "\(markdown)")
        let html = DiffHTMLRenderer().render(diff, oldPath: "old.yaml", newPath: "new.yaml")
        #expect(html.contains("<li class=\"changed\">~ field Recipe.minutes: Int -&gt; Int?</li>"), "\(html)")
        #expect(html.contains("<li class=\"added\">+ enum case Level.&lt;b&gt;|\\u{1B}[2J</li>"), "\(html)")
    }
}
