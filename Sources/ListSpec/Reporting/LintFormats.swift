/// The registry of `listspec lint --format`'s formats.
package enum LintFormats: OutputFormatRegistry {
    package static let formats = OutputFormats<any LintReporter>([
        OutputFormat(name: "text", summary: "path:line:column: severity: message [rule-id]", writer: TextReporter()),
        OutputFormat(name: "json", summary: "findings, counts and files checked", writer: JSONReporter()),
        OutputFormat(name: "github", summary: "workflow-command annotations", writer: GitHubReporter()),
        OutputFormat(name: "sarif", summary: "SARIF 2.1.0 for code scanning", writer: SARIFReporter(currentDirectory: ".", baseDirectory: ".")),
        OutputFormat(name: "junit", summary: "JUnit XML", writer: JUnitReporter()),
        OutputFormat(name: "gitlab", summary: "GitLab code quality report (a merge request's widget)", writer: GitLabReporter()),
    ])

    /// The format when none is given: GitHub annotations inside GitHub Actions, else text.
    package static func `default`(environment githubActions: String?) -> OutputFormat<any LintReporter> {
        formats.format(named: defaultName(environment: githubActions))
    }

    /// The name of the format when none is given (`githubActions`: the environment's `GITHUB_ACTIONS`).
    package static func defaultName(environment githubActions: String?) -> String {
        githubActions == "true" ? "github" : "text"
    }
}
