import ListSpecRuntime
/// Rule ids as users type them (`--disable`, `.listspec.yml`): lookup with a helpful refusal.
package enum RuleLookup {
    /// "unknown rule 'x'; did you mean 'y'? valid rules: …"
    package static func unknownRuleMessage(_ id: String) -> String {
        let ids = Rule.allCases.map(\.rawValue)
        let hint = KeySuggestion.nearest(to: id, in: ids).map { "did you mean '\($0)'? " } ?? ""
        return "unknown rule '\(id)'; \(hint)valid rules are \(ids.joined(separator: ", ")) (listspec rules describes them)"
    }
}
