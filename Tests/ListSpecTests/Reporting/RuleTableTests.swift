import Foundation
@testable import ListSpec
import ListSpecRuntime
import Testing

@Suite struct RuleTableTests {
    @Test func everyRuleHasABlockWithWhyAndFix() {
        let blocks = RuleTable.text(width: 80).components(separatedBy: "\n\n")
        #expect(blocks.count == Rule.allCases.count)
        for (rule, block) in zip(Rule.allCases, blocks) {
            #expect(block.hasPrefix("\(rule.rawValue) (\(rule.defaultSeverity.rawValue))\n"))
            // The paragraphs, unwrapped, are the rule's summary and help.
            let text = block.split(separator: "\n").dropFirst().map { $0.dropFirst(2) }.joined(separator: " ")
            #expect(text == "\(rule.summary) Why: \(rule.help.why) Fix: \(rule.help.fix)")
            #expect(block.split(separator: "\n").allSatisfy { $0.count <= 80 || !$0.dropFirst(2).contains(" ") })
        }
    }

    @Test func onlyTheRulesAskedFor() {
        #expect(RuleTable.text([.cellOrder]).hasPrefix("cell-order (error)\n"))
        #expect(!RuleTable.text([.cellOrder]).contains("\n\n"))
        #expect(RuleTable.wrapped("aa bb cc", indent: "  ", width: 7) == "  aa bb\n  cc\n")
        #expect(RuleTable.wrapped("abcdefghij k", indent: "  ", width: 5) == "  abcdefghij\n  k\n")
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
