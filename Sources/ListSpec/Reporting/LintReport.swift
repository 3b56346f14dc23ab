import ListSpecRuntime
/// Everything one `lint` run found, in output order: what every reporter renders.
public struct LintReport: Sendable {
    /// One checked file and its findings (after configuration), sorted by place.
    public struct File: Sendable, Equatable {
        public var path: String
        public var findings: [Finding]

        public init(path: String, findings: [Finding]) {
            self.path = path
            self.findings = findings
        }
    }

    /// Files in the order of the paths given (files found in a directory sorted).
    public var files: [File]
    /// Paths that could not be read at all (trouble, not findings).
    public var unreadable: [UnreadableInput]
    /// YAML and JSON files found in directories that are not specs, so not linted.
    public var skipped = 0

    public init(files: [File], unreadable: [UnreadableInput] = []) {
        self.files = files
        self.unreadable = unreadable
    }

    public var findings: [Finding] { files.flatMap(\.findings) }
    public var errorCount: Int { files.reduce(0) { $0 + $1.findings.count { $0.severity == .error } } }
    public var warningCount: Int { files.reduce(0) { $0 + $1.findings.count { $0.severity == .warning } } }
    public var filesWithFindings: Int { files.count { !$0.findings.isEmpty } }

    /// Whether the run fails (exit 1): any error, or with `strict` any warning too.
    public func fails(strict: Bool) -> Bool {
        errorCount > 0 || (strict && warningCount > 0)
    }
}
