@testable import ListSpec
import Testing

/// `DocumentSymbols`: tables, their sections and cells, with ranges over their lines.
@Suite struct DocumentSymbolsTests {
    /// Each symbol as `name kind range selection`, children indented under it.
    static func outline(_ text: String, encoding: String = "utf-16") -> [String] {
        let analysis = LSP.analysis(text)
        let answer = DocumentSymbols.answer(LSP.request(analysis, capabilities: ["general": ["positionEncodings": [.string(encoding)]]]), analysis)
        var lines: [String] = []
        func walk(_ symbols: [JSONValue], _ depth: Int) {
            for symbol in symbols {
                lines.append(String(repeating: "  ", count: depth) + "\(symbol["name"]?.stringValue ?? "?") \(symbol["kind"]?.intValue ?? -1) "
                             + "\(symbol["range"]?.rangeText ?? "?") \(symbol["selectionRange"]?.rangeText ?? "?")")
                walk(symbol["children"]?.arrayValue ?? [], depth + 1)
            }
        }
        walk(answer.arrayValue ?? [], 0)
        return lines
    }

    @Test func tablesSectionsAndCells() {
        #expect(Self.outline(LSP.recipes) == [
            "recipes 5 8:2-28:25 8:2-8:9",
            "  sectionID 0 · Desserts 2 14:8-28:25 14:19-14:20",
            "    cellID 1 · RecipeCell 8 17:12-20:30 17:20-17:21",
            "    cellID 2 · TitleCell 8 21:12-22:31 21:20-21:21",
            "    cellID 10 · RecipeCell 8 23:12-28:25 23:20-23:22",
        ])
    }

    @Test func shorthandFlowAndMissingIDs() {
        let text = """
        listspec: 1
        sections:
          - header: {title: "Ünïcode 😀"}
            cells:
              - {cellID: 3, cellType: A}
              - cellType: "B😀"
        """
        // The shorthand's table is `main`, over the whole text; a missing ID reads `?`, a header's title names its section.
        #expect(Self.outline(text) == [
            "main 5 0:0-5:23 0:0-0:8",
            "  sectionID ? · Ünïcode 😀 2 2:4-5:23 2:4-2:10",
            "    cellID 3 · A 8 4:8-4:32 4:17-4:18",
            "    cellID ? · B😀 8 5:8-5:23 5:8-5:16",
        ])
        // In UTF-8 the emoji's line ends two units later.
        #expect(Self.outline(text, encoding: "utf-8") == [
            "main 5 0:0-5:25 0:0-0:8",
            "  sectionID ? · Ünïcode 😀 2 2:4-5:25 2:4-2:10",
            "    cellID 3 · A 8 4:8-4:32 4:17-4:18",
            "    cellID ? · B😀 8 5:8-5:25 5:8-5:16",
        ])
    }

    @Test func nothingToOutline() {
        #expect(Self.outline("") == [])
        #expect(Self.outline("listspec: 1\n") == [])
        #expect(Self.outline("{[: ::\n\t- ]") == [])
        #expect(Self.outline("- 1\n- 2\n") == [])
    }
}
