import Foundation
import Testing

/// The base protocol's header block (issue 46, item 4): `Content-Type` before or after
/// `Content-Length`, names in any case, unknown fields ignored; through the built binary, with a
/// raw client and with a real pygls client (which sends `Content-Type` in every header) where
/// Python has pygls (.ci/run installs it).
@Suite struct MessageHeaderTests {
    static let headers: [(String, @Sendable (Int) -> String)] = [
        ("Content-Type after", { "Content-Length: \($0)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" }),
        ("Content-Type before", { "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: \($0)\r\n\r\n" }),
        ("names in other cases", { "content-length: \($0)\r\nCONTENT-TYPE: application/vscode-jsonrpc; charset=utf8\r\n\r\n" }),
        ("unknown fields and blanks", { "X-Trace: 1\r\nContent-Length:\t\($0) \r\nX-Other: a: b\r\n\r\n" }),
    ]

    @Test func everyHeaderTheBaseProtocolAllowsIsRead() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LSPClient(directory: folder)
        for (name, header) in Self.headers {
            client.send(["id": name, "method": name == "Content-Type after" ? "initialize" : "workspace/frobnicate",
                         "params": ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()]], header: header)
            let response = try client.take(timeout: 30) { $0["id"] as? String == name }
            #expect(response["result"] != nil || LanguageServerTests.error(response) == -32601, "\(name): \(response)")
        }
        client.send(["method": "initialized", "params": [String: Any]()], header: Self.headers[0].1)
        let uri = folder.appendingPathComponent("menu.yaml").absoluteString
        client.send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1,
                                                                                  "text": LanguageServerTests.broken]]],
                    header: Self.headers[1].1)
        #expect(try client.diagnostics(for: uri).count == 3)
        client.send(["id": "end", "method": "shutdown"], header: Self.headers[2].1)
        _ = try client.take(timeout: 30) { $0["id"] as? String == "end" }
        client.notify("exit")
        #expect(client.waitForExit() == 0)
        #expect(!client.standardError.contains("skipped"), "\(client.standardError)")
    }

    @Test func aHeaderWithoutALengthIsSkippedAndTheNextMessageRead() throws {
        let client = try LSPClient()
        client.sendRaw(Data("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8))
        client.sendRaw(Data("Content-Length: 12x\r\n\r\n".utf8))
        _ = try client.initialize()
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
        #expect(client.standardError.contains("a message without a valid Content-Length header was skipped"))
    }

    static let pygls: Bool = {
        guard let python = python else { return false }
        return (try? CLI.run([python, "-c", "import pygls.lsp.client"], viaShell: true).status) == 0
    }()

    static let python: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: pygls, "Python's pygls is not installed (pip install pygls); .ci/run installs it"))
    func aPyglsClientGetsDiagnosticsAndHovers() throws {
        let folder = try CLI.folder(with: ["menu.yaml": LanguageServerTests.broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = CLI.packageRoot.appendingPathComponent("Tests/ListSpecCLITests/Fixtures/pygls-client.py").path
        let spec = folder.appendingPathComponent("menu.yaml").path
        // Hover over the second cell's cellID (line 8, 0-based).
        let run = try CLI.run([try #require(Self.python), script, CLI.binary.path, spec, "8", "18"], directory: folder, viaShell: true)
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        #expect(object["server"] as? String == "listspec")
        let diagnostics = object["diagnostics"] as? [[Any]] ?? []
        #expect(diagnostics.map { $0[1] as? String ?? "" }.sorted() == ["cell-order", "unknown-cell-type", "unknown-key"], "\(diagnostics)")
        #expect((object["hover"] as? String)?.contains("cellID 0") == true, "\(object)")
    }
}
