/// `syntax`: the file is not well-formed YAML or strict JSON. The parsers find it (libyaml in
/// ListSpec's YAML front end, `JSONReader` here) and word it; an alias to no anchor is the reader's.
package enum SyntaxCheck {
    /// A parser's syntax error, in its words (with a hint where one is known).
    package static func finding(_ message: String) -> FindingDraft {
        FindingDraft(rule: .syntax, message: message)
    }

    /// `*name` with no `&name` before it.
    static func unknownAlias(_ name: String) -> FindingDraft {
        finding("alias *\(name) refers to no anchor defined before it")
    }
}
