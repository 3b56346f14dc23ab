public enum Severity: String, Sendable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One problem in one file, at one place, under one rule.
public struct Finding: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var location: SourceLocation
    public var severity: Severity
    public var rule: Rule
    public var message: String

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
        enumerated().sorted { a, b in
            if a.element.location != b.element.location { return a.element.location < b.element.location }
            return a.offset < b.offset
        }.map(\.element)
    }

    public var hasErrors: Bool { contains { $0.severity == .error } }
}
