import ListSpecRuntime
/// Everything one `lint` run found, in output order: what every reporter renders.
package struct LintReport: Sendable {
    /// One checked file and its findings (after configuration), sorted by place.
    package struct File: Sendable, Equatable {
        package var path: String
        package var findings: [Finding]

        package init(path: String, findings: [Finding]) {
            self.path = path
            self.findings = findings
        }
    }

    /// Files in the order of the paths given (files found in a directory sorted).
    package var files: [File]
    /// Paths that could not be read at all (trouble, not findings).
    package var unreadable: [UnreadableInput]
    /// YAML and JSON files found in directories that are not specs, so not linted.
    package var skipped = 0
    /// Spec files the settings' `exclude` left out.
    package var excluded = 0
    /// Findings a baseline hid; nil when no baseline applied.
    package var baselined: Int?

    package init(files: [File], unreadable: [UnreadableInput] = []) {
        self.files = files
        self.unreadable = unreadable
    }

    package var findings: [Finding] { files.flatMap(\.findings) }
    package var errorCount: Int { files.reduce(0) { $0 + $1.findings.count { $0.severity == .error } } }
    package var warningCount: Int { files.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } } }
    package var filesWithFindings: Int { files.count { !$0.findings.isEmpty } }

    /// Whether the run fails (exit 1): any error, or with `strict` any warning too.
    package func fails(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }
}
