import ListSpecRuntime

/// A viewModel type as the generator reads it from a spec's declarations
/// (contract section 5), already parsed and checked by lint.
package indirect enum ViewModelTypeExpression: Equatable {
    case string, int, double, bool, void
    /// A name from `types`.
    case named(String)
    case optional(ViewModelTypeExpression)
    case list(ViewModelTypeExpression)
    /// `[String: T]`.
    case dictionary(ViewModelTypeExpression)
    /// An inline map: field name (as written) -> type, in order.
    case structure([(name: String, type: ViewModelTypeExpression)])
    /// An inline list of strings.
    case enumeration([String])

    package static func == (lhs: ViewModelTypeExpression, rhs: ViewModelTypeExpression) -> Bool {
        switch (lhs, rhs) {
        case (.string, .string), (.int, .int), (.double, .double), (.bool, .bool), (.void, .void): return true
        case (.named(let a), .named(let b)): return a == b
        case (.optional(let a), .optional(let b)), (.list(let a), .list(let b)), (.dictionary(let a), .dictionary(let b)): return a == b
        case (.structure(let a), .structure(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.type == $1.type }
        case (.enumeration(let a), .enumeration(let b)): return a == b
        default: return false
        }
    }
}

/// What one spec file declares for the generator: its named types in file order,
/// and per table the section viewModel type and each cell type's viewModel type
/// (nil: untyped, any value).
package struct ViewModelDeclarations {
    package var types: [(name: String, type: ViewModelTypeExpression)] = []
    package var sectionViewModel: [String: ViewModelTypeExpression] = [:]
    /// Table name -> cell type name -> declared viewModel type.
    package var cellViewModels: [String: [String: ViewModelTypeExpression]] = [:]

    package init() {}
}
