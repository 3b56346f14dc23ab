import Foundation
import Testing

/// lint's and breaking's SARIF as GitHub code scanning takes it (issue 62), checked against
/// GitHub's documented rules (`GitHubCodeScanningRules`), not only the schema: both runs upload
/// in one job, every region ends, a run holds at most 25,000 results, no result sits at a link.
@Suite struct CodeScanningSARIFTests {
    static let spec = """
    listspec: 1
    tables:
      t:
        cellTypes: {Row: {height: 44}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: Rów, hieght: 3}
              - {cellID: 1, cellType: "Rowx"}

    """

    private func run(_ data: Data) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    private func regions(_ run: [String: Any]) -> [[String: Int]] {
        (run["results"] as? [[String: Any]] ?? []).compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
        }
    }

    private func uris(_ run: [String: Any]) -> [String] {
        (run["results"] as? [[String: Any]] ?? []).compactMap {
            ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
    }

    @Test func lintAndBreakingUploadInOneJobAndNoResultSitsAtALink() throws {
        let old = "listspec: 1\ntables:\n  t:\n    cellTypes: {Row: {}}\n    sections:\n      - sectionID: 0\n        cells:\n          - {cellID: 0, cellType: Row}\n"
        // A cell type old builds do not register (breaking's error), one declared and unused (lint's warning).
        let new = old.replacingOccurrences(of: "{Row: {}}", with: "{Row: {}, Other: {}, Unused: {}}") + "          - {cellID: 1, cellType: Other}\n"
        let repository = try CLI.repository(["Shared/menu.listspec.yaml": old, "Specs/.keep": ""], then: ["Shared/menu.listspec.yaml": new])
        defer { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.createSymbolicLink(atPath: repository.appendingPathComponent("Specs/menu.listspec.yaml").path,
                                                   withDestinationPath: "../Shared/menu.listspec.yaml")
        let lint = try CLI.run(["lint", "--format", "sarif", "--strict", "Specs", "Shared"], directory: repository)
        #expect(lint.status == 1, "\(lint.stderr)")
        let breaking = try CLI.run(["breaking", "--against", "HEAD", "--format", "sarif"], directory: repository)
        #expect(breaking.status == 1, "\(breaking.stderr)")
        let problems = GitHubCodeScanningRules.problems(in: [Data(lint.stdout.utf8), Data(breaking.stdout.utf8)], repository: repository)
        #expect(problems.isEmpty, "\(problems)")
        let lintRun = try run(Data(lint.stdout.utf8)), breakingRun = try run(Data(breaking.stdout.utf8))
        #expect((lintRun["automationDetails"] as? [String: String]) == ["id": "listspec/lint/"])
        #expect((breakingRun["automationDetails"] as? [String: String]) == ["id": "listspec/breaking/"])
        // The spec met through the link and in its own folder: linted once, at its own path.
        #expect(uris(lintRun) == ["Shared/menu.listspec.yaml"], "\(uris(lintRun))")
        #expect(uris(breakingRun) == ["Shared/menu.listspec.yaml", "Shared/menu.listspec.yaml"], "\(uris(breakingRun))")
        #expect(regions(breakingRun).allSatisfy { $0["endColumn"]! > $0["startColumn"]! })
    }

    @Test func everyRegionEndsWhereItsTokenDoes() throws {
        let folder = try CLI.folder(with: ["u.listspec.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["lint", "--format", "sarif", "u.listspec.yaml"], directory: folder)
        // The declared type's name, a plain scalar of three code points (one of two bytes), a key, a quoted scalar with its quotes.
        #expect(regions(try run(Data(result.stdout.utf8))) == [
            ["startLine": 4, "startColumn": 17, "endLine": 4, "endColumn": 20],
            ["startLine": 8, "startColumn": 35, "endLine": 8, "endColumn": 38],
            ["startLine": 8, "startColumn": 40, "endLine": 8, "endColumn": 46],
            ["startLine": 9, "startColumn": 35, "endLine": 9, "endColumn": 41],
        ])
        // Standard input has no file to measure: a region of one character.
        let stdin = try CLI.run(["lint", "--format", "sarif", "-"], stdin: Data(Self.spec.utf8), directory: folder)
        #expect(regions(try run(Data(stdin.stdout.utf8))).allSatisfy { $0["endLine"] == $0["startLine"] && $0["endColumn"] == $0["startColumn"]! + 1 })
    }

    @Test func aRunHoldsAtMost25000ResultsAndSaysHowManyMore() throws {
        var text = "listspec: 1\ntables:\n  t:\n    cellTypes: {Row: {height: 44}}\n    sections:\n      - sectionID: 0\n        cells:\n"
        for id in 0..<26_010 { text += "          - {cellID: \(id), cellType: Row, hieght: 3}\n" }
        let folder = try CLI.folder(with: ["big.listspec.yaml": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.git(["init", "-q"], in: folder)
        let result = try CLI.run(["lint", "--format", "sarif", "big.listspec.yaml"], directory: folder)
        #expect(result.status == 1)
        let sarif = try run(Data(result.stdout.utf8))
        let results = try #require(sarif["results"] as? [[String: Any]])
        #expect(results.count == 25_000)
        // The first 25,000 in lint's order.
        #expect(regions(sarif).last?["startLine"] == 8 + 24_999)
        let notes = (sarif["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]
        let text0 = (notes?.first?["message"] as? [String: Any])?["text"] as? String ?? ""
        #expect(text0.hasPrefix("1010 more findings are not in this run"), "\(text0)")
        #expect(GitHubCodeScanningRules.problems(in: [Data(result.stdout.utf8)], repository: folder).isEmpty)
    }

    @Test func aSpecBehindALinkIsReportedOnceAtItsPathInEveryFormat() throws {
        let folder = try CLI.folder(with: ["Backend/specs/menu.listspec.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.git(["init", "-q"], in: folder)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Specs").path, withDestinationPath: "Backend/specs")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("Backend/menu.listspec.yaml").path, withDestinationPath: "specs/menu.listspec.yaml")
        for format in ["text", "json", "github", "gitlab", "junit", "sarif"] {
            // A folder that is a link, a file that is one, and the file itself: one spec.
            let result = try CLI.run(["lint", "--format", format, "Specs", "Backend/menu.listspec.yaml", "Backend"], directory: folder)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Linted 1 file: 3 errors, 1 warning"), "\(format): \(result.stderr)")
            let output = result.stdout.replacingOccurrences(of: "Backend/specs/menu.listspec.yaml", with: "")
            #expect(!output.contains("menu.listspec.yaml"), "\(format): \(result.stdout)")
        }
    }

    /// The check is honest: it finds what code scanning refuses.
    @Test func theRulesRefuseWhatGitHubRefuses() throws {
        let folder = try CLI.folder(with: ["real.yaml": "x"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.yaml").path, withDestinationPath: "real.yaml")
        func log(uri: String, region: String, category: String = "c/", fingerprints: String = #", "partialFingerprints": {"h/v1": "1"}"#) -> Data {
            Data("""
            {"$schema": "s", "version": "2.1.0", "runs": [{"tool": {"driver": {"name": "t", "rules": [{"id": "r", "shortDescription": {"text": "a"}, "fullDescription": {"text": "a"}, "help": {"text": "a"}}]}},
             "automationDetails": {"id": "\(category)"},
             "results": [{"ruleId": "r", "message": {"text": "m"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "\(uri)"}, "region": \(region)}}]\(fingerprints)}]}]}
            """.utf8)
        }
        let whole = #"{"startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 2}"#
        #expect(GitHubCodeScanningRules.problems(in: [log(uri: "real.yaml", region: whole)], repository: folder).isEmpty)
        #expect(GitHubCodeScanningRules.problems(in: [log(uri: "link.yaml", region: whole)], repository: folder).count == 1)
        #expect(GitHubCodeScanningRules.problems(in: [log(uri: "file:///x/real.yaml", region: whole)], repository: folder).count == 1)
        #expect(GitHubCodeScanningRules.problems(in: [log(uri: "real.yaml", region: #"{"startLine": 1, "startColumn": 1}"#)], repository: folder).count == 1)
        #expect(GitHubCodeScanningRules.problems(in: [log(uri: "real.yaml", region: whole, fingerprints: "")], repository: folder).count == 1)
        #expect(GitHubCodeScanningRules.problems(in: [log(uri: "real.yaml", region: whole, fingerprints: #", "partialFingerprints": {}"#)], repository: folder).count == 1)
        #expect(GitHubCodeScanningRules.problems(in: [log(uri: "real.yaml", region: whole), log(uri: "real.yaml", region: whole)], repository: folder).count == 1)
        #expect(GitHubCodeScanningRules.problems(in: [log(uri: "real.yaml", region: whole), log(uri: "real.yaml", region: whole, category: "d/")], repository: folder).isEmpty)
        // The size limit is on the file as gzip compresses it: repeated text shrinks, random bytes do not.
        #expect((GitHubCodeScanningRules.gzipSize(Data(repeating: 65, count: 1 << 20)) ?? .max) < 1 << 16)
        let noise = Data((0..<(1 << 20)).map { _ in UInt8.random(in: 0...255) })
        #expect((GitHubCodeScanningRules.gzipSize(noise) ?? 0) > 1 << 20)
    }
}
