import Testing
@testable import ListSpec
import ListSpecRuntime

@Suite struct DiffRendererTests {
    let old = """
    tables:
      menu:
        cellTypes: {C: {height: 44}}
        sections:
          - {sectionID: 0, header: Menu, cells: [{cellID: 0, cellType: C, viewModel: A}, {cellID: 5, cellType: C}]}
          - {sectionID: 1, indexTitle: X, footer: {title: F}, cells: [{cellID: 1, cellType: C}]}
          - {sectionID: 2, cells: [{cellID: 0, cellType: C, viewModel: {title: T, value: 1}, action: open}]}
      gone: {}
      styled: {style: plain}
    """
    let new = """
    tables:
      menu:
        cellTypes: {C: {height: 44}}
        sections:
          - {sectionID: 0, header: Menu, cells: [{cellID: 0, cellType: C, viewModel: B}, {cellID: 3, cellType: C}]}
          - {sectionID: 1, indexTitle: Y, footer: {title: F, height: 30}, cells: []}
          - {sectionID: 2, cells: [{cellID: 0, cellType: C, viewModel: {value: 2, title: T}, action: open, height: automatic}]}
          - {sectionID: 4, cells: [{cellID: 0, cellType: C}, {cellID: 1, cellType: C}]}
      styled: {style: grouped}
      fresh: {sections: [{sectionID: 0}]}
    """

    @Test func textReportShowsEveryChangeWithIDsAndIndexPaths() throws {
        let diff = try diffSpecs(old, new)
        #expect(DiffTextRenderer().render(diff) == """
        menu: 1 section inserted, 1 section reloaded, 1 row deleted, 1 row inserted, 2 rows reloaded, section index titles reloaded
          sectionID 0 at [0]
            ~ cellID 0 at [0, 0]: viewModel "A" -> "B"
            + cellID 3 at [0, 1]
            - cellID 5 at [0, 1]
          ~ sectionID 1 at [1]: footer "F" -> {title: "F", height: 30}, indexTitle "X" -> "Y"
          sectionID 2 at [2]
            ~ cellID 0 at [2, 0]: viewModel {title: T, value: 1} -> {value: 2, title: T}, height 44 -> automatic
          + sectionID 4 at [3] (2 rows)
          ~ section index titles: ["X"] -> ["Y"]

        gone: removed (plain, 0 sections, 0 rows)

        styled: restyled plain -> grouped (a new table view, nothing to animate)

        fresh: added (plain, 1 section, 0 rows)

        """)
    }

    @Test func textReportMakesControlCharactersVisibleAndCutsLongValues() throws {
        let before = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: \"a\\nb\\u001B[31m\"}]}")
        let after = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: \"\(String(repeating: "x", count: 100))\"}]}")
        let text = DiffTextRenderer(valueColumns: 20).render(try diffSpecs(before, after))
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains(#"viewModel "a\nb\u{1B}[31m" -> "xxxxxxxxxxxxxxxxxxx…""#))
    }

    @Test func textReportUsesThePaletteRoles() throws {
        let palette = Palette(styles: [.added: ("<+>", "</+>"), .removed: ("<->", "</->"), .changed: ("<~>", "</~>")])
        let text = DiffTextRenderer(palette: palette).render(try diffSpecs(old, new))
        #expect(text.contains("<+>+ cellID</+> 3 at [0, 1]"))
        #expect(text.contains("<->- cellID</-> 5 at [0, 1]"))
        #expect(text.contains("<~>~ sectionID</~> 1 at [1]"))
    }

    @Test func sectionIndexMovesAreShownOldToNew() throws {
        let before = spec("{sectionID: 0}", "{sectionID: 2, cells: [{cellID: 0, cellType: C}]}")
        let after = spec("{sectionID: 2, cells: [{cellID: 0, cellType: C, deletable: true}, {cellID: 1, cellType: C}]}")
        #expect(DiffTextRenderer().render(try diffSpecs(before, after)) == """
        t: 1 section deleted, 1 row inserted, 1 row reloaded
          - sectionID 0 at [0] (0 rows)
          sectionID 2 at [1] -> [0]
            ~ cellID 0 at [1, 0] -> [0, 0]: deletable false -> true
            + cellID 1 at [0, 1]

        """)
    }

    @Test func modifiedWithNothingToAnimate() throws {
        let before = spec("{sectionID: 0, indexTitle: A}", "{sectionID: 1}")
        let after = spec("{sectionID: 0}", "{sectionID: 1, indexTitle: A}")
        let diff = try diffSpecs(before, after)
        #expect(DiffTextRenderer().render(diff) == """
        t: modified, nothing to animate
          sectionID 0 at [0]: indexTitle "A" -> none
          sectionID 1 at [1]: indexTitle none -> "A"

        """)
        #expect(DiffSwiftRenderer.render(diff).contains("// table \"t\": modified, nothing to animate\n"))
        #expect(!DiffSwiftRenderer.render(diff).contains("reloadSectionIndexTitles"))
    }

    @Test func jsonIsContractSection4() throws {
        let json = String(decoding: DiffJSONRenderer.render(try diffSpecs(old, new)), as: UTF8.self)
        #expect(json == """
        {"tables":[
        {"table":"menu","change":"modified","deleteSections":[],"insertSections":[3],"reloadSections":[1],"deleteRows":[[0,1]],"insertRows":[[0,1]],"reloadRows":[[0,0],[2,0]],"reloadSectionIndexTitles":true},
        {"table":"gone","change":"removed","deleteSections":[],"insertSections":[],"reloadSections":[],"deleteRows":[],"insertRows":[],"reloadRows":[],"reloadSectionIndexTitles":false},
        {"table":"styled","change":"restyled","deleteSections":[],"insertSections":[],"reloadSections":[],"deleteRows":[],"insertRows":[],"reloadRows":[],"reloadSectionIndexTitles":false},
        {"table":"fresh","change":"added","deleteSections":[],"insertSections":[],"reloadSections":[],"deleteRows":[],"insertRows":[],"reloadRows":[],"reloadSectionIndexTitles":false}
        ]}

        """)
        #expect(String(decoding: DiffJSONRenderer.render(SpecDiff(tables: [])), as: UTF8.self) == "{\"tables\":[]}\n")
    }

    @Test func swiftIsOneBlockPerModifiedTable() throws {
        #expect(DiffSwiftRenderer.render(try diffSpecs(old, new)) == """
        // Generated by listspec diff. Update the data source to the new spec at the start of each block.

        // table "menu"
        tableView.performBatchUpdates {
            tableView.insertSections(IndexSet([3]), with: .automatic)
            tableView.reloadSections(IndexSet([1]), with: .automatic)
            tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            tableView.reloadRows(at: [
                IndexPath(row: 0, section: 0),
                IndexPath(row: 0, section: 2),
            ], with: .automatic)
        }
        tableView.reloadSectionIndexTitles()

        // table "gone": removed; nothing to animate

        // table "styled": restyled plain -> grouped; a table view's style is fixed when it is created: make a new one (nothing to animate)

        // table "fresh": added; a new table view (call reloadData() on it), nothing to animate

        """)
    }
}
