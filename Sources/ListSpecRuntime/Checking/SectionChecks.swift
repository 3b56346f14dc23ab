/// The rules that need more than one map, run while the decoder goes (see `SpecChecker`):
/// the declared types are resolved first, a table's cell types before its sections, and each
/// section is checked as soon as it is decoded. Findings come out in one fixed order whatever
/// the interleaving: the ID and cell type rules table by table, then the type declarations,
/// then the viewModels held to them (contract section 5; a value whose type has a finding is
/// not checked, so one defect is one finding).
///
/// One file's checks have one owner, its decoder, on one thread: the properties skip the runtime's
/// exclusivity checks (a dozen accesses a file, each one a call that records and then clears it).
final class SectionChecks {
    private let path: String
    private let view: Document.View
    let keepingCells: Bool
    @exclusivity(unchecked) private var resolver: TypeResolver
    @exclusivity(unchecked) private var checker: ViewModelChecker
    @exclusivity(unchecked) private var ruleFindings: [Finding] = []

    // The table being decoded.
    @exclusivity(unchecked) private var cellTypes = DeclaredCellTypes()
    @exclusivity(unchecked) private var sectionType: ViewModelType?
    @exclusivity(unchecked) private var cellOrderFindings: [Finding] = []
    @exclusivity(unchecked) private var unknownCellTypeFindings: [Finding] = []

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
        var soundTypes: [ViewModelType?] = []
        for c in table.cellTypes.indices {
            let type = table.cellTypes[c].viewModelNode.map { resolver.resolve($0, allowVoid: true) }
            table.cellTypes[c].viewModelType = type
            soundTypes.append(type.flatMap { resolver.isSound($0) ? $0 : nil })
        }
        cellTypes = DeclaredCellTypes(table.cellTypes.map(\.name), viewModelTypes: soundTypes)
        let type = table.sectionViewModelNode.map { resolver.resolve($0, allowVoid: true) }
        table.sectionViewModelType = type
        sectionType = type.flatMap { resolver.isSound($0) ? $0 : nil }
    }

    /// A section just decoded, the `index`th of `table`'s sections, with its `cells` list; `marks`: its cells'
    /// IDs, when only they were kept (see `CellMark`).
    func check(_ section: inout Section, index: Int, in table: Table, cellsNode: Document.Node?, marks: [CellMark]? = nil) {
        if let marks {
            let document = view.document
            cellOrderFindings += SpecValidator.cellOrderFindings(count: marks.count, id: { marks[$0].id },
                                                                 location: { Document.Node(document: document, index: marks[$0].node).location },
                                                                 sectionID: section.sectionID, index: index, path: path)
        } else {
            cellOrderFindings += SpecValidator.cellOrderFindings(section, index: index, table: table, path: path)
        }
        if let sectionType {
            checker.check(section.viewModel, as: sectionType, owner: "section [\(index)] (sectionID \(section.sectionID))",
                          ownerLocation: section.viewModelLocation)
        }
        if !cellTypes.isEmpty {
            SectionChecks.check(section.cells, of: table, against: &cellTypes, with: &checker, unknown: &unknownCellTypeFindings, path: path)
        }
        if !keepingCells {
            let count = marks?.count ?? section.cells.count
            section.deferredCells = cellsNode.map { DeferredCells(list: $0, count: count) }
            section.cells = []
        }
    }

    /// A table whose sections are all decoded.
    func end(_ table: Table) {
        ruleFindings += SpecValidator.sectionOrderFindings(table, path: path)
        ruleFindings += cellOrderFindings
        ruleFindings += unknownCellTypeFindings
        if !table.cellTypes.isEmpty {
            ruleFindings += SpecValidator.unusedCellTypeFindings(table, isUsed: cellTypes.isUsed, path: path)
        }
        cellOrderFindings = []
        unknownCellTypeFindings = []
    }

    /// Each cell's cellType held to the declarations, and its viewModel to its cell type's type.
    /// One call per section: the class's properties are reached once, not once per cell.
    private static func check(_ cells: [Cell], of table: Table, against cellTypes: inout DeclaredCellTypes,
                              with checker: inout ViewModelChecker, unknown: inout [Finding], path: String) {
        for c in cells.indices {
            guard let type = cellTypes.use(cells[c].cellType) else {
                unknown.append(SpecValidator.unknownCellTypeFinding(cells[c], table: table, path: path))
                continue
            }
            guard let viewModelType = cellTypes.viewModelType(type) else { continue }
            checker.check(cells[c].viewModel, as: viewModelType, owner: "cell \(cells[c].cellID) of cell type \(cells[c].cellType)",
                          ownerLocation: cells[c].viewModelLocation)
        }
    }
}
