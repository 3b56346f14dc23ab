import Foundation
import Testing
import ListSpecRuntime

/// What Docs/Runtime.md says an app may rely on of `Rule`, written as an app writes it.
@Suite struct RuleForAppsTests {
    /// An app's own switch: the rules it treats apart, then `default`, so a rule added later is
    /// no source break.
    private func place(of rule: Rule) -> String {
        switch rule {
        case .cellOrder, .duplicateCellID: "row"
        case .sectionOrder: "section"
        default: "file"
        }
    }

    @Test func anAppSwitchesOverRulesWithADefault() {
        #expect(place(of: .cellOrder) == "row" && place(of: .sectionOrder) == "section" && place(of: .smallTapTarget) == "file")
    }

    @Test func aRuleIsItsID() {
        #expect(Rule(rawValue: "cell-order") == .cellOrder)
        #expect(Rule(rawValue: "cel-order") == nil)
        #expect(Rule.smallTapTarget.rawValue == "small-tap-target" && "\(Rule.smallTapTarget)" == "small-tap-target")
        #expect(Rule.smallTapTarget.defaultSeverity == .warning && !Rule.smallTapTarget.checksCompatibility)
        #expect(Rule.removedTable.checksCompatibility && Rule.cellOrder.defaultSeverity == .error)
        #expect(!Rule.smallTapTarget.summary.isEmpty)
        let counts: [Rule: Int] = [.cellOrder: 1, .smallTapTarget: 2]
        #expect(counts[Rule(rawValue: "small-tap-target") ?? .syntax] == 2)
        #expect(Set(Rule.allCases).count == Rule.allCases.count)
        #expect(Rule.allCases.allSatisfy { Rule(rawValue: $0.rawValue) == $0 })
    }

    /// A warning: the runtime reads the spec (contract section 6 throws only for errors).
    @Test func aSmallTapTargetDoesNotStopAServedSpec() throws {
        let json = #"{"sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "Row", "height": 30, "action": "Open"}]}]}"#
        let spec = try Spec(json: Data(json.utf8))
        #expect(spec.tables.first?.sections.first?.cells.first?.action == "Open")
    }
}
