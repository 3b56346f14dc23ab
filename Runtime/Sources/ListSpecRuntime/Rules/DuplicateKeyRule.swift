extension Rule {
    /// `duplicate-key`: a map has the same key twice.
    public static let duplicateKey = Rule(RuleDescriptor(
        id: "duplicate-key",
        severity: .error,
        summary: "A map has the same key twice.",
        checks: "A map has each key once.",
        why: "Readers disagree on which copy wins (JSONDecoder takes the last, others the first), so the table would differ between the app and the tools.",
        fix: "Remove or rename one of the two keys.",
        docsEntry: "a map has the same key twice (points at the second)",
        triggers: """
        sections:
          - {sectionID: 0, sectionID: 1}
        """,
        passes: """
        sections:
          - {sectionID: 0}
        """
    ))
}

/// `duplicate-key`: a map has the same key twice, as Swift and JSONDecoder compare strings (the
/// reader finds the first copy, see `DocumentBuilder.firstCopy`).
enum DuplicateKeyCheck {
    /// The key `text` repeating `firstText`, written at `firstLocation`; `isMergeKey`: the key is `<<`.
    static func finding(_ text: String, first firstText: String, at firstLocation: SourceLocation, isMergeKey: Bool) -> FindingDraft {
        guard WrittenName.same(text, firstText) else {
            return FindingDraft(rule: .duplicateKey,
                                message: "key '\(text)' (\(spelled(text))) is the same as key '\(firstText)' (\(spelled(firstText))) "
                                + "(first at \(firstLocation)) under Unicode canonical equivalence, as Swift and JSONDecoder compare strings; "
                                + "write both alike or rename one")
        }
        let hint = isMergeKey ? "; to merge several maps, give one << a list of them" : ""
        return FindingDraft(rule: .duplicateKey, message: "key '\(text)' appears twice in this map (first at \(firstLocation)); remove one\(hint)")
    }

    /// A key with its non-ASCII scalars as Swift escapes: two keys that look alike show how they differ.
    private static func spelled(_ key: String) -> String {
        "\"" + key.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined() + "\""
    }
}
