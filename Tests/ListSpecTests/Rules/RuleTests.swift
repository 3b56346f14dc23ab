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
                  - {cellID: 3, cellType: A}
        """
        let finding = try #require(load(text).findings.first)
        #expect(finding.rule == .cellOrder)
        #expect(finding.location == SourceLocation(line: 7, column: 22))
        #expect(finding.description == "test.yaml:7:22: error: cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0) [cell-order]")
    }

    @Test func sectionOrderAndDuplicates() {
        let text = """
        sections:
          - sectionID: 2
          - sectionID: 1
          - sectionID: 2
        """
        #expect(only(.sectionOrder, text) == ["3:16"])
        #expect(only(.duplicateSectionID, text) == ["4:16"])
    }

    @Test func duplicateCellIDIsNotAlsoAnOrderError() {
        let text = "sections:\n  - sectionID: 0\n    cells: [{cellID: 1, cellType: A}, {cellID: 1, cellType: A}]\n"
        #expect(only(.duplicateCellID, text) == ["3:48"])
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
        let finding = try #require(load("sections:\n  - sectionID: 0\n    cells: [{cellID: 0, celType: A}]\n").findings.first { $0.rule == .unknownKey })
        #expect(finding.location == SourceLocation(line: 3, column: 25))
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
        let text = "sections:\n  - cells:\n      - {cellType: A}\n      - {cellID: 1}\n"
        #expect(only(.missingKey, text) == ["2:5", "3:9", "4:9"])
    }

    @Test func rootWithoutTablesOrSections() {
        #expect(only(.missingKey, "listspec: 1\n") == ["1:1"])
    }

    @Test func bothTablesAndSectionsIsAnError() {
        #expect(only(.unknownKey, "tables: {}\nsections: []\n") == ["2:1"])
    }

    @Test func styleBesideTablesIsAnUnknownKey() {
        #expect(only(.unknownKey, "style: grouped\ntables: {t: {}}\n") == ["1:1"])
    }

    @Test func typeMismatches() {
        let text = """
        sections:
          - sectionID: "1"
            header: [a]
            indexTitle: 3
            cells:
              - {cellID: 1.0, cellType: 7, deletable: yes, action: [x]}
        """
        #expect(only(.typeMismatch, text) == ["2:16", "3:13", "4:17", "6:18", "6:33", "6:47", "6:60"])
    }

    @Test func unsupportedVersion() {
        #expect(only(.unsupportedVersion, "listspec: 2\nsections: []\n") == ["1:11"])
        #expect(only(.unsupportedVersion, "listspec: '1'\nsections: []\n") == ["1:11"])
        #expect(load("listspec: 1\nsections: []\n").findings.isEmpty)
    }

    @Test func invalidValues() {
        let text = """
        style: grouping
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: A, height: tall, estimatedHeight: .inf}]
        """
        #expect(only(.invalidValue, text) == ["1:8", "4:46", "4:69"])
        #expect(load(text).findings.first?.message.contains("did you mean 'grouped'?") == true)
    }

    @Test func unknownAndUnusedCellTypes() {
        let text = """
        tables:
          t:
            cellTypes:
              MenuCell: {height: 44}
              SpareCell:
            sections:
              - sectionID: 0
                cells: [{cellID: 0, cellType: MenuCel}, {cellID: 1, cellType: MenuCell}]
        """
        #expect(only(.unknownCellType, text) == ["8:39"])
        #expect(only(.unusedCellType, text) == ["5:7"])
        #expect(load(text).findings.first { $0.rule == .unusedCellType }?.severity == .warning)
        #expect(load(text).findings.first { $0.rule == .unknownCellType }?.message.contains("did you mean 'MenuCell'?") == true)
    }

    @Test func cellTypesAreNotCheckedWhenNoneAreDeclared() {
        #expect(load("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: Anything}]}]").findings.isEmpty)
    }

    @Test func headerZeroHeightOnlyInGroupedStyles() {
        let grouped = "style: grouped\nsections:\n  - sectionID: 0\n    header: {title: A, height: 0}\n    footer: {height: 0.0}\n"
        #expect(only(.headerZeroHeight, grouped) == ["4:32", "5:22"])
        #expect(load(grouped).findings.allSatisfy { $0.severity == .warning })
        let plain = grouped.replacingOccurrences(of: "grouped", with: "plain")
        #expect(only(.headerZeroHeight, plain).isEmpty)
        #expect(only(.headerZeroHeight, grouped.replacingOccurrences(of: "height: 0}", with: "height: 0.01}")) == ["5:22"])
    }

    @Test func negativeHeights() {
        let text = """
        tables:
          t:
            cellTypes:
              A: {height: -1}
            sections:
              - sectionID: 0
                header: {height: -2.5}
                cells: [{cellID: 0, cellType: A, estimatedHeight: -3}]
        """
        #expect(only(.negativeHeight, text) == ["4:19", "7:26", "8:59"])
    }

    @Test func integerPastInt64InsideAViewModel() {
        #expect(only(.invalidValue, "sections: [{sectionID: 0, viewModel: {big: [99999999999999999999]}}]") == ["1:45"])
    }

    @Test func floatsAsIDsAreTypeMismatches() {
        #expect(only(.typeMismatch, "sections: [{sectionID: .nan}, {sectionID: 1e999}]") == ["1:24", "1:43"])
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
