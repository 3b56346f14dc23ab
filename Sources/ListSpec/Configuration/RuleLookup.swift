import ListSpecRuntime
/// Rule ids as users type them (`--disable`, `.listspec.yml`): lookup with a helpful refusal.
package enum RuleLookup {
    /// The lint rule with this id; nil for an unknown id and for a rule of `listspec breaking`,
    /// which compares two versions of a spec: lint never reports one, so its settings cannot name one.
    package static func lintRule(_ id: String) -> Rule? {
        Rule(rawValue: id).flatMap { $0.checksCompatibility ? nil : $0 }
    }

    /// "unknown rule 'x'; did you mean 'y'?", or with no rule near it the list of rules; a rule of
    /// `listspec breaking` is named as one where lint's are asked for. `ids`: the rules the place
    /// takes (lint's, unless `listspec rules`, which knows every rule and diff's warnings too).
    package static func unknownRuleMessage(_ id: String, among ids: [String] = Rule.lintRules.map(\.rawValue)) -> String {
        if !ids.contains(id), Rule(rawValue: id)?.checksCompatibility == true {
            return "'\(id)' is a rule of listspec breaking, which compares a spec with an older version; lint does not check it"
        }
        if let nearest = KeySuggestion.nearest(to: id, in: ids) { return "unknown rule '\(id)'; did you mean '\(nearest)'?" }
        return "unknown rule '\(id)'; valid rules are \(ids.joined(separator: ", ")) (listspec rules describes them)"
    }
}
