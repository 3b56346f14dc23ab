import Foundation
import ListSpecTestSupport
import Testing

/// `listspec lsp`'s requests, through the built binary: hover, completion, definition,
/// references, outline, code actions, the batch-update lens, and a large document that does
/// not hold up the others.
@Suite struct LanguageServerFeatureTests {
    static let spec = LanguageServerSpecs.recipes

    /// A started server with the spec open; `markdown`: the client takes Markdown hovers.
    static func server(text: String = spec, markdown: Bool = true, folder: URL? = nil, name: String = "recipes.yaml") throws -> (LSPClient, String, URL) {
        let folder = try folder ?? CLI.temporaryDirectory()
        let client = try LSPClient(directory: folder)
        _ = try client.initialize(capabilities: ["textDocument": ["hover": ["contentFormat": markdown ? ["markdown", "plaintext"] : ["plaintext"]],
                                                                  "codeAction": ["disabledSupport": true]]])
        let uri = folder.appendingPathComponent(name).absoluteString
        client.open(uri, text: text)
        _ = try client.diagnostics(for: uri)
        return (client, uri, folder)
    }

    static func at(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    static func hoverText(_ client: LSPClient, _ uri: String, _ line: Int, _ character: Int) throws -> String {
        let result = try client.request("textDocument/hover", at(uri, line, character))["result"] as? [String: Any]
        return (result?["contents"] as? [String: Any])?["value"] as? String ?? ""
    }

    static func finish(_ client: LSPClient, _ folder: URL) {
        _ = try? client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func hover() throws {
        let (client, uri, folder) = try Self.server()
        defer { Self.finish(client, folder) }
        // On a cell's cellType value: the cell, and the cell type's declaration.
        let cell = try Self.hoverText(client, uri, 18, 24)
        #expect(cell.contains("cell \\[0, 0\\] of table recipes"), "\(cell)")
        #expect(cell.contains("sectionID 0 · cellID 1"))
        #expect(cell.contains("(defaults: height 64)"))
        #expect(cell.contains("height 64 · action `OpenRecipe`"))
        #expect(cell.contains("viewModel: `Recipe`"))
        #expect(cell.contains("RecipeCell: {viewModel: Recipe, height: 64}"))
        #expect(cell.contains("used by 2 cells"))
        // The third cell's nested viewModel: index path [0, 2].
        #expect(try Self.hoverText(client, uri, 26, 20).contains("cell \\[0, 2\\] of table recipes"))
        // A section's ID: index, ID, rows, header.
        let section = try Self.hoverText(client, uri, 14, 19)
        #expect(section.contains("section 0 of table recipes") && section.contains("3 rows") && section.contains("Desserts"), "\(section)")
        // A type name in a type expression: its declaration.
        let type = try Self.hoverText(client, uri, 11, 32)
        #expect(type.contains("type Recipe") && type.contains("difficulty: Difficulty"), "\(type)")
        // Out of the document: nothing, and no crash.
        #expect(try client.request("textDocument/hover", Self.at(uri, 999, 999))["error"] == nil)
    }

    @Test func plainTextHover() throws {
        let (client, uri, folder) = try Self.server(markdown: false)
        defer { Self.finish(client, folder) }
        let result = try client.request("textDocument/hover", Self.at(uri, 18, 24))["result"] as? [String: Any]
        let contents = result?["contents"] as? [String: Any]
        #expect(contents?["kind"] as? String == "plaintext")
        #expect((contents?["value"] as? String)?.contains("cell [0, 0] of table recipes") == true)
    }

    static func labels(_ client: LSPClient, _ uri: String, _ line: Int, _ character: Int) throws -> [String] {
        let result = try client.request("textDocument/completion", at(uri, line, character))["result"] as? [String: Any]
        return (result?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    @Test func completion() throws {
        let (client, uri, folder) = try Self.server()
        defer { Self.finish(client, folder) }
        // A new key line in the second cell: the cell keys it does not have yet.
        client.change(uri, version: 2, changes: [["range": ["start": ["line": 22, "character": 27], "end": ["line": 22, "character": 27]],
                                                  "text": "\n            "]])
        _ = try client.diagnostics(for: uri, version: 2)
        #expect(try Self.labels(client, uri, 23, 12) == ["viewModel", "height", "estimatedHeight", "action", "deletable"])
        // cellType values from the table's cellTypes, after `cellType: ` (text that no longer decodes).
        client.change(uri, version: 3, changes: [["range": ["start": ["line": 23, "character": 0], "end": ["line": 23, "character": 12]],
                                                  "text": "          - cellID: \n            cellType: "]])
        _ = try client.diagnostics(for: uri, version: 3)
        #expect(try Self.labels(client, uri, 23, 20) == ["6"], "the free cellID between 2 and 10")
        #expect(try Self.labels(client, uri, 24, 22) == ["RecipeCell", "TitleCell"])
        // Enum cases and a typed viewModel's missing fields.
        #expect(try Self.labels(client, uri, 29, 30) == ["easy", "medium", "hard"])
        #expect(try Self.labels(client, uri, 9, 11).contains("insetGrouped"))
    }

    @Test func completionOfTypedFieldsAndIDs() throws {
        let text = Self.spec.replacingOccurrences(of: "              vegan: true\n", with: "              \n")
            .replacingOccurrences(of: "      - sectionID: 0\n", with: "      - sectionID: 4\n")
            + "      - sectionID: \n"
        let (client, uri, folder) = try Self.server(text: Self.spec)
        defer { Self.finish(client, folder) }
        client.change(uri, version: 2, changes: [["text": text]])
        _ = try client.diagnostics(for: uri, version: 2)
        #expect(try Self.labels(client, uri, 28, 14) == ["vegan"])
        #expect(try Self.labels(client, uri, 29, 19) == ["14"], "past the last sectionID 4, the default step 10")
    }

    static func locations(_ response: [String: Any]) -> [String] {
        let list = response["result"] as? [[String: Any]] ?? (response["result"] as? [String: Any]).map { [$0] } ?? []
        return list.map { location in
            let start = ((location["range"] as? [String: Any])?["start"] as? [String: Any]) ?? [:]
            return "\(start["line"] ?? -1):\(start["character"] ?? -1)"
        }
    }

    @Test func definitionReferencesAndOutline() throws {
        let (client, uri, folder) = try Self.server()
        defer { Self.finish(client, folder) }
        #expect(Self.locations(try client.request("textDocument/definition", Self.at(uri, 18, 24))) == ["11:6"])
        #expect(Self.locations(try client.request("textDocument/definition", Self.at(uri, 11, 32))) == ["2:2"])
        #expect(Self.locations(try client.request("textDocument/definition", Self.at(uri, 4, 20))) == ["6:2"])
        var references = Self.at(uri, 11, 8)
        references["context"] = ["includeDeclaration": true]
        #expect(Self.locations(try client.request("textDocument/references", references)) == ["11:6", "18:22", "24:22"])
        references["context"] = ["includeDeclaration": false]
        #expect(Self.locations(try client.request("textDocument/references", references)) == ["18:22", "24:22"])

        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])["result"] as? [[String: Any]] ?? []
        #expect(symbols.map { $0["name"] as? String ?? "" } == ["recipes"])
        let sections = symbols.last?["children"] as? [[String: Any]] ?? []
        #expect(sections.map { $0["name"] as? String ?? "" } == ["sectionID 0 · Desserts"])
        let cells = sections.first?["children"] as? [[String: Any]] ?? []
        #expect(cells.map { $0["name"] as? String ?? "" } == ["cellID 1 · RecipeCell", "cellID 2 · TitleCell", "cellID 10 · RecipeCell"])
    }

    static func actions(_ client: LSPClient, _ uri: String, line: Int) throws -> [[String: Any]] {
        let position = ["line": line, "character": 14]
        return try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": position, "end": position],
                                                             "context": ["diagnostics": []]])["result"] as? [[String: Any]] ?? []
    }

    static func edits(_ action: [String: Any], _ uri: String) -> [[String: Any]] {
        ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]] ?? []
    }

    @Test func codeActionsFixAndSilence() throws {
        let text = Self.spec.replacingOccurrences(of: "            cellType: TitleCell\n", with: "            cellType: TitleCel\n            heigth: 3\n")
        let (client, uri, folder) = try Self.server(text: text)
        defer { Self.finish(client, folder) }
        let onType = try Self.actions(client, uri, line: 22)
        let titles = onType.map { $0["title"] as? String ?? "" }
        #expect(titles.contains("Change to 'TitleCell'"), "\(titles)")
        #expect(titles.contains("Disable unknown-cell-type for this line"))
        let onKey = try Self.actions(client, uri, line: 23)
        let fix = try #require(onKey.first { $0["title"] as? String == "Change to 'height'" })
        let disable = try #require(try Self.actions(client, uri, line: 22).first { $0["title"] as? String == "Disable unknown-cell-type for this line" })
        // Applied as the editor applies them: only the declared TitleCell, now unused, is left.
        var version = 2
        for action in [fix, disable] {
            for edit in Self.edits(action, uri) {
                client.change(uri, version: version, changes: [["range": edit["range"] ?? [:], "text": edit["newText"] ?? ""]])
                version += 1
            }
        }
        let left = try client.diagnostics(for: uri, version: version - 1).map { $0["code"] as? String ?? "" }
        #expect(left == ["unused-cell-type"])
    }

    /// A typo's fix is the preferred quick fix; another word's (unsafe, as `--unsafe-fixes` writes
    /// it) is offered, not preferred (section 15, amended 2026-12-05).
    @Test func quickFixesPreferOnlyTypos() throws {
        let text = Self.spec.replacingOccurrences(of: "            cellType: TitleCell\n", with: "            cellType: TitleCel\n            selectable: true\n")
        let (client, uri, folder) = try Self.server(text: text)
        defer { Self.finish(client, folder) }
        let typo = try #require(try Self.actions(client, uri, line: 22).first { $0["title"] as? String == "Change to 'TitleCell'" })
        #expect(typo["isPreferred"] as? Bool == true)
        let other = try #require(try Self.actions(client, uri, line: 23).first { $0["title"] as? String == "Change to 'deletable'" })
        #expect(other["isPreferred"] as? Bool == false)
        #expect(Self.edits(other, uri).first?["newText"] as? String == "deletable")
    }

    @Test func codeActionsOfTheKindsAsked() throws {
        let text = Self.spec.replacingOccurrences(of: "            cellType: TitleCell\n", with: "            cellType: TitleCel\n")
        let (client, uri, folder) = try Self.server(text: text)
        defer { Self.finish(client, folder) }
        func kinds(_ only: [String]) throws -> [String] {
            let position = ["line": 22, "character": 14]
            let result = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": position, "end": position],
                                                                        "context": ["diagnostics": [], "only": only]])["result"] as? [[String: Any]]
            return (result ?? []).compactMap { $0["kind"] as? String }
        }
        #expect(try kinds(["source.organizeImports"]).isEmpty)
        #expect(try kinds(["quickfix"]) == ["quickfix", "quickfix"])
        #expect(try kinds(["refactor"]) == ["refactor"])
    }

    @Test func insertACellWithAFreeID() throws {
        let (client, uri, folder) = try Self.server()
        defer { Self.finish(client, folder) }
        // Between cellID 2 and 10: 6.
        let between = try Self.actions(client, uri, line: 22).first { ($0["title"] as? String)?.hasPrefix("Insert a cell") == true }
        let action = try #require(between)
        let edit = try #require(Self.edits(action, uri).first)
        #expect(edit["newText"] as? String == "\n          - cellID: 6\n            cellType: TitleCell")
        client.change(uri, version: 2, changes: [["range": edit["range"] ?? [:], "text": edit["newText"] ?? ""]])
        #expect(try client.diagnostics(for: uri, version: 2).isEmpty)
        // Between 1 and 2 there is none: the action says so, disabled, pointing at the ID advice.
        let none = try Self.actions(client, uri, line: 18).first { ($0["title"] as? String)?.hasPrefix("Insert a cell") == true }
        let reason = (none?["disabled"] as? [String: Any])?["reason"] as? String ?? ""
        #expect(reason.contains("No free cellID between 1 and 2") && reason.contains("Docs/SpecFormat.md#choosing-ids"), "\(reason)")
    }

    /// Issue 46, item 6: after the last row, the section's step (the most common gap), not +1.
    @Test func insertACellAfterTheLastWithTheSectionsStep() throws {
        let text = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 100, cellType: A}\n      - {cellID: 200, cellType: A}\n"
            + "      - cellID: \n"
        let (client, uri, folder) = try Self.server(text: text)
        defer { Self.finish(client, folder) }
        let last = try Self.actions(client, uri, line: 4).first { ($0["title"] as? String)?.hasPrefix("Insert a cell") == true }
        #expect(Self.edits(try #require(last), uri).first?["newText"] as? String == "\n      - {cellID: 300, cellType: A}")
        #expect(try Self.labels(client, uri, 5, 16) == ["300"])
    }

    /// Issue 46, item 10: an ID finding's fix writes the free ID the finding carries; the
    /// invariant rules get no `disable-next-line`.
    @Test func idFindingsAreFixedWithTheirFreeID() throws {
        let text = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 10, cellType: A}\n      - {cellID: 50, cellType: A}\n"
            + "      - {cellID: 20, cellType: A}\n      - {cellID: 20, cellType: A}\n"
        let (client, uri, folder) = try Self.server(text: text)
        defer { Self.finish(client, folder) }
        let order = try Self.actions(client, uri, line: 4)
        #expect(order.compactMap { $0["title"] as? String }.filter { !$0.hasPrefix("Insert") } == ["Change cellID to 15"], "\(order)")
        let duplicate = try Self.actions(client, uri, line: 6).compactMap { $0["title"] as? String }.filter { !$0.hasPrefix("Insert") }
        #expect(duplicate == ["Change cellID to 60"], "\(duplicate)")
        var version = 2
        for line in [4, 6] {
            let fix = try #require(try Self.actions(client, uri, line: line).first { ($0["title"] as? String)?.hasPrefix("Change cellID") == true })
            for edit in Self.edits(fix, uri) {
                client.change(uri, version: version, changes: [["range": edit["range"] ?? [:], "text": edit["newText"] ?? ""]])
                version += 1
            }
        }
        #expect(try client.diagnostics(for: uri, version: version - 1).isEmpty)
    }

    /// Issue 46, item 5: completion inside one-line cells and flow maps answers as block style does.
    @Test func completionInsideFlowMaps() throws {
        let (client, uri, folder) = try Self.server()
        defer { Self.finish(client, folder) }
        // A request on text that decodes, as while editing: its cell types and types serve the lines that do not.
        _ = try Self.hoverText(client, uri, 18, 24)
        var version = 1
        func labels(after line: String, replacing old: String) throws -> [String] {
            version += 1
            let text = Self.spec.replacingOccurrences(of: old, with: line + "\n")
            client.change(uri, version: version, changes: [["text": text]])
            _ = try client.diagnostics(for: uri, version: version)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let index = try #require(lines.firstIndex { $0 == line })
            return try Self.labels(client, uri, index, line.utf16.count)
        }
        let second = "          - cellID: 2\n            cellType: TitleCell\n"
        #expect(try labels(after: "          - {cellID: 4, cellType: ", replacing: second) == ["RecipeCell", "TitleCell"])
        #expect(try labels(after: "          - {cellID: 4, cellType: TitleCell, ", replacing: second)
            == ["viewModel", "height", "estimatedHeight", "action", "deletable"])
        #expect(try labels(after: "          - {cellID: ", replacing: second) == ["5"], "between 1 and 10")
        #expect(try labels(after: "          - {cellID: 4, cellType: RecipeCell, viewModel: {title: Tart, difficulty: ", replacing: second)
            == ["easy", "medium", "hard"])
        #expect(try labels(after: "          - {cellID: 4, cellType: RecipeCell, viewModel: {title: Tart, ", replacing: second) == ["difficulty", "vegan"])
        #expect(try labels(after: "          - {cellID: 4, cellType: RecipeCell, deletable: ", replacing: second) == ["true", "false"])
        // A block key whose value is a flow map: the cell's cellType on the lines around it.
        #expect(try labels(after: "            viewModel: {title: Cake, vegan: ",
                           replacing: "            viewModel: {title: Cake, difficulty: easy, vegan: false}\n") == ["true", "false"])
        // Closed before the cursor, or in a comment: nothing from the flow map.
        #expect(try labels(after: "          - {cellID: 4, cellType: TitleCell} # cellType: ", replacing: second).isEmpty)
    }

    /// IDs at the ends of Int64: a free ID is found without overflowing, or there is none.
    @Test func insertACellAtTheEndsOfInt64() throws {
        let text = "sections:\n  - sectionID: 0\n    cells:\n      - cellID: -9223372036854775808\n        cellType: A\n"
            + "      - cellID: 9223372036854775807\n        cellType: A\n"
        let (client, uri, folder) = try Self.server(text: text)
        defer { Self.finish(client, folder) }
        let first = try Self.actions(client, uri, line: 3).first { ($0["title"] as? String)?.hasPrefix("Insert a cell") == true }
        let action = try #require(first)
        // The midpoint of the whole range, without overflowing.
        #expect(Self.edits(action, uri).first?["newText"] as? String == "\n      - cellID: -1\n        cellType: A")
        let last = try Self.actions(client, uri, line: 5).first { ($0["title"] as? String)?.hasPrefix("Insert a cell") == true }
        let reason = (last?["disabled"] as? [String: Any])?["reason"] as? String ?? ""
        #expect(reason.hasPrefix("No cellID after 9223372036854775807"), "\(reason)")
    }

    static func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    @Test func batchUpdateLensFromGitHead() throws {
        let folder = try CLI.folder(with: ["recipes.yaml": Self.spec])
        try Self.git(["init", "-q"], in: folder)
        try Self.git(["add", "recipes.yaml"], in: folder)
        try Self.git(["commit", "-q", "-m", "spec"], in: folder)
        let edited = Self.spec.replacingOccurrences(of: "            cellType: TitleCell\n",
                                                    with: "            cellType: TitleCell\n          - cellID: 3\n            cellType: TitleCell\n")
            .replacingOccurrences(of: "title: Pie", with: "title: Pies")
        let (client, uri, _) = try Self.server(text: edited, folder: folder)
        defer { Self.finish(client, folder) }
        let lenses = try client.request("textDocument/codeLens", ["textDocument": ["uri": uri]])["result"] as? [[String: Any]] ?? []
        #expect(lenses.count == 1)
        let command = lenses.first?["command"] as? [String: Any] ?? [:]
        #expect(command["title"] as? String == "since HEAD: 1 row inserted, 1 row reloaded")
        let listing = (command["arguments"] as? [String])?.first ?? ""
        #expect(listing.contains("+ cellID 3 at [0, 2]") && listing.contains("~ cellID 10 at [0, 2]"), "\(listing)")
        // The same as `listspec diff` prints.
        try edited.write(to: folder.appendingPathComponent("edited.yaml"), atomically: true, encoding: .utf8)
        let diff = try CLI.run(["diff", "recipes.yaml", "edited.yaml"], directory: folder)
        #expect(diff.stdout == listing)
        // Hover over the table's name says the same (HEAD's version was read for the lens).
        let hover = try Self.hoverText(client, uri, 8, 4)
        #expect(hover.contains("since HEAD: 1 row inserted, 1 row reloaded") && hover.contains("+ cellID 3 at [0, 2]"), "\(hover)")

        // A file outside git: no lens.
        let (outside, outsideURI, outsideFolder) = try Self.server()
        defer { Self.finish(outside, outsideFolder) }
        #expect((try outside.request("textDocument/codeLens", ["textDocument": ["uri": outsideURI]])["result"] as? [Any])?.isEmpty == true)
    }

    /// A change that looks like a renumbering is flagged on the lens, as `listspec diff` flags it.
    @Test func lensFlagsARenumbering() throws {
        let old = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Specs/settings.yaml"), encoding: .utf8)
        let renumbered = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Specs/settings-renumbered.yaml"), encoding: .utf8)
        let folder = try CLI.folder(with: ["settings.yaml": old])
        try Self.git(["init", "-q"], in: folder)
        try Self.git(["add", "settings.yaml"], in: folder)
        try Self.git(["commit", "-q", "-m", "spec"], in: folder)
        let (client, uri, _) = try Self.server(text: renumbered, folder: folder, name: "settings.yaml")
        defer { Self.finish(client, folder) }
        let lenses = try client.request("textDocument/codeLens", ["textDocument": ["uri": uri]])["result"] as? [[String: Any]] ?? []
        let command = lenses.first?["command"] as? [String: Any] ?? [:]
        #expect((command["title"] as? String)?.hasSuffix("looks like a renumbering [renumbered-cells]") == true, "\(command)")
        let listing = (command["arguments"] as? [String])?.first ?? ""
        #expect(listing.contains("[renumbered-cells]"))
    }

    /// A 100,000-cell document is linted on its own queue: a small document opened after it
    /// gets its diagnostics and answers first.
    @Test func largeDocumentDoesNotHoldUpOthers() throws {
        var big = "tables:\n  big:\n    sections:\n"
        for section in 0..<100 {
            big += "      - sectionID: \(section)\n        cells:\n"
            for cell in 0..<1000 { big += "          - {cellID: \(cell), cellType: Row, viewModel: \"row \(cell)\"}\n" }
        }
        let folder = try CLI.temporaryDirectory()
        let client = try LSPClient(directory: folder)
        defer { Self.finish(client, folder) }
        _ = try client.initialize()
        let bigURI = folder.appendingPathComponent("big.yaml").absoluteString, smallURI = folder.appendingPathComponent("small.yaml").absoluteString
        client.open(bigURI, text: big)
        client.open(smallURI, text: Self.spec)
        let started = Date()
        _ = try client.diagnostics(for: smallURI, timeout: 120)
        let hover = try Self.hoverText(client, smallURI, 18, 24)
        let small = Date().timeIntervalSince(started)
        #expect(hover.contains("cellID 1"))
        #expect(try client.diagnostics(for: bigURI, timeout: 300).isEmpty)
        let large = Date().timeIntervalSince(started)
        #expect(small < large, "the small document answered in \(small) s, the large one was linted in \(large) s")
        // And a hover on the large document's last cell.
        #expect(try Self.hoverText(client, bigURI, 3 + 99 * 1002 + 2 + 999, 20).contains("cell [99, 999] of table big"))
    }

    /// `textDocument/formatting` answers `listspec format`'s output for the editor's text (not the
    /// disk's) as one edit over the whole document; a formatted or unparsable document gets none.
    @Test func formattingIsListspecFormatsOutput() throws {
        let messy = "tables:\n    menu:\n        sections:\n        -   cells: [{cellType: Row, cellID: 1}]   # the rows\n            sectionID: 0\n"
        let (client, uri, folder) = try Self.server(text: messy, name: "menu.yaml")
        defer { Self.finish(client, folder) }
        let options: [String: Any] = ["tabSize": 2, "insertSpaces": true]
        let edits = try client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": options])["result"] as? [[String: Any]] ?? []
        let expected = try CLI.run(["format", "-", "--stdin-filename", "menu.yaml"], stdin: Data(messy.utf8))
        #expect(expected.status == 0)
        #expect(edits.count == 1)
        #expect(edits.first?["newText"] as? String == expected.stdout)
        let range = edits.first?["range"] as? [String: Any]
        #expect((range?["start"] as? [String: Any])?["line"] as? Int == 0)
        #expect((range?["end"] as? [String: Any])?["line"] as? Int == 5)

        client.change(uri, version: 2, changes: [["text": expected.stdout]])
        _ = try client.diagnostics(for: uri, version: 2)
        #expect((try client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": options])["result"] as? [Any])?.isEmpty == true)
        client.change(uri, version: 3, changes: [["text": "tables: [\n"]])
        _ = try client.diagnostics(for: uri, version: 3)
        #expect((try client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": options])["result"] as? [Any])?.isEmpty == true)
    }

    /// An editor that hands the server every YAML and JSON buffer (Neovim 0.11's `filetypes`, Helix,
    /// Zed, format on save): what `lint FILE` would not read (no spec by its name or top-level keys, or
    /// a spec its settings exclude) gets no findings, no formatting and no symbols; a spec, and the
    /// same text once it holds a spec key, gets them.
    @Test func aBufferLintWouldNotReadIsLeftAlone() throws {
        let folder = try CLI.folder(with: [".listspec.yml": "exclude: [\"drafts/**\"]\n"])
        let client = try LSPClient(directory: folder)
        defer { Self.finish(client, folder) }
        _ = try client.initialize()
        let options: [String: Any] = ["tabSize": 2, "insertSpaces": true]
        let messySpec = "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row, hieght: 44}]\n"
        let others = [("docker-compose.yml", "services:\n    web:   {image:   nginx}\n"),
                      ("tsconfig.json", "{\n  // strict\n  \"compilerOptions\": {\"strict\": true,},\n}\n"),
                      ("drafts/menu.yaml", messySpec)]
        for (name, text) in others {
            let uri = folder.appendingPathComponent(name).absoluteString
            client.open(uri, text: text)
            #expect(try client.diagnostics(for: uri).isEmpty, "\(name)")
            #expect((try client.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": options])["result"] as? [Any])?.isEmpty == true,
                    "\(name)")
            #expect((try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])["result"] as? [Any])?.isEmpty ?? true, "\(name)")
        }
        for name in ["menu.yaml", "empty.listspec.yaml"] {
            let uri = folder.appendingPathComponent(name).absoluteString
            client.open(uri, text: name == "menu.yaml" ? messySpec : "")
            #expect(try !client.diagnostics(for: uri).isEmpty, "\(name)")
        }
        let menu = folder.appendingPathComponent("menu.yaml").absoluteString
        #expect((try client.request("textDocument/formatting", ["textDocument": ["uri": menu], "options": options])["result"] as? [Any])?.count == 1)
        // The docker-compose.yml's text turned into a spec: served from then on.
        let compose = folder.appendingPathComponent("docker-compose.yml").absoluteString
        client.change(compose, version: 2, changes: [["text": messySpec]])
        #expect(try client.diagnostics(for: compose, version: 2).contains { $0["code"] as? String == "unknown-key" })
    }
}
