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

    /// What changed is said field by field and key by key, as the Markdown report says it: one
    /// change on the row's line, several on lines below it; a reloaded section's rows under it.
    @Test func textReportShowsEveryChangeWithIDsAndIndexPaths() throws {
        let diff = try diffSpecs(old, new)
        #expect(DiffTextRenderer().render(diff) == """
        menu: 1 section inserted, 1 section reloaded, 1 row deleted, 1 row inserted, 2 rows reloaded, section index titles reloaded
          sectionID 0 at [0]
            ~ cellID 0 at [0, 0]: viewModel: "A" -> "B"
            + cellID 3 at [0, 1]
            - cellID 5 at [0, 1]
          ~ sectionID 1 at [1]:
              footer.height: none -> 30
              indexTitle: "X" -> "Y"
            - cellID 1 at [1, 0]
          sectionID 2 at [2]
            ~ cellID 0 at [2, 0]:
                viewModel.value: 1 -> 2
                height: 44 -> automatic
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
        #expect(text.contains(#"viewModel: "a\nb\u{1B}[31m" -> "xxxxxxxxxxxxxxxxxxx…""#))
    }

    /// Issue 28: a reloaded row whose change is past where its values are cut. The text says
    /// which key changed, and two long strings are both shown from a little before they part.
    @Test func textReportSaysWhatChangedWhereverItIs() throws {
        let note = "A long note that goes on and on about the fish, the dill, and the sauce"
        let before = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: {title: Salmon with Dill Sauce, subtitle: 30 min, servings: 2, note: \"\(note)\"}}]}")
        let after = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: {title: Salmon with Dill Sauce, subtitle: 30 min, servings: 3, note: \"\(note)s\"}}]}")
        #expect(DiffTextRenderer().render(try diffSpecs(before, after)) == """
        t: 1 row reloaded
          sectionID 0 at [0]
            ~ cellID 0 at [0, 0]:
                viewModel.servings: 2 -> 3
                viewModel.note: "… fish, the dill, and the sauce" -> "… fish, the dill, and the sauces"

        """)
    }

    /// A section reloaded for its header still says what changed in its rows (the reload brings
    /// them, so the batch update names none): in text, Markdown and HTML.
    @Test func aReloadedSectionShowsTheChangesOfItsRows() throws {
        let before = spec("{sectionID: 0, header: Lunch, cells: [{cellID: 0, cellType: C, viewModel: {servings: 1}}, {cellID: 1, cellType: C}]}")
        let after = spec("{sectionID: 0, header: Brunch, cells: [{cellID: 0, cellType: C, viewModel: {servings: 2}}, {cellID: 2, cellType: C}]}")
        let diff = try diffSpecs(before, after)
        #expect(diff.tables[0].update.reloadRows.isEmpty && diff.tables[0].update.insertRows.isEmpty)
        #expect(DiffTextRenderer().render(diff) == """
        t: 1 section reloaded
          ~ sectionID 0 at [0]: header.title: "Lunch" -> "Brunch"
            ~ cellID 0 at [0, 0]: viewModel.servings: 1 -> 2
            - cellID 1 at [0, 1]
            + cellID 2 at [0, 1]

        """)
        let markdown = DiffMarkdownRenderer().render(diff, oldPath: "a", newPath: "b")
        #expect(markdown.contains("| row reloaded with its section | 0 | 0 | [0, 0] | [0, 0] | C | viewModel.servings: 1 -> 2 |"))
        #expect(markdown.contains("| row deleted with its section | 0 | 1 | [0, 1] | — | C |"))
        let html = DiffHTMLRenderer().render(diff, oldPath: "a", newPath: "b")
        #expect(html.contains("<p class=\"change-note\"><span class=\"note-line\">header.title: &quot;Lunch&quot; -&gt; &quot;Brunch&quot;</span></p>"))
        #expect(html.contains("<li class=\"change-note\"><span class=\"note-line\">viewModel.servings: 1 -&gt; 2</span></li>"))
        #expect(html.contains("<li class=\"row automatic deleted\""))
        #expect(html.contains("<li class=\"row automatic inserted\""))
    }

    /// A change the picture does not draw (a key past the labels, a height) is written under the
    /// row on the new side, not only in a hover tooltip; a marked section is framed in every
    /// style, the plain one included (its frame is drawn over the rows and the sticky header).
    @Test func htmlShowsChangedFieldsAndFramesSectionsInEveryStyle() throws {
        let before = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: {title: Salmon, subtitle: 30 min, servings: 2}}]}")
        let after = spec("{sectionID: 0, cells: [{cellID: 0, cellType: C, viewModel: {title: Salmon, subtitle: 30 min, servings: 3}, height: 80}]}",
                         "{sectionID: 1, header: New, cells: [{cellID: 0, cellType: C}]}")
        let html = DiffHTMLRenderer().render(try diffSpecs(before, after), oldPath: "a", newPath: "b")
        #expect(html.contains("<li class=\"change-note\"><span class=\"note-line\">viewModel.servings: 2 -&gt; 3</span><span class=\"note-line\">height: none -&gt; 80</span></li>"))
        #expect(html.contains("<div class=\"section inserted\""))
        #expect(html.contains(".section.inserted::after { border-color: #34c759; }"))
        #expect(html.contains("z-index: 2; pointer-events: none; border: 2px solid transparent; }"))
        #expect(!html.contains("outline: 2px solid #34c759"))
    }

    @Test func aChangeLineIsWrittenAsItsText() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["", "viewModel.title", "height", "\"Old\"", "none", "é\u{301}", "…", "a -> b", ":", "\u{1F600}", "[1, 2]"]
        for _ in 0..<500 {
            let line = FieldChangeLines.Line(name: pieces.randomElement(using: &generator)!,
                                             old: Bool.random(using: &generator) ? nil : pieces.randomElement(using: &generator)!,
                                             new: Bool.random(using: &generator) ? nil : pieces.randomElement(using: &generator)!)
            var out = ByteWriter()
            line.write(into: &out)
            #expect(String(decoding: out.output, as: UTF8.self) == line.text, "\(line)")
        }
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
            ~ cellID 0 at [1, 0] -> [0, 0]: deletable: false -> true
            + cellID 1 at [0, 1]

        """)
    }

    @Test func modifiedWithNothingToAnimate() throws {
        let before = spec("{sectionID: 0, indexTitle: A}", "{sectionID: 1}")
        let after = spec("{sectionID: 0}", "{sectionID: 1, indexTitle: A}")
        let diff = try diffSpecs(before, after)
        #expect(DiffTextRenderer().render(diff) == """
        t: modified, nothing to animate
          sectionID 0 at [0]: indexTitle: "A" -> none
          sectionID 1 at [1]: indexTitle: none -> "A"

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
