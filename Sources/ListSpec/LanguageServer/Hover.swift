@_spi(DocumentStorage) import ListSpecRuntime

/// `textDocument/hover`: over a cell, where it lands (table, index path, IDs) and what it is
/// (cell type and its defaults, height, action, the viewModel's declared type); over a section,
/// its index, ID and rows; over a cell type's or type's name, its declaration; over a table's
/// name, its size. Markdown when the client takes it.
enum Hover {
    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        guard let place = analysis.place(at: request.position, encoding: request.encoding), let last = place.last else { return .null }
        let markdown = request.client.markdownHover
        var text = HoverText(markdown: markdown)
        let offset = analysis.text.offset(of: request.position, encoding: request.encoding)

        if let (name, declaration) = typeDeclaration(at: offset, place, analysis) {
            text.heading("type \(name)")
            text.code(declaration)
        } else if let key = place.cellTypeKey, place.innerKeys.isEmpty || place.innerKeys == ["viewModel"] && !place.onKey {
            cellTypeDeclaration(key.keyText, place, analysis, into: &text)
        } else if place.cellNode != nil {
            cell(place, analysis, into: &text)
            if place.innerKeys == ["cellType"], !place.onKey, let name = last.node.string {
                cellTypeDeclaration(name, place, analysis, into: &text)
            }
        } else if place.sectionNode != nil {
            section(place, analysis, into: &text)
        } else if let name = place.tableName, place.steps.count == (place.isShorthand ? 2 : 3) || place.tableNode == nil {
            table(name, analysis, head: request.session.head.loadedSpec, into: &text)
        }
        guard !text.isEmpty else { return .null }
        let at = place.onKey ? last.key : last.node
        var result: [String: JSONValue] = ["contents": ["kind": .string(markdown ? "markdown" : "plaintext"), "value": .string(text.value)]]
        if let at { result["range"] = analysis.tokenRange(at: at.location, encoding: request.encoding).json }
        return .object(result)
    }

    /// A type named under `types`, or a name in a type expression that a `types` entry declares.
    private static func typeDeclaration(at offset: Int, _ place: SpecPlace, _ analysis: DocumentAnalysis) -> (String, String)? {
        let types = SpecPlace.value(of: "types", in: analysis.document?.root)
        if let key = place.typeKey, place.onKey, place.innerKeys.isEmpty, let entry = DeclarationText.entry(key.keyText, in: types) {
            return (key.keyText, DeclarationText.text(ofEntry: entry.key, value: entry.value, in: analysis))
        }
        guard isTypeExpression(place), let (word, _) = DeclarationText.word(at: offset, in: analysis.text),
              let entry = DeclarationText.entry(word, in: types) else { return nil }
        return (word, DeclarationText.text(ofEntry: entry.key, value: entry.value, in: analysis))
    }

    /// Whether the place is a type expression: a cell type's `viewModel`, a table's
    /// `sectionViewModel`, or a field of a declared type.
    static func isTypeExpression(_ place: SpecPlace) -> Bool {
        guard !place.onKey else { return false }
        if place.typeKey != nil { return true }
        if place.cellTypeKey != nil { return place.innerKeys.first == "viewModel" }
        return place.sectionNode == nil && place.innerKeys.first == "sectionViewModel"
    }

    private static func cellTypeDeclaration(_ name: String, _ place: SpecPlace, _ analysis: DocumentAnalysis, into text: inout HoverText) {
        let cellTypes = SpecPlace.value(of: "cellTypes", in: place.tableNode)
        guard let entry = DeclarationText.entry(name, in: cellTypes) else { return }
        var uses = 0
        if let table = analysis.spec?.tables.first(where: { $0.name == place.tableName }) {
            for section in table.sections { for cell in section.cells where cell.cellType == name { uses += 1 } }
        }
        text.heading("cell type \(name)")
        text.code(DeclarationText.text(ofEntry: entry.key, value: entry.value, in: analysis))
        text.line("used by \(uses) cell\(uses == 1 ? "" : "s")")
    }

    private static func cell(_ place: SpecPlace, _ analysis: DocumentAnalysis, into text: inout HoverText) {
        guard let model = analysis.model(of: place), let section = model.section, let cell = model.cell else {
            text.heading("cell")
            text.line("(its section or cell does not decode: see the diagnostics)")
            return
        }
        let table = model.table
        text.heading("cell [\(section.index), \(cell.index)] of table \(table.name)")
        text.line("sectionID \(section.section.sectionID) · cellID \(cell.cell.cellID)")
        let type = table.cellTypes.first { $0.name == cell.cell.cellType }
        var defaults: [String] = []
        if let height = type?.height { defaults.append("height \(height.specText)") }
        if let estimated = type?.estimatedHeight { defaults.append("estimatedHeight \(estimated.specText)") }
        text.line("cellType \(text.inline(cell.cell.cellType))" + (defaults.isEmpty ? "" : " (defaults: \(defaults.joined(separator: ", ")))"))
        var details: [String] = []
        details.append("height \(cell.cell.height?.specText ?? "the table's")")
        if let estimated = cell.cell.estimatedHeight { details.append("estimatedHeight \(estimated.specText)") }
        details.append("action \(cell.cell.action.map { text.inline($0) } ?? "none")")
        if cell.cell.deletable { details.append("deletable") }
        text.line(details.joined(separator: " · "))
        if let type, let declared = type.viewModelType, let spec = analysis.spec {
            text.line("viewModel: \(text.inline(declared.name(spec.typeDeclarations)))")
        } else {
            text.line("viewModel: untyped (any value)")
        }
    }

    private static func section(_ place: SpecPlace, _ analysis: DocumentAnalysis, into text: inout HoverText) {
        guard let model = analysis.model(of: place), let section = model.section else {
            text.heading("section")
            text.line("(it does not decode: see the diagnostics)")
            return
        }
        let table = model.table
        text.heading("section \(section.index) of table \(table.name)")
        let rows = section.section.cellCount
        text.line("sectionID \(section.section.sectionID) · \(rows) row\(rows == 1 ? "" : "s")")
        if let title = section.section.header?.title { text.line("header \(text.inline(title))") }
        if let indexTitle = section.section.indexTitle { text.line("index title \(text.inline(indexTitle))") }
    }

    /// A table's size and, when HEAD's version was read, its batch update since then (as the lens lists it).
    private static func table(_ name: String, _ analysis: DocumentAnalysis, head: Spec?, into text: inout HoverText) {
        guard let spec = analysis.spec, let table = spec.tables.first(where: { $0.name == name }) else { return }
        text.heading("table \(name)")
        text.line("style \(table.style.rawValue) · \(table.sections.count) section\(table.sections.count == 1 ? "" : "s") · \(table.cellCount) row\(table.cellCount == 1 ? "" : "s")")
        guard let head else { return }
        let (title, listing) = BatchUpdateLens.update(of: name, diff: SpecDiffer.diff(old: head, new: spec, onlyTable: name), analysis)
        text.line(title)
        if !listing.isEmpty { text.code(listing, language: "text") }
    }
}

/// Hover text in Markdown or plain text.
struct HoverText {
    let markdown: Bool
    private(set) var lines: [String] = []

    var isEmpty: Bool { lines.isEmpty }
    var value: String { lines.joined(separator: markdown ? "  \n" : "\n") }

    mutating func heading(_ text: String) {
        if !lines.isEmpty { lines.append("") }
        lines.append(markdown ? "**\(MarkdownEscaping.escaped(text))**" : text)
    }

    mutating func line(_ text: String) { lines.append(text) }

    mutating func code(_ text: String, language: String = "yaml") {
        lines.append(markdown ? "```\(language)\n\(text)\n```" : text)
    }

    /// A name or value from the spec inside a line.
    func inline(_ text: String) -> String {
        markdown ? "`" + text.split(separator: "`", omittingEmptySubsequences: false).joined(separator: "'") + "`" : text
    }
}
