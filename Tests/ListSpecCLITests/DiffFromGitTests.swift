import Foundation
import Testing

/// `listspec diff` with a side read from git as `REF:PATH` (contract section 4), through the
/// built binary in a temporary repository: each side takes the settings of its own path, a spec
/// the settings exclude is skipped, and what git cannot give is trouble that says why.
@Suite struct DiffFromGitTests {
    /// Uses a cell type it does not declare: an error, unless its folder's settings turn the rule off.
    static let home = """
    tables:
      home:
        cellTypes: {Title: {}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: Title, viewModel: Soup}
              - {cellID: 1, cellType: Legacy, viewModel: Old}

    """

    static var edited: String {
        home.replacingOccurrences(of: "viewModel: Old}", with: "viewModel: Old}\n          - {cellID: 2, cellType: Title, viewModel: Stew}")
    }

    /// Sections out of order: refused by every command, unless excluded.
    static let broken = "sections:\n  - {sectionID: 1}\n  - {sectionID: 0}\n"

    private func repository() throws -> URL {
        try CLI.repository([
            ".listspec.yml": "exclude: [\"legacy/**\"]\n",
            "Specs/.listspec.yml": "rules: {unknown-cell-type: off}\n",
            "Specs/home.yaml": Self.home,
            "Specs/broken.yaml": Self.broken,
            "legacy/old.yaml": Self.broken,
        ], then: ["Specs/home.yaml": Self.edited, "legacy/old.yaml": Self.broken + "# touched\n"])
    }

    @Test func aSideFromGitTakesTheSettingsOfItsOwnPath() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["diff", "HEAD:Specs/home.yaml", "Specs/home.yaml"], directory: folder)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout == "home: 1 row inserted\n  sectionID 0 at [0]\n    + cellID 2 at [0, 2]\n", "\(result.stdout)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        // The Markdown heading names the versions as given, not a temporary copy.
        let markdown = try CLI.run(["diff", "HEAD:Specs/home.yaml", "Specs/home.yaml", "--format", "markdown"], directory: folder)
        #expect(markdown.status == 1 && markdown.stdout.contains("HEAD:Specs/home.yaml"), "\(markdown.stdout)")
        // A copy of the old version elsewhere loses its folder's settings: what REF:PATH avoids.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("copy"), withIntermediateDirectories: true)
        try Self.home.write(to: folder.appendingPathComponent("copy/home.yaml"), atomically: true, encoding: .utf8)
        let copy = try CLI.run(["diff", "copy/home.yaml", "Specs/home.yaml"], directory: folder)
        #expect(copy.status == 2 && copy.stderr.contains("[unknown-cell-type]"), "\(copy.stderr)")
    }

    @Test func pathsAreFromTheRootOrWithDotFromTheCurrentDirectory() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appendingPathComponent("Specs")
        for old in ["HEAD:Specs/home.yaml", "HEAD:./home.yaml"] {
            let result = try CLI.run(["diff", old, "home.yaml", "--format", "json"], directory: specs)
            #expect(result.status == 1, "\(old): \(result.stderr)")
            #expect(result.stdout.contains("\"insertRows\":[[0,2]]"), "\(old): \(result.stdout)")
        }
        // Both sides from git; the commit's version against the work tree's.
        try CLI.git(["commit", "-qam", "second"], in: folder)
        let both = try CLI.run(["diff", "HEAD~1:Specs/home.yaml", "HEAD:Specs/home.yaml", "--format", "json"], directory: folder)
        #expect(both.status == 1 && both.stdout.contains("\"insertRows\":[[0,2]]"), "\(both.stdout)\(both.stderr)")
        let same = try CLI.run(["diff", "HEAD:Specs/home.yaml", "Specs/home.yaml"], directory: folder)
        #expect(same.status == 0 && same.stdout == "home: unchanged\n", "\(same.stdout)\(same.stderr)")
    }

    @Test func aSpecItsSettingsExcludeIsSkippedWithALineOnStandardError() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["text", "json", "markdown"] {
            let result = try CLI.run(["diff", "HEAD:legacy/old.yaml", "legacy/old.yaml", "--format", format], directory: folder)
            #expect(result.status == 0 && result.stdout.isEmpty, "\(format): \(result.stdout)\(result.stderr)")
            #expect(result.stderr == "listspec: HEAD:legacy/old.yaml is excluded by .listspec.yml; nothing to diff\n", "\(result.stderr)")
        }
        // Either side excluded skips the diff: a file given as a file too.
        let file = try CLI.run(["diff", "Specs/home.yaml", "legacy/old.yaml"], directory: folder)
        #expect(file.status == 0 && file.stderr == "listspec: legacy/old.yaml is excluded by .listspec.yml; nothing to diff\n", "\(file.stderr)")
    }

    @Test func whatGitCannotGiveIsTroubleThatSaysWhy() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try CLI.run(["diff", "nope:Specs/home.yaml", "Specs/home.yaml"], directory: folder)
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("listspec: error: the ref 'nope' of old 'nope:Specs/home.yaml' does not resolve to a commit"),
                "\(unknown.stderr)")
        let missing = try CLI.run(["diff", "Specs/home.yaml", "HEAD:Specs/gone.yaml"], directory: folder)
        #expect(missing.status == 2 && missing.stderr.contains("new 'HEAD:Specs/gone.yaml': HEAD has no file Specs/gone.yaml"),
                "\(missing.stderr)")
        // A version git holds that breaks a rule is refused with its findings, named as given.
        let broken = try CLI.run(["diff", "HEAD:Specs/broken.yaml", "Specs/home.yaml"], directory: folder)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("HEAD:Specs/broken.yaml:3:17: error:") && broken.stderr.contains("[section-order]"), "\(broken.stderr)")
        #expect(broken.stderr.contains("HEAD:Specs/broken.yaml (as HEAD holds it) breaks the rules above"), "\(broken.stderr)")
        // A name is escaped before it reaches the terminal.
        let hostile = try CLI.run(["diff", "HEAD:Specs/\u{1B}[2Jx.yaml", "Specs/home.yaml"], directory: folder)
        #expect(hostile.status == 2 && !hostile.stderr.contains("\u{1B}") && hostile.stderr.contains("\\u{1B}[2Jx.yaml"), "\(hostile.stderr)")
        // Outside a repository, a name that is no file says so.
        let outside = try CLI.folder(with: ["home.yaml": Self.home])
        defer { try? FileManager.default.removeItem(at: outside) }
        let noRepository = try CLI.run(["diff", "HEAD:home.yaml", "home.yaml"], directory: outside)
        #expect(noRepository.status == 2 && noRepository.stderr.contains("is not in a git repository"), "\(noRepository.stderr)")
    }
}
