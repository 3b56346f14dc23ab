import ListSpecRuntime

/// What a lint report's format may need beside the findings (lint's and breaking's).
package struct LintReportContext: Sendable {
    /// Colours for text meant for a terminal.
    package var palette: Palette
    /// Where lint runs, and the folder SARIF's relative uris start from.
    package var currentDirectory: String
    package var baseDirectory: String
    /// Warnings fail too (`--strict`).
    package var strict: Bool
    /// The command that checked (`lint`, `breaking`), as JUnit's suite names it.
    package var command: String

    package init(palette: Palette = .plain, currentDirectory: String, baseDirectory: String, strict: Bool = false, command: String = "lint") {
        self.palette = palette
        self.currentDirectory = currentDirectory
        self.baseDirectory = baseDirectory
        self.strict = strict
        self.command = command
    }
}

/// The registry of `listspec lint --format`'s formats.
package enum LintFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<LintReport, LintReportContext>([
        OutputFormat(name: "text", summary: "path:line:column: severity: message [rule-id]", writer: TextReporter()),
        OutputFormat(name: "json", summary: "findings, counts and files checked", writer: JSONReporter()),
        OutputFormat(name: "github", summary: "workflow-command annotations", writer: GitHubReporter()),
        OutputFormat(name: "sarif", summary: "SARIF 2.1.0 for code scanning", writer: SARIFReporter(currentDirectory: ".", baseDirectory: ".")),
        OutputFormat(name: "junit", summary: "JUnit XML", writer: JUnitReporter()),
        OutputFormat(name: "gitlab", summary: "GitLab code quality report (a merge request's widget)", writer: GitLabReporter()),
    ])

    /// The format when none is given: GitHub annotations inside GitHub Actions, else text.
    package static func `default`(environment githubActions: String?) -> OutputFormat<LintReport, LintReportContext> {
        formats.format(named: defaultName(environment: githubActions))
    }

    /// The name of the format when none is given (`githubActions`: the environment's `GITHUB_ACTIONS`).
    package static func defaultName(environment githubActions: String?) -> String {
        githubActions == "true" ? "github" : "text"
    }
}

extension TextReporter: OutputWriter {
    package func write(_ report: LintReport, context: LintReportContext, into out: inout ByteWriter) {
        out += TextReporter(palette: context.palette).render(report)
    }
}

extension GitHubReporter: OutputWriter {
    package func write(_ report: LintReport, context: LintReportContext, into out: inout ByteWriter) { out += render(report) }
}

extension SARIFReporter: OutputWriter {
    package func write(_ report: LintReport, context: LintReportContext, into out: inout ByteWriter) {
        out.raw(contentsOf: SARIFReporter(currentDirectory: context.currentDirectory, baseDirectory: context.baseDirectory, command: context.command).render(report))
    }
}

extension JUnitReporter: OutputWriter {
    package func write(_ report: LintReport, context: LintReportContext, into out: inout ByteWriter) {
        out += JUnitReporter(strict: context.strict, command: context.command).render(report)
    }
}

extension GitLabReporter: OutputWriter {
    package func write(_ report: LintReport, context: LintReportContext, into out: inout ByteWriter) {
        out.raw(contentsOf: GitLabReporter(currentDirectory: context.currentDirectory, baseDirectory: context.baseDirectory).render(report))
    }
}

extension JSONReporter: OutputWriter {
    package func write(_ report: LintReport, context: LintReportContext, into out: inout ByteWriter) { out.raw(contentsOf: render(report)) }
}
