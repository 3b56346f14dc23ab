import Foundation
@testable import ListSpec
import ListSpecRuntime
import Testing

@Suite struct RuleTableTests {
    @Test func everyRuleHasABlockWithWhyAndFix() {
        let blocks = RuleTextRenderer.render(width: 80).components(separatedBy: "\n\n")
        // Lint's rules, then diff's warnings.
        #expect(blocks.count == Rule.allCases.count + DiffWarning.Rule.allCases.count)
        for (rule, block) in zip(RuleDescriptor.all, blocks) {
            #expect(block.hasPrefix("\(rule.id) (\(rule.severityLabel))\n"))
            // The paragraphs, unwrapped, are the rule's summary and help (and, for a rule lint --fix fixes, how safely).
            let text = block.split(separator: "\n").dropFirst().map { $0.dropFirst(2) }.joined(separator: " ")
            #expect(text == "\(rule.summary) Why: \(rule.why) Fix: \(rule.fix)" + (rule.autofix.map { " Autofix: \($0.help)" } ?? ""))
            #expect(block.split(separator: "\n").allSatisfy { $0.count <= 80 || !$0.dropFirst(2).contains(" ") })
        }
    }

    @Test func onlyTheRulesAskedFor() {
        #expect(RuleTextRenderer.render([Rule.cellOrder.descriptor]).hasPrefix("cell-order (error)\n"))
        #expect(!RuleTextRenderer.render([Rule.cellOrder.descriptor]).contains("\n\n"))
        #expect(RuleTextRenderer.render([DiffWarning.Rule.renumberedCells.descriptor]).hasPrefix("renumbered-cells (warning)\n"))
        // Contract section 14: a breaking rule with both levels.
        #expect(RuleTextRenderer.render([Rule.newEnumCase.descriptor]).hasPrefix("new-enum-case (error (warning while only declared))\n"))
        #expect(RuleTextRenderer.render([Rule.fieldMadeOptional.descriptor]).hasPrefix("field-made-optional (warning)\n"))
        #expect(RuleTextRenderer.wrapped("aa bb cc", indent: "  ", width: 7) == "  aa bb\n  cc\n")
        #expect(RuleTextRenderer.wrapped("abcdefghij k", indent: "  ", width: 5) == "  abcdefghij\n  k\n")
    }

    /// The rules `lint --fix` fixes, and how safely (section 15), as `rules` and SARIF say them.
    @Test func fixableRulesAndTheirSafety() throws {
        let fixable = RuleDescriptor.all.filter { $0.autofix != nil }.map { "\($0.id) \($0.autofix?.rawValue ?? "")" }
        // A name's fix is safe for a typo, else unsafe (section 15, amended 2026-12-05).
        #expect(fixable == ["unknown-key safe-or-unsafe", "invalid-value safe-or-unsafe", "section-order unsafe", "duplicate-section-id unsafe",
                            "cell-order unsafe", "duplicate-cell-id unsafe", "unknown-cell-type safe-or-unsafe", "unknown-type safe-or-unsafe",
                            "view-model-type safe-or-unsafe"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(RuleJSONRenderer.render())) as? [String: [[String: String]]])
        #expect(root["rules"]?.first { $0["id"] == "unknown-key" }?["autofix"] == "safe-or-unsafe")
        #expect(root["rules"]?.first { $0["id"] == "cell-order" }?["autofix"] == "unsafe")
        #expect(root["rules"]?.first { $0["id"] == "syntax" }?["autofix"] == "none")
    }

    /// Lint's rules, then breaking's, then diff's warnings: a lint rule added later comes before breaking's.
    @Test func jsonListsEveryRule() throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(RuleJSONRenderer.render())) as? [String: [[String: String]]])
        #expect(root["rules"]?.map { $0["id"] ?? "" } == (Rule.lintRules + Rule.compatibilityRules).map(\.rawValue) + ["renumbered-cells"])
        #expect(Set(Rule.lintRules + Rule.compatibilityRules) == Set(Rule.allCases))
        #expect(root["rules"]?.first?["defaultSeverity"] == "error")
    }
}

/// The documentation's rule table (Docs/Commands.md, under lint) is the rule descriptors' table:
/// every lint rule, in the order of `Rule.allCases`, with its anchor, default severity and entry.
/// With LISTSPEC_UPDATE_GOLDEN set, the test writes the table into the file instead.
@Suite struct DocsRuleTableTests {
    @Test func documentationsTableIsTheDescriptors() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("Docs/Commands.md")
        let docs = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(docs.range(of: "| rule | severity | what it checks |\n"))
        let end = docs[start.lowerBound...].range(of: "\n\n")?.lowerBound ?? docs.endIndex
        let table = String(docs[start.lowerBound..<end]) + "\n"
        if ProcessInfo.processInfo.environment["LISTSPEC_UPDATE_GOLDEN"] != nil, table != RuleDescriptor.docsTable() {
            var updated = docs
            updated.replaceSubrange(start.lowerBound..<end, with: RuleDescriptor.docsTable().dropLast())
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(table == RuleDescriptor.docsTable())
    }

    /// `listspec breaking`'s rules have a table of their own under its section, from the same descriptors.
    @Test func breakingsTableIsTheDescriptors() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = root.appendingPathComponent("Docs/Commands.md")
        let docs = try String(contentsOf: url, encoding: .utf8)
        let expected = RuleDescriptor.docsTable(Rule.compatibilityRules, heading: RuleDescriptor.breakingDocsHeading)
        let start = try #require(docs.range(of: "| rule | severity | \(RuleDescriptor.breakingDocsHeading) |\n"))
        let end = docs[start.lowerBound...].range(of: "\n\n")?.lowerBound ?? docs.endIndex
        let table = String(docs[start.lowerBound..<end]) + "\n"
        if ProcessInfo.processInfo.environment["LISTSPEC_UPDATE_GOLDEN"] != nil, table != expected {
            var updated = docs
            updated.replaceSubrange(start.lowerBound..<end, with: expected.dropLast())
            try updated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(table == expected)
    }

    /// Each rule's documentation link names its own row's anchor, which the rule tables of Docs/Commands.md hold.
    @Test func everyRuleLinksToItsOwnRow() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("Docs/Commands.md"), encoding: .utf8)
        for rule in Rule.allCases {
            let anchor = try #require(rule.documentationURL.split(separator: "#").last.map(String.init))
            #expect(rule.documentationURL == "https://github.com/listspec/listspec/blob/main/Docs/Commands.md#\(anchor)")
            #expect(docs.components(separatedBy: "<a id=\"\(anchor)\"></a>`\(rule.rawValue)`").count == 2, "\(rule.rawValue): no row with its anchor")
        }
        #expect(Set(Rule.allCases.map(\.documentationURL)).count == Rule.allCases.count)
    }
}
