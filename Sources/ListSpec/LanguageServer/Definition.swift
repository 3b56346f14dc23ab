@_spi(DocumentStorage) import ListSpecRuntime

/// `textDocument/definition` and `textDocument/references`: a cell's `cellType` goes to its
/// entry in `cellTypes`, a type name in a type expression to its entry in `types`; the
/// references of a cell type are the cells that use it, of a type the expressions naming it.
enum Definition {
    /// What the cursor names.
    enum Target {
        case cellType(table: String, name: String)
        case type(String)
    }

    static func target(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> Target? {
        guard let place = analysis.place(at: request.position, encoding: request.encoding), let last = place.last,
              let table = place.tableName ?? (place.typeKey == nil ? nil : "") else { return nil }
        if let key = place.cellTypeKey, place.innerKeys.isEmpty, place.onKey { return .cellType(table: table, name: key.keyText) }
        if place.cellNode != nil, place.innerKeys == ["cellType"], !place.onKey, let name = last.node.string {
            return .cellType(table: table, name: name)
        }
        let types = SpecPlace.value(of: "types", in: analysis.document?.root)
        if let key = place.typeKey, place.onKey, place.innerKeys.isEmpty { return .type(key.keyText) }
        let offset = analysis.text.offset(of: request.position, encoding: request.encoding)
        if Hover.isTypeExpression(place), let (word, _) = DeclarationText.word(at: offset, in: analysis.text),
           DeclarationText.entry(word, in: types) != nil {
            return .type(word)
        }
        return nil
    }

    static func definition(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        guard let target = target(request, analysis), let declaration = declaration(of: target, analysis) else { return .null }
        return location(declaration, request, analysis)
    }

    static func references(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        guard let target = target(request, analysis) else { return [] }
        var places: [SourceLocation] = []
        if request.params["context"]?["includeDeclaration"]?.boolValue ?? true, let declaration = declaration(of: target, analysis) {
            places.append(declaration)
        }
        switch target {
        case .cellType(let table, let name):
            let entry = SpecTables.entries(of: analysis.document?.root).first { $0.name == table }
            for section in SpecTables.items("sections", of: entry?.node) {
                for cell in SpecTables.items("cells", of: section) {
                    if let type = SpecPlace.value(of: "cellType", in: cell), type.string == name { places.append(type.location) }
                }
            }
        case .type(let name):
            places += typeExpressionUses(of: name, analysis)
        }
        return .array(places.map { location($0, request, analysis) })
    }

    private static func declaration(of target: Target, _ analysis: DocumentAnalysis) -> SourceLocation? {
        switch target {
        case .cellType(let table, let name):
            let entry = SpecTables.entries(of: analysis.document?.root).first { $0.name == table }
            return DeclarationText.entry(name, in: SpecPlace.value(of: "cellTypes", in: entry?.node))?.key.location
        case .type(let name):
            return DeclarationText.entry(name, in: SpecPlace.value(of: "types", in: analysis.document?.root))?.key.location
        }
    }

    /// Where `name` stands as a whole word in a type expression: a type's fields, a cell
    /// type's `viewModel`, a table's `sectionViewModel`.
    private static func typeExpressionUses(of name: String, _ analysis: DocumentAnalysis) -> [SourceLocation] {
        let root = analysis.document?.root
        var expressions: [Document.Node] = []
        if let types = SpecPlace.value(of: "types", in: root), types.kind == .mapping {
            for (_, value) in types.pairs { expressions.append(value) }
        }
        for table in SpecTables.entries(of: root) {
            if let section = SpecPlace.value(of: "sectionViewModel", in: table.node) { expressions.append(section) }
            if let cellTypes = SpecPlace.value(of: "cellTypes", in: table.node), cellTypes.kind == .mapping {
                for (_, value) in cellTypes.pairs {
                    if let viewModel = SpecPlace.value(of: "viewModel", in: value) { expressions.append(viewModel) }
                }
            }
        }
        var places: [SourceLocation] = []
        var pending = expressions
        while let node = pending.popLast() {
            switch node.kind {
            case .mapping: for (_, value) in node.pairs { pending.append(value) }
            case .sequence: pending.append(contentsOf: node.items)
            case .string: places += wordPlaces(name, in: node, analysis)
            default: break
            }
        }
        return places.sorted()
    }

    /// The places of `name` as a whole word in a string scalar's source on its line.
    private static func wordPlaces(_ name: String, in node: Document.Node, _ analysis: DocumentAnalysis) -> [SourceLocation] {
        guard let value = node.string, value.contains(name) else { return [] }
        let text = analysis.text
        let start = text.offset(of: node.location)
        let line = node.location.line - 1
        guard line < text.lineCount else { return [] }
        let end = TokenExtent.end(from: start, in: text.bytes, lineEnd: text.lineRange(line).upperBound)
        let wanted = Array(name.utf8)
        var places: [SourceLocation] = []
        var i = start
        while i + wanted.count <= end {
            if Array(text.bytes[i..<(i + wanted.count)]) == wanted, let (word, range) = DeclarationText.word(at: i, in: text),
               word == name, range.lowerBound == i {
                let column = node.location.column + String(decoding: text.bytes[start..<i], as: UTF8.self).unicodeScalars.count
                places.append(SourceLocation(line: node.location.line, column: column))
                i += wanted.count
            } else {
                i += 1
            }
        }
        return places
    }

    private static func location(_ place: SourceLocation, _ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        ["uri": .string(analysis.text.uri), "range": analysis.tokenRange(at: place, encoding: request.encoding).json]
    }
}
