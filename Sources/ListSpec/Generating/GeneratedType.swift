import ListSpecRuntime

/// A type of the generated code, named and placed: a declared or inline struct,
/// a `String`-backed enum, or an alias.
final class GeneratedDeclaration {
    enum Kind {
        case structure([Field])
        case enumeration([Case])
        case alias(GeneratedType)
    }

    struct Field {
        var specName: String
        var swiftName: String
        var type: GeneratedType
    }

    struct Case {
        var specName: String
        var swiftName: String
    }

    /// The name declared, and the name qualified from the file's namespace down.
    let name: String
    let qualifiedName: String
    var kind: Kind = .alias(.value)
    /// Inline types of this struct's fields, declared inside it.
    var nested: [GeneratedDeclaration] = []
    /// Names used in this type's body (fields, nested types, generated members).
    var scope: SwiftNameScope

    init(name: String, qualifiedName: String, scope: SwiftNameScope) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.scope = scope
    }
}

/// A viewModel type as generated code spells it.
indirect enum GeneratedType {
    case string, int, double, bool
    /// Untyped: the runtime's JSON-like value.
    case value
    case optional(GeneratedType)
    case list(GeneratedType)
    case dictionary(GeneratedType)
    case declared(GeneratedDeclaration)

    var swift: String {
        switch self {
        case .string: return "Swift.String"
        case .int: return "Swift.Int"
        case .double: return "Swift.Double"
        case .bool: return "Swift.Bool"
        case .value: return "ListSpecRuntime.Value"
        case .optional(let wrapped): return wrapped.swift + "?"
        case .list(let element): return "[" + element.swift + "]"
        case .dictionary(let element): return "[Swift.String: " + element.swift + "]"
        case .declared(let declaration): return declaration.qualifiedName
        }
    }

    /// The type an alias stands for, followed to the end.
    var resolved: GeneratedType {
        if case .declared(let declaration) = self, case .alias(let target) = declaration.kind { return target.resolved }
        return self
    }
}
