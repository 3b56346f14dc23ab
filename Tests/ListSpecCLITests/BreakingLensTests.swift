import Foundation
import Testing

/// The language server shows `listspec breaking --against HEAD`'s findings as lenses beside the
/// batch-update lens, for specs `.listspec.yml` marks as `served:`, through a client over the
/// server's pipes; the same findings the command prints.
@Suite struct BreakingLensTests {
    @Test func aServedSpecShowsWhatBuildsFromHeadCannotShow() throws {
        let old = BreakingCommandTests.old
        let folder = try CLI.folder(with: ["Specs/home.yaml": old, "Specs/draft.yaml": old, ".listspec.yml": "served: [\"Specs/home.yaml\"]\n"])
        try LanguageServerFeatureTests.git(["init", "-q"], in: folder)
        try LanguageServerFeatureTests.git(["add", "."], in: folder)
        try LanguageServerFeatureTests.git(["commit", "-q", "-m", "spec"], in: folder)
        let edited = BreakingCommandTests.breaking
        let (client, uri, _) = try LanguageServerFeatureTests.server(text: edited, folder: folder, name: "Specs/home.yaml")
        defer { LanguageServerFeatureTests.finish(client, folder) }
        let lenses = try client.request("textDocument/codeLens", ["textDocument": ["uri": uri]])["result"] as? [[String: Any]] ?? []
        let titles = lenses.compactMap { ($0["command"] as? [String: Any])?["title"] as? String }
        #expect(titles.contains("breaks builds from HEAD: HEAD declares Recipe.minutes as Int; this value is \"20 min\" [changed-field-type]"), "\(titles)")
        #expect(titles.contains { $0.hasPrefix("since HEAD: ") }, "the batch-update lens stays: \(titles)")
        let breaking = lenses.first { (($0["command"] as? [String: Any])?["title"] as? String)?.hasPrefix("breaks") == true }
        let start = (breaking?["range"] as? [String: Any])?["start"] as? [String: Any]
        #expect(start?["line"] as? Int == 9 && start?["character"] as? Int == 94)
        // The command line says the same of the same text.
        try edited.write(to: folder.appendingPathComponent("Specs/home.yaml"), atomically: true, encoding: .utf8)
        let command = try CLI.run(["breaking", "Specs/home.yaml", "--against", "HEAD"], directory: folder)
        #expect(command.stdout.contains("Specs/home.yaml:10:95: error: HEAD declares Recipe.minutes as Int; this value is \"20 min\" [changed-field-type]"))

        // A spec the settings do not mark as served: the batch-update lens alone.
        let draftURI = folder.appendingPathComponent("Specs/draft.yaml").absoluteString
        client.open(draftURI, text: edited)
        _ = try client.diagnostics(for: draftURI)
        let draft = try client.request("textDocument/codeLens", ["textDocument": ["uri": draftURI]])["result"] as? [[String: Any]] ?? []
        #expect(draft.count == 1 && ((draft.first?["command"] as? [String: Any])?["title"] as? String)?.hasPrefix("since HEAD") == true, "\(draft)")
    }

    @Test func servedMustBeAListOfGlobs() throws {
        let folder = try CLI.folder(with: ["a.yaml": "sections: []\n", ".listspec.yml": "served: 3\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try CLI.run(["lint", "a.yaml"], directory: folder)
        #expect(lint.status == 2 && lint.stderr.contains(".listspec.yml:1:9"), "\(lint.stderr)")
    }
}
