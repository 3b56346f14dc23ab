import Foundation
import Testing

/// `lint --write-baseline` and `--baseline` (contract section 15), through the built binary: what
/// a baseline hides survives lines added above and tables written in another order; a new finding
/// fails; a fixed one turns its entry stale; equal findings need an entry each; every format
/// agrees; `baseline:` in `.listspec.yml` hides the same findings in the editor.
@Suite struct BaselineTests {
    /// Two tables with findings nobody can fix today: an unknown key in a cell of each, a
    /// misspelt cell type, and a key written three times (two equal duplicate-key findings).
    static let legacy = """
    tables:
      settings:
        cellTypes:
          TextCell: {}
        sections:
          - sectionID: 1
            cells:
              - cellID: 1
                cellType: TextCel
              - cellID: 2
                cellType: TextCell
                colour: red
      menu:
        sections:
          - sectionID: 1
            cells:
              - cellID: 5
                cellType: Basic
                tint: red
                tint: blue
                tint: green

    """

    /// `legacy` with its two tables swapped and 20 comment lines above.
    static var moved: String {
        let parts = legacy.components(separatedBy: "  menu:\n")
        let settings = String(parts[0].dropFirst("tables:\n".count))
        return (1...20).map { "# note \($0)\n" }.joined() + "tables:\n  menu:\n" + parts[1] + settings
    }

    private func repository(_ files: [String: String]) throws -> URL {
        let folder = try CLI.folder(with: files)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return folder
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func read(_ name: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aBaselineSurvivesLinesAddedAboveAndTablesReordered() throws {
        let folder = try repository(["Specs/legacy.yaml": Self.legacy])
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try CLI.run(["lint", "Specs"], directory: folder)
        #expect(plain.status == 1)
        let found = plain.stdout.split(separator: "\n").count
        #expect(found == 5, "\(plain.stdout)")

        let written = try CLI.run(["lint", "Specs", "--write-baseline", "listspec-baseline.json"], directory: folder)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == plain.stdout, "--write-baseline lints as usual")
        #expect(written.stderr.contains("wrote 5 baseline entries to listspec-baseline.json"))
        let baseline = try read("listspec-baseline.json", in: folder)
        #expect(baseline.hasPrefix("{\n  \"listspec-baseline\": 1,\n  \"entries\": [\n"))
        #expect(baseline.contains(#"{"path":"Specs/legacy.yaml","table":"menu","sectionID":1,"cellID":5,"rule":"unknown-key","#))
        let entries = baseline.components(separatedBy: "\"entries\"")[1]
        #expect(!entries.contains("line") && !entries.contains("at 2") && !entries.contains("[0]"), "no place is named: \(baseline)")

        try write(Self.moved, "Specs/legacy.yaml", in: folder)
        let moved = try CLI.run(["lint", "Specs", "--baseline", "listspec-baseline.json"], directory: folder)
        #expect(moved.status == 0, "\(moved.stdout)\(moved.stderr)")
        #expect(moved.stdout.isEmpty)
        #expect(moved.stderr == "Linted 1 file: no findings, 5 baselined.\n")

        // The same findings, moved, write the same bytes.
        let again = try CLI.run(["lint", "Specs", "--write-baseline", "again.json"], directory: folder)
        #expect(again.status == 0)
        #expect(try read("again.json", in: folder) == baseline)
    }

    @Test func aNewFindingFailsWhileTheBaselinedOnesDoNot() throws {
        let folder = try repository(["Specs/legacy.yaml": Self.legacy])
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(try CLI.run(["lint", "Specs", "--write-baseline", "b.json"], directory: folder).status == 0)
        try write(Self.legacy.replacingOccurrences(of: "        colour: red\n", with: "        colour: red\n            heigth: 44\n"),
                  "Specs/legacy.yaml", in: folder)
        let result = try CLI.run(["lint", "Specs", "--baseline", "b.json"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
        #expect(result.stdout.hasPrefix("Specs/legacy.yaml:13:13: error: unknown key 'heigth'"), "\(result.stdout)")
        #expect(result.stderr == "Linted 1 file: 1 error, 0 warnings in 1 file, 5 baselined. 1 fixable with --fix.\n")
    }

    @Test func aFixedFindingTurnsItsEntryStale() throws {
        let folder = try repository(["Specs/legacy.yaml": Self.legacy])
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(try CLI.run(["lint", "Specs", "--write-baseline", "b.json"], directory: folder).status == 0)
        let baseline = try read("b.json", in: folder)
        let entryLine = try #require(baseline.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("\"rule\":\"unknown-cell-type\"") }) + 1
        try write(Self.legacy.replacingOccurrences(of: "cellType: TextCel\n", with: "cellType: TextCell\n"), "Specs/legacy.yaml", in: folder)
        let result = try CLI.run(["lint", "Specs", "--baseline", "b.json"], directory: folder)
        #expect(result.status == 0, "a stale entry is a warning")
        #expect(result.stdout == "b.json:\(entryLine):5: warning: this entry matches no unknown-cell-type finding in Specs/legacy.yaml any more; "
                + "write the baseline again (listspec lint --write-baseline) or delete the entry [stale-baseline]\n")
        #expect(result.stderr == "Linted 2 files: 0 errors, 1 warning in 1 file, 4 baselined.\n")
        #expect(try CLI.run(["lint", "Specs", "--baseline", "b.json", "--strict"], directory: folder).status == 1)
        // Written again, the entry is gone.
        try #require(try CLI.run(["lint", "Specs", "--write-baseline", "b.json"], directory: folder).status == 0)
        #expect(try CLI.run(["lint", "Specs", "--baseline", "b.json", "--strict"], directory: folder).status == 0)
    }

    @Test func equalFindingsNeedAnEntryEach() throws {
        let folder = try repository(["Specs/legacy.yaml": Self.legacy])
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(try CLI.run(["lint", "Specs", "--write-baseline", "b.json"], directory: folder).status == 0)
        var lines = try read("b.json", in: folder).components(separatedBy: "\n")
        let duplicates = lines.indices.filter { lines[$0].contains("\"rule\":\"duplicate-key\"") }
        #expect(duplicates.count == 2 && lines[duplicates[0]] == lines[duplicates[1]], "\(lines)")
        // One of the two equal entries gone: one of the two findings shows.
        lines.remove(at: duplicates[0])
        try write(lines.joined(separator: "\n"), "b.json", in: folder)
        let result = try CLI.run(["lint", "Specs", "--baseline", "b.json"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 1 && result.stdout.contains("[duplicate-key]"), "\(result.stdout)")
        #expect(result.stderr.hasSuffix(", 4 baselined.\n"))
    }

    @Test func invariantsAreNeverBaselined() throws {
        let spec = "sections:\n  - sectionID: 1\n    cells:\n      - cellID: 2\n        cellType: Basic\n        tint: red\n"
            + "      - cellID: 1\n        cellType: Basic\n"
        let folder = try repository(["menu.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try CLI.run(["lint", "menu.yaml", "--write-baseline", "b.json"], directory: folder)
        #expect(written.status == 0)
        #expect(written.stderr.contains("wrote 1 baseline entry to b.json"))
        #expect(written.stderr.contains("1 finding is of invariant rules"), "\(written.stderr)")
        #expect(!(try read("b.json", in: folder)).contains("cell-order"))
        let result = try CLI.run(["lint", "menu.yaml", "--baseline", "b.json"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("[cell-order]") && !result.stdout.contains("unknown-key"), "\(result.stdout)")
    }

    @Test func aBaselineThatCannotBeReadIsTrouble() throws {
        let folder = try repository(["menu.yaml": "sections: []\n", "bad.json": "{\"entries\": []}", "broken.json": "{"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["missing.json", "bad.json", "broken.json"] {
            let result = try CLI.run(["lint", "menu.yaml", "--baseline", name], directory: folder)
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(name))
        }
        let both = try CLI.run(["lint", "menu.yaml", "--baseline", "b.json", "--write-baseline", "b.json"], directory: folder)
        #expect(both.status == 2)
        let unreadable = try CLI.run(["lint", "menu.yaml", "gone.yaml", "--write-baseline", "w.json"], directory: folder)
        #expect(unreadable.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("w.json").path), "nothing written from a partial run")
    }

    /// `--write-baseline` names the wrong file by a slip (the settings, a spec, a README): it is left as it
    /// is and nothing is linted (exit 2). A baseline in another layout, one a merge left conflicted, and an
    /// empty file are written as before.
    @Test func writeBaselineReplacesOnlyABaseline() throws {
        let settings = "rules: {unknown-key: error}\n"
        let folder = try repository(["Specs/legacy.yaml": Self.legacy, ".listspec.yml": settings, "README.md": "# App\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in [".listspec.yml", "README.md", "Specs/legacy.yaml"] {
            let before = try read(name, in: folder)
            let result = try CLI.run(["lint", "Specs", "--write-baseline", name], directory: folder)
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(name): nothing linted: \(result.stdout)")
            #expect(result.stderr.contains("cannot write \(name): "), "\(name): \(result.stderr)")
            #expect(try read(name, in: folder) == before, "\(name)")
        }
        #expect(try CLI.run(["lint", "Specs", "--write-baseline", "baseline.json"], directory: folder).status == 0)
        let written = try read("baseline.json", in: folder)
        for (name, text) in [("sorted.json", "{\"entries\": [], \"listspec-baseline\": 1}"),
                             ("conflicted.json", "<<<<<<< HEAD\n" + written + "=======\n" + written + ">>>>>>> main\n"), ("empty.json", "")] {
            try write(text, name, in: folder)
            let result = try CLI.run(["lint", "Specs", "--write-baseline", name], directory: folder)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(try read(name, in: folder) == written, "\(name)")
        }
    }

    /// A baselined finding is in no format; the stale entry is in each, and the count where the format has one.
    @Test(arguments: ["text", "json", "github", "sarif", "junit"]) func everyFormatAgrees(_ format: String) throws {
        let folder = try repository(["Specs/legacy.yaml": Self.legacy])
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(try CLI.run(["lint", "Specs", "--write-baseline", "b.json"], directory: folder).status == 0)
        try write(Self.legacy.replacingOccurrences(of: "cellType: TextCel\n", with: "cellType: TextCell\n"), "Specs/legacy.yaml", in: folder)
        let result = try CLI.run(["lint", "Specs", "--baseline", "b.json", "--format", format], directory: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("stale-baseline") && result.stdout.contains("b.json"), "\(result.stdout)")
        #expect(!result.stdout.contains("colour") && !result.stdout.contains("tint"), "baselined findings are hidden: \(result.stdout)")
        switch format {
        case "json":
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let counts = try #require(json["counts"] as? [String: Any])
            #expect(counts["baselined"] as? Int == 4 && counts["warnings"] as? Int == 1)
        case "sarif":
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let run = try #require((json["runs"] as? [[String: Any]])?.first)
            let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
            #expect((invocation["properties"] as? [String: Any])?["baselined"] as? Int == 4)
            #expect(result.stdout.contains(#""uri":"b.json""#))
        case "github":
            #expect(result.stdout.contains("::warning file=b.json,line="))
        default:
            break
        }
        // Without a baseline, the outputs have no baselined count at all.
        let plain = try CLI.run(["lint", "Specs", "--format", format], directory: folder)
        #expect(!plain.stdout.contains("baselined") && !plain.stderr.contains("baselined"))
    }

    /// `baseline:` in `.listspec.yml`, relative to that file, whatever the current directory; and
    /// the language server hides the same findings.
    @Test func theSettingsBaselineAppliesToLintAndTheEditor() throws {
        let folder = try repository(["Specs/legacy.yaml": Self.legacy, "Specs/.listspec.yml": "baseline: ../.listspec-baseline.json\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // While the file does not exist yet, --write-baseline applies no baseline.
        try #require(try CLI.run(["lint", "--write-baseline", ".listspec-baseline.json"], directory: folder).status == 0)
        let fromRoot = try CLI.run(["lint"], directory: folder)
        #expect(fromRoot.status == 0 && fromRoot.stdout.isEmpty, "\(fromRoot.stdout)")
        #expect(fromRoot.stderr == "Linted 1 file: no findings, 5 baselined.\n")
        let fromSpecs = try CLI.run(["lint", "legacy.yaml"], directory: folder.appendingPathComponent("Specs"))
        #expect(fromSpecs.status == 0 && fromSpecs.stderr == "Linted 1 file: no findings, 5 baselined.\n", "\(fromSpecs.stdout)\(fromSpecs.stderr)")

        let client = try LSPClient(directory: folder)
        _ = try client.initialize()
        let uri = folder.appendingPathComponent("Specs/legacy.yaml").absoluteString
        // A new finding above the baselined ones: the only diagnostic.
        client.open(uri, text: "# a line above\n" + Self.legacy.replacingOccurrences(of: "cellType: Basic\n", with: "cellType: Basic\n            heigth: 1\n"))
        let diagnostics = try client.diagnostics(for: uri)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect((diagnostics.first?["message"] as? String)?.contains("heigth") == true)
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    /// A baseline that is not one is unreadable input (exit 2), said with its file and the
    /// mistake's line and column, as JSON's own mistakes are.
    @Test(arguments: [
        ("{\n  \"listspec-baseline\": 1,\n  \"entries\": [\n    {\"path\": \"s.yaml\", \"rule\": \"unknown-key\"}\n  ]\n}\n",
         "b.json: not a baseline: 4:5: an entry is an object with path, rule and message (strings) and optionally table (a string), sectionID and cellID (integers)"),
        ("{\n  \"listspec-baseline\": 1,\n  \"entries\": [\n    {\"path\": \"s.yaml\", \"rule\": \"unknown-key\", \"message\": \"m\",}\n  ]\n}\n",
         "b.json: not a baseline: 4:62: trailing comma before '}'"),
        ("{\"listspec-baseline\": 2, \"entries\": []}\n",
         "b.json: not a baseline (a JSON object with \"listspec-baseline\": 1 and \"entries\"); write one with listspec lint --write-baseline"),
        ("{\n  \"listspec-baseline\": 1,\n  \"entries\": [\n    {\"path\": \"s.yaml\", \"sectionID\": \"1\", \"rule\": \"unknown-key\", \"message\": \"m\"}\n  ]\n}\n",
         "b.json: not a baseline: 4:5: an entry is an object with path, rule and message (strings) and optionally table (a string), sectionID and cellID (integers)"),
        ("{\n  \"listspec-baseline\": 1,\n  \"entries\": [\n    {\"path\": \"s.yaml\", \"rule\": \"unknown-key\", \"message\": \"m\", \"rule\": \"x\"}\n  ]\n}\n",
         "b.json: not a baseline: 4:63: key 'rule' appears twice in this map (first at 4:24); remove one"),
        ("", "b.json: not a baseline: 1:1: the file holds no JSON value; a spec needs at least \"tables\" or \"sections\""),
        ("[1, 2]\n", "b.json: not a baseline (a JSON object with \"listspec-baseline\": 1 and \"entries\"); write one with listspec lint --write-baseline"),
        ("{\n  \"listspec-baseline\": 1,\n  \"entries\": [\n    {\"path\": \"s.yaml\", \"cellID\": 1.5, \"rule\": \"unknown-key\", \"message\": \"m\"}\n  ]\n}\n",
         "b.json: not a baseline: 4:5: an entry is an object with path, rule and message (strings) and optionally table (a string), sectionID and cellID (integers)"),
    ])
    func aMalformedBaselineIsSaidWithItsPlace(_ text: String, _ said: String) throws {
        let folder = try repository(["s.yaml": "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 1, cellType: R, tint: red}\n", "b.json": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["lint", "s.yaml", "--baseline", "b.json"], directory: folder)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("listspec: error: \(said)\n"), "\(result.stderr)")
    }

    /// `--fix` under a baseline: what it hides stays as it is (a team's accepted findings), the
    /// settings' `baseline:` and a file given with `--baseline` alike (section 15, amended
    /// 2026-12-05). Either way, and from standard input too, the report is a lint of the fixed
    /// text with the baseline applied.
    @Test func fixUnderABaseline() throws {
        let spec = "sections:\n  - sectionID: 0\n    cells:\n      - cellID: 1\n        cellType: Row\n        heigth: 44\n"
        let folder = try repository(["s.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CLI.run(["lint", "s.yaml", "--write-baseline", "b.json"], directory: folder)
        try write("baseline: b.json\n", ".listspec.yml", in: folder)
        let kept = try CLI.run(["lint", "--fix", "s.yaml"], directory: folder)
        #expect(kept.status == 0 && kept.stdout.isEmpty)
        #expect(kept.stderr.hasSuffix("Linted 1 file: no findings, 1 baselined.\n"), "\(kept.stderr)")
        #expect(try read("s.yaml", in: folder) == spec)

        try FileManager.default.removeItem(at: folder.appendingPathComponent(".listspec.yml"))
        let fixed = try CLI.run(["lint", "--fix", "s.yaml", "--baseline", "b.json"], directory: folder)
        let fresh = try CLI.run(["lint", "s.yaml", "--baseline", "b.json"], directory: folder)
        #expect(try read("s.yaml", in: folder) == spec)
        #expect(fixed.stderr.hasSuffix("Linted 1 file: no findings, 1 baselined.\n"), "\(fixed.stderr)")
        #expect(fixed.stdout == fresh.stdout && fixed.status == fresh.status)

        let piped = try CLI.run(["lint", "--fix", "-", "--stdin-filename", "s.yaml", "--baseline", "b.json"], stdin: Data(spec.utf8), directory: folder)
        #expect(piped.stdout == spec)
        #expect(piped.stderr.hasSuffix("Linted 1 file: no findings, 1 baselined.\n"), "\(piped.stderr)")

        // Without the baseline, the typo is fixed.
        let unhidden = try CLI.run(["lint", "--fix", "s.yaml"], directory: folder)
        #expect(unhidden.status == 0)
        #expect(try read("s.yaml", in: folder) == spec.replacingOccurrences(of: "heigth", with: "height"))
    }
}
