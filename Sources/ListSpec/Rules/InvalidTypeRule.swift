import ListSpecRuntime

extension RuleDescriptor {
    /// `invalid-type`.
    static let invalidType = RuleDescriptor(
        rule: .invalidType,
        checks: "Type expressions are well formed (String, Recipe?, [T], [String: T]), declared names are identifiers other than the built-ins, enums are lists of distinct strings, and no type contains itself other than through a list or map.",
        why: "A malformed or self-containing type has no Swift equivalent: no value could be written and the generated code would not compile.",
        fix: "Fix the expression at the position given; make a self-reference [T] or [String: T].",
        docsEntry: "a malformed type expression, a bad or built-in type name, an enum that is not a list of distinct strings, a type containing itself other than through `[T]`/`[String: T]`",
        triggers: """
        types:
          Recipe: {title: '[String'}
        sections: []
        """,
        passes: """
        types:
          Recipe: {title: '[String]'}
        sections: []
        """
    )
}
