@_spi(DocumentStorage) import ListSpecRuntime

/// `textDocument/codeLens`: on each table's name, the batch update from the file's version at
/// git HEAD to the text in the editor, summed up as `listspec diff` sums it up ("2 rows
/// inserted, 1 row reloaded") and flagged when it looks like a renumbering; its command shows the
/// index paths (and the warning) as `listspec diff` lists them. No lens where the file is not in
/// a git repository or not in HEAD.
enum BatchUpdateLens {
    /// How long a lens waits for `git show` (run on a background queue since the document opened).
    static let headTimeout = 5.0
    static let rulesTheMergeNeeds: Set<Rule> = [.sectionOrder, .duplicateSectionID, .cellOrder, .duplicateCellID]

    static func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        let tables = SpecTables.entries(of: analysis.document?.root)
        guard !tables.isEmpty, let head = request.session.head.spec(waiting: headTimeout) else { return [] }
        let diff = analysis.spec.map { SpecDiffer.diff(old: head, new: $0) }
        let breaking = analysis.isServed ? BreakingLens.lenses(analysis, head: head, encoding: request.encoding) : []
        return .array(breaking + tables.map { table in
            let at = table.key ?? table.node.pairIndex(ofKey: "sections").map { table.node.pairs[$0].key } ?? table.node
            let (title, listing) = update(of: table.name, diff: diff, analysis)
            var command: [String: JSONValue] = ["title": .string(title), "command": .string(LanguageServer.showCommand)]
            if !listing.isEmpty { command["arguments"] = [.string(listing)] }
            return ["range": analysis.tokenRange(at: at.location, encoding: request.encoding).json, "command": .object(command)]
        })
    }

    /// The lens's title for table `name` and the update's listing (empty when there is none to list).
    static func update(of name: String, diff: SpecDiff?, _ analysis: DocumentAnalysis) -> (title: String, listing: String) {
        // The merge needs ascending, distinct IDs (as `listspec diff` refuses a spec without them);
        // other errors leave the update meaningful while typing.
        let errors = analysis.loaded.findings
            .filter { $0.severity == .error && rulesTheMergeNeeds.contains($0.rule) }.count
        guard let diff else { return ("batch update since HEAD: the text does not decode", "") }
        if errors > 0 { return ("batch update since HEAD: fix the \(errors) ID error\(errors == 1 ? "" : "s") first", "") }
        guard let change = diff.tables.first(where: { $0.name == name }) else { return ("since HEAD: unchanged", "") }
        let renderer = DiffTextRenderer()
        var out = ByteWriter()
        renderer.render(change, into: &out)
        var listing = String(decoding: out.output, as: UTF8.self)
        var title = "since HEAD: " + renderer.summary(change)
        // A change that looks like a renumbering is flagged as `listspec diff` flags it.
        if let warning = change.warning {
            title += " · looks like a renumbering [\(warning.rule.rawValue)]"
            listing += DiffWarningLines.text([warning], palette: .plain)
        }
        return (title, listing)
    }
}
