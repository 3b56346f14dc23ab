import Testing
@testable import ListSpec
import ListSpecRuntime

/// Issue 17's decoder items: one defect one finding, no defect hidden by another, one
/// wording for sections, and what YAML 1.2 does to `yes`.
@Suite struct DecoderFindingTests {
    @Test func aTopLevelTypoSuggestsTablesAndIsOneFinding() throws {
        let findings = expectFindings("1️⃣table:\n  t: {}\n", ["1️⃣": .unknownKey])
        #expect(findings.first?.message == "unknown key 'table' in the top level; did you mean 'tables'?")
        let unrelated = expectFindings("1️⃣colour: red\n", ["1️⃣": .unknownKey, "1️⃣": .missingKey])
        #expect(unrelated.first { $0.rule == .unknownKey }?.message.contains("tables") == true)
    }

    /// A misspelt required key is one defect: the unknown key with its suggestion, and no
    /// missing-key finding for the key it meant; a required key left out without a typo still is one.
    @Test func aMisspeltRequiredKeyIsOneFinding() {
        let text = """
        sections:
          - 1️⃣sectionId: 0
            cells:
              - {2️⃣cellId: 0, 3️⃣celltype: A}
              - {cellID: 1, 4️⃣cellTipe: A}
          5️⃣- {sectionID: 1, cells: [6️⃣{cellID: 0}]}
        """
        let findings = expectFindings(text, ["1️⃣": .unknownKey, "2️⃣": .unknownKey, "3️⃣": .unknownKey, "4️⃣": .unknownKey,
                                             "6️⃣": .missingKey])
        #expect(findings.map(\.message).filter { $0.hasPrefix("unknown key") }.map { $0.components(separatedBy: "; ").last ?? "" }
                == ["did you mean 'sectionID'?", "did you mean 'cellID'?", "did you mean 'cellType'?", "did you mean 'cellType'?"])
    }

    @Test func aMissingSectionsKeyDoesNotHideTheKeysBesideIt() {
        expectFindings("style: 1️⃣grouping\n2️⃣section:\n  - sectionID: 0\n", ["1️⃣": .invalidValue, "2️⃣": .unknownKey])
        expectFindings("cellTypes: 1️⃣[A]\n2️⃣sektions: []\n", ["1️⃣": .typeMismatch, "2️⃣": .unknownKey])
    }

    @Test func sectionsAreNamedByIndexAndID() {
        // Removing the 5 leaves 3, 3 (a duplicate, its own finding): the 5 is the row out of order.
        let text = """
        sections:
          - sectionID: 7
            cells:
              - {cellID: 2️⃣5, cellType: A, 1️⃣colour: red}
              - {cellID: 3, cellType: A}
              - {cellID: 3️⃣3, cellType: A}
        """
        let findings = expectFindings(text, ["1️⃣": .unknownKey, "2️⃣": .cellOrder, "3️⃣": .duplicateCellID])
        #expect(findings.allSatisfy { $0.message.contains("section [0] (sectionID 7)") }, "\(findings.map(\.message))")
    }

    @Test func yesIsAStringInYAML12() throws {
        let findings = expectFindings("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, deletable: 1️⃣yes}]}]\n", ["1️⃣": .typeMismatch])
        #expect(findings.first?.message.contains("YAML 1.2 reads it as a string, not a boolean); write true") == true)
        let off = expectFindings("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, deletable: 1️⃣Off}]}]\n", ["1️⃣": .typeMismatch])
        #expect(off.first?.message.hasSuffix("write false") == true)
    }

    /// Change detection compares exactly the content keys the decoder reads for cells and sections.
    @Test func everyContentKeyIsComparedAndNoOther() throws {
        #expect(SpecKeys.cell == ["cellID"] + CellField.allCases.map(\.rawValue))
        let base = ["cellType": "A", "viewModel": "x", "height": "44", "estimatedHeight": "40", "action": "Go", "deletable": "false"]
        let changed = ["cellType": "B", "viewModel": "y", "height": "45", "estimatedHeight": "41", "action": "Stop", "deletable": "true"]
        func spec(_ values: [String: String]) throws -> Spec {
            let cell = values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return try #require(load("sections: [{sectionID: 0, cells: [{cellID: 0, \(cell)}]}]\n").spec)
        }
        for key in SpecKeys.cell.dropFirst() {
            var values = base
            values[key] = changed[key]  // a key left out of `changed` is removed, which fails below
            let old = try spec(base).tables[0].sections[0].cells[0], new = try spec(values).tables[0].sections[0].cells[0]
            #expect(CellChange.changedFields(old, new).map(\.rawValue) == [key])
        }
        #expect(Set(SpecKeys.section) == Set(["sectionID"] + SectionField.allCases.map(\.rawValue) + ["cells"]))
    }
}
