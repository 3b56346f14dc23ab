/// Why a spec did not decode: the rules it breaks (contract sections 1 and 5),
/// each with its coding path. It is the `underlyingError` of the `DecodingError`
/// that `Spec.init(from:)` throws, whose own path and description are those of
/// the first violation.
public struct SpecRuleViolation: Error, Sendable, CustomStringConvertible {
    public struct Violation: Sendable, CustomStringConvertible {
        public var rule: Rule
        public var message: String
        /// Where, as keys and indices from the top of the decoded value.
        public var codingPath: [String]

        public var description: String {
            "\(codingPath.isEmpty ? "<top level>" : codingPath.joined(separator: ".")): \(message) [\(rule.rawValue)]"
        }
    }

    /// Every error-level violation, in document order.
    public var violations: [Violation]

    public var description: String { violations.map(\.description).joined(separator: "\n") }
}
