import ListSpec
import ListSpecRuntime
import Testing

/// `small-tap-target` where it points and where it does not fire.
@Suite struct SmallTapTargetCheckTests {
    @Test func aCellsOwnHeightBelow44() {
        expectFindings("""
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: Row, action: Open, height: 1️⃣43.5}
              - {cellID: 1, cellType: Row, action: Open, height: 44}
              - {cellID: 2, cellType: Row, action: Open, height: automatic}
              - {cellID: 3, cellType: Row, height: 20}
              - {cellID: 4, cellType: Row, action: Open, height: 2️⃣0}
        """, ["1️⃣": .smallTapTarget, "2️⃣": .smallTapTarget])
    }

    /// Once per cell type and table, at the cell type's height; `null` takes the cell type's
    /// height, an own height (even a larger one) does not.
    @Test func aCellTypesHeightOncePerTable() {
        let findings = expectFindings("""
        tables:
          first:
            cellTypes: {Compact: {height: 1️⃣30}, Tall: {height: 80}, Unused: {height: 10}}
            sections:
              - sectionID: 0
                cells:
                  - {cellID: 0, cellType: Compact, action: Open, height: 50}
                  - {cellID: 1, cellType: Compact}
                  - {cellID: 2, cellType: Compact, action: Open, height: null}
                  - {cellID: 3, cellType: Tall, action: Open}
              - sectionID: 1
                cells: [{cellID: 0, cellType: Compact, action: Open}]
          second:
            cellTypes: {Compact: {height: 2️⃣30}}
            sections:
              - sectionID: 0
                cells: [{cellID: 0, cellType: Compact, action: Open}]
        """, ["1️⃣": .smallTapTarget, "2️⃣": .smallTapTarget], ignoring: [.unusedCellType])
        #expect(findings.filter { $0.rule == .smallTapTarget }.map(\.message) == Array(repeating:
            "cell type 'Compact' has height 30, below the 44-point minimum tap target, and its cells with an action take it; use height: 44 or automatic",
            count: 2))
    }

    /// One defect, one finding: a height that is no height is another rule's, and an own invalid
    /// height does not fall back to the cell type's.
    @Test func aBrokenHeightIsOnlyItsOwnFinding() {
        expectFindings("""
        cellTypes: {Compact: {height: 30}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: Compact, action: Open, height: 1️⃣-10}
              - {cellID: 1, cellType: Compact, action: Open, height: 2️⃣tall}
        """, ["1️⃣": .negativeHeight, "2️⃣": .invalidValue])
    }

    /// A cell type declared twice takes its first declaration's height, as its cells do.
    @Test func theFirstDeclarationCounts() {
        expectFindings("""
        cellTypes:
          Compact: {height: 1️⃣30}
          2️⃣Compact: {height: 60}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Compact, action: Open}]
        """, ["1️⃣": .smallTapTarget, "2️⃣": .duplicateKey])
    }

    /// A cell type's name is matched as written (as UIKit matches reuse identifiers), long names too.
    @Test func cellTypesAreMatchedAsWritten() {
        expectFindings("""
        cellTypes: {"CompactCellWithAVeryLongName": {height: 1️⃣30}, "Caf\\u00e9": {height: 2️⃣30}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: CompactCellWithAVeryLongName, action: Open}
              - {cellID: 1, cellType: "Cafe\\u0301", action: Open}
        """, ["1️⃣": .smallTapTarget], ignoring: [.unknownCellType, .unusedCellType])
    }
}
