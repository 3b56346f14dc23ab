@testable import ListSpec
import Testing

/// `Definition`: a cell's `cellType` goes to its entry in `cellTypes`, a type name in a type
/// expression to its entry in `types`; references are the uses, with the declaration when asked.
@Suite struct DefinitionTests {
    static let analysis = LSP.analysis(LSP.recipes)

    /// The ranges of a definition or references answer, as `line:character-line:character`.
    static func ranges(_ answer: JSONValue) -> [String] {
        let locations = answer.arrayValue ?? (answer == .null ? [] : [answer])
        return locations.map { location in
            (location["uri"]?.stringValue == LSP.uri() ? "" : "other uri ") + (location["range"]?.rangeText ?? "?")
        }
    }

    static func definition(_ line: Int, _ character: Int, encoding: String = "utf-16") -> [String] {
        let request = LSP.request(analysis, at: LSPPosition(line: line, character: character),
                                  capabilities: ["general": ["positionEncodings": [.string(encoding)]]])
        return ranges(Definition.definition(request, analysis))
    }

    static func references(_ line: Int, _ character: Int, declaration: Bool? = nil) -> [String] {
        let params: JSONValue = declaration.map { ["context": ["includeDeclaration": .bool($0)]] } ?? [:]
        return ranges(Definition.references(LSP.request(analysis, at: LSPPosition(line: line, character: character), params: params), analysis))
    }

    @Test func cellTypes() {
        // On a cell's cellType value, or on the declaration's key itself.
        #expect(Self.definition(18, 24) == ["11:6-11:16"])
        #expect(Self.definition(22, 22) == ["12:6-12:15"])
        #expect(Self.definition(11, 8) == ["11:6-11:16"])
        #expect(Self.references(11, 8) == ["11:6-11:16", "18:22-18:32", "24:22-24:32"])
        #expect(Self.references(24, 30, declaration: false) == ["18:22-18:32", "24:22-24:32"])
        #expect(Self.references(12, 6, declaration: true) == ["12:6-12:15", "22:22-22:31"])
    }

    @Test func types() {
        // In a cell type's viewModel, in a type's field, on a type's key.
        #expect(Self.definition(11, 32) == ["2:2-2:8"])
        #expect(Self.definition(4, 20) == ["6:2-6:12"])
        #expect(Self.definition(6, 3) == ["6:2-6:12"])
        #expect(Self.references(2, 4) == ["2:2-2:8", "11:30-11:36"])
        #expect(Self.references(4, 16, declaration: false) == ["4:16-4:26"])
    }

    @Test func nothingToGoTo() {
        // A key, a plain value, a built-in type, outside the document.
        #expect(Self.definition(18, 14) == [])
        #expect(Self.definition(20, 22) == [])
        #expect(Self.definition(3, 14) == [])
        #expect(Self.definition(999, 999) == [])
        #expect(Self.definition(-1, -1) == [])
        #expect(Self.references(0, 0) == [])
        #expect(Definition.definition(LSP.request(Self.analysis), Self.analysis) == .null)
    }

    @Test func anUndeclaredCellTypeHasNoDefinitionButItsUses() {
        let text = LSP.recipes.replacingOccurrences(of: "cellType: TitleCell", with: "cellType: Missing")
        let analysis = LSP.analysis(text)
        let at = LSPPosition(line: 22, character: 24)
        #expect(Definition.definition(LSP.request(analysis, at: at), analysis) == .null)
        #expect(Self.ranges(Definition.references(LSP.request(analysis, at: at), analysis)) == ["22:22-22:29"])
    }

    @Test func positionsInEachEncoding() {
        // A cell type named with an emoji: two UTF-16 units, four UTF-8 bytes.
        let text = LSP.recipes.replacingOccurrences(of: "cellType: TitleCell", with: "cellType: \"😀Cell\"")
            .replacingOccurrences(of: "      TitleCell: {viewModel: String?}", with: "      \"😀Cell\": {viewModel: String?}")
        let analysis = LSP.analysis(text)
        for (encoding, range) in [("utf-16", "12:6-12:14"), ("utf-8", "12:6-12:16")] {
            let capabilities: JSONValue = ["general": ["positionEncodings": [.string(encoding)]]]
            let request = LSP.request(analysis, at: LSPPosition(line: 22, character: 27), capabilities: capabilities)
            #expect(Self.ranges(Definition.definition(request, analysis)) == [range], "\(encoding)")
        }
    }
}
