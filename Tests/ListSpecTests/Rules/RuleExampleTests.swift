import Testing
@testable import ListSpec
import ListSpecRuntime

/// Every rule's examples, linted as `listspec lint` lints a file (inline suppressions and the
/// default settings applied): the rule fires on the one that triggers it, and the one that
/// passes lints clean.
@Suite struct RuleExampleTests {
    /// `keepingCells: false` is lint's reading (cells checked as marks), true the model's (the
    /// editor's, render's, the runtime's).
    private func findings(_ text: String, keepingCells: Bool = true) -> [Finding] {
        var loader = SpecLoader()
        loader.settings = .default
        loader.keepsCells = keepingCells
        return loader.load(bytes: Array(text.utf8), path: "example.yaml", isJSON: false).findings
    }

    /// Both readings of a spec give the same findings for every rule's examples: a check reaches
    /// lint and the model alike, or neither.
    @Test(arguments: Rule.lintRules) func lintAndTheModelFindTheSame(_ rule: Rule) {
        for example in [rule.descriptor.triggers, rule.descriptor.passes] {
            #expect(findings(example, keepingCells: false).map(\.description) == findings(example).map(\.description), "\(rule.rawValue)")
        }
    }

    @Test(arguments: Rule.lintRules.filter { $0 != .staleBaseline }) func theTriggeringExampleFires(_ rule: Rule) {
        let fired = findings(rule.descriptor.triggers).map(\.rule)
        #expect(fired.contains(rule), "\(rule.rawValue)'s example gives \(fired.map(\.rawValue))")
    }

    @Test(arguments: Rule.lintRules) func thePassingExampleLintsClean(_ rule: Rule) {
        let found = findings(rule.descriptor.passes)
        #expect(found.isEmpty, "\(rule.rawValue)'s passing example gives \(found.map(\.description))")
    }

    /// A rule of `listspec breaking`: its triggering example, compared with `against`, fires it;
    /// its passing example and `against` lint clean, and compare with no finding at all.
    @Test(arguments: Rule.compatibilityRules.filter { $0 != .removedSpec })
    func theBreakingExamplesFireAndPass(_ rule: Rule) throws {
        let descriptor = rule.descriptor
        let old = try #require(SpecLoader().load(bytes: Array((descriptor.against ?? "").utf8), path: "old.yaml", isJSON: false).spec)
        #expect(findings(descriptor.against ?? "").isEmpty)
        let triggering = try #require(SpecLoader().load(bytes: Array(descriptor.triggers.utf8), path: "new.yaml", isJSON: false).spec)
        let fired = SpecCompatibility.findings(new: triggering, old: old).map(\.rule)
        #expect(fired.contains(rule), "\(rule.rawValue)'s example gives \(fired.map(\.rawValue))")
        #expect(findings(descriptor.passes).isEmpty)
        let passing = try #require(SpecLoader().load(bytes: Array(descriptor.passes.utf8), path: "new.yaml", isJSON: false).spec)
        let found = SpecCompatibility.findings(new: passing, old: old)
        #expect(found.isEmpty, "\(rule.rawValue)'s passing example gives \(found.map(\.description))")
    }

    /// `removed-spec` is about a file gone, which no pair of specs shows: its examples are empty,
    /// and the end-to-end tests of `listspec breaking` exercise it.
    @Test func removedSpecHasNoExampleSpecs() {
        #expect(Rule.removedSpec.descriptor.triggers.isEmpty && Rule.removedSpec.descriptor.against == "")
    }

    /// `stale-baseline` is about an entry of a baseline file, which no spec alone shows: its
    /// triggering example is empty, and BaselineTests (end to end) exercise it.
    @Test func staleBaselineHasNoTriggeringSpec() {
        #expect(Rule.staleBaseline.descriptor.triggers.isEmpty && !Rule.staleBaseline.descriptor.passes.isEmpty)
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
