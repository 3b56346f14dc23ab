@testable import ListSpec
import ListSpecRuntime
import Testing

@Suite struct GitHubReporterTests {
    @Test func annotationsAreGroupedPerFileWithToolkitEscaping() {
        #expect(GitHubReporter().render(ReportFixtures.report) == """
        ::group::Specs/menu.yaml
        ::warning file=Specs/menu.yaml,line=3,col=24,title=listspec unused-cell-type::cell type 'B' is declared in table t but no cell uses it [unused-cell-type]
        ::error file=Specs/menu.yaml,line=5,col=18,title=listspec cell-order::cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0) [cell-order]
        ::endgroup::
        ::group::odd dir/a,b:c%25.yaml
        ::error file=odd dir/a%2Cb%3Ac%25.yaml,line=2,col=1,title=listspec unknown-key::unknown key 'a<b>&"c"' 100%25\\r\\nnext\\u{1}line\\u{FFFE} [unknown-key]
        ::endgroup::

        """)
    }

    @Test func escapingMatchesTheToolkit() {
        // Hidden characters are first made visible (as in every human-facing output), then %-encoded.
        #expect(GitHubReporter.escapeData("50% a:b,c\r\n") == "50%25 a:b,c\\r\\n")
        #expect(GitHubReporter.escapeProperty("50% a:b,c\r\n") == "50%25 a%3Ab%2Cc\\r\\n")
        #expect(GitHubReporter.percentEncodedData("50% a:b,c\r\n") == "50%25 a:b,c%0D%0A")
    }

    /// Issue 17 (1, 3): ESC, BEL, BS and newlines in a file name or a message never reach the log raw,
    /// in the group name, the file= property or the message.
    @Test func controlBytesNeverReachTheLog() {
        let finding = Finding(path: "t/x\u{1B}[2J\n::error::x.yaml", location: SourceLocation(line: 2, column: 3), rule: .typeMismatch,
                              message: "cellType \"\u{1B}[2J\u{1B}]8;;http://e\u{7}\u{8}\"")
        let output = GitHubReporter().render(LintReport(files: [LintReport.File(path: finding.path, findings: [finding])]))
        #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(output.split(separator: "\n").count == 3)
        #expect(output.contains("::group::t/x\\u{1B}[2J\\n::error::x.yaml\n"))
        #expect(output.contains("file=t/x\\u{1B}[2J\\n%3A%3Aerror%3A%3Ax.yaml,line=2"))
        #expect(output.contains("::cellType \"\\u{1B}[2J\\u{1B}]8;;http://e\\u{7}\\u{8}\" [type-mismatch]"))
    }

    /// Issue 36 (10): a path never read is an annotation too, not only a line on standard error.
    @Test func unreadablePathsAreAnnotated() {
        let report = LintReport(files: [], unreadable: [UnreadableInput(path: "Specs/a,b.yaml", reason: "Permission denied")])
        #expect(GitHubReporter().render(report) == """
        ::error file=Specs/a%2Cb.yaml,title=listspec could not read a path::Specs/a,b.yaml was not linted: Permission denied

        """)
    }

    @Test func aNoteWhenGitHubWouldCutAnnotations() {
        let many = (1...11).map { Finding(path: "a.yaml", location: SourceLocation(line: $0, column: 1), rule: .cellOrder, message: "m") }
        let report = LintReport(files: [LintReport.File(path: "a.yaml", findings: many)])
        #expect(GitHubReporter().limitNote(for: report) == "GitHub shows at most 10 annotations of each kind per step; all 11 errors are in this log.")
        #expect(GitHubReporter().limitNote(for: ReportFixtures.report) == nil)
    }

    @Test func theDefaultFormatFollowsGitHubActions() {
        #expect(LintFormat.default(environment: "true") == .github)
        #expect(LintFormat.default(environment: nil) == .text)
        #expect(LintFormat.default(environment: "false") == .text)
    }
}
