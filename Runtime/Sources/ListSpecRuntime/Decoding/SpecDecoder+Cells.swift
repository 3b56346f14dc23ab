/// A `cells` list's cells: decoded into `Cell`s (render, diff, an app), or checked and kept as marks
/// (lint, see `CellMark`), both through `cellParts`, the one place a cell's map is checked.
extension SpecDecoder {
    /// The cells of a `cells` list, those that decode (the others are findings).
    mutating func decodeCells(_ list: Document.Node, section: SectionName, defaults: [WrittenName: CellType]) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(list.count)
        var parts = CellParts()
        for item in list.items {
            // A cell without a valid ID or cellType is only its findings.
            guard cellParts(item, section: section, into: &parts), let id = parts.id, parts.typeNode >= 0 else { continue }
            let cell = cell(item, id: id, parts: parts, defaults: defaults)
            cells.append(consume cell)
        }
        return cells
    }

    /// The marks of a `cells` list's cells that decode, each checked as `decodeCells` checks it, with no `Cell` made.
    mutating func decodeCellMarks(_ list: Document.Node, section: SectionName) -> [CellMark] {
        var marks: [CellMark] = []
        marks.reserveCapacity(list.count)
        var parts = CellParts()
        let items = list.items
        for position in 0..<items.count {
            let cell = items.index(at: position)
            if readsPlainCells, let mark = list.document.withView({ CellMark.plain(cell, in: $0) }) {
                marks.append(mark)
                continue
            }
            let item = Document.Node(document: list.document, index: cell)
            guard cellParts(item, section: section, into: &parts), let id = parts.id, parts.typeNode >= 0 else { continue }
            marks.append(CellMark(id: id, node: parts.idNode, cell: item.index, type: parts.typeNode, viewModel: parts.viewModelNode,
                                  viewModelPlace: parts.viewModelPlace))
        }
        return marks
    }

    /// The cell of a map whose `parts` have an ID and a cellType (a map without either is only its
    /// findings: no cell is made for it).
    private mutating func cell(_ node: Document.Node, id: Int64, parts: CellParts, defaults: [WrittenName: CellType]) -> Cell {
        let document = node.document
        func part(_ index: Int32) -> Document.Node? { index >= 0 ? Document.Node(document: document, index: index) : nil }
        let type = Document.Node(document: document, index: parts.typeNode)
        let typeName = cellTypeName(type)
        let typeDefaults = defaults.isEmpty ? nil : defaults[WrittenName(typeName)]
        return Cell(
            cellID: id, idLocation: part(parts.idNode)?.location ?? node.location,
            cellType: typeName, cellTypeLocation: type.location,
            viewModel: part(parts.viewModelNode).map { Value(node: $0) },
            viewModelLocation: part(parts.viewModelPlace)?.location ?? node.location,
            height: parts.height ?? typeDefaults?.height, estimatedHeight: parts.estimatedHeight ?? typeDefaults?.estimatedHeight,
            action: parts.action, deletable: parts.deletable)
    }

    /// What a cell's map holds, every defect of it reported (in the order of its keys' rules): what a
    /// `Cell` is made of, and all that lint's checks need of a cell (see `decodeCellMarks`).
    /// Nodes by index (-1: none), so that filling one per cell retains and releases nothing.
    private struct CellParts {
        var id: Int64?
        var idNode: Int32 = -1
        /// The cellType, when it is a string.
        var typeNode: Int32 = -1
        /// The viewModel, when it is not null.
        var viewModelNode: Int32 = -1
        /// Where the viewModel is written, null or not (where its findings point).
        var viewModelPlace: Int32 = -1
        var height: Height?
        var estimatedHeight: Height?
        var action: String?
        var deletable = false
    }

    /// False when the cell is no map; `parts` is filled anew.
    private mutating func cellParts(_ node: Document.Node, section: SectionName, into parts: inout CellParts) -> Bool {
        parts = CellParts()
        guard node.kind == .mapping else {
            report(TypeMismatchCheck.cell(node), at: node)
            return false
        }
        let fields = fields(of: node, known: Keys.cell, in: "a cell of \(section)")
        // The common cell, an ID held in its record, a string cellType and a viewModel, is read from
        // the records with no node made (each node made is a reference counted up and down).
        let records = fields.document.records
        let idSlot = fields.slots[CellKey.cellID.rawValue], typeSlot = fields.slots[CellKey.cellType.rawValue]
        let viewModelSlot = fields.slots[CellKey.viewModel.rawValue]
        if idSlot >= 0, case let record = records[Int(idSlot)], record.isInline, record.kind == .int {
            parts.id = Int64(Int32(bitPattern: record.payload))
            parts.idNode = idSlot
        } else if let id = decodeID(value(fields, CellKey.cellID), key: "cellID", fields: fields, map: node, owner: "cell") {
            parts.id = id.value
            parts.idNode = id.node.index
        }
        if typeSlot >= 0, records[Int(typeSlot)].kind == .string {
            parts.typeNode = typeSlot
        } else if let typeNode = value(fields, CellKey.cellType) {
            if typeNode.kind == .string {
                parts.typeNode = typeNode.index
            } else {
                report(TypeMismatchCheck.cellTypeName(typeNode), at: typeNode)
            }
        } else if fields.isOwnDefect(missing: "cellType") {
            report(MissingKeyCheck.cellType(ofCell: parts.id), at: node.location)
        }
        if let flag = value(fields, CellKey.deletable) {
            if let bool = flag.bool {
                parts.deletable = bool
            } else {
                report(TypeMismatchCheck.deletable(flag), at: flag)
            }
        }
        if viewModelSlot >= 0 {
            parts.viewModelPlace = viewModelSlot
            if records[Int(viewModelSlot)].kind != .null {
                parts.viewModelNode = viewModelSlot
                if fields.document.hasOverflowingNumbers { checkNumbers(in: Document.Node(document: node.document, index: viewModelSlot)) }
            }
        }
        // Most cells have neither height: no call for the absent ones.
        let height = value(fields, CellKey.height)
        parts.height = height.flatMap { decodeHeight($0, name: "height") }
        parts.estimatedHeight = value(fields, CellKey.estimatedHeight).flatMap { decodeHeight($0, name: "estimatedHeight") }
        parts.action = decodeString(value(fields, CellKey.action), name: "action")
        if parts.action != nil { checkTapTarget(height: height, parts: parts, in: node.document) }
        return true
    }

    /// `small-tap-target` for a cell with an action: its own height where it writes one (null: none),
    /// else its cell type's, reported once per table at the cell type's height.
    private mutating func checkTapTarget(height: Document.Node?, parts: CellParts, in document: Document) {
        if let height {
            if let finding = SmallTapTargetCheck.finding(parts.height) { report(finding, at: height) }
        } else if parts.typeNode >= 0,
                  let found = tapTargets.finding(cellType: Document.Node(document: document, index: parts.typeNode)) {
            report(found.draft, at: found.location)
        }
    }

    /// The cell type of `defaults` a cellType string node names, if any.
    mutating func cellType(_ node: Document.Node, in defaults: [WrittenName: CellType]) -> CellType? {
        defaults[WrittenName(cellTypeName(node))]
    }

    /// A string node's text, made once per place of its bytes (see `cellTypeNames`).
    private mutating func cellTypeName(_ node: Document.Node) -> String {
        if cellTypeNames.isEmpty { cellTypeNames = Array(repeating: CellTypeName(payload: 0, name: ""), count: 16) }
        let payload = node.record.payload
        let slot = Int(payload & 15)
        if cellTypeNames[slot].payload == payload, payload != 0 { return cellTypeNames[slot].name }
        let name = node.string ?? ""
        cellTypeNames[slot] = CellTypeName(payload: payload, name: name)
        return name
    }
}
