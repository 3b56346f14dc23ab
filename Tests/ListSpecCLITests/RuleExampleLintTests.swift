import Foundation
import Testing
import ListSpecRuntime

/// Every lint rule's examples through the built binary's `lint` (standard input, JSON output),
/// as a user meets them: the triggering example fires the rule, the passing one lints clean.
@Suite struct RuleExampleLintTests {
    private func rules(_ text: String) throws -> (status: Int32, rules: [String]) {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["lint", "--format", "json", "-"], stdin: Data(text.utf8), directory: folder)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try #require(object?["findings"] as? [[String: Any]], "\(result.stdout)\(result.stderr)")
        return (result.status, findings.compactMap { $0["rule"] as? String })
    }

    /// `stale-baseline` is about a baseline file, which no spec alone shows (BaselineTests exercise it).
    @Test(arguments: Rule.lintRules.filter { $0 != .staleBaseline }) func theTriggeringExampleFires(_ rule: Rule) throws {
        let found = try rules(rule.descriptor.triggers)
        #expect(found.rules.contains(rule.rawValue), "\(rule.rawValue)'s example gives \(found.rules)")
        #expect(found.status == (rule.defaultSeverity == .error ? 1 : 0))
    }

    @Test(arguments: Rule.lintRules) func thePassingExampleLintsClean(_ rule: Rule) throws {
        let found = try rules(rule.descriptor.passes)
        #expect(found.rules.isEmpty && found.status == 0, "\(rule.rawValue)'s passing example gives \(found.rules)")
    }
}
