import Foundation
import Testing

/// One answer per spec (contract section 2) through the front doors that are programs of their
/// own: the language server started in a folder above a spec with settings of its own shows
/// what `lint` shows for that file from anywhere, follows a `.listspec.yml` changed on disk, and
/// `format` refuses a broken file with lint's finding, word for word.
@Suite struct SettingsPerSpecTests {
    static let spec = """
    tables:
      t:
        cellTypes: {A: {}, B: {}}
        sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]

    """

    static func rules(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.compactMap { $0["code"] as? String }.sorted()
    }

    @Test func theEditorTakesTheSettingsLintTakesAndFollowsTheirChanges() throws {
        let folder = try CLI.folder(with: ["sub/s.yaml": Self.spec, "sub/.listspec.yml": "rules:\n  unused-cell-type: off\n",
                                           ".listspec.yml": "rules:\n  unused-cell-type: error\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // lint from the root and from sub/ agree: sub's settings turn the warning off.
        #expect(try CLI.run(["lint", "sub/s.yaml"], directory: folder).stdout == "")
        #expect(try CLI.run(["lint", "s.yaml"], directory: folder.appendingPathComponent("sub")).stdout == "")
        let client = try LSPClient(directory: folder)
        _ = try client.initialize(capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
        // The server asks to watch configuration files.
        let registration = try client.take(timeout: 30) { $0["method"] as? String == "client/registerCapability" }
        #expect("\(registration)".contains(".listspec.yml"))
        let settings = folder.appendingPathComponent("sub/.listspec.yml")
        let uri = folder.appendingPathComponent("sub/s.yaml").absoluteString
        client.open(uri, text: Self.spec)
        #expect(Self.rules(try client.diagnostics(for: uri)).isEmpty)
        // The settings change on disk; the client reports it; the open spec is linted again.
        try "rules:\n  unused-cell-type: error\n".write(to: settings, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": settings.absoluteString, "type": 2]]])
        let again = try client.diagnostics(for: uri)
        #expect(Self.rules(again) == ["unused-cell-type"])
        #expect(again.first?["severity"] as? Int == 1)
        #expect(try CLI.run(["lint", "sub/s.yaml"], directory: folder).status == 1)
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    /// A file that does not parse: format (in place, --check, standard input) says what lint says.
    @Test func formatRefusesWithLintsSyntaxFinding() throws {
        let broken = "sections:\n  - sectionID: 0\n    cells: [{cellID: 1, cellType: A}\n"
        let folder = try CLI.folder(with: ["b.yaml": broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try CLI.run(["lint", "b.yaml"], directory: folder)
        let finding = try #require(lint.stdout.split(separator: "\n").first.map(String.init))
        #expect(finding.hasPrefix("b.yaml:") && finding.hasSuffix("[syntax]") && finding.contains("hint:"))
        for command in [["format", "b.yaml"], ["format", "--check", "b.yaml"]] {
            let result = try CLI.run(command, directory: folder)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == finding + "\n", "\(command): \(result.stderr)")
        }
        let stdin = try CLI.run(["format", "-", "--stdin-filename", "b.yaml"], stdin: Data(broken.utf8), directory: folder)
        #expect(stdin.status == 2 && stdin.stderr == finding + "\n", "\(stdin.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("b.yaml"), encoding: .utf8) == broken)
        // A missing path: its error, and no "0 of 0" count.
        let missing = try CLI.run(["format", "--check", "gone.yaml"], directory: folder)
        #expect(missing.status == 2 && !missing.stderr.contains("0 of 0"), "\(missing.stderr)")
    }
}
