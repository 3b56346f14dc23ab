import ListSpecRuntime
@testable import ListSpec
import Testing

/// `Completion`: the keys a map may still take, by level; cell types, styles, enum cases and
/// free IDs as values; in block and flow style; from text that does not parse.
@Suite struct CompletionTests {
    /// The items' labels at the marker.
    static func labels(_ marked: String, _ marker: String = "1️⃣", encoding: String = "utf-16") -> [String] {
        items(marked, marker, encoding: encoding).map { $0["label"]?.stringValue ?? "?" }
    }

    static func items(_ marked: String, _ marker: String = "1️⃣", encoding: String = "utf-16") -> [JSONValue] {
        let fixture = MarkedText(marked)
        return items(fixture.text, at: LSP.position(fixture, marker), encoding: encoding)
    }

    static func items(_ text: String, at position: LSPPosition, encoding: String = "utf-16") -> [JSONValue] {
        let analysis = LSP.analysis(text)
        let request = LSP.request(analysis, at: position, capabilities: ["general": ["positionEncodings": [.string(encoding)]]],
                                  decoded: LSP.recipes)
        let answer = Completion.answer(request, analysis)
        if answer != [] { #expect(answer["isIncomplete"] == false) }
        return answer["items"]?.arrayValue ?? []
    }

    static func edit(_ item: JSONValue) -> String {
        "\(item["textEdit"]?["range"]?.rangeText ?? "?") \(item["textEdit"]?["newText"]?.stringValue ?? "?")"
    }

    static let spec = LSP.recipes

    @Test func keysByLevel() {
        // A new line in a cell: the cell keys it does not have yet.
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "cellType: TitleCell\n", with: "cellType: TitleCell\n            1️⃣\n"))
            == ["viewModel", "height", "estimatedHeight", "action", "deletable"])
        // In a section, a table, a cell type's flow map's block sibling, a header.
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "        header: Desserts\n", with: "        header: Desserts\n        1️⃣\n"))
            == ["footer", "indexTitle", "viewModel"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "    style: insetGrouped\n", with: "    style: insetGrouped\n    1️⃣\n"))
            == ["sectionViewModel"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "        header: Desserts\n", with: "        header:\n          1️⃣\n"))
            == ["title", "view", "height"])
        // At the top: the root keys not written yet; in an empty document, all but the shorthand's.
        #expect(Self.labels("1️⃣") == ["listspec", "tables", "types"])
        #expect(Self.labels("listspec: 1\n1️⃣") == ["tables", "types"])
        #expect(Self.labels("listspec: 1\nsections: []\n1️⃣") == ["style", "cellTypes", "types", "sectionViewModel"])
    }

    @Test func theWordBeingTypedIsReplaced() {
        let items = Self.items(Self.spec.replacingOccurrences(of: "cellType: TitleCell\n", with: "cellType: TitleCell\n            act1️⃣\n"))
        let action = items.first { $0["label"] == "action" }
        #expect(action.map(Self.edit) == "23:12-23:15 action: ")
        #expect(action?["kind"] == 10)
    }

    @Test func values() {
        // cellType: the table's cell types (with their viewModel); after `cellType:` with no space, one is added.
        let cellTypes = Self.items(Self.spec.replacingOccurrences(of: "cellType: TitleCell", with: "cellType: 1️⃣"))
        #expect(cellTypes.map { $0["label"]?.stringValue ?? "?" } == ["RecipeCell", "TitleCell"])
        #expect(cellTypes.map { $0["detail"]?.stringValue ?? "-" } == ["viewModel: Recipe", "viewModel: String?"])
        #expect(cellTypes.map(Self.edit) == ["22:22-22:22 RecipeCell", "22:22-22:22 TitleCell"])
        #expect(Self.items(Self.spec.replacingOccurrences(of: "cellType: TitleCell", with: "cellType:1️⃣")).map(Self.edit)
            == ["22:21-22:21  RecipeCell", "22:21-22:21  TitleCell"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "style: insetGrouped", with: "style: 1️⃣"))
            == TableStyle.allCases.map(\.rawValue))
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "action: OpenRecipe", with: "deletable: 1️⃣")) == ["true", "false"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "action: OpenRecipe", with: "height: 1️⃣")) == ["automatic"])
        // A typed viewModel's field: an enum's cases, a Bool's values, and its missing fields.
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "difficulty: hard", with: "difficulty: 1️⃣")) == ["easy", "medium", "hard"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "vegan: true", with: "vegan: 1️⃣")) == ["true", "false"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "              vegan: true\n", with: "              1️⃣\n")) == ["vegan"])
    }

    @Test func freeIDs() {
        // Between neighbours the midpoint; past the last the list's step.
        let between = Self.items(Self.spec.replacingOccurrences(of: "          - cellID: 10\n", with: "          - cellID: 1️⃣\n            cellType: TitleCell\n          - cellID: 10\n"))
        #expect(between.map { $0["label"]?.stringValue ?? "?" } == ["6"])
        #expect(between.first?["detail"] == "a free cellID")
        #expect(Self.labels(Self.spec + "      - sectionID: 1️⃣\n") == ["10"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "sectionID: 0", with: "sectionID: 4") + "      - sectionID: 1️⃣\n") == ["14"])
    }

    @Test func flowStyle() {
        // Inside `{...}` on the line: the same answers as in block style.
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "{title: Cake, difficulty: easy, vegan: false}", with: "{title: Cake, difficulty: 1️⃣"))
            == ["easy", "medium", "hard"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "{title: Cake, difficulty: easy, vegan: false}", with: "{title: Cake, 1️⃣"))
            == ["difficulty", "vegan"])
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "          - cellID: 2\n            cellType: TitleCell\n",
                                                           with: "          - {cellID: 2, cellType: 1️⃣\n")) == ["RecipeCell", "TitleCell"])
        // A brace inside a plain scalar opens nothing: no header keys inside `header: Des {`.
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "header: Desserts", with: "header: Des {1️⃣")) == [])
        // In a flow list: nothing.
        #expect(Self.labels(Self.spec.replacingOccurrences(of: "[easy, medium, hard]", with: "[easy, 1️⃣")) == [])
    }

    @Test func outsideTheText() {
        for position in [LSPPosition(line: 999, character: 0), LSPPosition(line: -1, character: 0), LSPPosition(line: 30, character: 0)] {
            #expect(Self.items(Self.spec, at: position) == [], "\(position)")
        }
        // A character past the line's end is its end: a value after `style: insetGrouped`.
        #expect(Self.items(Self.spec, at: LSPPosition(line: 9, character: 500)).map { $0["label"]?.stringValue ?? "?" } == TableStyle.allCases.map(\.rawValue))
        // Text that is no spec at all: no crash. The line above breaks the path to the cursor's
        // map (it has no key), so the cursor reads as at the top level.
        #expect(Self.labels("{[: ::\n\t- ]\n  1️⃣") == ["listspec", "tables", "types"])
    }

    @Test func encodings() {
        // A non-ASCII word being typed: its start in each encoding.
        let text = Self.spec.replacingOccurrences(of: "cellType: TitleCell\n", with: "cellType: TitleCell\n            é𝒜\n")
        #expect(Self.items(text, at: LSPPosition(line: 23, character: 15)).first.map(Self.edit) == "23:12-23:15 viewModel: ")
        #expect(Self.items(text, at: LSPPosition(line: 23, character: 18), encoding: "utf-8").first.map(Self.edit) == "23:12-23:18 viewModel: ")
    }
}
