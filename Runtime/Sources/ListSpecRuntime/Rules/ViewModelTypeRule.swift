extension Rule {
    /// `view-model-type`: a viewModel does not have its declared type.
    public static let viewModelType = Rule(RuleDescriptor(
        id: "view-model-type",
        severity: .error,
        summary: "A viewModel does not have its declared type.",
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
        autofix: .safeOrUnsafe
    ))
}

/// `view-model-type`: a viewModel does not have its declared type. Holds every viewModel to its
/// declared type, in one pass over values already read: types are resolved once, names are
/// indices, values are read in place from their document's storage (no node handles on the way),
/// and a value's path (`viewModel.tags[2]`) is only spelled out when a finding needs it.
struct ViewModelTypeCheck {
    private let path: String
    private let declarations: [TypeDeclaration]
    private(set) var findings: [Finding] = []
    private var reported: Set<Finding> = []
    /// The keys and indices from the viewModel down to the value being checked (each step is
    /// taken off on the way back up, so it is empty between viewModels).
    private var trail: [Step] = []
    /// The storage of the document the values are in, borrowed for the check.
    private let view: Document.View
    /// A value's text as written, for the hint that quotes it (nil: the document's reading of it).
    private let written: WrittenScalar.Lookup?

    private enum Step {
        case key(Int32)
        case index(Int)
    }

    /// Checks values of the document `view` borrows.
    init(path: String, declarations: [TypeDeclaration], view: Document.View, written: WrittenScalar.Lookup? = nil) {
        self.path = path
        self.declarations = declarations
        self.view = view
        self.written = written
    }

    /// Checks a viewModel (nil: absent) against its type; `owner` names the cell or section in messages.
    mutating func check(_ viewModel: Value?, as type: ViewModelType, owner: @autoclosure () -> String, ownerLocation: SourceLocation) {
        guard let viewModel, !viewModel.node.isNull else {
            if !type.acceptsNull(declarations) { report("\(owner()) has no viewModel; its type is \(describe(type))", at: ownerLocation) }
            return
        }
        if case .void = type {
            report("\(owner()) takes no viewModel (its type is Void), not \(viewModel.node.described)", at: viewModel.node.location)
            return
        }
        // A spec's values all stand in the document it was decoded from, the one `view` borrows.
        precondition(viewModel.node.document === view.document, "a viewModel of another document")
        check(viewModel.node.index, as: type)
    }

    private func node(_ index: Int32) -> Document.Node { Document.Node(document: view.document, index: index) }

    /// A quoted number where a number belongs (`price: "9.99"`): drop the quotes.
    private func unquoteHint(_ value: Int32, _ kind: Document.Kind) -> String {
        guard kind == .string, let text = node(value).string, WrittenScalar.isNumber(text) else { return "" }
        return "; drop the quotes (\(text)) to make it a number"
    }

    private mutating func check(_ value: Int32, as type: ViewModelType) {
        let kind = view.records[Int(value)].kind
        switch type {
        case .broken, .void:
            return
        case .string:
            switch kind {
            case .string: return
            case .null: mismatch(value, expected: "String", hint: "; make the type String? if it may be null")
            case .int, .float, .bool:
                // A plain scalar read as another type: its text as written, quoted, is the string meant
                // (`00123` reads as 123; the document's own text of it is only a fallback).
                let text = written?(node(value).location) ?? node(value).keyText
                mismatch(value, expected: "String", hint: "; quote it (\"\(text)\") if it is text")
            case .sequence, .mapping: mismatch(value, expected: "String", hint: "")
            }
        case .int:
            switch kind {
            case .int: return  // an integer past Int64 is already an invalid-value finding
            case .float where Value.integralValue(Double(bitPattern: view.bits(view.records[Int(value)]))) != nil: return
            case .float: mismatch(value, expected: "Int", hint: "; an Int has no fractional part")
            default: mismatch(value, expected: "Int", hint: unquoteHint(value, kind))
            }
        case .double:
            guard kind != .int, kind != .float else { return }
            mismatch(value, expected: "Double", hint: unquoteHint(value, kind))
        case .bool:
            guard kind != .bool else { return }
            let text = kind == .string ? node(value).string ?? "" : ""
            let hint = ["yes", "no", "on", "off", "True", "False", "TRUE", "FALSE", "y", "n"].contains(text)
                ? "; YAML 1.2 reads '\(text)' as a string: write true or false"
                : text == "true" || text == "false" ? "; drop the quotes (\(text)) to make it a Bool" : ""
            mismatch(value, expected: "Bool", hint: hint)
        case .optional(let wrapped):
            if kind == .null { return }
            check(value, as: wrapped)
        case .list(let element):
            guard kind == .sequence else { return mismatch(value, expected: describe(type), hint: "") }
            let slots = view.slots(view.records[Int(value)])
            for k in 0..<slots.count {
                trail.append(.index(k))
                check(view.children[slots.lowerBound + k], as: element)
                trail.removeLast()
            }
        case .dictionary(let element):
            guard kind == .mapping else { return mismatch(value, expected: describe(type), hint: "") }
            let map = view.map(view.records[Int(value)])
            for k in 0..<map.count {
                trail.append(.key(map.key(k, in: view.children)))
                check(map.value(k, in: view.children), as: element)
                trail.removeLast()
            }
        case .enumeration(let enumeration):
            let declarations = declarations
            checkEnumeration(value, enumeration, name: type.name(declarations))
        case .structure(let structure):
            let declarations = declarations
            checkStructure(value, structure, name: type.name(declarations))
        case .declared(let index):
            let declarations = declarations
            guard declarations.indices.contains(index) else { return }
            // The name is spelled out only for a finding: this runs for every typed cell.
            switch declarations[index].type {
            case .structure(let structure): checkStructure(value, structure, name: declarations[index].name)
            case .enumeration(let enumeration): checkEnumeration(value, enumeration, name: declarations[index].name)
            case let other:
                let name = declarations[index].name
                if kind == .null, !other.acceptsNull(declarations) {
                    return mismatch(value, expected: name, hint: "; make the type \(name)? if it may be null")
                }
                check(value, as: other)
            }
        }
    }

    private mutating func checkEnumeration(_ value: Int32, _ enumeration: EnumerationType, name: @autoclosure () -> String) {
        let kind = view.records[Int(value)].kind
        // `[Strng]` reads as an enum of the one case Strng; the value may be the list it meant.
        let cases = enumeration.meantList.map { "; if a list was meant, write its type \($0)" }
            ?? "; it is one of \(enumeration.cases.joined(separator: ", "))"
        guard kind == .string else {
            return mismatch(value, expected: name(), hint: kind == .null ? "; make the type \(name())? if it may be null" : cases)
        }
        guard enumeration.names.index(of: value, in: view) == nil else { return }
        let text = node(value).string ?? ""
        let hint = KeySuggestion.nearest(to: text, in: enumeration.cases).map { "; did you mean '\($0)'?" } ?? cases
        report("\(spelledPath()) must be \(name()), not '\(text)'\(hint)", at: node(value).location,
               fix: KeySuggestion.fix(for: text, in: enumeration.cases))
    }

    private mutating func checkStructure(_ value: Int32, _ structure: StructureType, name: @autoclosure () -> String) {
        let record = view.records[Int(value)]
        guard record.kind == .mapping else {
            return mismatch(value, expected: name(), hint: record.kind == .null ? "; make the type \(name())? if it may be null" : " (a map)")
        }
        var present = 0
        var unknown: [Int32] = []
        let pairs = view.map(record)
        for k in 0..<pairs.count {
            let key = pairs.key(k, in: view.children), item = pairs.value(k, in: view.children)
            guard let field = structure.names.index(of: key, in: view) else {
                if !node(key).keyText.hasPrefix("x-") { unknown.append(key) }
                continue
            }
            present += 1
            let type = structure.fields[field].type
            let kind = view.records[Int(item)].kind
            // Most fields hold a scalar of their type: settled here, with no step on the trail.
            if ViewModelTypeCheck.isScalar(kind, of: type) { continue }
            trail.append(.key(key))
            if kind == .null, !type.acceptsNull(declarations) {
                mismatch(item, expected: describe(type), hint: "; make the type \(describe(type))? if it may be null")
            } else {
                check(item, as: type)
            }
            trail.removeLast()
        }
        guard present < structure.fields.count || !unknown.isEmpty else { return }
        let map = node(value)
        var missing = structure.fields.filter { field in
            !field.type.acceptsNull(declarations) && !map.pairs.contains { $0.key.keyText == field.name }
        }.map(\.name)
        // A misspelt field is one defect: the unknown key names the missing field it meant.
        for key in unknown.map(node) {
            let text = key.keyText
            if let meant = KeySuggestion.nearest(to: text, in: missing), let index = missing.firstIndex(of: meant) {
                let fix = KeySuggestion.fix(for: text, in: missing)
                missing.remove(at: index)
                report("\(spelledPath()) has no field '\(text)' (its type is \(name())); did you mean '\(meant)'?", at: key.location, fix: fix)
                continue
            }
            let hint = KeySuggestion.nearest(to: text, in: structure.fields.map(\.name)).map { "; did you mean '\($0)'?" }
                ?? "; its fields are \(structure.fields.map(\.name).joined(separator: ", "))"
            // A field the map already has is no fix: it would be written twice.
            let fix = KeySuggestion.fix(for: text, in: structure.fields.map(\.name))
                .flatMap { fix in map.pairs.contains { $0.key.keyText == fix.edits.first?.new.text } ? nil : fix }
            report("\(spelledPath()) has no field '\(text)' (its type is \(name()))\(hint)", at: key.location, fix: fix)
        }
        for field in missing {
            let type = structure.field(named: field).map { describe($0.type) } ?? "?"
            report("\(spelledPath()) is missing field '\(field)' (\(type)) of \(name())", at: map.location)
        }
    }

    /// Whether a value of `kind` is a value of `type`, one of the scalar types, with nothing to report.
    private static func isScalar(_ kind: Document.Kind, of type: ViewModelType) -> Bool {
        switch (type, kind) {
        case (.string, .string), (.int, .int), (.double, .int), (.double, .float), (.bool, .bool): return true
        default: return false
        }
    }

    private func describe(_ type: ViewModelType) -> String { type.name(declarations) }

    private mutating func mismatch(_ value: Int32, expected: String, hint: String) {
        let found = node(value)
        report("\(spelledPath()) must be \(expected), not \(found.described)\(hint)", at: found.location)
    }

    private mutating func report(_ message: String, at location: SourceLocation, fix: FindingFix? = nil) {
        let finding = Finding(path: path, location: location, FindingDraft(rule: .viewModelType, message: message, fix: fix))
        // A value shared through an anchor is one defect, however many cells use it.
        guard reported.insert(finding).inserted else { return }
        findings.append(finding)
    }

    /// `viewModel.author.name`, `viewModel.tags[2]`, `viewModel["first name"]`.
    private func spelledPath() -> String {
        var text = ValuePathText.root
        for step in trail {
            switch step {
            case .index(let index): ValuePathText.appendIndex(index, to: &text)
            case .key(let key): ValuePathText.appendKey(node(key).keyText, to: &text)
            }
        }
        return text
    }
}
