import Testing
@testable import ListSpec
import ListSpecRuntime

/// Every rule's examples, linted as `listspec lint` lints a file (inline suppressions and the
/// default settings applied): the rule fires on the one that triggers it, and the one that
/// passes lints clean.
@Suite struct RuleExampleTests {
    private func findings(_ text: String) -> [Finding] {
        var loader = SpecLoader()
        loader.settings = .default
        return loader.load(bytes: Array(text.utf8), path: "example.yaml", isJSON: false).findings
    }

    @Test(arguments: Rule.allCases) func theTriggeringExampleFires(_ rule: Rule) {
        let fired = findings(rule.descriptor.triggers).map(\.rule)
        #expect(fired.contains(rule), "\(rule.rawValue)'s example gives \(fired.map(\.rawValue))")
    }

    @Test(arguments: Rule.allCases) func thePassingExampleLintsClean(_ rule: Rule) {
        let found = findings(rule.descriptor.passes)
        #expect(found.isEmpty, "\(rule.rawValue)'s passing example gives \(found.map(\.description))")
    }

    /// A diff warning's examples: the triggering version, diffed from `before`, warns; the passing one does not.
    @Test(arguments: DiffWarning.Rule.allCases) func aDiffWarningsExamplesWarnAndPass(_ rule: DiffWarning.Rule) throws {
        let descriptor = rule.descriptor
        let before = SpecLoader().load(bytes: Array(try #require(descriptor.before).utf8), path: "before.yaml", isJSON: false).spec
        func warnings(_ text: String) throws -> [DiffWarning.Rule] {
            let after = SpecLoader().load(bytes: Array(text.utf8), path: "after.yaml", isJSON: false).spec
            return SpecDiffer.diff(old: try #require(before), new: try #require(after)).warnings.map(\.rule)
        }
        #expect(try warnings(descriptor.triggers) == [rule])
        #expect(try warnings(descriptor.passes).isEmpty)
        #expect(findings(descriptor.triggers).isEmpty && findings(descriptor.passes).isEmpty)
    }
}
