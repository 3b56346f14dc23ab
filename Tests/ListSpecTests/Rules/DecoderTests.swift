import Testing
@testable import ListSpec
import ListSpecRuntime

@Suite struct DecoderTests {
    @Test func decodesEveryFieldOfTheContractExample() throws {
        let text = """
        listspec: 1
        tables:
          menu:
            style: insetGrouped
            cellTypes:
              MenuCell: {height: 44}
            sections:
              - sectionID: 0
                header: Menu
                footer: {title: "Tap a row", view: FooterView, height: 28}
                indexTitle: M
                viewModel: {kind: menu}
                cells:
                  - cellID: 0
                    cellType: MenuCell
                    viewModel: Random Table Updates
                    estimatedHeight: 44
                    action: ShowRandomUpdates
                    deletable: true
        """
        let loaded = load(text)
        #expect(loaded.findings.isEmpty)
        let table = try #require(loaded.spec?.tables.first)
        #expect(table.name == "menu")
        #expect(table.style == .insetGrouped)
        #expect(table.cellTypes.map(\.name) == ["MenuCell"])
        let section = try #require(table.sections.first)
        #expect(section.sectionID == 0)
        #expect(section.header == HeaderFooter(title: "Menu"))
        #expect(section.footer == HeaderFooter(title: "Tap a row", view: "FooterView", height: .points(.int(28))))
        #expect(section.indexTitle == "M")
        let cell = try #require(section.cells.first)
        #expect(cell.cellID == 0)
        #expect(cell.cellType == "MenuCell")
        #expect(cell.height == .points(.int(44)), "the cell type's default applies")
        #expect(cell.estimatedHeight == .points(.int(44)))
        #expect(cell.action == "ShowRandomUpdates")
        #expect(cell.deletable)
        if case .string(let text)? = cell.viewModel?.content { #expect(text == "Random Table Updates") } else { Issue.record("viewModel") }
    }

    @Test func shorthandIsOneTableNamedMain() throws {
        let spec = try #require(load("style: grouped\nsections: [{sectionID: 3}]\n").spec)
        #expect(spec.tables.map(\.name) == ["main"])
        #expect(spec.tables.first?.style == .grouped)
    }

    @Test func nullIsTheSameAsLeavingOut() throws {
        let text = "tables:\n  t:\n    cellTypes: {A: {height: 10}}\n    sections: [{sectionID: 0, header: null, cells: [{cellID: 0, cellType: A, height: null, viewModel: ~}]}]\n  empty:\n"
        let loaded = load(text)
        #expect(loaded.findings.isEmpty)
        let spec = try #require(loaded.spec)
        #expect(spec.tables[0].sections[0].header == nil)
        #expect(spec.tables[0].sections[0].cells[0].height == .points(.int(10)))
        #expect(spec.tables[1].sections.isEmpty)
    }

    @Test func viewModelsKeepKeyOrderAndCompareWithout() throws {
        let a = try #require(load("sections: [{sectionID: 0, viewModel: {b: 1, a: [x, {c: 2.5}]}}]").spec?.tables[0].sections[0].viewModel)
        let b = try #require(load("sections: [{sectionID: 0, viewModel: {a: [x, {c: 2.5}], b: 1}}]", path: "t.yaml").spec?.tables[0].sections[0].viewModel)
        let c = try #require(load("{\"sections\": [{\"sectionID\": 0, \"viewModel\": {\"a\": [\"x\", {\"c\": 2.5}], \"b\": 2}}]}", path: "t.json").spec?.tables[0].sections[0].viewModel)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        guard case .map(let pairs) = a.content else { Issue.record("map"); return }
        #expect(pairs.map(\.key) == ["b", "a"])
    }

    /// Contract section 4: numbers compare by value, as JSONDecoder reads them; `true` is not 1.
    @Test func numbersCompareByValue() throws {
        func viewModel(_ text: String) throws -> Value {
            try #require(load("sections: [{sectionID: 0, viewModel: \(text)}]").spec?.tables[0].sections[0].viewModel)
        }
        let one = try viewModel("1")
        for same in ["1.0", "1e0", "0.1e1"] {
            let other = try viewModel(same)
            #expect(one == other, "\(same)")
            #expect(one.hashValue == other.hashValue, "\(same)")
        }
        #expect(try viewModel("{a: [1, 2.0]}") == viewModel("{a: [1.0, 2]}"))
        #expect(try viewModel("1.5") != viewModel("1"))
        #expect(try viewModel("true") != one)
        #expect(try viewModel("'1'") != one)
        #expect(try viewModel("9007199254740993") != viewModel("9007199254740992.0"))
    }

    @Test func mergedHeadersDecode() throws {
        let text = """
        x-base: &h {title: Base, view: V, height: 30}
        sections:
          - sectionID: 0
            header:
              <<: *h
              title: Own
        """
        let loaded = load(text)
        #expect(loaded.findings.isEmpty)
        #expect(loaded.spec?.tables[0].sections[0].header == HeaderFooter(title: "Own", view: "V", height: .points(.int(30))))
    }
}
