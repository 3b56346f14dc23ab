import Foundation
import ListSpec
import ListSpecRuntime
import Testing

@Suite struct RuleTableTests {
    @Test func everyRuleHasALine() {
        let lines = RuleTable.text().split(separator: "\n").map(String.init)
        #expect(lines.count == Rule.allCases.count + 1)
        #expect(lines[0].hasPrefix("RULE"))
        for (rule, line) in zip(Rule.allCases, lines.dropFirst()) {
            #expect(line.hasPrefix(rule.rawValue + " "))
            #expect(line.contains(" \(rule.defaultSeverity.rawValue) "))
            #expect(line.hasSuffix(rule.summary))
        }
    }

    @Test func jsonListsEveryRule() throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(RuleTable.json())) as? [String: [[String: String]]])
        #expect(root["rules"]?.map { $0["id"] ?? "" } == Rule.allCases.map(\.rawValue))
        #expect(root["rules"]?.first?["defaultSeverity"] == "error")
    }
}

/// The documentation's rule table (Docs/Commands.md, under lint) lists every rule, in Rule's order,
/// with its default severity.
@Suite struct ReadmeRuleTableTests {
    @Test func documentationListsEveryRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("Docs/Commands.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") && ($0.contains("| error |") || $0.contains("| warning |")) }
        let listed = rows.map { row in (row.split(separator: "`").dropFirst().first.map(String.init) ?? "",
                                        row.contains("| warning |") ? Severity.warning : .error) }
        #expect(listed.map(\.0) == Rule.allCases.map(\.rawValue))
        #expect(listed.map(\.1) == Rule.allCases.map(\.defaultSeverity))
    }
}
