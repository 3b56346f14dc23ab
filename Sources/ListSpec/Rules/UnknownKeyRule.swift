import ListSpecRuntime

extension RuleDescriptor {
    /// `unknown-key`.
    static let unknownKey = RuleDescriptor(
        rule: .unknownKey,
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
        autofix: .safe
    )
}
