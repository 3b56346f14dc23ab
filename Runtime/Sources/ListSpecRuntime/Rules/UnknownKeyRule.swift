extension Rule {
    /// `unknown-key`: a key the format does not know.
    public static let unknownKey = Rule(RuleDescriptor(
        id: "unknown-key",
        severity: .error,
        summary: "A key the format does not know (keys starting with x- are extensions).",
        checks: "Every key is one the format knows (keys starting with x- are extensions).",
        why: "A misspelt key (`heigth`) is silently ignored by a lenient reader, so the cell gets the default height and nobody notices.",
        fix: "Use the suggested key, or prefix the key with x- if it is an extension on purpose.",
        docsEntry: "a key the format does not know; names the nearest known key",
        triggers: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title, heigth: 44}]
        """,
        passes: """
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title, height: 44}]
        """,
        autofix: .safeOrUnsafe
    ))
}

/// `unknown-key`: a key the format does not know (`x-` keys are extensions, never findings).
enum UnknownKeyCheck {
    /// The finding for the unknown key `name` of a map named `context`, nil for an extension key.
    /// `candidates`: the words it is measured against; the one it is taken to mean is added to
    /// `suggested` (a required key so misspelt is no finding of its own). `topLevel`: whether the
    /// map is the spec's top level, where `types:` belongs. `isPresent`: whether the map has a key;
    /// the fix writes the one nearest key only where the map has it neither written nor meant by
    /// another misspelt key (it would be a duplicate key).
    static func finding(_ name: String, in context: @autoclosure () -> String, candidates: [String], topLevel: Bool,
                        suggested: inout [String], isPresent: (String) -> Bool) -> FindingDraft? {
        if name == "types", !topLevel {
            return FindingDraft(rule: .unknownKey, message: "unknown key 'types' in \(context()); "
                                + "`types:` stands at the top level, beside `tables:` (or `sections:` in the shorthand)")
        }
        guard !name.hasPrefix("x-") else { return nil }
        let closest = KeySuggestion.closest(to: name, in: candidates)
        let nearest = closest?.word
        let fix = closest.flatMap { !suggested.contains($0.word) && !isPresent($0.word) ? KeySuggestion.fix(for: name, taking: $0) : nil }
        if let nearest { suggested.append(nearest) }
        let hint = nearest.map { "did you mean '\($0)'?" } ?? "known keys are \(candidates.joined(separator: ", "))"
        return FindingDraft(rule: .unknownKey, message: "unknown key '\(name)' in \(context()); \(hint)", fix: fix)
    }

    /// A top-level `sections:` beside `tables:`: the two forms of a spec at once.
    static var sectionsBesideTables: FindingDraft {
        FindingDraft(rule: .unknownKey, message: "a spec has either `tables:` or a top-level `sections:` (one table named main), not both")
    }
}
