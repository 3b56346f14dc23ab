import Testing
import ListSpec
import ListSpecRuntime

/// A newcomer's first mistakes: one defect, one finding, with the word they meant; and one
/// finding never hides an unrelated one.
@Suite struct TopLevelTypoTests {
    @Test func aMisspeltTablesKeyIsOneFindingThatNamesTables() {
        let findings = load("table:\n  t: {sections: []}\n").findings
        #expect(findings.map(\.rule) == [.unknownKey])
        #expect(findings.first?.message == "unknown key 'table' in the top level; did you mean 'tables'?")
        #expect(findingSummary("section:\n  - sectionID: 0\n") == ["1:1 unknown-key"])
    }

    @Test func anUnrelatedKeyIsStillListedWhenNothingIsNear() {
        let findings = load("foo: 1\n").findings
        #expect(Set(findings.map(\.rule)) == [.unknownKey, .missingKey])
        #expect(findings.contains { $0.message.contains("tables") })
    }

    @Test func aTypoDoesNotHideTheOtherKeys() {
        #expect(findingSummary("style: grouping\ncellTypes: {A: {height: -1}}\nsection:\n  - sectionID: 0\n")
                == ["1:8 invalid-value", "2:25 negative-height", "3:1 unknown-key"])
    }

    @Test func yesIsAStringInYAML12() {
        let findings = load("sections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: A, deletable: yes}]\n").findings
        #expect(findings.first?.message.hasSuffix("('yes': YAML 1.2 reads it as a string, not a boolean); write true") == true)
    }
}
