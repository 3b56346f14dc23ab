/// A rule listspec checks: its id, default severity and a one-line description.
///
/// A rule prints as its id, as lint writes it: `"\(finding.rule)"` is `section-order`. Each rule
/// is a static member (`Rule.cellOrder`), compared by its id, as `Notification.Name` is: a rule
/// added in a later version is a new member, never a source break, so a `switch` over a
/// finding's rule names the rules it treats apart and ends in `default`:
///
/// ```swift
/// switch finding.rule {
/// case .cellOrder, .duplicateCellID: highlightRow(finding)
/// default: show(finding)
/// }
/// ```
public struct Rule: RawRepresentable, Hashable, Sendable, CustomStringConvertible, CaseIterable {
    /// What is said of the rule; its file in Rules/ makes it.
    package let descriptor: RuleDescriptor

    /// A rule described by its file.
    package init(_ descriptor: RuleDescriptor) {
        self.descriptor = descriptor
    }

    /// The rule with this id (`cell-order`), nil when listspec has no such rule.
    public init?(rawValue: String) {
        guard let rule = Rule.byID[rawValue] else { return nil }
        self = rule
    }

    private static let byID = Dictionary(allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule's id, as lint prints it and `.listspec.yml` names it (`section-order`).
    public var rawValue: String { descriptor.id }

    /// The rule's id, as lint prints it and `.listspec.yml` names it (`section-order`): its raw value.
    public var description: String { rawValue }

    /// Whether two values are the same rule: the same id.
    public static func == (lhs: Rule, rhs: Rule) -> Bool {
        lhs.descriptor === rhs.descriptor || lhs.rawValue == rhs.rawValue
    }

    /// Hashes the rule's id.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    /// Whether the rule compares a spec with an older version of it (`listspec breaking`,
    /// ``SpecCompatibility``) rather than checking one spec (`listspec lint`). Such rules compare
    /// two specs, so lint never reports them and its settings do not name them.
    public var checksCompatibility: Bool { descriptor.checksCompatibility }

    /// The rules `listspec lint` checks, in order: every rule but the compatibility rules.
    package static let lintRules: [Rule] = allCases.filter { !$0.checksCompatibility }

    /// The rules of `listspec breaking`, in order.
    package static let compatibilityRules: [Rule] = allCases.filter(\.checksCompatibility)

    /// The severity of the rule's findings: an error, or a warning for the warning rules.
    public var defaultSeverity: Severity { descriptor.defaultSeverity }

    /// What the rule checks, in one sentence (what `listspec rules` prints).
    public var summary: String { descriptor.summary }
}
