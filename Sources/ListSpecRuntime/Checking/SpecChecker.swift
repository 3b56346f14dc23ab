/// Every rule that one file alone decides, in one place: the command line's lint
/// and the runtime's `Decodable` conformance run exactly this.
package enum SpecChecker {
    /// The spec a document describes, and every finding about it (unsorted).
    package static func check(_ document: Document, path: String) -> (spec: Spec, findings: [Finding]) {
        var decoder = SpecDecoder(path: path)
        var spec = decoder.decode(document)
        var findings = decoder.findings + SpecValidator.validate(spec)
        findings += document.withView { checkTypes(&spec, in: $0) }
        return (spec, findings)
    }

    /// Resolves the declared types into the spec and holds every viewModel to them
    /// (contract section 5); a value whose type has a finding is not checked (no cascade).
    private static func checkTypes(_ spec: inout Spec, in view: Document.View) -> [Finding] {
        let isTyped = spec.typesNode != nil || spec.tables.contains { table in
            table.sectionViewModelNode != nil || table.cellTypes.contains { $0.viewModelNode != nil }
        }
        guard isTyped else { return [] }
        var resolver = TypeResolver(path: spec.path)
        resolver.declare(spec.typesNode)
        var sound: [CellTypeViewModels] = []
        var sectionTypes: [ViewModelType?] = []
        for t in spec.tables.indices {
            var byCellType = CellTypeViewModels()
            for c in spec.tables[t].cellTypes.indices {
                guard let node = spec.tables[t].cellTypes[c].viewModelNode else { continue }
                let type = resolver.resolve(node, allowVoid: true)
                spec.tables[t].cellTypes[c].viewModelType = type
                if resolver.isSound(type) { byCellType.add(spec.tables[t].cellTypes[c].name, type) }
            }
            sound.append(byCellType)
            let sectionType = spec.tables[t].sectionViewModelNode.map { resolver.resolve($0, allowVoid: true) }
            spec.tables[t].sectionViewModelType = sectionType
            sectionTypes.append(sectionType.flatMap { resolver.isSound($0) ? $0 : nil })
        }
        spec.typeDeclarations = resolver.declarations
        var checker = ViewModelChecker(path: spec.path, declarations: resolver.declarations, view: view)
        for (t, table) in spec.tables.enumerated() {
            let byCellType = sound[t]
            for (s, section) in table.sections.enumerated() {
                if let type = sectionTypes[t] {
                    checker.check(section.viewModel, as: type, owner: "section [\(s)] (sectionID \(section.sectionID))",
                                  ownerLocation: section.viewModelLocation)
                }
                guard !byCellType.isEmpty else { continue }
                for cell in section.cells {
                    guard let type = byCellType[cell.cellType] else { continue }
                    checker.check(cell.viewModel, as: type, owner: "cell \(cell.cellID) of cell type \(cell.cellType)",
                                  ownerLocation: cell.viewModelLocation)
                }
            }
        }
        return resolver.findings + checker.findings
    }
}

/// The sound viewModel type of each cell type of a table. A table mostly has few
/// cell types and every cell looks its own up: then names are compared, not hashed.
private struct CellTypeViewModels {
    private static let scanLimit = 16
    private var names: [String] = []
    private var types: [ViewModelType] = []
    /// Only for a table with many cell types.
    private var indexByName: [String: Int] = [:]

    var isEmpty: Bool { names.isEmpty }

    /// The first declaration of a name counts (a repeated one is a finding of its own).
    mutating func add(_ name: String, _ type: ViewModelType) {
        guard self[name] == nil else { return }
        names.append(name)
        types.append(type)
        if names.count > CellTypeViewModels.scanLimit {
            if indexByName.isEmpty { indexByName = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }) }
            indexByName[name] = names.count - 1
        }
    }

    subscript(name: String) -> ViewModelType? {
        let index = names.count > CellTypeViewModels.scanLimit ? indexByName[name] : names.firstIndex(of: name)
        return index.map { types[$0] }
    }
}
