/// The rules that need more than one map, run while the decoder goes (see `SpecChecker`, in Decoding/):
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
    private let written: WrittenScalar.Lookup?
    let keepingCells: Bool
    @exclusivity(unchecked) private var resolver: TypeResolver
    @exclusivity(unchecked) private var checker: ViewModelTypeCheck
    @exclusivity(unchecked) private var ruleFindings: [Finding] = []

    // The table being decoded.
    @exclusivity(unchecked) private var cellTypes = DeclaredCellTypes()
    @exclusivity(unchecked) private var sectionType: ViewModelType?
    @exclusivity(unchecked) private var cellOrderFindings: [Finding] = []
    @exclusivity(unchecked) private var unknownCellTypeFindings: [Finding] = []

    /// `written`: finds a value's text as written in the source (see `WrittenScalar`), when at hand.
    init(path: String, view: Document.View, keepingCells: Bool, written: WrittenScalar.Lookup? = nil) {
        self.path = path
        self.view = view
        self.keepingCells = keepingCells
        self.written = written
        resolver = TypeResolver(path: path)
        checker = ViewModelTypeCheck(path: path, declarations: [], view: view, written: written)
    }

    var findings: [Finding] { ruleFindings + resolver.findings + checker.findings }
    var declarations: [TypeDeclaration] { resolver.declarations }

    /// The spec's `types:`, before any table.
    func begin(types: Document.Node?) {
        resolver.declare(types)
        checker = ViewModelTypeCheck(path: path, declarations: resolver.declarations, view: view, written: written)
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

    /// A section just decoded, the `index`th of `table`'s sections, with its `cells` list; `marks`: its cells,
    /// when lint kept them as marks (see `CellMark`).
    func check(_ section: inout Section, index: Int, in table: Table, cellsNode: Document.Node?, marks: [CellMark]? = nil) {
        if let marks {
            let document = view.document
            cellOrderFindings += AscendingIDs.cellFindings(count: marks.count, id: { marks[$0].id },
                                                           location: { Document.Node(document: document, index: marks[$0].node).location },
                                                           sectionID: section.sectionID, index: index, path: path)
        } else {
            cellOrderFindings += AscendingIDs.cellFindings(section, index: index, path: path)
        }
        if let sectionType {
            checker.check(section.viewModel, as: sectionType, owner: "section [\(index)] (sectionID \(section.sectionID))",
                          ownerLocation: section.viewModelLocation)
        }
        if !cellTypes.isEmpty {
            if let marks {
                SectionChecks.check(marks, of: table, in: view.document, against: &cellTypes, with: &checker, unknown: &unknownCellTypeFindings,
                                    path: path)
            } else {
                SectionChecks.check(section.cells, of: table, against: &cellTypes, with: &checker, unknown: &unknownCellTypeFindings, path: path)
            }
        }
        if !keepingCells {
            let count = marks?.count ?? section.cells.count
            section.deferredCells = cellsNode.map { DeferredCells(list: $0, count: count) }
            section.cells = []
        }
    }

    /// A table whose sections are all decoded.
    func end(_ table: Table) {
        ruleFindings += AscendingIDs.sectionFindings(table, path: path)
        ruleFindings += cellOrderFindings
        ruleFindings += unknownCellTypeFindings
        if !table.cellTypes.isEmpty {
            ruleFindings += UnusedCellTypeCheck.findings(table, isUsed: cellTypes.isUsed, path: path)
        }
        cellOrderFindings = []
        unknownCellTypeFindings = []
    }

    /// Each cell's cellType held to the declarations, and its viewModel to its cell type's type.
    /// One call per section: the class's properties are reached once, not once per cell.
    private static func check(_ cells: [Cell], of table: Table, against cellTypes: inout DeclaredCellTypes,
                              with checker: inout ViewModelTypeCheck, unknown: inout [Finding], path: String) {
        for cell in cells {
            check(type: cellTypes.use(cell.cellType), of: table, against: cellTypes, with: &checker, unknown: &unknown, path: path,
                  cellType: cell.cellType, cellTypeLocation: cell.cellTypeLocation, cellID: cell.cellID, viewModel: cell.viewModel,
                  viewModelLocation: cell.viewModelLocation)
        }
    }

    /// The same checks of cells kept as marks: a cell type is matched by its bytes, and its name,
    /// its viewModel and their places are made only where a check reads them.
    private static func check(_ marks: [CellMark], of table: Table, in document: Document, against cellTypes: inout DeclaredCellTypes,
                              with checker: inout ViewModelTypeCheck, unknown: inout [Finding], path: String) {
        func node(_ index: Int32) -> Document.Node { Document.Node(document: document, index: index) }
        for mark in marks {
            let type = node(mark.type)
            check(type: cellTypes.use(type), of: table, against: cellTypes, with: &checker, unknown: &unknown, path: path,
                  cellType: type.string ?? "", cellTypeLocation: type.location, cellID: mark.id,
                  viewModel: mark.viewModel >= 0 ? Value(node: node(mark.viewModel)) : nil,
                  viewModelLocation: node(mark.viewModelPlace >= 0 ? mark.viewModelPlace : mark.cell).location)
        }
    }

    /// One cell: `type`, the declared cell type its cellType names (nil: none), marked used.
    @inline(__always)
    private static func check(type: Int?, of table: Table, against cellTypes: DeclaredCellTypes, with checker: inout ViewModelTypeCheck,
                              unknown: inout [Finding], path: String, cellType: @autoclosure () -> String,
                              cellTypeLocation: @autoclosure () -> SourceLocation, cellID: Int64, viewModel: @autoclosure () -> Value?,
                              viewModelLocation: @autoclosure () -> SourceLocation) {
        guard let type else {
            unknown.append(Finding(path: path, location: cellTypeLocation(), UnknownCellTypeCheck.finding(cellType(), table: table)))
            return
        }
        guard let viewModelType = cellTypes.viewModelType(type) else { return }
        checker.check(viewModel(), as: viewModelType, owner: "cell \(cellID) of cell type \(cellType())", ownerLocation: viewModelLocation())
    }
}
