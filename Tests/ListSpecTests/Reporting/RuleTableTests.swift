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
