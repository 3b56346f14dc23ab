import ListSpecRuntime

extension RuleDescriptor {
    /// `view-model-type`.
    static let viewModelType = RuleDescriptor(
        rule: .viewModelType,
        checks: "Each viewModel has the type its cell type (or its table's sectionViewModel) declares: every field present and of its type, no unknown field, enum values among the cases.",
        why: "The app decodes the viewModel into a typed model (or casts it in the cell); a wrong value fails at run time, on a user's screen, instead of in CI.",
        fix: "Change the value at the path given (quote a number meant as text), or change the declared type (T? if it may be null).",
        docsEntry: "a viewModel without its declared type: the path inside it, the type expected and what was found",
        triggers: """
        cellTypes: {Title: {viewModel: String}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title, viewModel: [Soup]}]
        """,
        passes: """
        cellTypes: {Title: {viewModel: String}}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Title, viewModel: Soup}]
        """,
        autofix: .safe
    )
}
