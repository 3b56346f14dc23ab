import ListSpecRuntime

/// One way to write a lint report: what `listspec lint --format NAME` prints.
/// Every format conforms, and `LintFormats` finds it by name.
package protocol LintReporter: Sendable {
    func output(_ report: LintReport, context: LintReportContext) -> [UInt8]
}

/// What a report may need beside the findings.
package struct LintReportContext: Sendable {
    /// Colours for text meant for a terminal.
    package var palette: Palette
    /// Where lint runs, and the folder SARIF's relative uris start from.
    package var currentDirectory: String
    package var baseDirectory: String
    /// Warnings fail too (`--strict`).
    package var strict: Bool

    package init(palette: Palette = .plain, currentDirectory: String, baseDirectory: String, strict: Bool = false) {
        self.palette = palette
        self.currentDirectory = currentDirectory
        self.baseDirectory = baseDirectory
        self.strict = strict
    }
}

extension TextReporter: LintReporter {
    package func output(_ report: LintReport, context: LintReportContext) -> [UInt8] {
        Array(TextReporter(palette: context.palette).render(report).utf8)
    }
}

extension GitHubReporter: LintReporter {
    package func output(_ report: LintReport, context: LintReportContext) -> [UInt8] { Array(render(report).utf8) }
}

extension SARIFReporter: LintReporter {
    package func output(_ report: LintReport, context: LintReportContext) -> [UInt8] {
        SARIFReporter(currentDirectory: context.currentDirectory, baseDirectory: context.baseDirectory).render(report)
    }
}

extension JUnitReporter: LintReporter {
    package func output(_ report: LintReport, context: LintReportContext) -> [UInt8] {
        Array(JUnitReporter(strict: context.strict).render(report).utf8)
    }
}

extension GitLabReporter: LintReporter {
    package func output(_ report: LintReport, context: LintReportContext) -> [UInt8] {
        GitLabReporter(currentDirectory: context.currentDirectory, baseDirectory: context.baseDirectory).render(report)
    }
}

extension JSONReporter: LintReporter {
    package func output(_ report: LintReport, context: LintReportContext) -> [UInt8] { render(report) }
}
