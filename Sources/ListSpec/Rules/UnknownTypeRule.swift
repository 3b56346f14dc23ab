import ListSpecRuntime

extension RuleDescriptor {
    /// `unknown-type`.
    static let unknownType = RuleDescriptor(
        rule: .unknownType,
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
        autofix: .safe
    )
}
