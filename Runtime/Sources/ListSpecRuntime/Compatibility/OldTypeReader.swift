/// Reads a new spec's viewModels with an old spec's types, as an old build's generated Swift
/// decodes them: a struct's unknown fields are ignored; a missing non-optional field, a value of
/// another type or an enum string the old enum lacks fails, and each failure is a finding.
struct OldTypeReader {
    /// How messages name the old spec (`HEAD~1`, `old.yaml`).
    let oldName: String
    /// The old spec's named types, which the old types point into.
    let declarations: [TypeDeclaration]
    /// The new spec's path, for the findings.
    let path: String
    private(set) var findings: [Finding] = []
    /// The places (``OldTypePath/key``) where a value breaks: a declaration that changed there
    /// is the same defect, and gets no warning of its own.
    private(set) var brokenPlaces: Set<String> = []

    init(oldName: String, declarations: [TypeDeclaration], path: String) {
        self.oldName = oldName
        self.declarations = declarations
        self.path = path
    }

    /// Reads a viewModel (nil: absent) as the old `type`; `place` is where a missing one is reported.
    mutating func read(_ viewModel: Value?, as type: ViewModelType, at path: OldTypePath, missingAt place: SourceLocation) {
        if case .void = type { return }  // old builds take no viewModel for it, and read none
        guard let node = viewModel?.node, !node.isNull else {
            guard !type.acceptsNull(declarations) else { return }
            report(ChangedFieldTypeCheck.noViewModel(oldName: oldName, path: path, type: type.name(declarations)), at: place, key: path.key)
            return
        }
        read(node, as: type, at: path, named: nil)
    }

    /// `named`: the name of the declaration `type` came from, which names it in messages and
    /// starts the paths of its fields.
    private mutating func read(_ node: Document.Node, as type: ViewModelType, at path: OldTypePath, named: String?) {
        switch type {
        case .broken, .void:
            return
        case .declared(let index):
            guard declarations.indices.contains(index) else { return }
            read(node, as: declarations[index].type, at: path, named: declarations[index].name)
        case .optional(let wrapped):
            if node.isNull { return }
            read(node, as: wrapped, at: path, named: named)
        case .string:
            if node.kind != .string { mismatch(node, type, path, named) }
        case .int:
            switch node.kind {
            case .int where !node.isOverflowingInteger: return
            case .float where Value.integralValue(node.double ?? .nan) != nil: return
            default: mismatch(node, type, path, named)
            }
        case .double:
            if node.kind != .int && node.kind != .float { mismatch(node, type, path, named) }
        case .bool:
            if node.kind != .bool { mismatch(node, type, path, named) }
        case .list(let element):
            guard node.kind == .sequence else { return mismatch(node, type, path, named) }
            for (index, item) in node.items.enumerated() { read(item, as: element, at: path.item(index), named: nil) }
        case .dictionary(let element):
            guard node.kind == .mapping else { return mismatch(node, type, path, named) }
            for pair in node.pairs { read(pair.value, as: element, at: path.entry(pair.key.keyText), named: nil) }
        case .enumeration(let enumeration):
            guard node.kind == .string, let text = node.string else { return mismatch(node, type, path, named) }
            // Swift's String comparison, as the generated enum's `init(rawValue:)` makes it.
            guard !enumeration.cases.contains(text) else { return }
            report(NewEnumCaseCheck.finding(OldTypeReader.clipped(text), oldName: oldName, path: path, type: typeName(type, named)),
                   at: node.location, key: path.enumCase(text))
        case .structure(let structure):
            guard node.kind == .mapping else { return mismatch(node, type, path, named) }
            let base = named.map(OldTypePath.init(root:)) ?? path
            for field in structure.fields {
                // Keys compared as Swift compares them, as the generated CodingKeys are matched.
                let value = node.pairs.first { $0.key.keyText == field.name }?.value
                guard let value, !value.isNull else {
                    guard !field.type.acceptsNull(declarations) else { continue }
                    let fieldPath = base.field(field.name)
                    report(MissingFieldCheck.finding(field.name, isAbsent: value == nil, oldName: oldName, path: fieldPath,
                                                     type: field.type.name(declarations)),
                           at: value?.location ?? node.location, key: fieldPath.key)
                    continue
                }
                read(value, as: field.type, at: base.field(field.name), named: nil)
            }
        }
    }

    private func typeName(_ type: ViewModelType, _ named: String?) -> String {
        guard let named else { return type.name(declarations) }
        if case .enumeration = type { return "\(named) (\(type.name(declarations)))" }
        return named
    }

    private mutating func mismatch(_ node: Document.Node, _ type: ViewModelType, _ path: OldTypePath, _ named: String?) {
        report(ChangedFieldTypeCheck.value(OldTypeReader.describe(node), oldName: oldName, path: path, type: typeName(type, named)),
               at: node.location, key: path.key)
    }

    private mutating func report(_ draft: FindingDraft, at location: SourceLocation, key: String) {
        brokenPlaces.insert(key)
        let finding = Finding(path: path, location: location, draft)
        // A value shared through an anchor is one defect, however many cells use it.
        if !findings.contains(finding) { findings.append(finding) }
    }

    /// A value as a message shows it: `"20 min"`, `20`, `1.5`, `true`, `null`, `a list`, `a map`.
    static func describe(_ node: Document.Node) -> String {
        switch node.kind {
        case .string: return "\"\(clipped(node.string ?? ""))\""
        case .int: return node.isOverflowingInteger ? "the integer \(node.string ?? "")" : "\(node.int ?? 0)"
        case .float: return formatDouble(node.double ?? 0)
        case .bool: return node.bool == true ? "true" : "false"
        case .null: return "null"
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }

    /// Long text shortened for a message (the finding's place shows the whole value).
    static func clipped(_ text: String) -> String { text.count > 40 ? String(text.prefix(40)) + "…" : text }
}
