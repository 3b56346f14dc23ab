@_spi(DocumentStorage) import ListSpecRuntime

/// `textDocument/completion`, from the text's indentation (a key being typed rarely parses):
/// the keys the map at the cursor may still take (section 1 and 5 keys by level), a table's
/// cell types after `cellType:`, the styles after `style:`, a typed viewModel's missing fields
/// and an enum's cases, and after `cellID:` or `sectionID:` a free ID (the midpoint between the
/// neighbours' IDs, the list's step past the last; `FreeID`). The cell types and types come from the last text that decoded.
enum Completion {
    enum Kind: Int {
        case property = 10, value = 12, enumMember = 20, classType = 7
    }

    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        let text = analysis.text
        guard request.position.line >= 0, request.position.line < text.lineCount else { return [] }
        let line = request.position.line
        let cursor = text.offset(of: request.position, encoding: request.encoding)
        let lineStart = text.lineRange(line).lowerBound
        let before = String(decoding: text.bytes[lineStart..<cursor], as: UTF8.self)
        let outline = BlockOutline(text)
        let spec = analysis.spec ?? request.session.lastSpec
        let current = outline[line]
        // The word being typed, which the chosen item replaces.
        var wordStart = cursor
        while wordStart > lineStart, !" :{[,-".utf8.contains(text.bytes[wordStart - 1]) { wordStart -= 1 }
        let replace = LSPRange(start: text.position(ofOffset: wordStart, encoding: request.encoding), end: request.position)

        var items: [JSONValue] = []
        if let flow = FlowLine(Substring(before)) {
            // Inside `{...}` or `[...]` on this line: the same answers as in block style.
            let column = current.keyColumn
            let path = outline.path(toMapAt: column, line: line) + flow.steps
            let cellType = flow.cellTypeAroundViewModel
                ?? (flow.blockKey == "viewModel" ? outline.siblingValue("cellType", column: column, line: line).map { String($0) } : nil)
            let frame = flow.innermost
            guard frame.isMap else { return ["isIncomplete": false, "items": []] }
            if let key = frame.valueKey {
                let spaced = frame.token.isEmpty && before.last == ":" ? " " : ""
                for (label, kind, detail) in values(for: key, path: path, outline: outline, line: line, column: column, spec: spec, cellType: cellType) {
                    items.append(item(label, kind: kind, detail: detail, edit: spaced + label, range: replace))
                }
            } else {
                let present = Set(frame.keys)
                for (key, detail) in keys(at: path, outline: outline, line: line, column: column, spec: spec, cellType: cellType) where !present.contains(key) {
                    items.append(item(key, kind: .property, detail: detail, edit: key + ": ", range: replace))
                }
            }
        } else if let colon = before.lastIndex(of: ":"), let key = BlockOutline.Line.key(of: Substring(before.drop { $0 == " " || $0 == "-" })) {
            // A value after `key:`.
            let spaced = before[before.index(after: colon)...].isEmpty ? " " : ""
            let path = outline.path(toMapAt: current.keyColumn, line: line)
            for (label, kind, detail) in values(for: key, path: path, outline: outline, line: line, column: current.keyColumn, spec: spec) {
                items.append(item(label, kind: kind, detail: detail, edit: spaced + label, range: replace))
            }
        } else if before.allSatisfy({ $0 == " " || $0 == "-" || $0.isLetter || $0.isNumber || $0 == "_" }) {
            let keyColumn = before.prefix { $0 == " " || $0 == "-" }.utf8.count
            let path = outline.path(toMapAt: keyColumn, line: line)
            let present = Set(outline.siblingKeys(column: keyColumn, line: line))
            for (key, detail) in keys(at: path, outline: outline, line: line, column: keyColumn, spec: spec) where !present.contains(key) {
                items.append(item(key, kind: .property, detail: detail, edit: key + ": ", range: replace))
            }
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    private static func item(_ label: String, kind: Kind, detail: String?, edit: String, range: LSPRange) -> JSONValue {
        var item: [String: JSONValue] = ["label": .string(label), "kind": .int(kind.rawValue),
                                         "textEdit": ["range": range.json, "newText": .string(edit)]]
        if let detail { item["detail"] = .string(detail) }
        return .object(item)
    }

    /// What a path names: a level of the spec format, or a place inside a typed viewModel.
    private enum Level {
        case root, table, section, cell, cellType, headerFooter
        case viewModel(ViewModelType)
        case none
    }

    /// `cellType`: the cell's type where the caller read it (a flow map); else it is looked up
    /// from the lines above.
    private static func level(of path: BlockOutline.Path, outline: BlockOutline, line: Int, column: Int, spec: Spec?,
                              cellType: String? = nil) -> (Level, table: String?) {
        var rest = path[...]
        if rest.isEmpty { return (.root, nil) }
        var table: String?
        if rest.first == "tables" {
            rest = rest.dropFirst()
            guard let name = rest.first, let name else { return (.none, nil) }
            table = name
            rest = rest.dropFirst()
        } else if SpecKeys.table.contains(rest.first.flatMap { $0 } ?? "") {
            table = "main"
        } else {
            return (.none, nil)
        }
        if rest.isEmpty { return (.table, table) }
        if rest.first == "cellTypes" {
            return (rest.count == 2 ? .cellType : .none, table)
        }
        guard rest.first == "sections", rest.dropFirst().first == .some(nil) else { return (.none, table) }
        rest = rest.dropFirst(2)
        if rest.isEmpty { return (.section, table) }
        if rest.count == 1, rest.first == "header" || rest.first == "footer" { return (.headerFooter, table) }
        guard rest.first == "cells", rest.dropFirst().first == .some(nil) else { return (.none, table) }
        rest = rest.dropFirst(2)
        if rest.isEmpty { return (.cell, table) }
        guard rest.first == "viewModel", let spec,
              let declared = cellType.map({ viewModelType(ofCellType: $0, table: table, spec: spec) })
                ?? cellViewModelType(path: path, outline: outline, line: line, column: column, table: table, spec: spec) else {
            return (.none, table)
        }
        var type = declared
        for step in rest.dropFirst() {
            guard let next = member(of: type, step, spec.typeDeclarations) else { return (.none, table) }
            type = next
        }
        return (.viewModel(type), table)
    }

    /// The declared viewModel type of the cell the path goes through (its `cellType:` line).
    private static func cellViewModelType(path: BlockOutline.Path, outline: BlockOutline, line: Int, column: Int,
                                          table: String?, spec: Spec) -> ViewModelType? {
        // The cell's keys stand where the line that holds `viewModel:` (the nearest above with
        // less indentation, through the path's length) stands: walk up to it.
        var index = line, cellColumn = column
        let depth = path.count - (path.lastIndex(of: "viewModel") ?? path.count)
        var climbed = 0
        while index >= 0, climbed < depth {
            let candidate = outline[index]
            if !candidate.isBlank, candidate.keyColumn < cellColumn {
                cellColumn = candidate.keyColumn
                climbed += 1
                if candidate.key == "viewModel" { break }
            }
            index -= 1
        }
        guard index >= 0, let name = outline.siblingValue("cellType", column: cellColumn, line: index) else { return nil }
        return viewModelType(ofCellType: name, table: table, spec: spec)
    }

    /// The declared viewModel type of a table's cell type (its name as written, quotes and all).
    private static func viewModelType(ofCellType name: String, table: String?, spec: Spec) -> ViewModelType? {
        let name = name.trimming(while: { " \"'".contains($0) })
        return spec.tables.first { $0.name == table }?.cellTypes.first { $0.name == name }?.viewModelType
    }

    /// The type one step (a field, or a list's item) inside `type`.
    private static func member(of type: ViewModelType, _ step: String?, _ declarations: [TypeDeclaration]) -> ViewModelType? {
        switch resolved(type, declarations) {
        case .structure(let structure): return step.flatMap { structure.field(named: $0)?.type }
        case .list(let element): return step == nil ? element : nil
        case .dictionary(let element): return step == nil ? nil : element
        default: return nil
        }
    }

    /// `type` without optionals and names around it.
    private static func resolved(_ type: ViewModelType, _ declarations: [TypeDeclaration]) -> ViewModelType {
        var type = type
        for _ in 0...declarations.count + 1 {
            switch type {
            case .optional(let wrapped): type = wrapped
            case .declared(let index) where declarations.indices.contains(index): type = declarations[index].type
            default: return type
            }
        }
        return type
    }

    private static func keys(at path: BlockOutline.Path, outline: BlockOutline, line: Int, column: Int, spec: Spec?,
                             cellType: String? = nil) -> [(String, String?)] {
        let (level, _) = level(of: path, outline: outline, line: line, column: column, spec: spec, cellType: cellType)
        switch level {
        case .root:
            let shorthand = (0..<outline.count).contains { outline[$0].keyColumn == 0 && outline[$0].key == "sections" }
            return (shorthand ? SpecKeys.shorthandRoot : SpecKeys.root.filter { $0 != "sections" }).map { ($0, nil) }
        case .table: return SpecKeys.table.map { ($0, nil) }
        case .section: return SpecKeys.section.map { ($0, nil) }
        case .cell: return SpecKeys.cell.map { ($0, nil) }
        case .cellType: return SpecKeys.cellType.map { ($0, nil) }
        case .headerFooter: return SpecKeys.headerFooter.map { ($0, nil) }
        case .viewModel(let type):
            guard let spec, case .structure(let structure) = resolved(type, spec.typeDeclarations) else { return [] }
            return structure.fields.map { ($0.name, $0.type.name(spec.typeDeclarations)) }
        case .none: return []
        }
    }

    private static func values(for key: String, path: BlockOutline.Path, outline: BlockOutline, line: Int, column: Int,
                               spec: Spec?, cellType: String? = nil) -> [(String, Kind, String?)] {
        let (level, table) = level(of: path, outline: outline, line: line, column: column, spec: spec, cellType: cellType)
        switch (level, key) {
        case (.cell, "cellType"):
            let cellTypes = spec?.tables.first { $0.name == table }?.cellTypes ?? []
            return cellTypes.map { ($0.name, .classType, $0.viewModelType.flatMap { type in spec.map { "viewModel: " + type.name($0.typeDeclarations) } }) }
        case (.table, "style"), (.root, "style"):
            return TableStyle.allCases.map { ($0.rawValue, .enumMember, nil) }
        case (.cell, "deletable"):
            return [("true", .value, nil), ("false", .value, nil)]
        case (.cell, "cellID"), (.section, "sectionID"):
            // Between the neighbours the midpoint; past the last the list's step (see `FreeID`).
            let (before, after) = outline.itemValues(key, column: column, line: line)
            let taken = Set(before + after)
            let high = after.first.flatMap { high in before.first.map { high > $0 } ?? true ? high : nil }
            guard let free = FreeID.between(before.first, high, step: FreeID.step(of: before.reversed() + after), isTaken: taken.contains) else {
                return []
            }
            return [(String(free), .value, "a free \(key)")]
        case (.cell, "height"), (.cell, "estimatedHeight"), (.cellType, "height"), (.cellType, "estimatedHeight"):
            return [("automatic", .value, nil)]
        case (.viewModel(let type), _):
            guard let spec, let field = member(of: type, key, spec.typeDeclarations) else { return [] }
            switch resolved(field, spec.typeDeclarations) {
            case .enumeration(let enumeration): return enumeration.cases.map { ($0, .enumMember, nil) }
            case .bool: return [("true", .value, nil), ("false", .value, nil)]
            default: return []
            }
        default:
            return []
        }
    }
}
