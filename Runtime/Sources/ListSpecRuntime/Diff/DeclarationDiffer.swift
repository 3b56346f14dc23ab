/// The declarations two versions of a spec differ in (contract section 4, "Declarations"):
/// named types, the fields of structs, the cases of enums, and the cell types of the tables
/// in both versions. Names match as written; order is no change (a `Decoder` does not tell
/// it). Types compare by their text in Swift syntax, in which a named type is its name: a
/// change inside `Level` is reported at `Level`, not again at every field of type `Level`.
enum DeclarationDiffer {
    /// Types first (in the old file's order, then the new ones), then each table's cell types
    /// (tables in the diff's order). With a table `named`, only its cell types: the types are
    /// the whole file's, not the table's.
    static func changes(old: Spec, new: Spec, onlyTable named: String? = nil) -> [DeclarationChange] {
        var changes: [DeclarationChange] = []
        let oldTypes = old.typeDeclarations, newTypes = new.typeDeclarations
        for (name, a, b) in paired(oldTypes, newTypes, name: \.name) where named == nil {
            compare(a?.type, b?.type, name: name, kind: .type, old: oldTypes, new: newTypes, into: &changes)
        }
        for oldTable in old.tables where named == nil || named == oldTable.name {
            guard let newTable = new.table(named: oldTable.name) else { continue }  // an added or removed table says so itself
            for (name, a, b) in paired(oldTable.cellTypes, newTable.cellTypes, name: \.name) {
                let change: DeclarationChange.Change
                switch (a, b) {
                case (let a?, let b?):
                    // Heights by value, as the diff compares them: `44` and `44.0` are one height.
                    guard a.viewModelType.map({ text($0, oldTypes) }) != b.viewModelType.map({ text($0, newTypes) })
                        || a.height != b.height || a.estimatedHeight != b.estimatedHeight else { continue }
                    change = .changed
                case (nil, _?): change = .added
                case (_?, nil): change = .removed
                case (nil, nil): continue
                }
                changes.append(DeclarationChange(kind: .cellType, name: oldTable.name + "." + name, change: change,
                                                 old: a.map { text($0, oldTypes) }, new: b.map { text($0, newTypes) }))
            }
        }
        return changes
    }

    /// Both lists' items by name (as written, the first of a name), the old list's order first.
    private static func paired<Item>(_ old: [Item], _ new: [Item], name: (Item) -> String) -> [(String, Item?, Item?)] {
        var newByName: [WrittenName: Item] = [:]
        for item in new where newByName[WrittenName(name(item))] == nil { newByName[WrittenName(name(item))] = item }
        var seen: Set<WrittenName> = []
        var pairs: [(String, Item?, Item?)] = []
        for item in old where seen.insert(WrittenName(name(item))).inserted {
            pairs.append((name(item), item, newByName[WrittenName(name(item))]))
        }
        for item in new where seen.insert(WrittenName(name(item))).inserted {
            pairs.append((name(item), nil, item))
        }
        return pairs
    }

    /// A declaration only in the old version (`b` nil: removed), only in the new one (`a` nil:
    /// added), or in both (compared).
    private static func compare(_ a: ViewModelType?, _ b: ViewModelType?, name: String, kind: DeclarationChange.Kind,
                                old: [TypeDeclaration], new: [TypeDeclaration], into changes: inout [DeclarationChange]) {
        switch (a, b) {
        case (let a?, let b?): compare(a, b, name: name, kind: kind, old: old, new: new, into: &changes)
        case (let a?, nil): changes.append(DeclarationChange(kind: kind, name: name, change: .removed, old: text(a, old), new: nil))
        case (nil, let b?): changes.append(DeclarationChange(kind: kind, name: name, change: .added, old: nil, new: text(b, new)))
        case (nil, nil): break
        }
    }

    /// A declaration of type `a` that became `b`: a struct's fields and an enum's cases one by
    /// one (so a field made optional is that field's change), any other difference whole.
    private static func compare(_ a: ViewModelType, _ b: ViewModelType, name: String, kind: DeclarationChange.Kind,
                                old: [TypeDeclaration], new: [TypeDeclaration], into changes: inout [DeclarationChange]) {
        let before = text(a, old), after = text(b, new)
        guard before != after else { return }
        switch (a, b) {
        case (.structure(let x), .structure(let y)):
            for (field, f, g) in paired(x.fields, y.fields, name: \.name) {
                compare(f?.type, g?.type, name: name + "." + field, kind: .field, old: old, new: new, into: &changes)
            }
        case (.enumeration(let x), .enumeration(let y)):
            let oldCases = Set(x.cases.map(WrittenName.init)), newCases = Set(y.cases.map(WrittenName.init))
            for removed in x.cases where !newCases.contains(WrittenName(removed)) {
                changes.append(DeclarationChange(kind: .enumCase, name: name + "." + removed, change: .removed, old: removed, new: nil))
            }
            for added in y.cases where !oldCases.contains(WrittenName(added)) {
                changes.append(DeclarationChange(kind: .enumCase, name: name + "." + added, change: .added, old: nil, new: added))
            }
        default:
            changes.append(DeclarationChange(kind: kind, name: name, change: .changed, old: before, new: after))
        }
    }

    /// A cell type's defaults as text: `{viewModel: Recipe, height: 64, estimatedHeight: 44}`,
    /// each key only when declared (`{}`: none).
    private static func text(_ cellType: CellType, _ declarations: [TypeDeclaration]) -> String {
        var parts: [String] = []
        if let type = cellType.viewModelType { parts.append("viewModel: " + text(type, declarations)) }
        if let height = cellType.height { parts.append("height: " + text(height)) }
        if let height = cellType.estimatedHeight { parts.append("estimatedHeight: " + text(height)) }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private static func text(_ height: Height) -> String {
        switch height {
        case .automatic: return "automatic"
        case .points(let number): return number.description
        }
    }

    /// A type in Swift syntax, a named type by its name; an inline struct `{a: T, b: U}` and an
    /// inline enum `[x, y]` in the spec's own flow syntax (fields and cases sorted: their order
    /// is no change).
    static func text(_ type: ViewModelType, _ declarations: [TypeDeclaration]) -> String {
        switch type {
        case .structure(let structure):
            let fields = structure.fields.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
            return "{" + fields.map { "\($0.name): \(text($0.type, declarations))" }.joined(separator: ", ") + "}"
        case .enumeration(let enumeration):
            return "[" + enumeration.cases.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.joined(separator: ", ") + "]"
        case .optional(let wrapped): return text(wrapped, declarations) + "?"
        case .list(let element): return "[" + text(element, declarations) + "]"
        case .dictionary(let element): return "[String: " + text(element, declarations) + "]"
        case .string, .int, .double, .bool, .void, .declared, .broken: return type.name(declarations)
        }
    }
}
