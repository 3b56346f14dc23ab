import ListSpecRuntime
/// What CI systems that track findings from one run to the next tell them apart by: GitLab's code
/// quality `fingerprint` and SARIF's `partialFingerprints` (code scanning's alerts), the same value
/// in both.
///
/// The SHA-256 of the file's path from the repository's root, the rule, the message without the
/// line numbers it names, and how many equal findings came before it in the report. No line goes
/// in, so lines added above a finding keep it the same finding, and two equal findings in one file
/// still differ. Findings are taken in the report's order.
struct FindingFingerprints {
    /// Absolute, normalized: relative paths in findings are resolved against it.
    let currentDirectory: String
    /// Absolute, normalized: the repository's root, which paths are taken from.
    let baseDirectory: String
    private var occurrences: [[String]: Int] = [:]
    /// The last path worked out: a file's findings come together, so each is worked out once a file.
    private var last: (given: String, fromRoot: String)?

    init(currentDirectory: String, baseDirectory: String) {
        self.currentDirectory = currentDirectory
        self.baseDirectory = baseDirectory
    }

    /// The next finding's fingerprint, as lowercase hex.
    mutating func next(_ finding: Finding) -> String {
        let key = [repositoryPath(finding.path), finding.rule.rawValue, FindingFingerprints.withoutLineNumbers(finding.message)]
        let occurrence = occurrences[key, default: 0]
        occurrences[key] = occurrence + 1
        return SHA256.hex(Array((key + [String(occurrence)]).joined(separator: "\u{0}").utf8))
    }

    /// The path from the repository's root; as given when it lies outside (or is standard input).
    mutating func repositoryPath(_ path: String) -> String {
        if let last, last.given == path { return last.fromRoot }
        let fromRoot = path == SpecInput.standardInput.displayPath
            ? path : PathResolution.relative(PathResolution.absolute(path, in: currentDirectory), to: baseDirectory) ?? path
        last = (path, fromRoot)
        return fromRoot
    }

    /// `first on line 12` as `first on line`: a message that names a line would change with it.
    static func withoutLineNumbers(_ message: String) -> String {
        var out = ""
        var rest = Substring(message)
        while let range = rest.firstRange(of: "line ") {
            out += rest[..<range.upperBound]
            rest = rest[range.upperBound...].drop { $0.isASCII && $0.isNumber }
        }
        return out + rest
    }
}
