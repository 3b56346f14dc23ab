import Foundation
import ListSpecTestSupport
import Testing

/// `listspec lsp` driven over standard input and output as an editor drives it (contract
/// section 11): the lifecycle and its error codes, position encodings, incremental edits, and
/// diagnostics equal to `listspec lint --format json` for the text in the editor.
@Suite struct LanguageServerTests {
    static let broken = """
    tables:
      menu:
        cellTypes: {MenuCell: {height: 44}}
        sections:
          - sectionID: 0
            header: "Menü 😀"
            cells:
              - {cellID: 1, cellType: MenuCell, viewModel: "日本語 😀 x", heigth: 3}
              - cellID: 0
                cellType: MenuCel

    """

    static func error(_ response: [String: Any]) -> Int? {
        (response["error"] as? [String: Any])?["code"] as? Int
    }

    static func result(_ response: [String: Any]) -> [String: Any]? {
        response["result"] as? [String: Any]
    }

    @Test func lifecycleAndErrors() throws {
        let client = try LSPClient()
        #expect(Self.error(try client.request("textDocument/hover", ["textDocument": ["uri": "file:///x.yaml"], "position": ["line": 0, "character": 0]])) == -32002)
        let initialize = try client.initialize()
        let capabilities = try #require(Self.result(initialize)?["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-16")
        #expect((capabilities["textDocumentSync"] as? [String: Any])?["change"] as? Int == 2)
        #expect(capabilities["documentFormattingProvider"] as? Bool == true)
        #expect(Self.error(try client.request("workspace/frobnicate")) == -32601)
        client.notify("workspace/somethingNew", ["x": 1])
        // Invalid JSON, then a message that is JSON but no request: the server reads on.
        let bad = Data("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ".utf8)
        client.sendRaw(Data("Content-Length: \(bad.count)\r\n\r\n".utf8) + bad)
        let parseError = try client.take(timeout: 30) { Self.error($0) == -32700 }
        #expect(parseError["id"] is NSNull)
        client.sendRaw(Data("Content-Length: 2\r\n\r\n[]".utf8))
        _ = try client.take(timeout: 30) { Self.error($0) == -32600 }
        #expect(Self.error(try client.request("textDocument/hover", ["textDocument": ["uri": "file:///x.yaml"]])) == -32602)
        #expect(Self.error(try client.request("textDocument/definition", ["position": ["line": 0, "character": 0]])) == -32602)
        // A document that is not open has nothing to say.
        #expect(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///nowhere.yaml"]])["result"] as? [Any] != nil)
        let shutdown = try client.request("shutdown")
        #expect(shutdown["result"] is NSNull && shutdown["error"] == nil)
        client.notify("exit")
        #expect(client.waitForExit() == 0)
        #expect(try Self.onlyFramedMessages(client.rawOutput))
    }

    @Test func exitWithoutShutdownAndEndOfInput() throws {
        let client = try LSPClient()
        _ = try client.initialize()
        client.notify("exit")
        #expect(client.waitForExit() == 1)

        let second = try LSPClient()
        _ = try second.initialize()
        second.closeInput()
        #expect(second.waitForExit() != nil, "the end of input ends the server")
    }

    @Test func cancelledRequestIsAnsweredAsCancelled() throws {
        let client = try LSPClient()
        _ = try client.initialize()
        let uri = "file:///tmp/cancel.yaml"
        client.open(uri, text: Self.broken)
        // Cancelled before it is read: the request is answered with RequestCancelled.
        let id = 1000
        client.notify("$/cancelRequest", ["id": id])
        client.send(["id": id, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": uri]]])
        #expect(Self.error(try client.response(to: id)) == -32800)
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    /// Capabilities as Emacs's eglot sends them (UTF-32 first, no code description links) and the
    /// notifications clients send that the server has no use for: UTF-8 is chosen, diagnostics
    /// carry no link, nothing is answered to a notification.
    @Test func eglotLikeClient() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LSPClient(directory: folder)
        let initialize = try client.request("initialize", [
            "processId": 4242, "clientInfo": ["name": "Eglot"], "rootPath": folder.path, "rootUri": folder.absoluteString,
            "initializationOptions": [String: Any](), "workspaceFolders": [["uri": folder.absoluteString, "name": "specs"]],
            "capabilities": [
                "general": ["positionEncodings": ["utf-32", "utf-8", "utf-16"]],
                "workspace": ["applyEdit": true, "configuration": true, "workspaceFolders": true],
                "textDocument": ["synchronization": ["dynamicRegistration": false, "willSave": true, "didSave": true],
                                 "hover": ["contentFormat": ["markdown", "plaintext"]],
                                 "publishDiagnostics": ["relatedInformation": false, "codeDescriptionSupport": false]],
            ],
        ])
        #expect((Self.result(initialize)?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-8")
        client.notify("initialized")
        client.notify("workspace/didChangeConfiguration", ["settings": NSNull()])
        client.notify("$/setTrace", ["value": "off"])
        let uri = folder.appendingPathComponent("menu.yaml").absoluteString
        client.open(uri, text: Self.broken)
        client.notify("textDocument/willSave", ["textDocument": ["uri": uri], "reason": 1])
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0["codeDescription"] == nil })
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
        #expect(client.unclaimed.allSatisfy { $0["method"] as? String == "textDocument/publishDiagnostics" }, "\(client.unclaimed)")
    }

    /// Every byte of standard output is a framed JSON message.
    static func onlyFramedMessages(_ data: Data) throws -> Bool {
        var rest = data[...]
        while !rest.isEmpty {
            guard let end = rest.range(of: Data("\r\n\r\n".utf8)) else { return false }
            let header = String(decoding: rest[rest.startIndex..<end.lowerBound], as: UTF8.self)
            guard header.hasPrefix("Content-Length: "), let length = Int(header.dropFirst("Content-Length: ".count)) else { return false }
            let body = rest[end.upperBound..<(end.upperBound + length)]
            guard (try? JSONSerialization.jsonObject(with: body)) != nil else { return false }
            rest = rest[(end.upperBound + length)...]
        }
        return true
    }

    // MARK: Diagnostics equal lint

    /// Lint's findings for `text` at `path`, as the diagnostics the server must publish
    /// (0-based line, character in `encoding` units, severity, code, message).
    static func expectedDiagnostics(text: String, path: String, folder: URL, utf8: Bool) throws -> [String] {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let lint = try CLI.run(["lint", "--format", "json", "--quiet", path], directory: folder)
        #expect(!lint.crashed && lint.status != 2, "\(lint.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        let lines = Self.lines(text)
        return (json["findings"] as? [[String: Any]] ?? []).map { finding in
            let line = (finding["line"] as? Int ?? 1) - 1, column = (finding["column"] as? Int ?? 1) - 1
            let lineText = line < lines.count ? lines[line] : ""
            let prefix = String(String.UnicodeScalarView(lineText.unicodeScalars.prefix(column)))
            let character = utf8 ? prefix.utf8.count : prefix.utf16.count
            let severity = finding["severity"] as? String == "error" ? 1 : 2
            return "\(line):\(character) \(severity) \(finding["rule"] ?? "") \(finding["message"] ?? "")"
        }
    }

    /// Lines as the protocol breaks them (LF, CRLF, CR).
    static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func summary(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.map { diagnostic in
            let start = ((diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]) ?? [:]
            return "\(start["line"] ?? -1):\(start["character"] ?? -1) \(diagnostic["severity"] ?? 0) \(diagnostic["code"] ?? "") \(diagnostic["message"] ?? "")"
        }
    }

    @Test(arguments: [false, true]) func diagnosticsEqualLintInEitherEncoding(utf8: Bool) throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LSPClient(directory: folder)
        let initialize = try client.initialize(capabilities: [
            "general": ["positionEncodings": utf8 ? ["utf-8", "utf-16"] : ["utf-16"]],
            "textDocument": ["publishDiagnostics": ["codeDescriptionSupport": true]],
        ])
        #expect((Self.result(initialize)?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == (utf8 ? "utf-8" : "utf-16"))
        let path = folder.appendingPathComponent("menu.yaml").path
        let uri = URL(fileURLWithPath: path).absoluteString
        client.open(uri, text: Self.broken)
        let diagnostics = try client.diagnostics(for: uri)
        #expect(Self.summary(diagnostics) == (try Self.expectedDiagnostics(text: Self.broken, path: path, folder: folder, utf8: utf8)))
        #expect(diagnostics.count == 3)
        for diagnostic in diagnostics {
            #expect(diagnostic["source"] as? String == "listspec")
            let href = (diagnostic["codeDescription"] as? [String: Any])?["href"] as? String
            #expect(href?.hasPrefix("https://") == true)
        }
        // The ranges cover the token: `heigth` after CJK and an emoji, `MenuCel`.
        let ranges = diagnostics.map { diagnostic -> String in
            let range = diagnostic["range"] as? [String: Any] ?? [:]
            let start = range["start"] as? [String: Any] ?? [:], end = range["end"] as? [String: Any] ?? [:]
            return "\(start["line"] ?? 0):\(start["character"] ?? 0)-\(end["line"] ?? 0):\(end["character"] ?? 0)"
        }
        let keyLine = Self.lines(Self.broken)[7]
        let keyStart = try #require(keyLine.range(of: "heigth")).lowerBound
        let before = String(keyLine[..<keyStart])
        let startCharacter = utf8 ? before.utf8.count : before.utf16.count
        #expect(ranges.contains("7:\(startCharacter)-7:\(startCharacter + 6)"))
        #expect(ranges.contains("9:22-9:29"))

        // Fix the order with an incremental edit (the `0` of `cellID: 0` becomes `2`).
        client.change(uri, version: 2, changes: [["range": ["start": ["line": 8, "character": 22], "end": ["line": 8, "character": 23]], "text": "2"]])
        let fixed = Self.broken.replacingOccurrences(of: "cellID: 0", with: "cellID: 2")
        #expect(Self.summary(try client.diagnostics(for: uri, version: 2)) == (try Self.expectedDiagnostics(text: fixed, path: path, folder: folder, utf8: utf8)))
        // Closed: cleared.
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        #expect(try client.diagnostics(for: uri).isEmpty)
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    /// Random specs, random edits (inserts, deletes, replacements anywhere, in UTF-16 positions
    /// that may fall inside a character or past a line's end): after each, the diagnostics are
    /// lint's for the same text.
    @Test func randomEditsKeepDiagnosticsEqualToLint() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LSPClient(directory: folder)
        _ = try client.initialize()
        var rng = SeededRandom(seed: 3917)
        let pieces = ["", "x", "\n", "\r\n", "\r", "cellID: 7\n", "  ", "😀", "é", "- ", ":", "{", "]", "# listspec:disable-next-line cell-order\n", "1", "日本"]
        for round in 0..<16 {
            let json = round % 4 == 1
            // Named as a spec: lint reads a named file only when it is one (section 2); the editor reads any buffer.
            let path = folder.appendingPathComponent("random\(round).listspec.\(json ? "json" : "yaml")").path
            let uri = URL(fileURLWithPath: path).absoluteString
            var text = SpecWriter.text(SpecGenerator.tables(&rng), json: json, shorthand: round % 3 == 2)
            client.open(uri, text: text)
            _ = try client.diagnostics(for: uri, version: 1)
            for version in 2..<8 {
                var utf16 = Array(text.utf16)
                let a = Int(rng.next() % UInt64(utf16.count + 1)), b = min(utf16.count, a + Int(rng.next() % 12))
                let piece = pieces[Int(rng.next() % UInt64(pieces.count))]
                let start = Self.position(ofUTF16: a, in: utf16), end = Self.position(ofUTF16: b, in: utf16)
                utf16.replaceSubrange(a..<b, with: Array(piece.utf16))
                let edited = String(decoding: utf16, as: UTF16.self)
                // An edit that splits a surrogate pair leaves no text to compare with: edit elsewhere.
                if edited.unicodeScalars.contains("\u{FFFD}") { continue }
                text = edited
                client.change(uri, version: version, changes: [["range": ["start": start, "end": end], "text": piece]])
                let diagnostics = Self.summary(try client.diagnostics(for: uri, version: version))
                let expected = try Self.expectedDiagnostics(text: text, path: path, folder: folder, utf8: false)
                #expect(diagnostics == expected, "round \(round) version \(version): \(text.debugDescription)")
            }
        }
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    static func position(ofUTF16 offset: Int, in units: [UInt16]) -> [String: Int] {
        var line = 0, character = 0, i = 0
        while i < offset {
            // LF, CRLF and CR end a line, as the protocol has it.
            if units[i] == 10 || units[i] == 13 && (i + 1 >= units.count || units[i + 1] != 10) {
                line += 1
                character = 0
            } else {
                character += 1
            }
            i += 1
        }
        return ["line": line, "character": character]
    }
}
