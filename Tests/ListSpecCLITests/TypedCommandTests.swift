import Foundation
import Testing

/// Typed view models end to end: lint through the built binary, and `schema FILE`.
@Suite struct TypedCommandTests {
    static let spec = """
    types:
      Row: {title: String, count: Int}
    cellTypes:
      RowCell: {viewModel: Row}
    sections:
      - sectionID: 0
        cells:
          - {cellID: 0, cellType: RowCell, viewModel: {title: 123, count: 1}}

    """

    @Test func lintReportsAWrongViewModelAtItsLine() throws {
        let result = try CLI.run(["lint", "-"], stdin: Data(Self.spec.utf8))
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(
            #"<stdin>:8:59: error: viewModel.title must be String, not the integer 123; quote it ("123") if it is text [view-model-type]"#))
    }

    @Test func theRecipeExampleIsTypedAndClean() throws {
        let result = try CLI.run(["lint", "Specs/recipes.yaml"])
        #expect(result.status == 0, "\(result.stdout)")
        let schema = try CLI.run(["schema", "Specs/recipes.yaml"])
        #expect(schema.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(schema.stdout.utf8)) as? [String: Any])
        let definitions = try #require(object["$defs"] as? [String: Any])
        #expect(definitions["type-RecipeSummary"] != nil)
        #expect(definitions["type-Ingredient"] != nil)
        #expect(object["allOf"] is [Any])
    }

    @Test func schemaRefusesBrokenTypes() throws {
        let broken = Self.spec.replacingOccurrences(of: "count: Int", with: "count: Intt")
        let result = try CLI.run(["schema", "-"], stdin: Data(broken.utf8))
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("unknown type 'Intt'; did you mean 'Int'? [unknown-type]"))
        // A wrong viewModel is what the schema is for: it does not stop it.
        let wrong = try CLI.run(["schema", "-"], stdin: Data(Self.spec.utf8))
        #expect(wrong.status == 0)
    }
}
