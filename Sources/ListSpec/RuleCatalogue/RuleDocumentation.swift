import ListSpecRuntime

extension Rule {
    /// Where the rule is documented: the rule table of the project's command reference (an
    /// editor links a diagnostic's code there).
    package var documentationURL: String {
        DocumentationLink.page("Commands.md", anchor: "rules")
    }
}
