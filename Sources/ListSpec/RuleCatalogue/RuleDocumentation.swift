import ListSpecRuntime

extension RuleDescriptor {
    /// The anchor of the rule's row in its rule table of Docs/Commands.md (`rule-cell-order`),
    /// which `docsTable` writes into the row.
    package var docsAnchor: String { "rule-" + id }
}

extension Rule {
    /// Where the rule is documented: its own row of the rule table of the project's command
    /// reference (an editor links a diagnostic's code there).
    package var documentationURL: String {
        DocumentationLink.page("Commands.md", anchor: descriptor.docsAnchor)
    }
}
