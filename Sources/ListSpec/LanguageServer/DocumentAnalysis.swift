@_spi(DocumentStorage) import ListSpecRuntime

/// One version of an open document, linted: the text, lint's findings for it, and the spec and
/// document read (when it parses), which hover, completion and the other requests read.
package struct DocumentAnalysis: Sendable {
    package let text: TextDocument
    package let loaded: LoadedSpec
    /// Why the nearest `.listspec.yml` could not be used (lint would stop with exit 2), if so.
    package let configurationProblem: String?
    /// Whether the settings mark the file as served (`served:`): its lenses show `listspec breaking` against HEAD.
    package let isServed: Bool
    /// Whether `lint` would read the file as a spec (`BufferReport.isSpec`): only a spec is formatted.
    package let isSpec: Bool

    package var version: Int { text.version }
    package var spec: Spec? { loaded.spec }
    package var document: Document? { loaded.document }

    /// Lints `text` as the file at `path` (the front end's report on the buffer, under the settings
    /// that apply to that file): once per version, keeping the spec and document that hover,
    /// completion and the other requests read.
    package init(text: TextDocument, path: String, frontend: Frontend) {
        self.text = text
        let report = frontend.report(onBuffer: text.bytes, standingFor: path)
        loaded = report.loaded
        isSpec = report.isSpec
        switch report.settings {
        case .usable(let own):
            configurationProblem = nil
            isServed = own.serves(path)
        case .unusable(let error):
            configurationProblem = "unusable configuration: " + error.lines.joined(separator: "; ")
            isServed = false
        }
    }

    /// The place at an LSP position, when the document was read.
    func place(at position: LSPPosition, encoding: PositionEncoding) -> SpecPlace? {
        guard let root = document?.root else { return nil }
        return SpecPlace(at: text.location(of: position, encoding: encoding), in: root)
    }

    /// The range of the token at a line and column (listspec's), in the negotiated encoding.
    func tokenRange(at location: SourceLocation, encoding: PositionEncoding) -> LSPRange {
        // libyaml places an error at the end of a text without a final line break on the line
        // after it: the range says that line, as lint does (clients clamp it to the text).
        if location.line - 1 >= text.lineCount {
            let end = LSPPosition(line: location.line - 1, character: 0)
            return LSPRange(start: end, end: end)
        }
        let start = text.offset(of: location)
        let line = max(0, min(location.line - 1, text.lineCount - 1))
        let end = TokenExtent.end(from: start, in: text.bytes, lineEnd: text.lineRange(line).upperBound)
        return LSPRange(start: text.position(ofOffset: start, encoding: encoding), end: text.position(ofOffset: end, encoding: encoding))
    }

    /// The spec's table, section and cell a place is in, matched by name and IDs (the model keeps
    /// only what decoded, so positions in the document and in the model may differ).
    func model(of place: SpecPlace) -> (table: Table, section: (index: Int, section: Section)?, cell: (index: Int, cell: Cell)?)? {
        guard let spec, let name = place.tableName, let table = spec.tables.first(where: { $0.name == name }) else { return nil }
        guard let sectionID = SpecPlace.value(of: "sectionID", in: place.sectionNode)?.int,
              let sectionIndex = table.sections.firstIndex(where: { $0.sectionID == sectionID }) else { return (table, nil, nil) }
        let section = table.sections[sectionIndex]
        guard let cellID = SpecPlace.value(of: "cellID", in: place.cellNode)?.int,
              let cellIndex = section.cells.firstIndex(where: { $0.cellID == cellID }) else { return (table, (sectionIndex, section), nil) }
        return (table, (sectionIndex, section), (cellIndex, section.cells[cellIndex]))
    }
}
