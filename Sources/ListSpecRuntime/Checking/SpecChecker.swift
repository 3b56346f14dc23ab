/// Every rule that one file alone decides, in one place: the command line's lint
/// and the runtime's `Decodable` conformance run exactly this.
package enum SpecChecker {
    /// The spec a document describes, and every finding about it (unsorted).
    package static func check(_ document: Document, path: String) -> (spec: Spec, findings: [Finding]) {
        var decoder = SpecDecoder(path: path)
        var spec = decoder.decode(document)
        var findings = decoder.findings + SpecValidator.validate(spec)
        findings += checkTypes(&spec)
        return (spec, findings)
    }

    /// Resolves the declared types into the spec and holds every viewModel to them
    /// (contract section 5); a value whose type has a finding is not checked (no cascade).
    private static func checkTypes(_ spec: inout Spec) -> [Finding] {
        let isTyped = spec.typesNode != nil || spec.tables.contains { table in
            table.sectionViewModelNode != nil || table.cellTypes.contains { $0.viewModelNode != nil }
        }
        guard isTyped else { return [] }
        var resolver = TypeResolver(path: spec.path)
        resolver.declare(spec.typesNode)
        var sound: [[String: ViewModelType]] = []
        var sectionTypes: [ViewModelType?] = []
        for t in spec.tables.indices {
            var byCellType: [String: ViewModelType] = [:]
            for c in spec.tables[t].cellTypes.indices {
                guard let node = spec.tables[t].cellTypes[c].viewModelNode else { continue }
                let type = resolver.resolve(node, allowVoid: true)
                spec.tables[t].cellTypes[c].viewModelType = type
                if resolver.isSound(type), byCellType[spec.tables[t].cellTypes[c].name] == nil {
                    byCellType[spec.tables[t].cellTypes[c].name] = type
                }
            }
            sound.append(byCellType)
            let sectionType = spec.tables[t].sectionViewModelNode.map { resolver.resolve($0, allowVoid: true) }
            spec.tables[t].sectionViewModelType = sectionType
            sectionTypes.append(sectionType.flatMap { resolver.isSound($0) ? $0 : nil })
        }
        spec.typeDeclarations = resolver.declarations
        var checker = ViewModelChecker(path: spec.path, declarations: resolver.declarations)
        for (t, table) in spec.tables.enumerated() {
            let byCellType = sound[t]
            for (s, section) in table.sections.enumerated() {
                if let type = sectionTypes[t] {
                    checker.check(section.viewModel, as: type, owner: "section [\(s)] (sectionID \(section.sectionID))",
                                  ownerLocation: section.viewModelLocation)
                }
                guard !byCellType.isEmpty else { continue }
                // Neighbouring cells mostly share a cell type: compare the name before hashing it.
                var last: (name: String, type: ViewModelType?)?
                for cell in section.cells {
                    let type: ViewModelType?
                    if let last, last.name == cell.cellType {
                        type = last.type
                    } else {
                        type = byCellType[cell.cellType]
                        last = (cell.cellType, type)
                    }
                    guard let type else { continue }
                    checker.check(cell.viewModel, as: type, owner: "cell \(cell.cellID) of cell type \(cell.cellType)",
                                  ownerLocation: cell.viewModelLocation)
                }
            }
        }
        return resolver.findings + checker.findings
    }
}
