import ListSpecRuntime

extension RuleDescriptor {
    /// `comment-as-value`.
    static let commentAsValue = RuleDescriptor(
        rule: .commentAsValue,
        checks: "A YAML value is not left empty by a comment: after `key: ` on the same line, a # starts a comment, so `viewModel: #1 Hit` is `viewModel: null`. A required key so emptied (`sectionID: #1`) is its map's `missing-key` error instead, which says why.",
        why: "The text meant as the value silently disappears: the row shows nothing (or the default) and no other rule notices, as null is a valid value.",
        fix: "Quote the value (`viewModel: \"#1 Hit\"`) if the # belongs to it; write `null` (or leave the comment on a line of its own) if the value is meant to be empty.",
        docsEntry: "a YAML value left empty because what follows `key: ` on its line is a comment: `viewModel: #1 Hit` is null (quote it: `\"#1 Hit\"`)",
        triggers: """
        sections:
          - sectionID: 0
            header: #1 Hits
        """,
        passes: """
        sections:
          - sectionID: 0
            header: "#1 Hits"
        """
    )
}
