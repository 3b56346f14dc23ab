/// A viewModel's declared type (contract section 5), resolved: names point at
/// their declarations by index, so checking a value never looks a name up.
package indirect enum ViewModelType: Sendable {
    case string, int, double, bool
    /// No viewModel: absent or null.
    case void
    case optional(ViewModelType)
    case list(ViewModelType)
    /// `[String: T]`.
    case dictionary(ViewModelType)
    /// An inline map: a struct.
    case structure(StructureType)
    /// An inline list of strings: an enum.
    case enumeration(EnumerationType)
    /// A name from `types`: an index into the spec's declarations.
    case declared(Int)
    /// A type with a finding (unknown name, malformed): values are not checked against it.
    case broken

    /// How a message names the type: Swift syntax (`[String: Double]`, `Recipe?`).
    package func name(_ declarations: [TypeDeclaration]) -> String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .void: return "Void"
        case .optional(let wrapped): return wrapped.name(declarations) + "?"
        case .list(let element): return "[" + element.name(declarations) + "]"
        case .dictionary(let element): return "[String: " + element.name(declarations) + "]"
        case .structure(let structure):
            return "{" + structure.fields.map { "\($0.name): \($0.type.name(declarations))" }.joined(separator: ", ") + "}"
        case .enumeration(let enumeration): return "one of " + enumeration.cases.joined(separator: ", ")
        case .declared(let index): return declarations.indices.contains(index) ? declarations[index].name : "?"
        case .broken: return "?"
        }
    }

    /// Whether null (or no value at all) is a value of the type: an optional, Void, or a name
    /// declared as one, through any chain of names (`P: O`, `O: Int?`).
    package func acceptsNull(_ declarations: [TypeDeclaration]) -> Bool {
        var type = self
        // The resolver breaks cycles of names; the bound keeps a chain finite all the same.
        for _ in 0...declarations.count {
            switch type {
            case .optional, .void: return true
            case .declared(let index) where declarations.indices.contains(index): type = declarations[index].type
            default: return false
            }
        }
        return false
    }
}

/// A struct: its fields in declaration order.
package final class StructureType: Sendable {
    package struct Field: Sendable {
        /// The field's name as written (any text).
        package let name: String
        package let location: SourceLocation
        package let type: ViewModelType
    }

    package let fields: [Field]
    let names: NameLookup

    package init(fields: [Field]) {
        self.fields = fields
        names = NameLookup(fields.map(\.name))
    }

    package func field(named name: String) -> Field? { names.index(of: name).map { fields[$0] } }
}

/// An enum: its cases as written.
package final class EnumerationType: Sendable {
    package let cases: [String]
    let names: NameLookup
    /// For a one-case enum written `[Strng]`: the list type it nearly names (`[String]`), for the
    /// hint on a value that is not its case.
    let meantList: String?

    package init(cases: [String], meantList: String? = nil) {
        self.cases = cases
        self.meantList = meantList
        names = NameLookup(cases)
    }
}

/// A named type from `types`.
package struct TypeDeclaration: Sendable {
    package let name: String
    package let location: SourceLocation
    package var type: ViewModelType
}
