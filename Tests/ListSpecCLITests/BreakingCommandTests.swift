import Foundation
import Testing

/// `listspec breaking` through the built binary (contract section 14): OLD as a file, as
/// `REF:PATH` and as a git ref in a temporary repository; exit codes, formats, refusals.
@Suite struct BreakingCommandTests {
    static let old = """
    types:
      Recipe: {title: String, minutes: Int, level: Level}
      Level: [easy, hard]
    tables:
      home:
        cellTypes: {RecipeCell: {viewModel: Recipe}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: RecipeCell, action: open, viewModel: {title: Soup, minutes: 20, level: easy}}

    """

    static var breaking: String {
        old.replacingOccurrences(of: "minutes: Int,", with: "minutes: String,").replacingOccurrences(of: "minutes: 20,", with: "minutes: 20 min,")
    }

    static var warnsOnly: String { old.replacingOccurrences(of: "[easy, hard]", with: "[easy, hard, expert]") }

    @Test func aFileAgainstAFileExitsByItsFindings() throws {
        let folder = try CLI.folder(with: ["old.yaml": Self.old, "same.yaml": Self.old, "new.yaml": Self.breaking, "warns.yaml": Self.warnsOnly])
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = try CLI.run(["breaking", "same.yaml", "--against", "old.yaml"], directory: folder)
        #expect(same.status == 0 && same.stdout.isEmpty, "\(same.stdout)\(same.stderr)")
        #expect(same.stderr.contains("Compared 1 spec with old.yaml: no findings."))
        let broken = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml"], directory: folder)
        #expect(broken.status == 1)
        #expect(broken.stdout == "new.yaml:10:95: error: old.yaml declares Recipe.minutes as Int; this value is \"20 min\" [changed-field-type]\n")
        let warns = try CLI.run(["breaking", "warns.yaml", "--against", "old.yaml"], directory: folder)
        #expect(warns.status == 0 && warns.stdout.contains(": warning: ") && warns.stdout.contains("[new-enum-case]"), "\(warns.stdout)")
        let strict = try CLI.run(["breaking", "warns.yaml", "--against", "old.yaml", "--strict"], directory: folder)
        #expect(strict.status == 1)
    }

    @Test func everyFormatCarriesTheFindings() throws {
        let folder = try CLI.folder(with: ["old.yaml": Self.old, "new.yaml": Self.breaking])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml", "--format", "json"], directory: folder)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        #expect(findings.map { $0["rule"] as? String } == ["changed-field-type"])
        #expect(findings.first?["line"] as? Int == 10 && findings.first?["column"] as? Int == 95)
        let sarif = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml", "--format", "sarif"], directory: folder)
        #expect(sarif.status == 1 && sarif.stdout.contains("\"id\":\"changed-field-type\"") && sarif.stdout.contains("\"ruleId\":\"changed-field-type\""))
        let github = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml", "--format", "github"], directory: folder)
        #expect(github.stdout.contains("::error file=new.yaml,line=10,col=95"), "\(github.stdout)")
        let junit = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml", "--format", "junit"], directory: folder)
        #expect(junit.stdout.contains("<failure") && junit.stdout.contains("changed-field-type"))
        let markdown = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml", "--format", "markdown"], directory: folder)
        #expect(markdown.stdout.contains("| error | new.yaml:10:95 | `changed-field-type` | old.yaml declares Recipe.minutes as Int; this value is \"20 min\" |"),
                "\(markdown.stdout)")
        let annotations = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml"], environment: ["GITHUB_ACTIONS": "true"], directory: folder)
        #expect(annotations.stdout.contains("::error "))
    }

    @Test func againstAGitRefEachSpecMeetsItsPathAndGoneSpecsWarn() throws {
        let folder = try CLI.repository(["Specs/home.yaml": Self.old, "Specs/gone.listspec.yaml": Self.old, "Specs/codecov.yml": "coverage: {}\n"],
                                    then: ["Specs/home.yaml": Self.breaking, "Specs/gone.listspec.yaml": nil, "Specs/codecov.yml": nil,
                                           "Specs/fresh.yaml": Self.breaking])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["breaking", "Specs", "--against", "HEAD"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout == """
        Specs/home.yaml:10:95: error: HEAD declares Recipe.minutes as Int; this value is "20 min" [changed-field-type]
        Specs/gone.listspec.yaml:1:1: warning: HEAD has this spec, which is gone: builds that load it find nothing [removed-spec]

        """, "\(result.stdout)")
        #expect(result.stderr.contains("Compared 1 spec with HEAD (1 new, nothing to break): 1 error, 1 warning."), "\(result.stderr)")
        // Left out, NEW is the current directory; REF:PATH names one file from the repository's root.
        let whole = try CLI.run(["breaking", "--against", "HEAD"], directory: folder)
        #expect(whole.status == 1 && whole.stdout.contains("Specs/home.yaml:10:95: error: HEAD declares")
               && !whole.stdout.split(separator: "\n").contains { $0.hasPrefix("./") })
        let one = try CLI.run(["breaking", "Specs/home.yaml", "--against", "HEAD:Specs/home.yaml"], directory: folder)
        #expect(one.stdout == "Specs/home.yaml:10:95: error: HEAD:Specs/home.yaml declares Recipe.minutes as Int; this value is \"20 min\" [changed-field-type]\n")
    }

    /// Section 14: where the settings name `served:`, a walk compares only the served specs (as the
    /// editor's lens shows them); a spec named on the command line is always compared.
    @Test func servedLimitsTheWalkButNotASpecNamed() throws {
        let folder = try CLI.repository(["Specs/home.yaml": Self.old, "Specs/draft.yaml": Self.old, "Specs/old.listspec.yaml": Self.old,
                                     "Specs/served-gone.listspec.yaml": Self.old,
                                     ".listspec.yml": "served: [\"Specs/home.yaml\", \"Specs/served-gone.listspec.yaml\"]\n"],
                                    then: ["Specs/home.yaml": Self.breaking, "Specs/draft.yaml": Self.breaking, "Specs/old.listspec.yaml": nil,
                                           "Specs/served-gone.listspec.yaml": nil])
        defer { try? FileManager.default.removeItem(at: folder) }
        let walk = try CLI.run(["breaking", "Specs", "--against", "HEAD"], directory: folder)
        #expect(walk.status == 1)
        #expect(walk.stdout == """
        Specs/home.yaml:10:95: error: HEAD declares Recipe.minutes as Int; this value is "20 min" [changed-field-type]
        Specs/served-gone.listspec.yaml:1:1: warning: HEAD has this spec, which is gone: builds that load it find nothing [removed-spec]

        """, "\(walk.stdout)")
        let named = try CLI.run(["breaking", "Specs/draft.yaml", "--against", "HEAD"], directory: folder)
        #expect(named.status == 1 && named.stdout.hasPrefix("Specs/draft.yaml:10:95: error:"), "\(named.stdout)")
    }

    @Test func aRefThatDoesNotResolveIsTroubleWithWhatToDo() throws {
        let folder = try CLI.repository(["home.yaml": Self.old], then: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try CLI.run(["breaking", "--against", "no-such-branch"], directory: folder)
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("listspec: error: --against 'no-such-branch' does not resolve to a commit in this repository"))
        let remote = try CLI.run(["breaking", "--against", "origin/main"], directory: folder)
        #expect(remote.status == 2 && remote.stderr.contains("git fetch origin main"), "\(remote.stderr)")
        let missing = try CLI.run(["breaking", "home.yaml", "--against", "HEAD:nothing.yaml"], directory: folder)
        #expect(missing.status == 2 && missing.stderr.contains("HEAD has no file nothing.yaml"), "\(missing.stderr)")
        let outside = try CLI.folder(with: ["home.yaml": Self.old])
        defer { try? FileManager.default.removeItem(at: outside) }
        let noRepository = try CLI.run(["breaking", "--against", "HEAD~1"], directory: outside)
        #expect(noRepository.status == 2 && noRepository.stderr.contains("is not in a git repository"), "\(noRepository.stderr)")
    }

    /// What CI meets first: a shallow clone (actions/checkout's default depth of 1) has no HEAD~1.
    @Test func aShallowCloneSaysToFetchTheHistory() throws {
        let origin = try CLI.repository(["home.yaml": Self.old], then: [:])
        defer { try? FileManager.default.removeItem(at: origin) }
        try "# second\n\(Self.old)".write(to: origin.appendingPathComponent("home.yaml"), atomically: true, encoding: .utf8)
        try CLI.git(["commit", "-qam", "second"], in: origin)
        let parent = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        try CLI.git(["clone", "-q", "--depth", "1", "file://" + origin.path, "clone"], in: parent)
        let result = try CLI.run(["breaking", "--against", "HEAD~1"], directory: parent.appendingPathComponent("clone"))
        #expect(result.status == 2)
        #expect(result.stderr.contains("this clone is shallow") && result.stderr.contains("fetch-depth: 0"), "\(result.stderr)")
    }

    @Test func aVersionThatFailsLintsInvariantsIsRefusedWithItsFindings() throws {
        let folder = try CLI.repository(["home.yaml": Self.old.replacingOccurrences(of: "cellID: 0", with: "cellID: 0, cellID: 1")], then: ["home.yaml": Self.old])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["breaking", "home.yaml", "--against", "HEAD"], directory: folder)
        #expect(result.status == 2 && result.stdout.isEmpty)
        #expect(result.stderr.contains("HEAD:home.yaml:10:") && result.stderr.contains("[duplicate-key]"), "\(result.stderr)")
        #expect(result.stderr.contains("HEAD:home.yaml (the old version) breaks the rules above"))
        let newSide = try CLI.folder(with: ["old.yaml": Self.old, "new.yaml": "sections: [{sectionID: 1}, {sectionID: 0}]\n"])
        defer { try? FileManager.default.removeItem(at: newSide) }
        let refused = try CLI.run(["breaking", "new.yaml", "--against", "old.yaml"], directory: newSide)
        #expect(refused.status == 2 && refused.stderr.contains("[section-order]"))
    }

    @Test func usageMistakesAreTrouble() throws {
        let folder = try CLI.folder(with: ["old.yaml": Self.old, "Specs/new.yaml": Self.old])
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = try CLI.run(["breaking", "Specs", "--against", "old.yaml"], directory: folder)
        #expect(directory.status == 2 && directory.stderr.contains("Specs is a directory"))
        let noAgainst = try CLI.run(["breaking", "Specs/new.yaml"], directory: folder)
        #expect(noAgainst.status == 2 && noAgainst.stderr.contains("--against"))
        let help = try CLI.run(["breaking", "--help"], directory: folder)
        #expect(help.status == 0 && help.stdout.contains("listspec breaking --against origin/main"))
    }

    /// The rules of breaking are listed beside lint's, and lint's settings do not take them.
    @Test func breakingRulesAreListedButAreNoLintSettings() throws {
        let rules = try CLI.run(["rules", "new-cell-type"])
        #expect(rules.status == 0 && rules.stdout.hasPrefix("new-cell-type (error (warning while only declared))"))
        // The warning-only ids of before are gone, with no alias (section 14, amended).
        for gone in ["enum-case-added", "field-type-changed", "cell-type-added"] {
            #expect(try CLI.run(["rules", gone]).status == 2, "\(gone)")
        }
        let folder = try CLI.folder(with: ["a.yaml": "sections: []\n", ".listspec.yml": "rules:\n  new-cell-type: off\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let configured = try CLI.run(["lint", "a.yaml"], directory: folder)
        #expect(configured.status == 2 && configured.stderr.contains("'new-cell-type' is a rule of listspec breaking"), "\(configured.stderr)")
        let plain = try CLI.folder(with: ["a.yaml": "sections: []\n"])
        defer { try? FileManager.default.removeItem(at: plain) }
        let disabled = try CLI.run(["lint", "--disable", "removed-table", "a.yaml"], directory: plain)
        #expect(disabled.status == 2 && disabled.stderr.contains("'removed-table' is a rule of listspec breaking"), "\(disabled.stderr)")
    }
}
