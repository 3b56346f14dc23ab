/// The registry of `listspec breaking --format`'s formats: lint's, and Markdown for a
/// pull-request comment.
package enum BreakingFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<LintReport, LintReportContext>(LintFormats.formats.all + [
        OutputFormat(name: "markdown", summary: "a table of findings for a pull-request comment", writer: BreakingMarkdownReporter()),
    ])

    /// The format when none is given: GitHub annotations inside GitHub Actions, else text (as lint's).
    package static func `default`(environment githubActions: String?) -> OutputFormat<LintReport, LintReportContext> {
        formats.format(named: LintFormats.defaultName(environment: githubActions))
    }
}
