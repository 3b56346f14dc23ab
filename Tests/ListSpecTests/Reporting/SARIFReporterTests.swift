import Foundation
@testable import ListSpec
import ListSpecRuntime
import Testing

@Suite struct SARIFReporterTests {
    private func sarif(_ report: LintReport, currentDirectory: String = "/repo/app", base: String = "/repo") throws -> [String: Any] {
        let data = Data(SARIFReporter(currentDirectory: currentDirectory, baseDirectory: base).render(report))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theLogHasEveryRequiredField() throws {
        let log = try sarif(ReportFixtures.report)
        #expect(log["version"] as? String == "2.1.0")
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "listspec")
        #expect(driver["version"] as? String == ListSpecVersion.current)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == Rule.allCases.map(\.rawValue))
        for (rule, descriptor) in zip(Rule.allCases, rules) {
            #expect((descriptor["shortDescription"] as? [String: Any])?["text"] as? String == rule.summary)
            #expect(((descriptor["fullDescription"] as? [String: Any])?["text"] as? String)?.hasPrefix(rule.summary) == true)
            #expect((descriptor["defaultConfiguration"] as? [String: Any])?["level"] as? String == rule.defaultSeverity.rawValue)
            // Only what `.listspec.yml` can set is offered as a setting (section 2: never an invariant).
            let help = ((descriptor["help"] as? [String: Any])?["text"] as? String) ?? ""
            #expect(help.contains("change it in .listspec.yml") == !(rule.isInvariant || rule.checksCompatibility), "\(rule)")
            // Which rules lint --fix fixes, and how safely; none for the others.
            #expect((descriptor["properties"] as? [String: Any])?["autofix"] as? String == rule.descriptor.autofix?.rawValue)
        }
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let first = results[1]
        #expect(first["ruleId"] as? String == "cell-order")
        #expect(first["ruleIndex"] as? Int == Rule.allCases.firstIndex(of: .cellOrder))
        #expect(first["level"] as? String == "error")
        #expect((first["message"] as? [String: Any])?["text"] as? String == ReportFixtures.cellOrder.message)
        let physical = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        let artifact = try #require(physical["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "app/Specs/menu.yaml")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        let region = try #require(physical["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5)
        #expect(region["startColumn"] as? Int == 18)
        #expect(results[0]["level"] as? String == "warning")
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file:///repo/")
    }

    /// Code scanning tells a result from others across runs by its `partialFingerprints`: GitLab's
    /// fingerprint (no line in it), so a finding keeps its alert when lines are added above it.
    @Test func resultsCarryTheFingerprintsGitLabsReportHas() throws {
        func duplicate(at line: Int, first: Int) -> Finding {
            Finding(path: "Specs/menu.yaml", location: SourceLocation(line: line, column: 9), rule: .duplicateCellID,
                    message: "cellID 1 appears twice in section [0], first on line \(first)")
        }
        func fingerprints(_ findings: [Finding]) throws -> [String] {
            let report = LintReport(files: [LintReport.File(path: "Specs/menu.yaml", findings: findings)])
            let run = try #require((try sarif(report)["runs"] as? [[String: Any]])?.first)
            let results = try #require(run["results"] as? [[String: Any]])
            let values = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["listspecFindingHash/v1"] }
            #expect(values.count == results.count)
            let gitlab = try #require(try JSONSerialization.jsonObject(
                with: Data(GitLabReporter(currentDirectory: "/repo/app", baseDirectory: "/repo").render(report))) as? [[String: Any]])
            #expect(values == gitlab.compactMap { $0["fingerprint"] as? String })
            return values
        }
        let before = try fingerprints([ReportFixtures.unused, duplicate(at: 5, first: 4), duplicate(at: 7, first: 4)])
        let moved = try fingerprints([ReportFixtures.unused, duplicate(at: 15, first: 14), duplicate(at: 17, first: 14)])
        #expect(before == moved)
        #expect(Set(before).count == 3)
    }

    @Test func urisAreRelativeAndPercentEncoded() throws {
        let report = LintReport(files: [
            LintReport.File(path: "./odd dir/a#b%.yaml", findings: [ReportFixtures.awkward]),
            LintReport.File(path: "../../elsewhere/x.yaml", findings: []),
        ])
        let run = try #require((try sarif(report)["runs"] as? [[String: Any]])?.first)
        let artifacts = try #require(run["artifacts"] as? [[String: Any]])
        let uris = artifacts.compactMap { ($0["location"] as? [String: Any])?["uri"] as? String }
        #expect(uris == ["app/odd%20dir/a%23b%25.yaml", "file:///elsewhere/x.yaml"])
        #expect(SARIFReporter.percentEncoded("Spécs/a b.yaml") == "Sp%C3%A9cs/a%20b.yaml")
    }

    @Test func unreadableFilesAreToolNotifications() throws {
        let report = LintReport(files: [], unreadable: [UnreadableInput(path: "gone.yaml", reason: "Permission denied")])
        let run = try #require((try sarif(report)["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notes = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect((notes.first?["message"] as? [String: Any])?["text"] as? String == "gone.yaml: Permission denied")
    }

    /// Issue 17, item 4: a relative reference never reads as a URI scheme (RFC 3986 section 4.2).
    @Test func relativeReferencesCannotReadAsASchemeAndRulesCarryHelp() throws {
        let finding = Finding(path: "a:b.yaml", location: SourceLocation(line: 1, column: 1), rule: .syntax, message: "m")
        let report = LintReport(files: [LintReport.File(path: "a:b.yaml", findings: [finding])])
        let bytes = SARIFReporter(currentDirectory: "/repo", baseDirectory: "/repo").render(report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let artifacts = try #require(run["artifacts"] as? [[String: Any]])
        #expect((artifacts.first?["location"] as? [String: Any])?["uri"] as? String == "a%3Ab.yaml")
        #expect(SARIFReporter.relativeReference("dir/a:b c.yaml") == "dir/a%3Ab%20c.yaml")
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for rule in rules {
            let help = try #require(rule["help"] as? [String: String])
            #expect(help["text"]?.contains("Why: ") == true && help["text"]?.contains("Fix: ") == true)
            #expect(help["markdown"]?.contains("**Fix:**") == true)
        }
    }
}
