import Foundation
import Testing

/// Issue 17 through the built binary: nothing raw reaches a terminal or a CI log, reports that
/// consumers accept, and the habits of SwiftLint users.
@Suite struct OutputEscapingAndReportTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        return folder
    }

    private func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    // MARK: 1-3: escaping

    @Test func fileNamesFoundInADirectoryAreEscapedInTextAndGitHub() throws {
        let root = try folder(["t/x\u{1B}[2J\n.yaml": "sections:\n  - sectionID: q\n"])
        let text = try CLI.run(["lint", "t"], directory: root)
        #expect(text.status == 1)
        #expect(!hasRawControl(text.stdout))
        #expect(text.stdout == "t/x\\u{1B}[2J\\n.yaml:2:16: error: sectionID must be an integer, not a string [type-mismatch]\n")
        let github = try CLI.run(["lint", "--format", "github", "t"], directory: root)
        #expect(!hasRawControl(github.stdout))
        #expect(github.stdout.hasPrefix("::group::t/x\\u{1B}[2J\\n.yaml\n::error file=t/x\\u{1B}[2J\\n.yaml,line=2,col=16,"))
        // Machine formats keep the name exact (and valid).
        let machine = try json(try CLI.run(["lint", "--format", "json", "t"], directory: root).stdout)
        #expect(machine["files"] as? [String] == ["t/x\u{1B}[2J\n.yaml"])
    }

    @Test func tableNamesInNoSuchTableErrorsAreEscaped() throws {
        let root = try folder(["e.json": "{\"tables\":{\"t\\u001b[2J\":{\"sections\":[]}}}"])
        for arguments in [["render", "e.json", "--table", "nope"], ["diff", "e.json", "e.json", "--table", "nope"],
                          ["locate", "e.json", "--table", "nope", "--index-path", "0"]] {
            let result = try CLI.run(arguments, directory: root)
            #expect(result.status == 2, "\(arguments)")
            #expect(!hasRawControl(result.stderr), "\(arguments)")
            #expect(result.stderr.contains("t\\u{1B}[2J"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("listspec: error: "), "\(arguments)")
        }
    }

    @Test func githubMessagesCannotDriveTheLog() throws {
        let spec = "tables:\n  t:\n    cellTypes: {A: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: \"\\e[2J\\e]8;;http://e\\a\\b\"}]}]\n"
        let result = try CLI.run(["lint", "-"], stdin: Data(spec.utf8), environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.stdout.hasPrefix("::group::"))
        #expect(!hasRawControl(result.stdout))
        #expect(result.stdout.contains("\\u{1B}]8;;http://e\\u{7}\\u{8}"))
    }

    @Test func aMissingPathIsEscapedToo() throws {
        let result = try CLI.run(["lint", "/nope/\u{1B}[31mred.yaml"])
        #expect(result.status == 2)
        #expect(!hasRawControl(result.stderr))
        #expect(result.stderr.contains("listspec: error: /nope/\\u{1B}[31mred.yaml: No such file or directory"))
    }

    // MARK: 4-7: machine formats

    @Test func sarifIsWholeValidAndListsMissingPaths() throws {
        let root = try folder(["a:b.yaml": "sections: [{sectionID: x}]\n"])
        let result = try CLI.run(["lint", "--format", "sarif", "a:b.yaml", "/missing.yaml"], directory: root)
        #expect(result.status == 2)
        let log = try json(result.stdout)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(((notes.first?["message"] as? [String: Any])?["text"] as? String)?.contains("/missing.yaml") == true)
        // RFC 3986 4.2: a relative reference whose first segment has a colon would read as a scheme.
        let uris = (run["artifacts"] as? [[String: Any]] ?? []).compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        #expect(uris == ["a%3Ab.yaml"])
        try validateWithOfficialSchema(result.stdout)

        let alone = try CLI.run(["lint", "--format", "sarif", "/missing.yaml"], directory: root)
        #expect(alone.status == 2)
        let aloneRun = try #require((try json(alone.stdout)["runs"] as? [[String: Any]])?.first)
        #expect(((aloneRun["invocations"] as? [[String: Any]])?.first?["executionSuccessful"]) as? Bool == false)
    }

    /// The OASIS SARIF 2.1.0 schema is not part of the repository; when LISTSPEC_SARIF_SCHEMA
    /// names a copy, the log is validated with python3's jsonschema.
    private func validateWithOfficialSchema(_ log: String) throws {
        guard let schema = ProcessInfo.processInfo.environment["LISTSPEC_SARIF_SCHEMA"] else { return }
        let script = "import json,sys,jsonschema; s=json.load(open(sys.argv[1])); d=json.load(sys.stdin); "
            + "e=list(jsonschema.validators.validator_for(s)(s).iter_errors(d)); print(len(e)); [print(x.message) for x in e[:5]]"
        let result = try CLI.run(["/usr/bin/env", "python3", "-c", script, schema], stdin: Data(log.utf8), viaShell: true)
        #expect(result.stdout.hasPrefix("0\n"), "\(result.stdout)\(result.stderr)")
    }

    @Test func jsonAndJUnitListMissingPaths() throws {
        let root = try folder(["ok.yaml": "sections: []\n"])
        let result = try CLI.run(["lint", "--format", "json", "ok.yaml", "missing.yaml"], directory: root)
        #expect(result.status == 2)
        let unreadable = try #require(try json(result.stdout)["unreadable"] as? [[String: String]])
        #expect(unreadable == [["path": "missing.yaml", "reason": "No such file or directory"]])
        let junit = try CLI.run(["lint", "--format", "junit", "missing.yaml"], directory: root)
        #expect(junit.status == 2)
        #expect(junit.stdout.contains("<error type=\"unreadable\" message=\"No such file or directory\">"))
        #expect(junit.stdout.contains("<testsuites name=\"listspec lint\" tests=\"1\" failures=\"0\" errors=\"1\">"))
    }

    @Test func aMachineFormatIsWrittenEvenWhenNothingIsFound() throws {
        let root = try folder(["empty/README.md": "x"])
        let result = try CLI.run(["lint", "--format", "sarif", "empty"], directory: root)
        // No spec found is no finding (exit 0); the machine report is written whole even so.
        #expect(result.status == 0)
        #expect(try json(result.stdout)["version"] as? String == "2.1.0")
    }

    @Test func aBadConfigurationStillGivesAWholeReport() throws {
        let root = try folder(["bad.yaml": "sections: []\n", "wrong.yml": "rules:\n  cell-ordr: off\n"])
        let result = try CLI.run(["lint", "--config", "wrong.yml", "--format", "json", "bad.yaml"], directory: root)
        #expect(result.status == 2)
        let unreadable = try #require(try json(result.stdout)["unreadable"] as? [[String: String]])
        #expect(unreadable.first?["path"] == "wrong.yml")
        #expect(unreadable.first?["reason"]?.contains("unknown rule 'cell-ordr'") == true)
        #expect(result.stderr.hasPrefix("listspec: error: configuration wrong.yml:2:3: unknown rule 'cell-ordr'"))
    }

    @Test func junitReadsBackWithJunitparserWhenInstalled() throws {
        let root = try folder(["warn.yaml": "tables:\n  t:\n    cellTypes: {A: {}, B: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n"])
        let result = try CLI.run(["lint", "--format", "junit", "warn.yaml"], directory: root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("tests=\"1\" failures=\"0\""))
        #expect(result.stdout.contains("<system-out>warn.yaml:3:24: warning: "))
        let strict = try CLI.run(["lint", "--format", "junit", "--strict", "warn.yaml"], directory: root)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("<testsuites name=\"listspec lint\" tests=\"1\" failures=\"1\" errors=\"0\">"))
        let script = """
        import sys
        try:
            from junitparser import JUnitXml
        except ImportError:
            print("skip"); sys.exit(0)
        xml = JUnitXml.fromstring(sys.stdin.read())
        for suite in xml:
            cases = list(suite)
            assert suite.tests == len(cases), (suite.tests, len(cases))
            print(suite.tests, suite.failures, [c.is_passed for c in cases])
        """
        let parsed = try CLI.run(["/usr/bin/env", "python3", "-c", script], stdin: Data(result.stdout.utf8), viaShell: true)
        #expect(parsed.stdout == "skip\n" || parsed.stdout == "1 0 [True]\n", "\(parsed.stdout)\(parsed.stderr)")
    }

    @Test func rulesJSONCarriesHelp() throws {
        let rules = try #require(try json(try CLI.run(["rules", "--format", "json"]).stdout)["rules"] as? [[String: String]])
        #expect(rules.contains { $0["id"] == "unused-suppression" })
        for rule in rules {
            for key in ["checks", "why", "fix"] { #expect((rule[key] ?? "").count > 10, "\(rule["id"] ?? "") \(key)") }
        }
    }

    // MARK: 9, 12, 15: output links and diff

    @Test func outputOntoADanglingLinkCreatesItsTarget() throws {
        let root = try folder(["menu.yaml": "sections: []\n"])
        try FileManager.default.createDirectory(at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.json").path, withDestinationPath: "out/target.json")
        let result = try CLI.run(["render", "menu.yaml", "--format", "json", "--output", "link.json"], directory: root)
        #expect(result.status == 0, "\(result.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("link.json").path)
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        let written = try String(contentsOf: root.appendingPathComponent("out/target.json"), encoding: .utf8)
        #expect(written.hasPrefix("{\"tables\""))
    }

    static let withWarning = "tables:\n  t:\n    cellTypes: {A: {}, B: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n"
    static let changed = "tables:\n  t:\n    cellTypes: {A: {}, B: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}, {cellID: 1, cellType: A}]}]\n"

    @Test func diffCountsWarningsInOneLineUnlessAskedToShowThem() throws {
        let root = try folder(["old.yaml": Self.withWarning, "new.yaml": Self.changed])
        let quiet = try CLI.run(["diff", "old.yaml", "new.yaml"], directory: root)
        #expect(quiet.status == 1)
        #expect(quiet.stderr == "lint warnings: 1 in old.yaml, 1 in new.yaml (--show-warnings prints them)\n")
        let shown = try CLI.run(["diff", "old.yaml", "new.yaml", "--show-warnings"], directory: root)
        #expect(shown.stderr.contains("old.yaml:3:24: warning: "))
        #expect(shown.stderr.contains("new.yaml:3:24: warning: "))
        #expect(shown.stdout == quiet.stdout)
    }

    @Test func diffVerifySaysWhatItChecked() throws {
        let root = try folder(["old.yaml": Self.withWarning, "new.yaml": Self.changed])
        let result = try CLI.run(["diff", "old.yaml", "new.yaml", "--verify"], directory: root)
        #expect(result.status == 1)
        #expect(result.stderr.contains("verified table 't': the batch update applied cleanly in the UIKit simulator and yields the new table\n"))
    }

    // MARK: 17: lint habits

    @Test func lintWithNoPathLintsTheCurrentDirectoryAndQuietDropsTheSummary() throws {
        let root = try folder(["Specs/bad.yaml": "sections: [{sectionID: x}]\n"])
        let result = try CLI.run(["lint"], directory: root)
        #expect(result.status == 1)
        // Named from the current directory without `./`, as GitHub attaches annotations.
        #expect(result.stdout.hasPrefix("Specs/bad.yaml:1:24: error: "))
        #expect(result.stderr == "Linted 1 file: 1 error, 0 warnings in 1 file.\n")
        let quiet = try CLI.run(["lint", "--quiet"], directory: root)
        #expect(quiet.status == 1)
        #expect(quiet.stdout == result.stdout)
        #expect(quiet.stderr == "")
    }

    @Test func inlineSuppressionThroughTheBinary() throws {
        let spec = """
        tables:
          t:
            cellTypes:
              A: {}
              # listspec:disable-next-line unused-cell-type
              B: {}
            sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}] # listspec:disable-next-line header-zero-height

        """
        let root = try folder(["s.yaml": spec])
        let result = try CLI.run(["lint", "s.yaml"], directory: root)
        #expect(result.status == 0)
        #expect(result.stdout == "s.yaml:7:67: warning: 'listspec:disable-next-line header-zero-height' suppresses nothing: no header-zero-height finding (no line follows); remove it [unused-suppression]\n")
        let piped = try CLI.run(["lint", "-"], stdin: Data(spec.utf8))
        #expect(piped.stdout == "<stdin>:7:67: warning: 'listspec:disable-next-line header-zero-height' suppresses nothing: no header-zero-height finding (no line follows); remove it [unused-suppression]\n")
        // Every command obeys the suppressions, as lint does (SettingsTests has the rest).
        let render = try CLI.run(["render", "s.yaml"], directory: root)
        #expect(!render.stderr.contains("[unused-cell-type]"))
    }

    @Test func completionScriptsCompleteFilesAndRuleIDs() throws {
        let bash = try CLI.run(["--generate-completion-script", "bash"])
        #expect(bash.status == 0)
        #expect(bash.stdout.contains("unused-suppression"))
        #expect(bash.stdout.contains("cell-order"))
        let help = try CLI.run(["lint", "--help"])
        #expect(help.stdout.contains("--generate-completion-script"))
        #expect(help.stdout.contains("listspec:disable-next-line"))
        #expect(try CLI.run(["--help"]).stdout.contains("--generate-completion-script zsh"))
    }

    // MARK: 25, 29: arguments

    @Test func negativeIDsAsSeparateArguments() throws {
        let root = try folder(["neg.yaml": "sections:\n  - sectionID: -5\n    cells:\n      - {cellID: -2, cellType: A}\n"])
        let result = try CLI.run(["locate", "neg.yaml", "--section-id", "-5", "--cell-id", "-2"], directory: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("cellID     -2"))
    }

    @Test func oneErrorStyleAndASuggestedSubcommand() throws {
        let typo = try CLI.run(["lnt", "Specs"])
        #expect(typo.status == 2)
        #expect(typo.stderr.hasPrefix("listspec: error: "))
        #expect(typo.stderr.contains("did you mean 'lint'?"))
        let missing = try CLI.run(["locate", "x.yaml", "--section-id"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("listspec: error: Missing value for '--section-id <ID>'"))
        #expect(!missing.stderr.contains("Error: "))
    }

    @Test func aRefusalCountsRulesNotFindings() throws {
        let spec = "sections:\n  - {sectionID: 2}\n  - {sectionID: 1}\n  - {sectionID: 0}\n  - {sectionID: 0, bogus: 1}\n"
        let root = try folder(["typo.yaml": spec])
        let result = try CLI.run(["render", "typo.yaml"], directory: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("listspec: error: typo.yaml breaks 3 rules (section-order, duplicate-section-id, unknown-key) with 4 errors; fix them first"),
                "\(result.stderr)")
    }
}
