import ListSpecRuntime
/// Rule ids as users type them (`--disable`, `.listspec.yml`): lookup with a helpful refusal.
package enum RuleLookup {
    /// "unknown rule 'x'; did you mean 'y'?", or with no rule near it the list of rules.
    /// `ids`: the rules the place takes (lint's, unless `listspec rules`, which knows diff's too).
    package static func unknownRuleMessage(_ id: String, among ids: [String] = Rule.allCases.map(\.rawValue)) -> String {
        if let nearest = KeySuggestion.nearest(to: id, in: ids) { return "unknown rule '\(id)'; did you mean '\(nearest)'?" }
        return "unknown rule '\(id)'; valid rules are \(ids.joined(separator: ", ")) (listspec rules describes them)"
    }
}
