@_spi(DocumentStorage) import ListSpecRuntime

/// `textDocument/documentSymbol`: the outline of tables, their sections (`sectionID 3 ·
/// Desserts`) and cells (`cellID 7 · RecipeCell`), with ranges.
enum DocumentSymbols {
    enum Kind: Int {
        case module = 2, classType = 5, field = 8
    }

    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        guard let root = analysis.document?.root else { return [] }
        var symbols: [JSONValue] = []
        let encoding = request.encoding
        for table in SpecTables.entries(of: root) {
            var sections: [JSONValue] = []
            for section in SpecTables.items("sections", of: table.node) {
                let id = SpecPlace.value(of: "sectionID", in: section)
                var name = "sectionID \(id.map { $0.int.map(String.init) ?? $0.keyText } ?? "?")"
                if let title = headerTitle(SpecPlace.value(of: "header", in: section)) { name += " · " + title }
                let cells = SpecTables.items("cells", of: section).map { cell -> JSONValue in
                    let cellID = SpecPlace.value(of: "cellID", in: cell)
                    var name = "cellID \(cellID.map { $0.int.map(String.init) ?? $0.keyText } ?? "?")"
                    if let type = SpecPlace.value(of: "cellType", in: cell)?.string { name += " · " + type }
                    return symbol(name, kind: .field, from: cell, through: cell, selection: cellID ?? cell, analysis, encoding)
                }
                sections.append(symbol(name, kind: .module, from: section, through: section, selection: id ?? section, analysis, encoding,
                                       children: cells))
            }
            symbols.append(symbol(table.name, kind: .classType, from: table.key ?? table.node, through: table.node,
                                  selection: table.key ?? table.node, analysis, encoding, children: sections))
        }
        return .array(symbols)
    }

    private static func headerTitle(_ header: Document.Node?) -> String? {
        guard let header else { return nil }
        return header.string ?? SpecPlace.value(of: "title", in: header)?.string
    }

    /// A symbol from `start`'s place to the end of the last line of `end`'s subtree.
    private static func symbol(_ name: String, kind: Kind, from start: Document.Node, through end: Document.Node, selection: Document.Node,
                               _ analysis: DocumentAnalysis, _ encoding: PositionEncoding, children: [JSONValue] = []) -> JSONValue {
        let text = analysis.text
        let first = analysis.tokenRange(at: start.location, encoding: encoding).start
        let lastLine = max(start.location.line, DeclarationText.lastLine(of: end)) - 1
        var last = text.position(ofOffset: text.lineRange(min(lastLine, text.lineCount - 1)).upperBound, encoding: encoding)
        var selected = analysis.tokenRange(at: selection.location, encoding: encoding)
        if last < selected.end { last = selected.end }
        if selected.start < first { selected.start = first }
        var symbol: [String: JSONValue] = [
            "name": .string(name.isEmpty ? "\"\"" : name), "kind": .int(kind.rawValue),
            "range": LSPRange(start: first, end: last).json, "selectionRange": selected.json,
        ]
        if !children.isEmpty { symbol["children"] = .array(children) }
        return .object(symbol)
    }
}
