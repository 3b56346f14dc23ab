@_spi(DocumentStorage) import ListSpecRuntime

/// `textDocument/codeAction`, for the findings on the lines asked about: the finding's fix (a
/// misspelt key, cell type, style, type name or case made the one known name it means; an ID out
/// of order or repeated made the free ID), the very edits `lint --fix` writes (`FixSource`); a
/// `# listspec:disable-next-line RULE` line above the finding (YAML; not for the invariant rules, which no comment turns off); and,
/// in a cell, "insert a cell after this one" with a free cellID between it and the next, or the
/// section's step past the last (where there is none, the action says so and points at the ID
/// advice of the docs).
enum CodeActions {
    static let idAdvice = DocumentationLink.choosingIDs

    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        guard let range = LSPRange(request.params["range"]) else { return [] }
        let encoding = request.encoding
        let isJSON = SpecFormat.isJSON(path: request.session.path)
        let sent = request.params["context"]?["diagnostics"]?.arrayValue ?? []
        var actions: [JSONValue] = []
        let source = FixSource(bytes: analysis.text.bytes, isJSON: isJSON, lineStarts: analysis.text.lineStarts)
        for finding in analysis.loaded.findings {
            let findingRange = analysis.tokenRange(at: finding.location, encoding: encoding)
            guard findingRange.start.line >= range.start.line, findingRange.start.line <= range.end.line else { continue }
            let diagnostic = sent.first { $0["code"]?.stringValue == finding.rule.rawValue && LSPRange($0["range"])?.start == findingRange.start }
                ?? Diagnostics.diagnostic(for: finding, in: analysis, encoding: encoding, links: false)
            if let fix = finding.fix, let edits = source.edits(of: fix) {
                // An unsafe fix (a name further than a typo, a free ID) is offered, never preferred: it is the user's choice.
                actions.append(action(title(of: fix, finding), kind: "quickfix", diagnostic: diagnostic, preferred: fix.isSafe,
                                      edits: edits.map { lspEdit($0, analysis.text, encoding) }, uri: analysis.text.uri))
            }
            if !isJSON, finding.rule != .unusedSuppression, !finding.rule.isInvariant {
                let line = max(0, finding.location.line - 1)
                if line < analysis.text.lineCount {
                    let lineRange = analysis.text.lineRange(line)
                    let indent = analysis.text.bytes[lineRange].prefix { $0 == UInt8(ascii: " ") }.count
                    let at = LSPPosition(line: line, character: 0)
                    let comment = String(repeating: " ", count: indent) + "# listspec:disable-next-line \(finding.rule.rawValue)\n"
                    actions.append(action("Disable \(finding.rule.rawValue) for this line", kind: "quickfix", diagnostic: diagnostic,
                                          edits: [["range": LSPRange(start: at, end: at).json, "newText": .string(comment)]], uri: analysis.text.uri))
                }
            }
        }
        if !isJSON, let insert = insertCell(at: range.start, request, analysis) { actions.append(insert) }
        // A client asking for some kinds only (`source.organizeImports` on save) gets only those.
        if let only = request.params["context"]?["only"]?.arrayValue?.compactMap(\.stringValue) {
            actions = actions.filter { action in
                let kind = action["kind"]?.stringValue ?? ""
                return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
            }
        }
        return .array(actions)
    }

    /// "Change to 'title'", "Change cellID to 15".
    private static func title(of fix: FindingFix, _ finding: Finding) -> String {
        switch fix.edits.first?.new {
        case .id(let id)?:
            let key = finding.rule == .cellOrder || finding.rule == .duplicateCellID ? "cellID" : "sectionID"
            return "Change \(key) to \(id)"
        case .name(let name)?: return "Change to '\(name)'"
        case nil: return "Fix"
        }
    }

    /// A fix's byte edit as the protocol's text edit: the same bytes `lint --fix` writes.
    private static func lspEdit(_ edit: SourceEdit, _ text: TextDocument, _ encoding: PositionEncoding) -> JSONValue {
        let range = LSPRange(start: text.position(ofOffset: edit.range.lowerBound, encoding: encoding),
                             end: text.position(ofOffset: edit.range.upperBound, encoding: encoding))
        return ["range": range.json, "newText": .string(String(decoding: edit.text, as: UTF8.self))]
    }

    private static func action(_ title: String, kind: String, diagnostic: JSONValue?, preferred: Bool? = nil,
                               edits: [JSONValue], uri: String) -> JSONValue {
        var action: [String: JSONValue] = ["title": .string(title), "kind": .string(kind),
                                           "edit": ["changes": .object([uri: .array(edits)])]]
        if let diagnostic { action["diagnostics"] = [diagnostic] }
        if let preferred { action["isPreferred"] = .bool(preferred) }
        return .object(action)
    }

    /// "Insert a cell after this one" in a YAML cell: cellID halfway to the next cell's (the
    /// section's step past this one's when it is the last; see `FreeID`), its cellType this cell's.
    private static func insertCell(at position: LSPPosition, _ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue? {
        guard let place = analysis.place(at: position, encoding: request.encoding), let cell = place.cellNode, let section = place.sectionNode,
              let index = place.cellIndex, let id = SpecPlace.value(of: "cellID", in: cell)?.int else { return nil }
        let text = analysis.text
        let cells = SpecTables.items("cells", of: section)
        let next = index + 1 < cells.count ? SpecPlace.value(of: "cellID", in: cells[index + 1])?.int : nil
        // The item's dash: `- ` right before the cell's map.
        let mapStart = text.offset(of: cell.location)
        let lineStart = text.lineRange(cell.location.line - 1).lowerBound
        guard mapStart - lineStart >= 2, mapStart < text.bytes.count, text.bytes[mapStart - 2] == UInt8(ascii: "-") else { return nil }
        let dash = String(repeating: " ", count: mapStart - 2 - lineStart)
        let flow = text.bytes[mapStart] == UInt8(ascii: "{")
        let type = SpecPlace.value(of: "cellType", in: cell)?.string ?? "Cell"
        let title = "Insert a cell after cellID \(id)"
        // Halfway to the next cell's ID; after the last, the section's step past it.
        let ids = cells.lazy.compactMap { SpecPlace.value(of: "cellID", in: $0)?.int }
        let newID = FreeID.between(id, next, step: FreeID.step(of: ids))
        guard let newID else {
            let reason = (next.map { "No free cellID between \(id) and \($0)" } ?? "No cellID after \(id)")
                + ": renumber with room between IDs (see \(idAdvice))"
            if request.client.disabledCodeActions {
                return ["title": .string(title), "kind": "refactor", "disabled": ["reason": .string(reason)]]
            }
            return ["title": .string(title + " (no free cellID)"), "kind": "refactor",
                    "command": ["title": .string(title), "command": .string(LanguageServer.showCommand), "arguments": [.string(reason)]]]
        }
        var typeText = type
        Array(type.utf8).withUnsafeBufferPointer { bytes in
            guard !YAMLScalar.isPlain(bytes) else { return }
            var quoted: [UInt8] = []
            YAMLScalar.appendQuoted(bytes, to: &quoted)
            typeText = String(decoding: quoted, as: UTF8.self)
        }
        let item = flow ? "\(dash)- {cellID: \(newID), cellType: \(typeText)}" : "\(dash)- cellID: \(newID)\n\(dash)  cellType: \(typeText)"
        let lastLine = DeclarationText.lastLine(of: cell) - 1
        let end = text.position(ofOffset: text.lineRange(min(lastLine, text.lineCount - 1)).upperBound, encoding: request.encoding)
        return action(title + " (cellID \(newID))", kind: "refactor", diagnostic: nil,
                      edits: [["range": LSPRange(start: end, end: end).json, "newText": .string("\n" + item)]], uri: text.uri)
    }
}
