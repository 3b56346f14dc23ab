import ListSpecRuntime
/// A configuration file that cannot be used: why it could not be read, or every mistake in
/// it, in file order, each a finding with its place and rule (`path:line:column: message`).
package struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var findings: [Finding]
    /// Why the file could not be read at all (then there are no findings).
    package var reason: String?

    package init(path: String, reason: String) {
        self.path = path
        self.findings = []
        self.reason = reason
    }

    package init(path: String, findings: [Finding]) {
        self.path = path
        self.findings = findings.sortedByLocation()
        self.reason = nil
    }

    /// One line per mistake.
    package var lines: [String] {
        if let reason { return ["\(path): \(reason)"] }
        return findings.map { "\(path):\($0.location.line):\($0.location.column): \($0.message)" }
    }

    package var description: String { lines.joined(separator: "\n") }
}
