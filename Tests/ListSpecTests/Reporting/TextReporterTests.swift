import ListSpec
import ListSpecRuntime
import Testing

@Suite struct TextReporterTests {
    @Test func linesFollowTheContractFormat() {
        #expect(TextReporter().render(ReportFixtures.report) == """
        Specs/menu.yaml:3:24: warning: cell type 'B' is declared in table t but no cell uses it [unused-cell-type]
        Specs/menu.yaml:5:18: error: cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0) [cell-order]
        odd dir/a,b:c%.yaml:2:1: error: unknown key 'a<b>&"c"' 100%\\r\\nnext\\u{1}line\\u{FFFE} [unknown-key]

        """)
    }

    @Test func thePaletteDecoratesRoles() {
        let palette = Palette(styles: [.error: ("<E>", "</E>"), .heading: ("<H>", "</H>"), .dim: ("<D>", "</D>")])
        #expect(TextReporter(palette: palette).line(for: ReportFixtures.cellOrder)
            == "<H>Specs/menu.yaml:5:18:</H> <E>error</E>: cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0) <D>[cell-order]</D>")
    }

    @Test func theSummaryCountsAfterConfiguration() {
        #expect(LintSummary.line(for: ReportFixtures.report) == "Linted 3 files: 2 errors, 1 warning in 2 files.")
        #expect(LintSummary.line(for: LintReport(files: [LintReport.File(path: "a.yaml", findings: [])])) == "Linted 1 file: no findings.")
    }

    @Test func strictMakesWarningsFail() {
        let warningsOnly = LintReport(files: [LintReport.File(path: "a.yaml", findings: [ReportFixtures.unused])])
        #expect(!warningsOnly.fails(strict: false))
        #expect(warningsOnly.fails(strict: true))
        #expect(ReportFixtures.report.fails(strict: false))
    }
}
