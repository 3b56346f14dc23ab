/// Holds every viewModel to its declared type, in one pass over values already
/// read: types are resolved once, names are indices, and a value's path
/// (`viewModel.tags[2]`) is only spelled out when a finding needs it.
struct ViewModelChecker {
    private let path: String
    private let declarations: [TypeDeclaration]
    private(set) var findings: [Finding] = []
    private var reported: Set<Finding> = []
    /// The keys and indices from the viewModel down to the value being checked.
    private var trail: [Step] = []

    private enum Step {
        case key(Document.Node)
        case index(Int)
    }

    init(path: String, declarations: [TypeDeclaration]) {
        self.path = path
        self.declarations = declarations
    }

    /// Checks a viewModel (nil: absent) against its type; `owner` names the cell or section in messages.
    mutating func check(_ viewModel: Value?, as type: ViewModelType, owner: @autoclosure () -> String, ownerLocation: SourceLocation) {
        trail.removeAll(keepingCapacity: true)
        guard let viewModel, !viewModel.node.isNull else {
            switch type {
            case _ where isOptional(type): return
            default:
                report("\(owner()) has no viewModel; its type is \(describe(type))", at: ownerLocation)
                return
            }
        }
        if case .void = type {
            report("\(owner()) takes no viewModel (its type is Void), not \(TypeResolver.describe(viewModel.node))", at: viewModel.node.location)
            return
        }
        check(viewModel.node, as: type)
    }

    private mutating func check(_ node: Document.Node, as type: ViewModelType) {
        switch type {
        case .broken, .void:
            return
        case .string:
            guard node.kind != .string else { return }
            switch node.kind {
            case .null: mismatch(node, expected: "String", hint: "; make the type String? if it may be null")
            case .int, .float, .bool:
                // A plain scalar read as another type: its text, quoted, is the string meant.
                mismatch(node, expected: "String", hint: "; quote it (\"\(node.keyText)\") if it is text")
            default: mismatch(node, expected: "String", hint: "")
            }
        case .int:
            switch node.kind {
            case .int: return  // an integer past Int64 is already an invalid-value finding
            case .float where Value.integralValue(node.double ?? .nan) != nil: return
            case .float: mismatch(node, expected: "Int", hint: "; an Int has no fractional part")
            default: mismatch(node, expected: "Int", hint: "")
            }
        case .double:
            guard node.kind != .int, node.kind != .float else { return }
            mismatch(node, expected: "Double", hint: "")
        case .bool:
            guard node.kind != .bool else { return }
            let hint = node.kind == .string && ["yes", "no", "on", "off", "True", "False", "TRUE", "FALSE", "y", "n"].contains(node.string ?? "")
                ? "; YAML 1.2 reads '\(node.string ?? "")' as a string: write true or false" : ""
            mismatch(node, expected: "Bool", hint: hint)
        case .optional(let wrapped):
            if node.isNull { return }
            check(node, as: wrapped)
        case .list(let element):
            guard node.kind == .sequence else { return mismatch(node, expected: describe(type), hint: "") }
            for (index, item) in node.items.enumerated() {
                trail.append(.index(index))
                check(item, as: element)
                trail.removeLast()
            }
        case .dictionary(let element):
            guard node.kind == .mapping else { return mismatch(node, expected: describe(type), hint: "") }
            for (key, value) in node.pairs {
                trail.append(.key(key))
                check(value, as: element)
                trail.removeLast()
            }
        case .enumeration(let enumeration):
            checkEnumeration(node, enumeration, name: describe(type))
        case .structure(let structure):
            checkStructure(node, structure, name: describe(type))
        case .declared(let index):
            guard declarations.indices.contains(index) else { return }
            switch declarations[index].type {
            case .structure(let structure): checkStructure(node, structure, name: declarations[index].name)
            case .enumeration(let enumeration): checkEnumeration(node, enumeration, name: declarations[index].name)
            case let other:
                if node.isNull, !isOptional(other) {
                    return mismatch(node, expected: declarations[index].name, hint: "; make the type \(declarations[index].name)? if it may be null")
                }
                check(node, as: other)
            }
        }
    }

    private mutating func checkEnumeration(_ node: Document.Node, _ enumeration: EnumerationType, name: String) {
        guard node.kind == .string, let text = node.string else {
            let cases = enumeration.cases.joined(separator: ", ")
            return mismatch(node, expected: name, hint: node.isNull ? "; make the type \(name)? if it may be null" : "; it is one of \(cases)")
        }
        guard !enumeration.contains(text) else { return }
        let hint = KeySuggestion.nearest(to: text, in: enumeration.cases).map { "; did you mean '\($0)'?" }
            ?? "; it is one of \(enumeration.cases.joined(separator: ", "))"
        report("\(spelledPath()) must be \(name), not '\(text)'\(hint)", at: node.location)
    }

    private mutating func checkStructure(_ node: Document.Node, _ structure: StructureType, name: String) {
        guard node.kind == .mapping else {
            return mismatch(node, expected: name, hint: node.isNull ? "; make the type \(name)? if it may be null" : " (a map)")
        }
        var present = 0
        var unknown: [Document.Node] = []
        for (key, value) in node.pairs {
            guard let field = structure.field(for: key) else {
                if !key.keyText.hasPrefix("x-") { unknown.append(key) }
                continue
            }
            present += 1
            trail.append(.key(key))
            if value.isNull, !isOptional(field.type) {
                mismatch(value, expected: describe(field.type), hint: "; make the type \(describe(field.type))? if it may be null")
            } else {
                check(value, as: field.type)
            }
            trail.removeLast()
        }
        guard present < structure.fields.count || !unknown.isEmpty else { return }
        var missing = structure.fields.filter { field in
            !isOptional(field.type) && !node.pairs.contains { $0.key.keyText == field.name }
        }.map(\.name)
        // A misspelt field is one defect: the unknown key names the missing field it meant.
        for key in unknown {
            let text = key.keyText
            if let meant = KeySuggestion.nearest(to: text, in: missing), let index = missing.firstIndex(of: meant) {
                missing.remove(at: index)
                report("\(spelledPath()) has no field '\(text)' (its type is \(name)); did you mean '\(meant)'?", at: key.location)
                continue
            }
            let hint = KeySuggestion.nearest(to: text, in: structure.fields.map(\.name)).map { "; did you mean '\($0)'?" }
                ?? "; its fields are \(structure.fields.map(\.name).joined(separator: ", "))"
            report("\(spelledPath()) has no field '\(text)' (its type is \(name))\(hint)", at: key.location)
        }
        for field in missing {
            let type = structure.field(named: field).map { describe($0.type) } ?? "?"
            report("\(spelledPath()) is missing field '\(field)' (\(type)) of \(name)", at: node.location)
        }
    }

    private func describe(_ type: ViewModelType) -> String { type.name(declarations) }

    /// Whether null is a value of the type (an optional, or a name declared as one).
    private func isOptional(_ type: ViewModelType) -> Bool {
        switch type {
        case .optional, .void: return true
        case .declared(let index): return declarations.indices.contains(index) && declarations[index].type.isOptional
        default: return false
        }
    }

    private mutating func mismatch(_ node: Document.Node, expected: String, hint: String) {
        report("\(spelledPath()) must be \(expected), not \(TypeResolver.describe(node))\(hint)", at: node.location)
    }

    private mutating func report(_ message: String, at location: SourceLocation) {
        let finding = Finding(path: path, location: location, rule: .viewModelType, message: message)
        // A value shared through an anchor is one defect, however many cells use it.
        guard reported.insert(finding).inserted else { return }
        findings.append(finding)
    }

    /// `viewModel.author.name`, `viewModel.tags[2]`, `viewModel["first name"]`.
    private func spelledPath() -> String {
        var text = "viewModel"
        for step in trail {
            switch step {
            case .index(let index): text += "[\(index)]"
            case .key(let key):
                let name = key.keyText
                if TypeExpressionParser.isTypeName(name) {
                    text += "." + name
                } else {
                    text += "[\"" + name.replacingQuotes() + "\"]"
                }
            }
        }
        return text
    }
}

extension ViewModelType {
    package var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

private extension String {
    func replacingQuotes() -> String {
        var out = ""
        for character in self {
            if character == "\"" || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }
}
