/// Turns a document into the spec model, collecting every finding on the way
/// (unknown, missing and mistyped keys, bad values). It never stops at the first.
package struct SpecDecoder {
    package private(set) var findings: [Finding] = []
    package let path: String
    /// Runs the rules on sections and types as their parts are decoded (nil: cells decoded again, see `SectionCellReader`).
    private let checks: SectionChecks?
    /// False when decoding again what a load decoded: its findings are the load's, and a long
    /// render must not gather them again section after section.
    private let keepsFindings: Bool
    /// Cell type names by where their bytes are: short strings are stored once (see `ScalarInterning`),
    /// so a file's few cell types are made into Strings once, not once per cell. Empty until cells are
    /// decoded (lint's marks need no name: a file it reads makes none).
    var cellTypeNames: [CellTypeName] = []
    /// The table being decoded: its cell types too small to tap (`small-tap-target`).
    var tapTargets = SmallTapTargetCheck()
    /// Which known key each place of a key's bytes is (see `KnownKeyPlaces`).
    private var knownKeyPlaces = KnownKeyPlaces()

    /// Whether lint's marks of plain cells are read straight from their maps (`CellMark.plain`); off
    /// only in the test that holds them to what `cellParts` gives.
    var readsPlainCells = true

    /// A struct, not a tuple: an array of tuples is destroyed through generic value witnesses, per file.
    struct CellTypeName {
        var payload: UInt32
        /// "" until the slot is filled (a payload of 0 is no string's).
        var name: String
    }

    init(path: String, checks: SectionChecks?, keepsFindings: Bool = true) {
        self.path = path
        self.checks = checks
        self.keepsFindings = keepsFindings
    }

    /// A rule check's finding (each rule's file in Rules/), placed at `node`.
    mutating func report(_ draft: FindingDraft, at node: Document.Node) {
        report(draft, at: node.location)
    }

    mutating func report(_ draft: FindingDraft, at location: SourceLocation) {
        guard keepsFindings else { return }
        findings.append(Finding(path: path, location: location, draft))
    }

    // MARK: Keys

    typealias CellKey = SpecKeys.CellKey
    private typealias SectionKey = SpecKeys.SectionKey
    private typealias HeaderFooterKey = SpecKeys.HeaderFooterKey

    enum Keys {
        static let root = KnownKeys(SpecKeys.root)
        static let shorthandRoot = KnownKeys(SpecKeys.shorthandRoot)
        static let table = KnownKeys(SpecKeys.table)
        static let cellType = KnownKeys(SpecKeys.cellType)
        static let section = KnownKeys(SpecKeys.section)
        static let headerFooter = KnownKeys(SpecKeys.headerFooter)
        static let cell = KnownKeys(SpecKeys.cell)
        /// With neither `tables` nor `sections`, a typo (`table:`, `section:`) is measured against both forms' keys.
        static let bothRoots = SpecKeys.root + SpecKeys.shorthandRoot.filter { !SpecKeys.root.contains($0) }
    }

    /// The values of a map's known keys; unknown keys reported (x- keys skipped).
    /// `suggestions`: the words an unknown key is compared with (default: the known keys);
    /// `context` names the map in a finding, spelled out only then (it is made for every cell).
    mutating func fields(of map: Document.Node, known: KnownKeys, in context: @autoclosure () -> String,
                                 suggestions: [String]? = nil) -> Fields {
        var result = Fields(document: map.document, known: known)
        // Keys are read in place; the rare unknown ones are reported after.
        let unknown: [Int32] = map.document.withView { view in
            var unknown: [Int32] = []
            let record = view.records[Int(map.index)]
            guard record.kind == .mapping else { return unknown }
            let map = view.map(record)
            knownKeyPlaces.use(view)
            let places = knownKeyPlaces.forKeys
            for k in 0..<map.count {
                let key = map.key(k, in: view.children)
                let keyRecord = view.records[Int(key)]
                let index = keyRecord.kind == .string ? places.index(of: key, record: keyRecord, among: known, in: view) : nil
                if let index {
                    result.slots[index] = map.value(k, in: view.children)
                } else {
                    unknown.append(key)
                }
            }
            return unknown
        }
        guard !unknown.isEmpty else { return result }
        let candidates = suggestions ?? known.names
        let topLevel = known.names == SpecKeys.root || known.names == SpecKeys.shorthandRoot
        for key in unknown.map({ Document.Node(document: map.document, index: $0) }) {
            if let finding = UnknownKeyCheck.finding(key.keyText, in: context(), candidates: candidates, topLevel: topLevel,
                                                     suggested: &result.suggested, isPresent: result.has) {
                report(finding, at: key)
            }
        }
        return result
    }

    /// A present, non-null value for `key`.
    func value(_ fields: Fields, _ key: StaticString) -> Document.Node? {
        guard let node = fields[key], !node.isNull else { return nil }
        return node
    }

    func value<Key: RawRepresentable<Int>>(_ fields: Fields, _ key: Key) -> Document.Node? {
        guard let node = fields[key], !node.isNull else { return nil }
        return node
    }

    // MARK: Root

    /// The spec `document` describes; with checks, the type declarations they resolved from its `types:`.
    package mutating func decode(_ document: Document) -> Spec {
        guard let root = document.root else { return Spec(path: path, tables: []) }
        guard root.kind == .mapping else {
            report(TypeMismatchCheck.topLevel(root), at: root)
            return Spec(path: path, tables: [])
        }
        // Keys compared as bytes (no String per key): this runs once per file, and lint reads many small ones.
        let hasTables = root.pairs.contains { $0.key.stringEquals("tables") }
        let hasSections = root.pairs.contains { $0.key.stringEquals("sections") }
        let fields = fields(of: root, known: hasTables ? Keys.root : Keys.shorthandRoot, in: "the top level",
                            suggestions: hasTables || hasSections ? nil : Keys.bothRoots)
        if let version = fields["listspec"], let finding = UnsupportedVersionCheck.finding(version) {
            report(finding, at: version)
        }
        if hasTables, let sections = root.pairs.first(where: { $0.key.stringEquals("sections") }) {
            report(UnknownKeyCheck.sectionsBesideTables, at: sections.key)
        }
        if hasTables {
            guard let tables = value(fields, "tables") else {
                report(MissingKeyCheck.noTables, at: fields["tables"]?.location ?? root.location)
                return Spec(path: path, tables: [])
            }
            guard tables.kind == .mapping else {
                report(TypeMismatchCheck.tables(tables), at: tables)
                return Spec(path: path, tables: [])
            }
            let types = value(fields, "types")
            checks?.begin(types: types)
            let decoded = tables.pairs.map { decodeTable(name: $0.key.keyText, key: $0.key, node: $0.value) }
            return Spec(path: path, tables: decoded, typesNode: types, typeDeclarations: checks?.declarations ?? [], root: root)
        }
        guard fields["sections"] != nil else {
            // A misspelt `tables`/`sections` is the one defect, already reported at the key.
            if !fields.suggested.contains(where: { $0 == "tables" || $0 == "sections" }) {
                report(MissingKeyCheck.noTablesNorSections, at: root)
            }
            // The other keys are still checked: one finding must not hide an unrelated one.
            _ = decodeTableFields(name: "main", location: root.location, fields: fields, checked: false)
            return Spec(path: path, tables: [])
        }
        let types = value(fields, "types")
        checks?.begin(types: types)
        let tables = [decodeTableFields(name: "main", location: root.location, fields: fields)]
        return Spec(path: path, tables: tables, typesNode: types, typeDeclarations: checks?.declarations ?? [], root: root)
    }

    // MARK: Tables

    private mutating func decodeTable(name: String, key: Document.Node, node: Document.Node) -> Table {
        if key.kind != .string {
            report(TypeMismatchCheck.tableName(key), at: key)
        }
        if node.isNull { return Table(name: name, location: key.location) }
        guard node.kind == .mapping else {
            report(TypeMismatchCheck.table(name, node), at: node)
            return Table(name: name, location: key.location)
        }
        return decodeTableFields(name: name, location: key.location, fields: fields(of: node, known: Keys.table, in: "table \(name)"))
    }

    /// `checked: false`: a table that is no part of the spec (its keys are still checked).
    private mutating func decodeTableFields(name: String, location: SourceLocation, fields: Fields, checked: Bool = true) -> Table {
        var table = Table(name: name, location: location)
        if let style = value(fields, "style") {
            if let word = style.string, let parsed = TableStyle(rawValue: word) {
                table.style = parsed
            } else if style.kind == .string {
                report(InvalidValueCheck.style(style), at: style)
            } else {
                report(TypeMismatchCheck.style(style), at: style)
            }
        }
        if let cellTypes = value(fields, "cellTypes") {
            table.cellTypes = decodeCellTypes(cellTypes, table: name)
        }
        tapTargets = SmallTapTargetCheck(table.cellTypes, declarations: value(fields, "cellTypes"))
        table.sectionViewModelNode = value(fields, "sectionViewModel")
        if checked { checks?.begin(&table) }
        if let sections = value(fields, "sections") {
            if sections.kind == .sequence {
                let defaults = SpecDecoder.heightDefaults(of: table)
                var decoded: [Section] = []
                decoded.reserveCapacity(sections.count)
                // Lint keeps no cell: it checks each by the nodes it needs (see `CellMark`).
                let marksOnly = checked && checks?.keepingCells == false
                for (index, item) in sections.items.enumerated() {
                    var cells: Document.Node?
                    var marks: [CellMark]? = marksOnly ? [] : nil
                    guard var section = decodeSection(item, index: index, table: table, defaults: defaults, cells: &cells, marks: &marks)
                    else { continue }
                    if checked { checks?.check(&section, index: decoded.count, in: table, cellsNode: cells, marks: marks) }
                    decoded.append(consume section)
                }
                table.sections = decoded
            } else {
                report(TypeMismatchCheck.sections(ofTable: name, sections), at: sections)
            }
        }
        if checked { checks?.end(table) }
        return table
    }

    private mutating func decodeCellTypes(_ node: Document.Node, table: String) -> [CellType] {
        guard node.kind == .mapping else {
            report(TypeMismatchCheck.cellTypes(ofTable: table, node), at: node)
            return []
        }
        return node.pairs.map { key, declaration in
            var type = CellType(name: key.keyText, location: key.location)
            if declaration.isNull { return type }
            guard declaration.kind == .mapping else {
                report(TypeMismatchCheck.cellType(named: type.name, declaration), at: declaration)
                return type
            }
            let fields = fields(of: declaration, known: Keys.cellType, in: "cell type \(type.name)")
            type.height = decodeHeight(value(fields, "height"), name: "height")
            type.estimatedHeight = decodeHeight(value(fields, "estimatedHeight"), name: "estimatedHeight")
            type.viewModelNode = value(fields, "viewModel")
            return type
        }
    }

    // MARK: Sections and cells

    /// The cell types whose cells take a height default: only those change their cells, the others need no lookup per cell.
    static func heightDefaults(of table: Table) -> [WrittenName: CellType] {
        guard table.cellTypes.contains(where: { $0.height != nil || $0.estimatedHeight != nil }) else { return [:] }
        return Dictionary(table.cellTypes.map { (WrittenName($0.name), $0) }, uniquingKeysWith: { first, _ in first })
            .filter { $0.value.height != nil || $0.value.estimatedHeight != nil }
    }

    /// A section, and its `cells` list when it has one (see `DeferredCells`). Not returned as a tuple with the
    /// section: an optional tuple is copied and destroyed through generic value witnesses, once per section.
    /// `marks`: when not nil, the cells are checked and kept there as marks (see `CellMark`), not decoded into `cells`.
    private mutating func decodeSection(_ node: Document.Node, index: Int, table: Table,
                                        defaults: [WrittenName: CellType], cells list: inout Document.Node?, marks: inout [CellMark]?) -> Section? {
        guard node.kind == .mapping else {
            report(TypeMismatchCheck.section(node), at: node)
            return nil
        }
        let fields = fields(of: node, known: Keys.section, in: "a section")
        // Everything is decoded even without a valid ID, so all findings surface at once.
        let id = decodeID(value(fields, SectionKey.sectionID), key: "sectionID", fields: fields, map: node, owner: "section")
        // Index and ID both named, so a message never leaves which one it means to guess.
        let context = SectionName(index: index, sectionID: id?.value)
        var section = Section(
            sectionID: id?.value ?? 0, idLocation: id?.node.location ?? node.location,
            header: decodeHeaderFooter(value(fields, SectionKey.header), name: "header", context: context, style: table.style),
            footer: decodeHeaderFooter(value(fields, SectionKey.footer), name: "footer", context: context, style: table.style),
            indexTitle: decodeString(value(fields, SectionKey.indexTitle), name: "indexTitle"),
            viewModel: value(fields, SectionKey.viewModel).map { checkedValue($0) })
        section.viewModelLocation = fields[SectionKey.viewModel]?.location ?? node.location
        let cells = value(fields, SectionKey.cells)
        if let cells {
            if cells.kind == .sequence {
                if marks != nil {
                    marks = decodeCellMarks(cells, section: context)
                } else {
                    section.cells = decodeCells(cells, section: context, defaults: defaults)
                }
            } else {
                report(TypeMismatchCheck.cells(of: context, cells), at: cells)
            }
        }
        list = cells?.kind == .sequence ? cells : nil
        return id == nil ? nil : section
    }

    /// `node`: the value of `key` in `fields` (null: none).
    mutating func decodeID(_ node: Document.Node?, key: StaticString, fields: Fields, map: Document.Node,
                                   owner: String) -> (value: Int64, node: Document.Node)? {
        guard let node else {
            if fields.isOwnDefect(missing: key) {
                report(MissingKeyCheck.id(key, of: owner), at: map.location)
            }
            return nil
        }
        if let id = node.int { return (id, node) }
        if node.isOverflowingInteger {
            report(InvalidValueCheck.overflowingID(node, key: key), at: node)
        } else {
            report(TypeMismatchCheck.id(node, key: key), at: node)
        }
        return nil
    }

    mutating func decodeString(_ node: Document.Node?, name: @autoclosure () -> String) -> String? {
        guard let node else { return nil }
        guard let text = node.string, node.kind == .string else {
            report(TypeMismatchCheck.string(name(), node), at: node)
            return nil
        }
        return text
    }

    private mutating func decodeHeaderFooter(_ node: Document.Node?, name: String, context: SectionName, style: TableStyle) -> HeaderFooter? {
        guard let node else { return nil }
        if node.kind == .string { return HeaderFooter(title: node.string) }
        guard node.kind == .mapping else {
            report(TypeMismatchCheck.headerFooter(name, node), at: node)
            return nil
        }
        let fields = fields(of: node, known: Keys.headerFooter, in: "the \(name) of \(context)")
        var result = HeaderFooter()
        result.title = decodeString(value(fields, HeaderFooterKey.title), name: "\(name) title")
        result.view = decodeString(value(fields, HeaderFooterKey.view), name: "\(name) view")
        if let heightNode = value(fields, HeaderFooterKey.height) {
            result.height = decodeHeight(heightNode, name: "\(name) height")
            if let finding = HeaderZeroHeightCheck.finding(result.height, name: name, style: style) {
                report(finding, at: heightNode)
            }
        }
        return result
    }

    mutating func decodeHeight(_ node: Document.Node?, name: @autoclosure () -> String) -> Height? {
        guard let node else { return nil }
        let number: Number
        switch node.kind {
        case .int where !node.isOverflowingInteger: number = .int(node.int ?? 0)
        case .float: number = .double(node.double ?? 0)
        case .string where node.stringEquals("automatic"): return .automatic
        case .string:
            report(InvalidValueCheck.heightWord(node, name: name()), at: node)
            return nil
        default:
            report(TypeMismatchCheck.height(name(), node), at: node)
            return nil
        }
        guard number.doubleValue.isFinite else {
            report(InvalidValueCheck.nonFiniteHeight(number, name: name()), at: node)
            return nil
        }
        if let finding = NegativeHeightCheck.finding(number, name: name()) {
            report(finding, at: node)
            return nil
        }
        return .points(number)
    }

    /// A viewModel as is, after reporting integers past Int64 and floats past Double anywhere inside it.
    private mutating func checkedValue(_ node: Document.Node) -> Value {
        checkNumbers(in: node)
        return Value(node: node)
    }

    /// Reports the numbers of a value that no Int64 or Double holds.
    mutating func checkNumbers(in node: Document.Node) {
        guard node.document.hasOverflowingNumbers else { return }
        var stack = [node]
        var reported = Set<Document.Node>()
        while let next = stack.popLast() {
            switch next.kind {
            case .int where next.isOverflowingInteger && reported.insert(next).inserted:
                report(InvalidValueCheck.overflowingInteger(next), at: next)
            case .float where next.isBeyondFloatRange && reported.insert(next).inserted:
                report(InvalidValueCheck.floatBeyondRange, at: next)
            case .sequence: stack.append(contentsOf: next.items)
            case .mapping: for pair in next.pairs { stack.append(pair.value) }
            default: break
            }
        }
    }
}
