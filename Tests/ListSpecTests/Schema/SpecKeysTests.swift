import Testing
import ListSpec
import ListSpecRuntime

/// The keys declared once in `SpecKeys` are the ones the diff compares (every key of a cell
/// or section but its identity and children reloads it).
@Suite struct SpecKeysTests {
    @Test func diffFieldsFollowTheDeclaredKeys() {
        #expect(CellField.allCases.map(\.rawValue) == SpecKeys.cell.filter { $0 != "cellID" })
        #expect(Set(SectionField.allCases.map(\.rawValue)) == Set(SpecKeys.section.filter { $0 != "sectionID" && $0 != "cells" }))
    }
}
