/// Why a spec did not decode: the rules it breaks (the spec format and its types),
/// each with its coding path. It is the `underlyingError` of the `DecodingError`
/// that `Spec.init(from:)` throws, whose own path and description are those of
/// the first violation.
public struct SpecRuleViolation: Error, Sendable, CustomStringConvertible {
    /// One rule broken, and where.
    public struct Violation: Sendable, CustomStringConvertible {
        /// The rule broken.
        public var rule: Rule
        /// What is wrong, in words.
        public var message: String
        /// Where, as keys and indices from the top of the decoded value.
        public var codingPath: [String]

        /// `path: message [rule-id]`, as `sections.1.sectionID: ... [section-order]`.
        public var description: String {
            "\(codingPath.isEmpty ? "<top level>" : codingPath.joined(separator: ".")): \(message) [\(rule.rawValue)]"
        }
    }

    /// Every error-level violation, in document order.
    public var violations: [Violation]

    /// One line per violation.
    public var description: String { violations.map(\.description).joined(separator: "\n") }
}
