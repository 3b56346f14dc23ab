/// The rules that need more than one map, run while the decoder goes (see `SpecChecker`):
/// the declared types are resolved first, a table's cell types before its sections, and each
/// section is checked as soon as it is decoded. Findings come out in one fixed order whatever
/// the interleaving: the ID and cell type rules table by table, then the type declarations,
/// then the viewModels held to them (contract section 5; a value whose type has a finding is
/// not checked, so one defect is one finding).
final class SectionChecks {
    private let path: String
    private let view: Document.View
    private let keepingCells: Bool
    private var resolver: TypeResolver
    private var checker: ViewModelChecker
    private var ruleFindings: [Finding] = []

    // The table being decoded.
    private var cellTypeViewModels = CellTypeViewModels()
    private var sectionType: ViewModelType?
    private var declaredCellTypes: Set<WrittenName> = []
    private var usedCellTypes: Set<WrittenName> = []
    private var cellOrderFindings: [Finding] = []
    private var unknownCellTypeFindings: [Finding] = []

    init(path: String, view: Document.View, keepingCells: Bool) {
        self.path = path
        self.view = view
        self.keepingCells = keepingCells
        resolver = TypeResolver(path: path)
        checker = ViewModelChecker(path: path, declarations: [], view: view)
    }

    var findings: [Finding] { ruleFindings + resolver.findings + checker.findings }
    var declarations: [TypeDeclaration] { resolver.declarations }

    /// The spec's `types:`, before any table.
    func begin(types: Document.Node?) {
        resolver.declare(types)
        checker = ViewModelChecker(path: path, declarations: resolver.declarations, view: view)
    }

    /// A table whose cell types and section viewModel type are decoded, before its sections.
    func begin(_ table: inout Table) {
        cellTypeViewModels = CellTypeViewModels()
        for c in table.cellTypes.indices {
            guard let node = table.cellTypes[c].viewModelNode else { continue }
            let type = resolver.resolve(node, allowVoid: true)
            table.cellTypes[c].viewModelType = type
            if resolver.isSound(type) { cellTypeViewModels.add(table.cellTypes[c].name, type) }
        }
        let type = table.sectionViewModelNode.map { resolver.resolve($0, allowVoid: true) }
        table.sectionViewModelType = type
        sectionType = type.flatMap { resolver.isSound($0) ? $0 : nil }
        declaredCellTypes = Set(table.cellTypes.map { WrittenName($0.name) })
        usedCellTypes = []
    }

    /// A section just decoded, the `index`th of `table`'s sections.
    func check(_ section: inout Section, index: Int, in table: Table) {
        cellOrderFindings += SpecValidator.cellOrderFindings(section, index: index, table: table, path: path)
        if !table.cellTypes.isEmpty {
            for cell in section.cells {
                let name = WrittenName(cell.cellType)
                usedCellTypes.insert(name)
                if !declaredCellTypes.contains(name) {
                    unknownCellTypeFindings.append(SpecValidator.unknownCellTypeFinding(cell, table: table, path: path))
                }
            }
        }
        if let sectionType {
            checker.check(section.viewModel, as: sectionType, owner: "section [\(index)] (sectionID \(section.sectionID))",
                          ownerLocation: section.viewModelLocation)
        }
        if !cellTypeViewModels.isEmpty {
            for cell in section.cells {
                guard let type = cellTypeViewModels[cell.cellType] else { continue }
                checker.check(cell.viewModel, as: type, owner: "cell \(cell.cellID) of cell type \(cell.cellType)",
                              ownerLocation: cell.viewModelLocation)
            }
        }
        if !keepingCells { section.cells = [] }
    }

    /// A table whose sections are all decoded.
    func end(_ table: Table) {
        ruleFindings += SpecValidator.sectionOrderFindings(table, path: path)
        ruleFindings += cellOrderFindings
        ruleFindings += unknownCellTypeFindings
        if !table.cellTypes.isEmpty {
            ruleFindings += SpecValidator.unusedCellTypeFindings(table, used: usedCellTypes, path: path)
        }
        cellOrderFindings = []
        unknownCellTypeFindings = []
    }
}

/// The sound viewModel type of each cell type of a table. A table mostly has few
/// cell types and every cell looks its own up: then names are compared, not hashed.
private struct CellTypeViewModels {
    private static let scanLimit = 16
    private var names: [String] = []
    private var types: [ViewModelType] = []
    /// Only for a table with many cell types.
    private var indexByName: [WrittenName: Int] = [:]

    var isEmpty: Bool { names.isEmpty }

    /// The first declaration of a name counts (a repeated one is a finding of its own).
    mutating func add(_ name: String, _ type: ViewModelType) {
        guard self[name] == nil else { return }
        names.append(name)
        types.append(type)
        if names.count > CellTypeViewModels.scanLimit {
            if indexByName.isEmpty { indexByName = Dictionary(uniqueKeysWithValues: names.enumerated().map { (WrittenName($1), $0) }) }
            indexByName[WrittenName(name)] = names.count - 1
        }
    }

    subscript(name: String) -> ViewModelType? {
        let index = names.count > CellTypeViewModels.scanLimit ? indexByName[WrittenName(name)]
            : names.firstIndex { WrittenName.same($0, name) }
        return index.map { types[$0] }
    }
}
