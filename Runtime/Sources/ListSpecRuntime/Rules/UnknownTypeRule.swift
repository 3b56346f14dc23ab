extension Rule {
    /// `unknown-type`: a type expression names no known type.
    public static let unknownType = Rule(RuleDescriptor(
        id: "unknown-type",
        severity: .error,
        summary: "A type expression names no built-in or declared type.",
        checks: "Every type expression (in types, a cell type's viewModel, sectionViewModel) names a built-in type (String, Int, Double, Bool, Void) or one declared under types.",
        why: "Generated Swift needs a real type for every viewModel; an unknown name would leave the cell's payload untyped or the code uncompilable.",
        fix: "Use the suggested name, or declare the type under types.",
        docsEntry: "a type expression names no built-in or declared type; names the nearest (see [Typed view models](#typed-view-models))",
        triggers: """
        types:
          Recipe: {title: Strng}
        sections: []
        """,
        passes: """
        types:
          Recipe: {title: String}
        sections: []
        """,
        autofix: .safeOrUnsafe
    ))
}

/// `unknown-type`: a type expression names no built-in or declared type (found by `TypeResolver`).
enum UnknownTypeCheck {
    /// The type `name`, with `nearest`, the declared or built-in name it likely means, as a hint; its
    /// fix rewrites the name inside the type expression where no other name is as near.
    static func finding(_ name: String, nearest: KeySuggestion.Suggestion?) -> FindingDraft {
        FindingDraft(rule: .unknownType, message: "unknown type '\(name)'" + (nearest.map { "; did you mean '\($0.word)'?" } ?? "; declare it under types"),
                     fix: nearest.flatMap { KeySuggestion.fix(for: name, taking: $0, extent: .word) })
    }
}
