import Foundation
import Testing

/// `small-tap-target` through every door of the built binary: lint's text, JSON and SARIF, standard
/// input, a JSON spec, the editor, inline suppressions and settings.
@Suite struct SmallTapTargetTests {
    /// Two findings: the cell type Compact (30 points) once, where its first cell with an action takes
    /// it; cell 3's own 40. Not: a cell without an action, an own `automatic` or 44, a cell type of 44.
    static let spec = """
    tables:
      menu:
        cellTypes:
          Compact: {height: 30}
          Row: {height: 44}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: Compact, action: Open}
              - {cellID: 1, cellType: Compact, action: Share}
              - {cellID: 2, cellType: Compact}
              - {cellID: 3, cellType: Row, action: Open, height: 40}
              - {cellID: 4, cellType: Compact, action: Open, height: automatic}
              - {cellID: 5, cellType: Row, action: Open, height: null}
      more:
        cellTypes:
          Compact: {height: 30}
        sections:
          - sectionID: 0
            cells: [{cellID: 0, cellType: Compact, action: Open}]

    """

    static let cellTypeMessage = "cell type 'Compact' has height 30, below the 44-point minimum tap target, and its cells with an action take it; use height: 44 or automatic"
    static let cellMessage = "a cell with an action has height 40, below the 44-point minimum tap target; use height: 44 or automatic"

    static func expected(_ path: String) -> String {
        """
        \(path):4:25: warning: \(cellTypeMessage) [small-tap-target]
        \(path):12:62: warning: \(cellMessage) [small-tap-target]
        \(path):17:25: warning: \(cellTypeMessage) [small-tap-target]

        """
    }

    private func folder(_ files: [String: String] = [:]) throws -> URL {
        try CLI.folder(with: ["menu.yaml": Self.spec].merging(files) { _, new in new })
    }

    @Test func textIsAWarningPerCellTypeAndTableAndPerCell() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["lint", "menu.yaml"], directory: folder)
        #expect(result.stdout == Self.expected("menu.yaml"))
        #expect(result.status == 0)
        #expect(try CLI.run(["lint", "--strict", "menu.yaml"], directory: folder).status == 1)
    }

    @Test func standardInputAndAJSONSpecGetTheSameFindings() throws {
        let stdin = try CLI.run(["lint", "-"], stdin: Data(Self.spec.utf8))
        #expect(stdin.stdout == Self.expected("<stdin>"))
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let converted = try CLI.run(["convert", "menu.yaml", "--output", "menu.json"], directory: folder)
        #expect(converted.status == 0, "\(converted.stderr)")
        let json = try CLI.run(["lint", "--format", "json", "menu.json"], directory: folder)
        let findings = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == Array(repeating: "small-tap-target", count: 3))
        #expect(findings.map { $0["message"] as? String } == [Self.cellTypeMessage, Self.cellMessage, Self.cellTypeMessage])
    }

    @Test func jsonAndSARIF() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try CLI.run(["lint", "--format", "json", "menu.yaml"], directory: folder)
        let findings = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["line"] ?? 0):\($0["column"] ?? 0) \($0["severity"] ?? "") \($0["rule"] ?? "")" }
                == ["4:25 warning small-tap-target", "12:62 warning small-tap-target", "17:25 warning small-tap-target"])

        let sarif = try CLI.run(["lint", "--format", "sarif", "menu.yaml"], directory: folder)
        let run = try #require(((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let index = try #require(rules.firstIndex { $0["id"] as? String == "small-tap-target" })
        #expect((rules[index]["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for result in results {
            #expect(result["ruleId"] as? String == "small-tap-target")
            #expect(result["ruleIndex"] as? Int == index)
            #expect(result["level"] as? String == "warning")
        }
    }

    @Test func suppressionsAndSettingsTurnItOffOrUp() throws {
        let suppressed = Self.spec
            .replacingOccurrences(of: "      Compact: {height: 30}\n      Row",
                                  with: "      # listspec:disable-next-line small-tap-target\n      Compact: {height: 30}\n      Row")
            .replacingOccurrences(of: "          - {cellID: 3,",
                                  with: "          # listspec:disable-next-line small-tap-target -- a compact button row\n          - {cellID: 3,")
        let folder = try folder(["suppressed.yaml": suppressed, "off/.listspec.yml": "rules:\n  small-tap-target: off\n", "off/menu.yaml": Self.spec,
                                 "error/.listspec.yml": "rules:\n  small-tap-target: error\n", "error/menu.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inline = try CLI.run(["lint", "suppressed.yaml"], directory: folder)
        #expect(inline.stdout == "suppressed.yaml:19:25: warning: \(Self.cellTypeMessage) [small-tap-target]\n")
        let off = try CLI.run(["lint", "off/menu.yaml"], directory: folder)
        #expect(off.stdout.isEmpty && off.status == 0)
        let disabled = try CLI.run(["lint", "--disable", "small-tap-target", "menu.yaml"], directory: folder)
        #expect(disabled.stdout.isEmpty && disabled.status == 0)
        let raised = try CLI.run(["lint", "error/menu.yaml"], directory: folder)
        #expect(raised.stdout == Self.expected("error/menu.yaml").replacingOccurrences(of: "warning:", with: "error:"))
        #expect(raised.status == 1)
    }

    @Test func theEditorShowsItLinkedToItsOwnRow() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LSPClient(directory: folder)
        _ = try client.initialize(capabilities: ["textDocument": ["publishDiagnostics": ["codeDescriptionSupport": true]]])
        let uri = folder.appendingPathComponent("menu.yaml").absoluteString
        client.open(uri, text: Self.spec)
        let diagnostics = try client.diagnostics(for: uri)
        #expect(LanguageServerTests.summary(diagnostics) == [
            "3:24 2 small-tap-target \(Self.cellTypeMessage)", "11:61 2 small-tap-target \(Self.cellMessage)",
            "16:24 2 small-tap-target \(Self.cellTypeMessage)",
        ])
        for diagnostic in diagnostics {
            #expect((diagnostic["codeDescription"] as? [String: Any])?["href"] as? String
                    == "https://github.com/listspec/listspec/blob/main/Docs/Commands.md#rule-small-tap-target")
        }
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    /// render shows a valid spec and its warnings on standard error.
    @Test func renderShowsTheWarning() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = try CLI.run(["render", "menu.yaml"], directory: folder)
        #expect(render.status == 0)
        #expect(render.stderr.contains("menu.yaml:12:62: warning: \(Self.cellMessage) [small-tap-target]"))
    }
}
