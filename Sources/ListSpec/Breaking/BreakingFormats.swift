/// The registry of `listspec breaking --format`'s formats: lint's, and Markdown for a
/// pull-request comment.
package enum BreakingFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<any LintReporter>(LintFormats.formats.all + [
        OutputFormat(name: "markdown", summary: "a table of findings for a pull-request comment", writer: BreakingMarkdownReporter() as any LintReporter),
    ])

    /// The format when none is given: GitHub annotations inside GitHub Actions, else text (as lint's).
    package static func `default`(environment githubActions: String?) -> OutputFormat<any LintReporter> {
        formats.format(named: LintFormats.defaultName(environment: githubActions))
    }
}
