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
    private let indexByName: [String: Int]
    /// The names as bytes when there are few and all are ASCII: a key then finds its field
    /// without making or hashing a String (every viewModel of a typed spec is checked).
    private let asciiNames: [[UInt8]]?

    package init(fields: [Field]) {
        self.fields = fields
        indexByName = Dictionary(fields.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = fields.map { Array($0.name.utf8) }
        asciiNames = names.count <= 16 && names.allSatisfy { $0.allSatisfy { $0 < 0x80 } } ? names : nil
    }

    package func field(named name: String) -> Field? { indexByName[name].map { fields[$0] } }

    /// The field a map key names, matched as `field(named: key.keyText)` would.
    package func field(for key: Document.Node) -> Field? {
        if let asciiNames, key.kind == .string, let range = key.textRange {
            let found: Int?? = key.document.text.withUnsafeBufferPointer { text in
                guard let base = text.baseAddress else { return .none }
                let start = base + range.lowerBound
                // A non-ASCII key may still equal an ASCII name as a String (U+212A KELVIN SIGN is K).
                for k in 0..<range.count where start[k] >= 0x80 { return .none }
                for (i, name) in asciiNames.enumerated() where name.count == range.count {
                    if name.withUnsafeBufferPointer({ memcmpEqual(start, $0.baseAddress ?? start, range.count) }) { return .some(i) }
                }
                return .some(nil)
            }
            if let found { return found.map { fields[$0] } }
        }
        return field(named: key.keyText)
    }
}

/// An enum: its cases as written.
package final class EnumerationType: Sendable {
    package let cases: [String]
    private let caseSet: Set<String>

    package init(cases: [String]) {
        self.cases = cases
        caseSet = Set(cases)
    }

    package func contains(_ text: String) -> Bool { caseSet.contains(text) }
}

/// A named type from `types`.
package struct TypeDeclaration: Sendable {
    package let name: String
    package let location: SourceLocation
    package var type: ViewModelType
}
