import Foundation
import Testing

/// What a user reads (the documentation, `--help`, `listspec rules`, messages) sends them only
/// where they can go (issue 62): never to the project's contract, nor to a path of listspec's
/// repository, which they do not have; the documentation by its address on the web.
@Suite struct WordsForUsersTests {
    /// Pages for those who work on listspec itself, who have the repository and its contract.
    static let contributorPages: Set<String> = ["Docs/Development.md", "Docs/Benchmarks.md"]

    /// "contract section 8", "section 15)", "section 11's", "sections 13 and 16".
    static func citations(in text: String) -> [String] {
        let pattern = #"[Cc]ontract|\bsections? [1-9][0-9]*(\)|'s|:| and [0-9])"#
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    @Test func noUserDocCitesTheContract() throws {
        let pages = ReadmeTests.markdownFiles.filter { !Self.contributorPages.contains($0) } + ["Release/pre-commit/README.md"]
        for page in pages {
            let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(page), encoding: .utf8)
            #expect(Self.citations(in: text).isEmpty, "\(page): \(Self.citations(in: text))")
        }
        #expect(Self.citations(in: "see contract section 8, or section 15)") == ["contract", "section 15)"])
    }

    @Test func helpAndRulesNameNoPathOfTheRepository() throws {
        let commands = ["lint", "format", "render", "diff", "convert", "git-diff", "generate", "breaking", "locate", "rules", "schema", "lsp", "preview"]
        let runs = [["--help"]] + commands.map { [$0, "--help"] } + [["rules"], ["rules", "--format", "json"]]
        for arguments in runs {
            let result = try CLI.run(arguments)
            let text = result.stdout.replacingOccurrences(of: "https://github.com/listspec/listspec/blob/main/Docs/", with: "")
            #expect(!text.contains("Docs/") && Self.citations(in: text).isEmpty, "\(arguments): \(result.stdout)")
        }
    }

    @Test func messagesPointToTheDocumentationsAddress() throws {
        let folder = try CLI.folder(with: [
            "old.yaml": "tables:\n  t:\n    sections:\n      - sectionID: 0\n        cells:\n          - {cellID: 1, cellType: Row, viewModel: A}\n          - {cellID: 2, cellType: Row, viewModel: B}\n",
            "new.yaml": "tables:\n  t:\n    sections:\n      - sectionID: 0\n        cells:\n          - {cellID: 1, cellType: Row, viewModel: A}\n          - {cellID: 2, cellType: Row, viewModel: C}\n          - {cellID: 3, cellType: Row, viewModel: B}\n",
            "full.yaml": "tables:\n  t:\n    sections:\n      - sectionID: 0\n        cells:\n          - {cellID: 1, cellType: Row}\n          - {cellID: 1, cellType: Row}\n          - {cellID: 2, cellType: Row}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = "https://github.com/listspec/listspec/blob/main/Docs/SpecFormat.md#choosing-ids"
        let renumbered = try CLI.run(["diff", "old.yaml", "new.yaml"], directory: folder)
        #expect(renumbered.stderr.contains("see \(url) [renumbered-cells]"), "\(renumbered.stderr)")
        let noRoom = try CLI.run(["lint", "full.yaml"], directory: folder)
        #expect(noRoom.stdout.contains("see \(url))"), "\(noRoom.stdout)")
        for output in [renumbered.stderr, noRoom.stdout] {
            #expect(!output.replacingOccurrences(of: url, with: "").contains("Docs/"))
        }
    }
}
