/// How bad a finding is: an error fails lint, a warning fails it only with `--strict`.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    /// A finding that does not stop the spec from being read.
    case warning
    /// A finding that makes the spec invalid.
    case error

    /// A warning is less severe than an error.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One problem in one file, at one place, under one rule.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    /// The file the finding is in, as given to the reader.
    public var path: String
    /// Where in the file: line and column.
    public var location: SourceLocation
    /// Error or warning.
    public var severity: Severity
    /// The rule broken.
    public var rule: Rule
    /// What is wrong, in words.
    public var message: String
    /// What the finding is about, as data, where a tool acts on it.
    package var subject: FindingSubject?
    /// The finding's fix as data, nil where it has none (section 15).
    package var fix: FindingFix?

    /// A finding; its severity is the rule's default unless given.
    public init(path: String, location: SourceLocation, severity: Severity? = nil, rule: Rule, message: String) {
        self.path = path
        self.location = location
        self.severity = severity ?? rule.defaultSeverity
        self.rule = rule
        self.message = message
    }

    /// `path:line:column: severity: message [rule-id]`, the contract's one-line form.
    public var description: String {
        "\(path):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(rule.rawValue)]"
    }
}

extension Array where Element == Finding {
    /// File order: by place, then rule, so output is stable whatever produced it first.
    public func sortedByLocation() -> [Finding] {
        // Most files have none: nothing to sort, and the sort's setup cost as much as a small file's checks.
        guard count > 1 else { return self }
        return enumerated().sorted { a, b in
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
