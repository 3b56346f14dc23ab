import Testing
@testable import ListSpec

/// Every command's formats come from one registry shape: unique names, found by name, listed
/// for `--help` as it has always read.
@Suite struct OutputFormatsTests {
    @Test func everyRegistryHasUniqueNamesFoundByName() {
        let registries: [[String]] = [LintFormats.formats.names, SpecOutputs.formats.names, DiffOutputs.formats.names,
                                      LocateOutputs.formats.names, RuleTableFormats.formats.names]
        for names in registries {
            #expect(Set(names).count == names.count)
        }
        #expect(SpecOutputs.formats.named("html")?.name == "html")
        #expect(SpecOutputs.formats.named("sarif") == nil)
        #expect(LintFormats.formats.named("sarif")?.writer is SARIFReporter)
    }

    @Test func helpListsNamesAndSummaries() {
        #expect(LintFormats.formats.nameList == "text, json, github, sarif, junit or gitlab")
        #expect(LocateOutputs.formats.nameList == "text or json")
        #expect(OutputFormats<Int>([OutputFormat(name: "only", summary: "one", writer: 1)]).nameList == "only")
        #expect(OutputFormats<Int>([OutputFormat(name: "a", summary: "first", writer: 1),
                                    OutputFormat(name: "b", summary: "second", writer: 2)]).summaryList == "a (first); b (second)")
    }
}
