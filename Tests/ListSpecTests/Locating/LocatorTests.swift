import ListSpec
import ListSpecRuntime
import Testing

/// Index path <-> IDs within one table, and the nearest place when there is none.
@Suite struct LocatorTests {
    /// sectionIDs 1, 3, 5 at sections 0, 1, 2; section 1 has cellIDs 1, 3, 5, 7 at rows 0-3; section 2 is empty.
    static let spec = """
    sections:
      - sectionID: 1
        cells: [{cellID: 10, cellType: A, viewModel: first}]
      - sectionID: 3
        header: Middle
        cells:
          - {cellID: 1, cellType: A, viewModel: one}
          - {cellID: 3, cellType: B, viewModel: {title: three}, action: Go}
          - {cellID: 5, cellType: A}
          - {cellID: 7, cellType: A, deletable: true}
      - sectionID: 5
    """

    private func locator() throws -> Locator {
        let loaded = load(Self.spec)
        #expect(!loaded.hasErrors, "\(loaded.findings)")
        return Locator(table: try #require(loaded.spec?.tables.first))
    }

    @Test func indexPathToIDs() throws {
        guard case .cell(let place) = try locator().locate(.indexPath(section: 1, row: 1)) else {
            Issue.record("expected a cell"); return
        }
        #expect(place.sectionID == 3)
        #expect(place.cell.cellID == 3)
        #expect(place.cell.cellType == "B")
        #expect(place.indexPathText == "[1, 1]")
    }

    @Test func idsToIndexPath() throws {
        guard case .cell(let place) = try locator().locate(.ids(sectionID: 3, cellID: 7)) else {
            Issue.record("expected a cell"); return
        }
        #expect(place.section == 1 && place.row == 3)
    }

    @Test func sectionsBothWays() throws {
        guard case .section(let byIndex) = try locator().locate(.indexPath(section: 2, row: nil)) else {
            Issue.record("expected a section"); return
        }
        #expect(byIndex.section.sectionID == 5)
        guard case .section(let byID) = try locator().locate(.ids(sectionID: 3, cellID: nil)) else {
            Issue.record("expected a section"); return
        }
        #expect(byID.index == 1)
    }

    private func miss(_ query: LocateQuery) throws -> (String, [LocatedCell], [LocatedSection]) {
        guard case .notFound(let message, let cells, let sections) = try locator().locate(query) else {
            Issue.record("expected no such place for \(query)")
            return ("", [], [])
        }
        return (message, cells, sections)
    }

    @Test func rowPastTheEndNamesTheLastRow() throws {
        let (message, cells, _) = try miss(.indexPath(section: 1, row: 9))
        #expect(message == "no row 9 in section [1] (sectionID 3): it has 4 rows (0-3); nearest is [1, 3] cellID 7")
        #expect(cells.map(\.indexPathText) == ["[1, 3]"])
    }

    @Test func sectionPastTheEnd() throws {
        let (message, _, sections) = try miss(.indexPath(section: 7, row: 0))
        #expect(message == "no section [7]: table 'main' has 3 sections (0-2); nearest is section [2] (sectionID 5)")
        #expect(sections.map(\.index) == [2])
    }

    @Test func rowInAnEmptySection() throws {
        let (message, _, _) = try miss(.indexPath(section: 2, row: 0))
        #expect(message == "no row 0 in section [2] (sectionID 5): it has no rows")
    }

    @Test func missingCellIDNamesBothNeighbours() throws {
        let (message, cells, _) = try miss(.ids(sectionID: 3, cellID: 4))
        #expect(message == "no cellID 4 in section [1] (sectionID 3); nearest cellIDs are 3 at [1, 1] and 5 at [1, 2]")
        #expect(cells.map(\.cell.cellID) == [3, 5])
        let (below, _, _) = try miss(.ids(sectionID: 3, cellID: -100))
        #expect(below == "no cellID -100 in section [1] (sectionID 3); nearest is cellID 1 at [1, 0]")
        let (above, _, _) = try miss(.ids(sectionID: 3, cellID: Int64.max))
        #expect(above == "no cellID 9223372036854775807 in section [1] (sectionID 3); nearest is cellID 7 at [1, 3]")
        let (empty, _, _) = try miss(.ids(sectionID: 5, cellID: 0))
        #expect(empty == "no cellID 0 in section [2] (sectionID 5); it has no cells")
    }

    @Test func missingSectionID() throws {
        let (message, _, sections) = try miss(.ids(sectionID: 4, cellID: 1))
        #expect(message == "no sectionID 4 in table 'main'; nearest sectionIDs are 3 at section [1] and 5 at section [2]")
        #expect(sections.map(\.section.sectionID) == [3, 5])
    }

    @Test func emptyTable() throws {
        let table = Table(name: "t")
        guard case .notFound(let message, _, _) = Locator(table: table).locate(.indexPath(section: 0, row: 0)) else {
            Issue.record("expected a miss"); return
        }
        #expect(message == "no section [0]: table 't' has no sections")
    }

    @Test func indexPathForms() {
        for text in ["2.3", "2,3", "[2, 3]", " [2,3] ", "(2, 3)", "2 - 3", "2 . 3"] {
            #expect(LocateQuery.indexPath(parsing: text) == .indexPath(section: 2, row: 3), "\(text)")
        }
        #expect(LocateQuery.indexPath(parsing: "4") == .indexPath(section: 4, row: nil))
        #expect(LocateQuery.indexPath(parsing: "[4]") == .indexPath(section: 4, row: nil))
        for bad in ["", "x", "1.2.3", "-1", "1.-2", "1.", "[1, 2", "1e3", "99999999999999999999999", "１.２"] {
            #expect(LocateQuery.indexPath(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func textAndJSON() throws {
        let loaded = load(Self.spec)
        let table = try #require(loaded.spec?.tables.first)
        let found = Locator(table: table).locate(.indexPath(section: 1, row: 1))
        #expect(LocateTextRenderer.render(found, table: table) == """
        table      main
        indexPath  [1, 1]
        sectionID  3
        cellID     3
        cellType   B
        viewModel  {title: three}
        action     Go

        """)
        #expect(String(decoding: LocateJSONRenderer.render(found, table: table), as: UTF8.self)
            == #"{"table":"main","found":true,"indexPath":[1,1],"section":1,"sectionID":3,"cellID":3,"cellType":"B","viewModel":{"title":"three"},"height":null,"action":"Go","deletable":false}"# + "\n")
        let missed = Locator(table: table).locate(.ids(sectionID: 3, cellID: 4))
        #expect(String(decoding: LocateJSONRenderer.render(missed, table: table), as: UTF8.self)
            == #"{"table":"main","found":false,"message":"no cellID 4 in section [1] (sectionID 3); nearest cellIDs are 3 at [1, 1] and 5 at [1, 2]","nearest":[{"indexPath":[1,1],"section":1,"sectionID":3,"cellID":3},{"indexPath":[1,2],"section":1,"sectionID":3,"cellID":5}]}"# + "\n")
    }
}
