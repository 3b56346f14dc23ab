import Foundation
import Testing
@testable import ListSpec

/// Every command's formats come from one registry shape: unique names, found by name, listed
/// for `--help` as it has always read, and in Docs/Commands.md's synopsis.
@Suite struct OutputFormatsTests {
    /// Each command's format names, by the command's name.
    static let registries: [(command: String, names: [String])] = [
        ("lint", LintFormats.formats.names), ("rules", RulesFormats.formats.names), ("render", RenderFormats.formats.names),
        ("locate", LocateFormats.formats.names), ("diff", DiffFormats.formats.names), ("breaking", BreakingFormats.formats.names),
    ]

    /// A writer of a number, for a registry of the tests' own.
    struct Digits: OutputWriter {
        func write(_ number: Int, context: Void, into out: inout ByteWriter) { out.int(Int64(number)) }
    }

    @Test func everyRegistryHasUniqueNamesFoundByName() {
        for (command, names) in Self.registries {
            #expect(Set(names).count == names.count, "\(command)")
        }
        #expect(RenderFormats.formats.named("html")?.name == "html")
        #expect(RenderFormats.formats.named("sarif") == nil)
        #expect(LintFormats.formats.named("sarif")?.writer is SARIFReporter)
        #expect(BreakingFormats.formats.names == LintFormats.formats.names + ["markdown"])
    }

    @Test func helpListsNamesAndSummaries() {
        #expect(LintFormats.formats.nameList == "text, json, github, sarif, junit or gitlab")
        #expect(LocateFormats.formats.nameList == "text or json")
        #expect(OutputFormats([OutputFormat(name: "only", summary: "one", writer: Digits())]).nameList == "only")
        let two = OutputFormats([OutputFormat(name: "a", summary: "first", writer: Digits()), OutputFormat(name: "b", summary: "second", writer: Digits())])
        #expect(two.summaryList == "a (first); b (second)")
        #expect(two.format(named: "b").writer.output(42, context: ()) == Array("42".utf8))
        #expect(two.format(named: "c").name == "a", "an unknown name falls back to the default")
    }

    /// Only json holds a diff's warnings; the others leave them to standard error.
    @Test func onlyDiffJSONHoldsTheWarnings() {
        #expect(DiffFormats.formats.all.filter(\.holdsWarnings).map(\.name) == ["json"])
    }

    /// Docs/Commands.md's synopsis lists each command's formats as its registry has them, in order.
    @Test func synopsisListsEveryRegistrysFormats() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("Docs/Commands.md"), encoding: .utf8)
        let synopsis = try #require(docs.components(separatedBy: "\n## Synopsis\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        for (command, names) in Self.registries {
            let line = try #require(synopsis.split(separator: "\n").first { $0.hasPrefix("listspec \(command) ") }, "\(command)")
            #expect(line.contains("[--format \(names.joined(separator: "|"))]"), "\(command): \(line)")
        }
    }
}
