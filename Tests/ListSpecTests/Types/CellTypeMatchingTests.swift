import Testing
@testable import ListSpec
import ListSpecRuntime

/// A cell finds its cell type by its cellType as written, byte for byte (as UIKit matches reuse
/// identifiers): one lookup tells whether the type is declared, marks it used and gives the
/// viewModel type its cell is held to. `others` declares (and uses) more cell types, enough to
/// pass from matching a few names' bytes to looking many up by name.
@Suite struct CellTypeMatchingTests {
    static func spec(cellTypes: [String], cells: [String], others: Int) -> String {
        let declared = cellTypes + (0..<others).map { "Other\($0): {viewModel: Int}" }
        let used = cells + (0..<others).map { "{cellID: \(100 + $0), cellType: Other\($0), viewModel: \($0)}" }
        return "tables:\n  t:\n    cellTypes: {\(declared.joined(separator: ", "))}\n"
            + "    sections:\n      - sectionID: 0\n        cells:\n" + used.map { "          - \($0)\n" }.joined()
    }

    /// The findings as `line rule`, in file order.
    static func lines(_ text: String) -> [String] {
        load(text).findings.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
            .map { "\($0.location.line) \($0.rule.rawValue)" }
    }

    static let counts = [0, 20]

    /// "\u{E9}" and "e\u{301}" are one String to Swift (so declaring both is a repeated key), two
    /// reuse identifiers to UIKit: a cell spelled the other way is undeclared, and not held to the type.
    @Test(arguments: counts)
    func aNameInAnotherNormalizationIsUndeclared(others: Int) {
        let text = Self.spec(cellTypes: ["\"\u{E9}\": {viewModel: Int}"],
                             cells: ["{cellID: 0, cellType: \"\u{E9}\", viewModel: 1}", "{cellID: 1, cellType: \"e\u{301}\", viewModel: a}",
                                     "{cellID: 2, cellType: \"\u{E9}\", viewModel: a}"],
                             others: others)
        #expect(Self.lines(text) == ["8 unknown-cell-type", "9 view-model-type"])
        let twice = Self.spec(cellTypes: ["\"\u{E9}\": {viewModel: Int}", "\"e\u{301}\": {viewModel: String}"],
                              cells: ["{cellID: 0, cellType: \"e\u{301}\", viewModel: a}", "{cellID: 1, cellType: \"\u{E9}\", viewModel: a}"],
                              others: others)
        #expect(Self.lines(twice) == ["3 duplicate-key", "7 unknown-cell-type", "8 view-model-type"])
    }

    /// Names alike in their length and their first and last eight bytes differ in between.
    @Test(arguments: counts)
    func longNamesAreComparedWhole(others: Int) {
        let text = Self.spec(cellTypes: ["LongPrefix_A_LongSuffix: {viewModel: Int}", "LongPrefix_B_LongSuffix: {viewModel: String}"],
                             cells: ["{cellID: 0, cellType: LongPrefix_A_LongSuffix, viewModel: a}",
                                     "{cellID: 1, cellType: LongPrefix_B_LongSuffix, viewModel: a}",
                                     "{cellID: 2, cellType: LongPrefix_C_LongSuffix, viewModel: a}"],
                             others: others)
        #expect(Self.lines(text) == ["7 view-model-type", "9 unknown-cell-type"])
    }

    /// Each cell of an undeclared type is a finding of its own; a declared type no cell uses is one too.
    @Test(arguments: counts)
    func undeclaredAndUnusedCellTypes(others: Int) {
        let text = Self.spec(cellTypes: ["MenuCell: {viewModel: Int}", "SpareCell: {viewModel: Int}"],
                             cells: ["{cellID: 0, cellType: MenuCel, viewModel: a}", "{cellID: 1, cellType: MenuCell, viewModel: 1}",
                                     "{cellID: 2, cellType: MenuCel, viewModel: 1}"],
                             others: others)
        #expect(Self.lines(text) == ["3 unused-cell-type", "7 unknown-cell-type", "9 unknown-cell-type"])
        let messages = Set(load(text).findings.map(\.message))
        #expect(messages == ["cellType 'MenuCel' is not declared in the cellTypes of table t; did you mean 'MenuCell'?",
                             "cell type 'SpareCell' is declared in table t but no cell uses it"])
    }

    /// The empty reuse identifier is a name like any other.
    @Test(arguments: counts)
    func theEmptyNameIsACellType(others: Int) {
        let text = Self.spec(cellTypes: ["\"\": {viewModel: Int}", "E: {viewModel: Int}"],
                             cells: ["{cellID: 0, cellType: \"\", viewModel: a}", "{cellID: 1, cellType: E, viewModel: 2}"], others: others)
        #expect(Self.lines(text) == ["7 view-model-type"])
    }

    /// A cell type declared twice is one defect, the repeated key: its cells are held to the first declaration.
    @Test(arguments: counts)
    func aCellTypeDeclaredTwice(others: Int) {
        let text = Self.spec(cellTypes: ["A: {viewModel: Int}", "A: {viewModel: String}"],
                             cells: ["{cellID: 0, cellType: A, viewModel: a}", "{cellID: 1, cellType: A, viewModel: 1}"], others: others)
        #expect(Self.lines(text) == ["3 duplicate-key", "7 view-model-type"])
    }

    /// A cell type whose viewModel type has a finding does not hold its cells to it, and is still used.
    @Test(arguments: counts)
    func aBrokenViewModelTypeChecksNoCell(others: Int) {
        let text = Self.spec(cellTypes: ["A: {viewModel: Strin}", "B: {}"],
                             cells: ["{cellID: 0, cellType: A, viewModel: 1}", "{cellID: 1, cellType: B, viewModel: 1}"], others: others)
        #expect(Self.lines(text) == ["3 unknown-type"])
    }
}
