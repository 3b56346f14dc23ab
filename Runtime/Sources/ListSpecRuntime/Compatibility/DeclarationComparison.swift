/// Compares an old spec's declared viewModel types with the new spec's, for what the new ones
/// allow that old builds cannot read, though no value shows it yet: the warnings
/// `field-made-optional`, and `new-enum-case` and `changed-field-type` as warnings, at the new declaration.
struct DeclarationComparison {
    let oldName: String
    let old: [TypeDeclaration]
    let new: [TypeDeclaration]
    let path: String
    /// Places where a value already breaks (``OldTypeReader/brokenPlaces``): no warning repeats one.
    let brokenPlaces: Set<String>
    private(set) var findings: [Finding] = []
    /// Pairs of declarations (old, new) being compared: a type that contains itself through a
    /// list or map is compared once.
    private var visiting: Set<[Int]> = []

    init(oldName: String, old: [TypeDeclaration], new: [TypeDeclaration], path: String, brokenPlaces: Set<String>) {
        self.oldName = oldName
        self.old = old
        self.new = new
        self.path = path
        self.brokenPlaces = brokenPlaces
    }

    /// Compares a viewModel's old type with its new one (nil: the new spec leaves it untyped).
    mutating func compare(old oldType: ViewModelType, new newType: ViewModelType?, at path: OldTypePath, place: SourceLocation) {
        if case .void = oldType { return }
        guard let newType else {
            warn(ChangedFieldTypeCheck.untyped(oldName: oldName, path: path, type: oldType.name(old)), at: place, key: path.key)
            return
        }
        compare(oldType, newType, path, place, named: nil, isField: false)
    }

    private mutating func compare(_ oldType: ViewModelType, _ newType: ViewModelType, _ path: OldTypePath, _ place: SourceLocation,
                                  named: String?, isField: Bool) {
        switch (oldType, newType) {
        case (.broken, _), (_, .broken), (.void, _):
            return
        case (.declared(let a), .declared(let b)):
            guard old.indices.contains(a), new.indices.contains(b), visiting.insert([a, b]).inserted else { return }
            compare(old[a].type, new[b].type, path, new[b].location, named: old[a].name, isField: isField)
            visiting.remove([a, b])
            return
        case (.declared(let a), _):
            guard old.indices.contains(a) else { return }
            compare(old[a].type, newType, path, place, named: old[a].name, isField: isField)
            return
        case (_, .declared(let b)):
            guard new.indices.contains(b) else { return }
            compare(oldType, new[b].type, path, new[b].location, named: named, isField: isField)
            return
        default:
            break
        }
        let oldName = named ?? oldType.name(old)
        if newType.acceptsNull(new), !oldType.acceptsNull(old) {
            let newName = newType.name(new)
            warn(isField ? FieldMadeOptionalCheck.nowOptional(oldName: self.oldName, path: path, type: oldName, newType: newName)
                 : ChangedFieldTypeCheck.nowOptional(oldName: self.oldName, path: path, type: oldName, newType: newName), at: place, key: path.key)
        }
        var oldType = oldType, newType = newType
        if case .optional(let wrapped) = oldType { oldType = wrapped }
        if case .optional(let wrapped) = newType { newType = wrapped }
        switch (oldType, newType) {
        case (_, .void), (.string, .string), (.int, .int), (.double, .double), (.double, .int), (.bool, .bool), (.string, .enumeration):
            return
        case (.optional, _), (_, .optional), (.declared, _), (_, .declared):
            // `T??` or a name for an optional: compare what they wrap.
            compare(oldType, newType, path, place, named: named, isField: false)
        case (.list(let a), .list(let b)):
            compare(a, b, path.items, place, named: nil, isField: false)
        case (.dictionary(let a), .dictionary(let b)):
            compare(a, b, path.entries, place, named: nil, isField: false)
        case (.structure(let a), .structure(let b)):
            let base = named.map(OldTypePath.init(root:)) ?? path
            for field in a.fields {
                let fieldPath = base.field(field.name)
                if let newField = b.fields.first(where: { $0.name == field.name }) {
                    compare(field.type, newField.type, fieldPath, newField.location, named: nil, isField: true)
                } else if !field.type.acceptsNull(old) {
                    warn(FieldMadeOptionalCheck.dropped(oldName: self.oldName, path: fieldPath, type: field.type.name(old)), at: place, key: fieldPath.key)
                }
            }
        case (.enumeration(let a), .enumeration(let b)):
            for added in b.cases where !a.cases.contains(added) {
                warn(NewEnumCaseCheck.declaredOnly(added, oldName: self.oldName, path: path, name: oldName, type: oldType.name(old)),
                     at: place, key: path.enumCase(added))
            }
        default:
            warn(ChangedFieldTypeCheck.declared(oldName: self.oldName, path: path, type: oldName, newType: newType.name(new)), at: place, key: path.key)
        }
    }

    private mutating func warn(_ draft: FindingDraft, at location: SourceLocation, key: String) {
        guard !brokenPlaces.contains(key) else { return }
        let finding = Finding(path: path, location: location, draft)
        if !findings.contains(finding) { findings.append(finding) }
    }
}
