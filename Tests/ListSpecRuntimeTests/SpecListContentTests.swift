import Foundation
import Testing
import ListSpecRuntime

/// Contract section 17: what `SpecList` shows and hands the app, decided by `SpecListContent`
/// and `SwiftUIPlatform` without SwiftUI, so every platform's answer is checked here.
@Suite struct SpecListContentTests {
    private let sections = [
        Section(sectionID: 1, header: HeaderFooter(title: "Starters"), footer: HeaderFooter(title: "Tap a row"), indexTitle: "S", cells: [
            Cell(cellID: 0, cellType: "Recipe", height: .points(.int(64)), action: "show", deletable: true),
            Cell(cellID: 4, cellType: "Recipe", height: .automatic),
        ]),
        Section(sectionID: 3, header: HeaderFooter(view: "Banner", height: .points(.int(30))), cells: [
            Cell(cellID: 0, cellType: "Spacer", estimatedHeight: .points(.int(10)), deletable: true),
        ]),
    ]

    @Test func sectionsAndRowsAreIdentifiedByTheirIDsTheSameCellIDInTwoSectionsTwice() {
        let content = SpecListContent(sections, style: .plain, platform: .iOS)
        #expect(content.sections.map(\.id) == [1, 3])
        #expect(content.rowIDs == [ListItemID(sectionID: 1, cellID: 0), ListItemID(sectionID: 1, cellID: 4),
                                   ListItemID(sectionID: 3, cellID: 0)])
        #expect(content.sections[0].rows.map(\.cell.cellType) == ["Recipe", "Recipe"])
    }

    @Test func headersAndFootersShowTheirTitlesAHeaderNamingOnlyAViewNone() {
        let content = SpecListContent(sections, style: .grouped, platform: .iOS)
        #expect(content.sections.map(\.header) == ["Starters", nil])
        #expect(content.sections.map(\.footer) == ["Tap a row", nil])
        #expect(content.sections.map(\.indexTitle) == ["S", nil])
    }

    @Test func aHeightInPointsIsTheRowsMinimumHeightAutomaticNoneAndNonsenseAreTheLists() {
        let heights: [Height?] = [.points(.int(64)), .points(.double(44.5)), .automatic, nil, .points(.int(0)), .points(.int(-3)), .points(.double(.infinity))]
        let cells = heights.enumerated().map { Cell(cellID: Int64($0.offset), cellType: "A", height: $0.element) }
        let content = SpecListContent([Section(sectionID: 0, cells: cells)], style: .plain, platform: .iOS)
        #expect(content.sections[0].rows.map(\.minimumHeight) == [64, 44.5, nil, nil, nil, nil, nil])
    }

    @Test func eachPlatformShowsATableStyleInTheNearestListStyleItHas() {
        let expected: [SwiftUIPlatform: [SpecListStyle]] = [
            .iOS: [.plain, .grouped, .insetGrouped],
            .visionOS: [.plain, .grouped, .insetGrouped],
            .tvOS: [.plain, .grouped, .grouped],
            .macOS: [.plain, .inset, .inset],
            .watchOS: [.plain, .automatic, .automatic],
        ]
        for platform in SwiftUIPlatform.allCases {
            #expect(TableStyle.allCases.map(platform.listStyle) == expected[platform], "\(platform)")
            #expect(TableStyle.allCases.map { SpecListContent(sections, style: $0, platform: platform).listStyle } == expected[platform])
        }
    }

    @Test func aTapHandsTheAppTheCellsActionARowWithoutOneIsNoButton() {
        let content = SpecListContent(sections, style: .plain, platform: .iOS)
        #expect(content.sections.flatMap(\.rows).map(\.action) == ["show", nil, nil])
    }

    @Test func aDeleteHandsTheAppTheDeletableRowsAtItsOffsetsOthersAndStrayOffsetsAreIgnored() throws {
        let content = SpecListContent(sections, style: .plain, platform: .iOS)
        let first = content.sections[0]
        #expect(first.rows.map(\.isDeletable) == [true, false])
        #expect(first.offersDelete)
        #expect(first.deletedRows(atOffsets: IndexSet([0])).map(\.id) == [ListItemID(sectionID: 1, cellID: 0)])
        #expect(first.deletedRows(atOffsets: IndexSet([0, 1, 7])).map(\.id) == [ListItemID(sectionID: 1, cellID: 0)])
        #expect(first.deletedRows(atOffsets: IndexSet([1])).isEmpty)
        #expect(content.sections[1].deletedRows(atOffsets: IndexSet([0])).map(\.cell.cellType) == ["Spacer"])
        let none = SpecListContent([Section(sectionID: 0, cells: [Cell(cellID: 0, cellType: "A")])], style: .plain, platform: .iOS)
        #expect(!none.sections[0].offersDelete)
    }

    @Test func everyPlatformButTVOSLetsAPersonDeleteADeletableRow() {
        for platform in SwiftUIPlatform.allCases {
            let content = SpecListContent(sections, style: .plain, platform: platform)
            let deletable = platform != .tvOS
            #expect(platform.deletesRows == deletable)
            #expect(content.sections.map(\.offersDelete) == [deletable, deletable], "\(platform)")
            #expect(content.sections[0].deletedRows(atOffsets: IndexSet([0])).count == (deletable ? 1 : 0))
        }
    }

    @Test func repeatedIDsKeepTheFirstSectionAndRowSoEveryIdentityIsUnique() {
        let content = SpecListContent([
            Section(sectionID: 2, cells: [Cell(cellID: 1, cellType: "First"), Cell(cellID: 1, cellType: "Second"), Cell(cellID: 0, cellType: "Third")]),
            Section(sectionID: 2, cells: [Cell(cellID: 5, cellType: "Gone")]),
        ], style: .plain, platform: .iOS)
        #expect(content.rowIDs == [ListItemID(sectionID: 2, cellID: 1), ListItemID(sectionID: 2, cellID: 0)])
        #expect(content.sections[0].rows.map(\.cell.cellType) == ["First", "Third"])
    }

    @Test func anAppsOwnSectionsHandOverTheirTypedActions() {
        enum Route: Equatable { case detail(Int) }
        struct Row: PresentableCell, Equatable {
            var cellID: Int64
            var cellType: String { "Row" }
            var action: Route? { .detail(Int(cellID)) }
        }
        struct Rows: PresentableSection {
            var sectionID: Int64
            var cells: [Row]
            func isContentEqual(to other: Rows) -> Bool { true }
        }
        let content = SpecListContent([Rows(sectionID: 0, cells: [Row(cellID: 7)])], style: .plain, platform: .iOS)
        #expect(content.sections[0].rows.map(\.action) == [.detail(7)])
        #expect(content.sections[0].header == nil && content.sections[0].rows[0].minimumHeight == nil)
    }
}
