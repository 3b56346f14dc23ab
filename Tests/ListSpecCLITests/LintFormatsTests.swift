import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `listspec lint` through the binary: every format valid by its own standard, and the controls.
@Suite struct LintFormatsTests {
    static let badCells = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 5, cellType: A}\n      - {cellID: 3, cellType: A}\n"
    static let unusedType = "tables:\n  t:\n    cellTypes: {A: {}, B: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n"

    private func write(_ files: [String: String]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    private func standardFolder() throws -> URL {
        try write(["specs/bad.yaml": Self.badCells, "specs/warn.yaml": Self.unusedType, "specs/ok.json": "{\"sections\": []}",
                   "specs/a&b <odd>.yaml": "sections: [{sectionID: x}]\n"])
    }

    /// Every rule id, as `listspec rules --format json` lists them.
    private func ruleIDs() throws -> [String] {
        let rules = try #require(try json(try CLI.run(["rules", "--format", "json"]).stdout)["rules"] as? [[String: String]])
        // Lint's rules: `rules` ends with diff's warning, which SARIF (lint's output) does not list.
        return rules.compactMap { $0["id"] }.filter { $0 != "renumbered-cells" }
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func textIsTheDefault() throws {
        let result = try CLI.run(["lint", "specs"], directory: try standardFolder())
        #expect(result.status == 1)
        #expect(result.stdout.contains("specs/bad.yaml:5:18: error: cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0); give this cell a free cellID after 5, e.g. 15 [cell-order]\n"))
        #expect(result.stderr == "Linted 4 files: 2 errors, 1 warning in 3 files. 1 fixable with --fix --unsafe-fixes.\n")
    }

    @Test func jsonIsOneParseableObject() throws {
        let result = try CLI.run(["lint", "--format", "json", "specs"], directory: try standardFolder())
        #expect(result.status == 1)
        let root = try json(result.stdout)
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.count == 3)
        #expect(Set(findings[0].keys) == ["path", "line", "column", "severity", "rule", "message"])
        #expect(findings.contains { $0["rule"] as? String == "cell-order" && $0["line"] as? Int == 5 && $0["column"] as? Int == 18 })
        #expect(root["counts"] as? [String: Int] == ["errors": 2, "warnings": 1, "files": 4, "filesWithFindings": 3])
        // Files found in a directory are sorted, whatever the scheduling.
        #expect(root["files"] as? [String] == ["specs/a&b <odd>.yaml", "specs/bad.yaml", "specs/ok.json", "specs/warn.yaml"])
        #expect(result.stderr == "Linted 4 files: 2 errors, 1 warning in 3 files. 1 fixable with --fix --unsafe-fixes.\n")
    }

    @Test func sarifHasTheRequiredFields() throws {
        let folder = try standardFolder()
        let result = try CLI.run(["lint", "--format", "sarif", "specs"], directory: folder)
        #expect(result.status == 1)
        let log = try json(result.stdout)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String != nil)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "listspec")
        #expect(driver["version"] as? String != nil)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == (try ruleIDs()).count)
        for rule in rules {
            #expect(rule["id"] is String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            #expect(["error", "warning"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        for item in results {
            let ruleID = try #require(item["ruleId"] as? String)
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["error", "warning"].contains(item["level"] as? String ?? ""))
            #expect((item["message"] as? [String: Any])?["text"] is String)
            let physical = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasPrefix("specs/"))
            #expect(URL(string: uri) != nil)
            let region = try #require(physical["region"] as? [String: Int])
            #expect((region["startLine"] ?? 0) >= 1 && (region["startColumn"] ?? 0) >= 1)
        }
        let uris = results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String } }
        #expect(uris.contains("specs/a&b%20%3Codd%3E.yaml"))
    }

    @Test func junitIsWellFormedXML() throws {
        let result = try CLI.run(["lint", "--format", "junit", "specs"], directory: try standardFolder())
        #expect(result.status == 1)
        let counter = ElementCounter()
        let parser = XMLParser(data: Data(result.stdout.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.counts["testsuites"] == 1)
        #expect(counter.counts["testsuite"] == 4)
        #expect(counter.counts["testcase"] == 4)
        // One failure per failing file; warn.yaml's warning is in <system-out> (issue 17, item 7).
        #expect(counter.counts["failure"] == 2)
        #expect(counter.counts["system-out"] == 1)
        #expect(counter.suiteNames.contains("specs/a&b <odd>.yaml"))
    }

    @Test func githubAnnotationsGroupedPerFile() throws {
        let result = try CLI.run(["lint", "--format", "github", "specs"], directory: try standardFolder())
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("::group::specs/bad.yaml"))
        #expect(lines.contains("::error file=specs/bad.yaml,line=5,col=18,title=listspec cell-order::cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0); give this cell a free cellID after 5, e.g. 15 [cell-order]"))
        #expect(lines.contains { $0.hasPrefix("::warning file=specs/warn.yaml,line=3,col=24,title=listspec unused-cell-type::") })
        #expect(lines.filter { $0 == "::endgroup::" }.count == 3)
        #expect(result.stderr.contains("Linted 4 files: 2 errors, 1 warning in 3 files."))
    }

    @Test func githubActionsMakesGithubTheDefault() throws {
        let folder = try standardFolder()
        let inActions = try CLI.run(["lint", "specs/bad.yaml"], environment: ["GITHUB_ACTIONS": "true"], directory: folder)
        #expect(inActions.stdout.hasPrefix("::group::specs/bad.yaml\n::error "))
        let chosen = try CLI.run(["lint", "--format", "text", "specs/bad.yaml"], environment: ["GITHUB_ACTIONS": "true"], directory: folder)
        #expect(chosen.stdout.hasPrefix("specs/bad.yaml:5:18: error: "))
    }

    @Test func strictCountsWarnings() throws {
        let folder = try write(["w.yaml": Self.unusedType])
        #expect(try CLI.run(["lint", "w.yaml"], directory: folder).status == 0)
        #expect(try CLI.run(["lint", "--strict", "w.yaml"], directory: folder).status == 1)
    }

    @Test func disableDropsARuleAndUnknownIdsAreUsageErrors() throws {
        let folder = try write(["bad.yaml": Self.badCells, "w.yaml": Self.unusedType])
        let disabled = try CLI.run(["lint", "--strict", "--disable", "unused-cell-type", "w.yaml"], directory: folder)
        #expect(disabled.status == 0)
        #expect(disabled.stdout.isEmpty)
        #expect(disabled.stderr == "Linted 1 file: no findings.\n")
        // An invariant rule is not turned off (contract section 2): said, and its finding stays.
        let invariant = try CLI.run(["lint", "--disable", "cell-order", "bad.yaml"], directory: folder)
        #expect(invariant.status == 1)
        #expect(invariant.stdout.contains("[cell-order]"))
        #expect(invariant.stderr.hasPrefix("listspec: warning: --disable cell-order: cell-order cannot be turned off"), "\(invariant.stderr)")
        let unknown = try CLI.run(["lint", "--disable", "cell-ordr", "bad.yaml"], directory: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown rule 'cell-ordr'; did you mean 'cell-order'?\n"))
        // With no rule near it, the message lists them.
        let far = try CLI.run(["lint", "--disable", "colour", "bad.yaml"], directory: folder)
        #expect(far.status == 2)
        #expect(far.stderr.contains("unknown rule 'colour'; valid rules are syntax, limit,"))
    }

    /// Every mistake of a configuration at once, each suggesting only its own keys, where it
    /// governs a spec; a configuration file named on the command line (pre-commit passes it) is no
    /// spec: left alone and counted (section 2, amended 2026-12-05).
    @Test func everyConfigurationMistakeIsReportedAndANamedConfigurationIsLeftAlone() throws {
        let wrong = "version: 1\nrules:\n  unused-celltype: off\nexclde: [a]\n"
        let folder = try write([".listspec.yml": wrong, "ok.yaml": "sections: []\n", "good/.listspec.yml": "rules: {unused-cell-type: off}\n"])
        let discovered = try CLI.run(["lint", "ok.yaml"], directory: folder)
        #expect(discovered.status == 2)
        #expect(discovered.stderr == """
            listspec: error: configuration .listspec.yml:1:1: unknown key 'version'; known keys are rules, include, exclude, served, baseline, minimum-version
            listspec: error: configuration .listspec.yml:3:3: unknown rule 'unused-celltype'; did you mean 'unused-cell-type'?
            listspec: error: configuration .listspec.yml:4:1: unknown key 'exclde'; did you mean 'exclude'?

            """, "\(discovered.stderr)")
        let named = try CLI.run(["lint", "--config", "good/.listspec.yml", ".listspec.yml", "good/.listspec.yml", "ok.yaml"], directory: folder)
        #expect(named.status == 0)
        #expect(named.stdout.isEmpty, "\(named.stdout)")
        #expect(named.stderr == "Linted 1 file: no findings. Skipped 2 files that are not specs (no listspec, tables or sections key at the top).\n")
    }

    @Test func configurationIsFoundInAParentFolder() throws {
        let folder = try write([
            ".listspec.yml": "rules:\n  header-zero-height: off\n  unused-cell-type: error\nexclude: [drafts]\n",
            "app/specs/bad.yaml": Self.badCells,
            "app/specs/w.yaml": Self.unusedType,
            "app/specs/drafts/broken.yaml": "sections: [\n",
        ])
        let result = try CLI.run(["lint", "--format", "json", "specs"], directory: folder.appendingPathComponent("app"))
        #expect(result.status == 1)
        let root = try json(result.stdout)
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.map { "\($0["rule"] ?? ""):\($0["severity"] ?? "")" } == ["cell-order:error", "unused-cell-type:error"])
        #expect(root["files"] as? [String] == ["specs/bad.yaml", "specs/w.yaml"])
    }

    @Test func aNamedConfigurationAndItsMistakes() throws {
        let folder = try write(["bad.yaml": Self.badCells, "ci.yml": "rules: {cell-order: off}\n",
                                "wrong.yml": "rules:\n  cell-ordr: off\n", "typo.yml": "exclude: []\nrulez: {}\n"])
        // ci.yml tries to turn an invariant rule off: the finding stays, the setting is a warning.
        let invariant = try CLI.run(["lint", "--config", "ci.yml", "bad.yaml"], directory: folder)
        #expect(invariant.status == 1)
        #expect(invariant.stdout.contains("ci.yml:1:21: warning: cell-order cannot be turned off"), "\(invariant.stdout)")
        let wrong = try CLI.run(["lint", "--config", "wrong.yml", "bad.yaml"], directory: folder)
        #expect(wrong.status == 2)
        #expect(wrong.stderr.hasPrefix("listspec: error: configuration wrong.yml:2:3: unknown rule 'cell-ordr'; did you mean 'cell-order'?"))
        let typo = try CLI.run(["lint", "--config", "typo.yml", "bad.yaml"], directory: folder)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("typo.yml:2:1: unknown key 'rulez'; did you mean 'rules'?"))
        let missing = try CLI.run(["lint", "--config", "nope.yml", "bad.yaml"], directory: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.yml: No such file or directory"))
    }

    @Test func excludedNamedFilesAreSkippedQuietly() throws {
        let folder = try write([".listspec.yml": "exclude: ['*.draft.yaml']\n", "a.draft.yaml": "sections: [\n"])
        let result = try CLI.run(["lint", "a.draft.yaml"], directory: folder)
        #expect(result.status == 0)
        #expect(result.stderr.contains("all 1 spec file is excluded by"))
    }

    @Test func missingPathsAndEmptyFolders() throws {
        let folder = try write(["ok.yaml": "sections: []\n", "empty/readme.txt": "hi", "hidden/.build/x.yaml": "sections: [\n"])
        let missing = try CLI.run(["lint", "--format", "json", "nope.yaml", "ok.yaml"], directory: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.yaml: No such file or directory"))
        #expect(try json(missing.stdout)["files"] as? [String] == ["ok.yaml"])
        let empty = try CLI.run(["lint", "empty", "hidden"], directory: folder)
        #expect(empty.status == 0)
        #expect(empty.stderr == "No spec found in empty, hidden: no *.yaml, *.yml or *.json file.\n")
        let emptyJSON = try CLI.run(["lint", "--format", "json", "empty"], directory: folder)
        #expect(emptyJSON.status == 0)
        #expect(try json(emptyJSON.stdout)["files"] as? [String] == [])
    }

    @Test func manyFilesKeepAStableOrderAndLinkLoopsEnd() throws {
        var files: [String: String] = [:]
        for i in (0..<60).reversed() { files["specs/d\(i % 3)/f\(i).yaml"] = i % 7 == 0 ? Self.badCells : "sections: []\n" }
        files["one.json"] = "{\"sections\": []}"
        let folder = try write(files)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("specs/d0/loop").path,
                                                   withDestinationPath: folder.appendingPathComponent("specs").path)
        let result = try CLI.run(["lint", "--format", "json", "one.json", "specs"], directory: folder)
        #expect(result.status == 1)
        let listed = try #require(try json(result.stdout)["files"] as? [String])
        let specs = listed.dropFirst().filter { !$0.contains("/loop/") }
        #expect(listed.first == "one.json")
        #expect(specs.count == 60)
        #expect(Array(specs) == specs.sorted())
        let again = try CLI.run(["lint", "--format", "json", "one.json", "specs"], directory: folder)
        #expect(again.stdout == result.stdout)
    }

    @Test func rulesCommandListsEveryRule() throws {
        let text = try CLI.run(["rules"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("cell-order"))
        #expect(text.stdout.contains("warning"))
        let asJSON = try CLI.run(["rules", "--format", "json"])
        let rules = try #require(try json(asJSON.stdout)["rules"] as? [[String: String]])
        #expect(rules.count >= 18)
        #expect(text.stdout.components(separatedBy: "\n\n").count == rules.count)
        #expect(rules.first { $0["id"] == "unused-cell-type" }?["defaultSeverity"] == "warning")
    }

    @Test func schemaCommandPrintsAJSONSchema() throws {
        let result = try CLI.run(["schema"])
        #expect(result.status == 0)
        let schema = try json(result.stdout)
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema["properties"] as? [String: Any])?.keys.sorted() == ["cellTypes", "listspec", "sectionViewModel", "sections", "style", "tables", "types"])
    }
}

/// Counts elements and collects testsuite names.
final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var suiteNames: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        counts[elementName, default: 0] += 1
        if elementName == "testsuite", let name = attributeDict["name"] { suiteNames.append(name) }
    }
}
