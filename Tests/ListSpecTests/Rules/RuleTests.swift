import Testing
@testable import ListSpec
import ListSpecRuntime

/// Every rule, with the line and column it points at.
@Suite struct RuleTests {
    private func only(_ rule: Rule, _ text: String, path: String = "test.yaml") -> [String] {
        load(text, path: path).findings.filter { $0.rule == rule }.map { "\($0.location.line):\($0.location.column)" }
    }

    @Test func cellOrderPointsAtTheNumberAndNamesBothIDs() throws {
        let text = """
        tables:
          menu:
            sections:
              - sectionID: 0
                cells:
                  - {cellID: 5, cellType: A}
                  - {cellID: 1️⃣3, cellType: A}
        """
        let finding = try #require(expectFindings(text, ["1️⃣": .cellOrder]).first)
        let place = try #require(MarkedText(text).location("1️⃣"))
        #expect(finding.description == "test.yaml:\(place): error: cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0); "
            + "give this cell a free cellID after 5, e.g. 15 [cell-order]")
    }

    @Test func sectionOrderAndDuplicates() {
        // Removing the first 2 makes the rest ascend (removing the 1 would leave 2, 2): the first 2 is out of order.
        let text = """
        sections:
          - sectionID: 1️⃣2
          - sectionID: 1
          - sectionID: 2️⃣2
        """
        expectPositions(of: .sectionOrder, in: text, at: ["1️⃣"])
        expectPositions(of: .duplicateSectionID, in: text, at: ["2️⃣"])
    }

    /// Issue 46, item 10: ID findings name the other row's line and a free ID, as text and as data.
    @Test func idFindingsSayHowToFixThem() throws {
        func cells(_ ids: [Int64]) -> String {
            "sections:\n  - sectionID: 0\n    cells:\n" + ids.map { "      - {cellID: \($0), cellType: A}\n" }.joined()
        }
        func findings(_ ids: [Int64]) -> [Finding] { load(cells(ids)).findings.filter { $0.rule != .unknownCellType } }
        // A duplicate: the first copy's line, a free ID between the neighbours.
        let duplicate = try #require(findings([10, 20, 20, 30]).first)
        #expect(duplicate.rule == .duplicateCellID && duplicate.location.line == 6)
        #expect(duplicate.message == "cellID 20 appears twice in section [0] (sectionID 0), first on line 5; each cell needs its own ID; "
            + "give this cell a free cellID between 20 and 30, e.g. 25")
        #expect(duplicate.subject == .misplacedID(id: 20, otherLine: 5, freeID: 25))
        // A row inserted with a too-large ID is the one reported, with the free ID between its neighbours.
        let tooLarge = try #require(findings([10, 50, 20]).first)
        #expect(tooLarge.rule == .cellOrder && tooLarge.location.line == 5 && findings([10, 50, 20]).count == 1)
        #expect(tooLarge.message == "cellID 50 must be less than the next cellID 20 in section [0] (sectionID 0); give this cell a free cellID between 10 and 20, e.g. 15")
        #expect(tooLarge.subject == .misplacedID(id: 50, otherLine: 6, freeID: 15))
        // A too-small ID last: that row, after the last good one by the section's step.
        let tooSmall = try #require(findings([10, 20, 30, 5]).first)
        #expect(tooSmall.location.line == 7 && tooSmall.message.hasSuffix("give this cell a free cellID after 30, e.g. 40"))
        #expect(findings([10, 20, 30, 5, 40]).first?.message.hasSuffix("between 30 and 40, e.g. 35") == true)
        // No room: said, with the advice.
        let none = try #require(findings([1, 2, 2, 3]).first)
        #expect(none.message.hasSuffix("there is no free cellID between 2 and 3: renumber leaving gaps (10, 20, 30; see https://github.com/listspec/listspec/blob/main/Docs/SpecFormat.md#choosing-ids)"))
        #expect(none.subject == .misplacedID(id: 2, otherLine: 5, freeID: nil))
        // sectionIDs alike.
        let sections = load("sections:\n  - sectionID: 10\n  - sectionID: 10\n").findings
        #expect(sections.map(\.message) == ["sectionID 10 appears twice in table main, first on line 2; each section needs its own ID; "
            + "give this section a free sectionID after 10, e.g. 20"])
    }

    @Test func freeIDs() {
        #expect(FreeID.step(of: [10, 20, 30, 35]) == 10 && FreeID.step(of: [1, 2, 3]) == 1 && FreeID.step(of: [7]) == 10)
        #expect(FreeID.step(of: [100, 200]) == 100 && FreeID.step(of: [0, 5, 15]) == 10)
        #expect(FreeID.between(20, 30, step: 10) == 25 && FreeID.between(1, 3, step: 1) == 2 && FreeID.between(1, 2, step: 1) == nil)
        #expect(FreeID.between(200, nil, step: 100) == 300 && FreeID.between(nil, nil, step: 10) == 10 && FreeID.between(nil, 10, step: 10) == 0)
        #expect(FreeID.between(.min, .max, step: 1) == -1 && FreeID.between(.max - 1, nil, step: 10) == .max && FreeID.between(.max, nil, step: 10) == nil)
        #expect(FreeID.between(10, 20, step: 10, isTaken: { $0 == 15 }) == 16)
    }

    @Test func duplicateCellIDIsNotAlsoAnOrderError() {
        let text = "sections:\n  - sectionID: 0\n    cells: [{cellID: 1, cellType: A}, {cellID: 1️⃣1, cellType: A}]\n"
        expectPositions(of: .duplicateCellID, in: text, at: ["1️⃣"])
        #expect(only(.cellOrder, text).isEmpty)
    }

    @Test func sameCellIDInTwoSectionsIsFine() {
        let text = "sections:\n  - sectionID: 0\n    cells: [{cellID: 1, cellType: A}]\n  - sectionID: 1\n    cells: [{cellID: 1, cellType: A}]\n"
        #expect(load(text).findings.isEmpty)
    }

    @Test func negativeIDsAscend() {
        #expect(load("sections: [{sectionID: -5}, {sectionID: -1}, {sectionID: 0}]").findings.isEmpty)
    }

    @Test func unknownKeyNamesTheNearestKey() throws {
        let text = "sections:\n  - sectionID: 0\n    cells: [{cellID: 0, 1️⃣celType: A}]\n"
        expectPositions(of: .unknownKey, in: text, at: ["1️⃣"])
        let finding = try #require(load(MarkedText(text).text).findings.first { $0.rule == .unknownKey })
        #expect(finding.message.contains("did you mean 'cellType'?"))
    }

    @Test func extensionKeysAreIgnoredEverywhere() {
        let text = """
        x-owner: team
        tables:
          t:
            x-note: hi
            sections:
              - sectionID: 0
                x-id: 3
                header: {title: T, x-color: red}
                cells: [{cellID: 0, cellType: A, x-a: 1}]
        """
        #expect(load(text).findings.isEmpty)
    }

    @Test func missingKeysPointAtTheMapThatLacksThem() {
        let text = "sections:\n  - 1️⃣cells:\n      - 2️⃣{cellType: A}\n      - 3️⃣{cellID: 1}\n"
        expectPositions(of: .missingKey, in: text, at: ["1️⃣", "2️⃣", "3️⃣"])
    }

    @Test func rootWithoutTablesOrSections() {
        expectPositions(of: .missingKey, in: "1️⃣listspec: 1\n", at: ["1️⃣"])
    }

    @Test func bothTablesAndSectionsIsAnError() {
        expectPositions(of: .unknownKey, in: "tables: {}\n1️⃣sections: []\n", at: ["1️⃣"])
    }

    @Test func styleBesideTablesIsAnUnknownKey() {
        expectPositions(of: .unknownKey, in: "1️⃣style: grouped\ntables: {t: {}}\n", at: ["1️⃣"])
    }

    @Test func typeMismatches() {
        let text = """
        sections:
          - sectionID: 1️⃣"1"
            header: 2️⃣[a]
            indexTitle: 3️⃣3
            cells:
              - {cellID: 4️⃣1.0, cellType: 5️⃣7, deletable: 6️⃣yes, action: 7️⃣[x]}
        """
        expectPositions(of: .typeMismatch, in: text, at: ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣"])
    }

    @Test func unsupportedVersion() {
        expectPositions(of: .unsupportedVersion, in: "listspec: 1️⃣2\nsections: []\n", at: ["1️⃣"])
        expectPositions(of: .unsupportedVersion, in: "listspec: 1️⃣'1'\nsections: []\n", at: ["1️⃣"])
        #expect(load("listspec: 1\nsections: []\n").findings.isEmpty)
    }

    @Test func invalidValues() {
        let text = """
        style: 1️⃣groupd
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: A, height: 2️⃣tall, estimatedHeight: 3️⃣.inf}]
        """
        expectPositions(of: .invalidValue, in: text, at: ["1️⃣", "2️⃣", "3️⃣"])
        #expect(load(MarkedText(text).text).findings.first?.message.contains("did you mean 'grouped'?") == true)
        // Three edits from `grouped`, more than a third of its eight letters: another word, no suggestion.
        #expect(load("style: grouping\nsections: []\n").findings.first?.message == "style 'grouping' is not one of plain, grouped, insetGrouped")
    }

    @Test func unknownAndUnusedCellTypes() {
        let text = """
        tables:
          t:
            cellTypes:
              MenuCell: {height: 44}
              2️⃣SpareCell:
            sections:
              - sectionID: 0
                cells: [{cellID: 0, cellType: 1️⃣MenuCel}, {cellID: 1, cellType: MenuCell}]
        """
        expectPositions(of: .unknownCellType, in: text, at: ["1️⃣"])
        expectPositions(of: .unusedCellType, in: text, at: ["2️⃣"])
        let findings = load(MarkedText(text).text).findings
        #expect(findings.first { $0.rule == .unusedCellType }?.severity == .warning)
        #expect(findings.first { $0.rule == .unknownCellType }?.message.contains("did you mean 'MenuCell'?") == true)
    }

    /// UIKit compares reuse identifiers as written: "e\u{301}" is not the declared "\u{E9}".
    @Test func aCellTypeSpelledInAnotherNormalizationIsUnknown() {
        let text = "tables:\n  t:\n    cellTypes: {\"\u{E9}\": {}}\n    sections:\n"
            + "      - sectionID: 0\n        cells: [{cellID: 0, cellType: \"\u{E9}\"}, {cellID: 1, cellType: 1\u{FE0F}\u{20E3}\"e\u{301}\"}]\n"
        expectPositions(of: .unknownCellType, in: text, at: ["1\u{FE0F}\u{20E3}"])
    }

    @Test func cellTypesAreNotCheckedWhenNoneAreDeclared() {
        #expect(load("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: Anything}]}]").findings.isEmpty)
    }

    @Test func headerZeroHeightOnlyInGroupedStyles() {
        let marked = "style: grouped\nsections:\n  - sectionID: 0\n    header: {title: A, height: 1️⃣0}\n    footer: {height: 2️⃣0.0}\n"
        expectPositions(of: .headerZeroHeight, in: marked, at: ["1️⃣", "2️⃣"])
        let grouped = MarkedText(marked).text
        #expect(load(grouped).findings.allSatisfy { $0.severity == .warning })
        let plain = grouped.replacingOccurrences(of: "grouped", with: "plain")
        #expect(only(.headerZeroHeight, plain).isEmpty)
        expectPositions(of: .headerZeroHeight, in: marked.replacingOccurrences(of: "height: 1️⃣0}", with: "height: 0.01}"), at: ["2️⃣"])
    }

    @Test func negativeHeights() {
        let text = """
        tables:
          t:
            cellTypes:
              A: {height: 1️⃣-1}
            sections:
              - sectionID: 0
                header: {height: 2️⃣-2.5}
                cells: [{cellID: 0, cellType: A, estimatedHeight: 3️⃣-3}]
        """
        expectPositions(of: .negativeHeight, in: text, at: ["1️⃣", "2️⃣", "3️⃣"])
    }

    @Test func integerPastInt64InsideAViewModel() {
        expectPositions(of: .invalidValue, in: "sections: [{sectionID: 0, viewModel: {big: [1️⃣99999999999999999999]}}]", at: ["1️⃣"])
    }

    /// JSONDecoder refuses a number no Double holds; lint says so where no other rule does (one finding
    /// per defect: an ID or a height beyond range keeps its own finding). YAML's `.inf` is on purpose.
    @Test func floatPastDoubleInsideAViewModel() {
        expectPositions(of: .invalidValue, in: "sections: [{sectionID: 0, viewModel: {big: [1️⃣1e400, .inf, -.inf, 2️⃣-1e999, 1e-400]}}]", at: ["1️⃣", "2️⃣"])
        expectPositions(of: .invalidValue, in: #"{"sections": [{"sectionID": 0, "viewModel": [1️⃣1e400, 1e308]}]}"#, at: ["1️⃣"], path: "test.json")
        expectPositions(of: .invalidValue, in: "sections: [{sectionID: 0, header: {height: 1️⃣1e400}}]", at: ["1️⃣"])
        #expect(load("sections: [{sectionID: 1e999}]").findings.map(\.rule) == [.typeMismatch])
    }

    @Test func floatsAsIDsAreTypeMismatches() {
        expectPositions(of: .typeMismatch, in: "sections: [{sectionID: 1️⃣.nan}, {sectionID: 2️⃣1e999}]", at: ["1️⃣", "2️⃣"])
    }

    @Test func allFindingsAreCollectedNotJustTheFirst() {
        let text = """
        sections:
          - sectionID: 1
            cels: []
          - sectionID: 0
            cells: [{cellID: x, cellType: A}, {cellType: B}]
        """
        let rules = load(text).findings.map(\.rule)
        #expect(rules == [.unknownKey, .sectionOrder, .typeMismatch, .missingKey])
    }

    @Test func theSameRulesApplyToJSON() {
        let text = "{\"sections\": [{\"sectionID\": 1}, {\"sectionID\": 1, \"celss\": []}]}"
        #expect(load(text, path: "t.json").findings.map { "\($0.location) \($0.rule.rawValue)" } == ["1:47 duplicate-section-id", "1:50 unknown-key"])
    }
}
