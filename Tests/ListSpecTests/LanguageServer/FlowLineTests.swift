@testable import ListSpec
import Testing

/// `FlowLine`: the flow collections open at the cursor, read from the line's text before it.
@Suite struct FlowLineTests {
    @Test func aFlowMapBeingWritten() throws {
        let flow = try #require(FlowLine("    - {cellID: 40, cellType: "))
        #expect(flow.blockKey == nil && flow.frames.count == 1 && flow.steps == [])
        #expect(flow.innermost.isMap && flow.innermost.keys == ["cellID", "cellType"] && flow.innermost.valueKey == "cellType")
        #expect(flow.innermost.values == ["cellID": "40"])
    }

    @Test func nested() throws {
        let flow = try #require(FlowLine("viewModel: {a: [1, {b: "))
        #expect(flow.blockKey == "viewModel")
        #expect(flow.frames.map(\.isMap) == [true, false, true])
        #expect(flow.steps == ["viewModel", "a", nil])
        #expect(flow.innermost.valueKey == "b")
        let atKey = try #require(FlowLine("- [a, {x: 1, "))
        #expect(atKey.steps == [nil] && atKey.innermost.valueKey == nil && atKey.innermost.keys == ["x"])
    }

    @Test func cellTypeAroundViewModel() throws {
        #expect(try #require(FlowLine("- {cellType: 'RecipeCell', viewModel: {title: ")).cellTypeAroundViewModel == "RecipeCell")
        #expect(try #require(FlowLine("- {viewModel: {title: ")).cellTypeAroundViewModel == nil)
    }

    @Test func quotedScalars() throws {
        // Separators inside quotes are the value's.
        let flow = try #require(FlowLine("{a: 'x, y}', b: \"c: d\", "))
        #expect(flow.innermost.keys == ["a", "b"] && flow.innermost.values == ["a": "x, y}", "b": "c: d"])
        #expect(FlowLine("{a: 'open") == nil, "inside a quoted scalar")
        #expect(FlowLine("title: Don't {") == nil)
    }

    @Test(arguments: ["", "key: value", "a: {x: 1}", "a: {x: 1}}", "]", "# {a: ", "key:{", "- {a: 1} # {", "key: x {"])
    func noOpenCollection(_ before: String) {
        #expect(FlowLine(Substring(before)) == nil)
    }
}
