import Foundation
import ListSpec
import ListSpecTestSupport
import Testing

/// `exclude` and `include` take `!pattern` as .gitignore does (issue 62): a later `!` pattern takes
/// back what earlier ones matched, and a file inside a folder excluded as a whole stays excluded.
/// `exclude` is held to git's own reading (`git check-ignore`) on random patterns and paths.
@Suite struct NegatedPatternTests {
    static let names = ["a", "b", "c.yaml", "d.yaml", "x"]

    /// A pattern of the syntax both read alike: names, `*`, `?`, `[ab]`, `**`, anchoring, a trailing `/`, a leading `!`.
    static func pattern(using random: inout SeededRandom) -> String {
        let pieces = ["a", "b", "x", "*", "*.yaml", "?.yaml", "[ab]", "c.yaml", "d.yaml", "a*", "**"]
        var parts = (0..<Int.random(in: 1...3, using: &random)).map { _ in random.pick(pieces) }
        // `**` next to `**` says nothing more; git reads `***` otherwise.
        parts = parts.enumerated().filter { $0.offset == 0 || !($0.element == "**" && parts[$0.offset - 1] == "**") }.map(\.element)
        var text = parts.joined(separator: "/")
        if random.chance(0.2) { text = "/" + text }
        if random.chance(0.15) { text += "/" }
        if random.chance(0.4) { text = "!" + text }
        return text
    }

    @Test func excludeReadsAsGitReadsAGitignore() throws {
        var random = SeededRandom(seed: 62)
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CLI.git(["init", "-q"], in: folder)
        // Every path of up to three names: files at the leaves, folders above them.
        var files: [String] = []
        for first in Self.names where first.hasSuffix(".yaml") { files.append(first) }
        for first in ["a", "b", "x"] {
            for second in Self.names {
                if second.hasSuffix(".yaml") { files.append("\(first)/\(second)"); continue }
                for third in ["c.yaml", "d.yaml"] { files.append("\(first)/\(second)/\(third)") }
            }
        }
        for file in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let base = folder.resolvingSymlinksInPath().path
        var disagreements: [String] = []
        for _ in 0..<250 {
            let patterns = (0..<Int.random(in: 1...5, using: &random)).map { _ in Self.pattern(using: &random) }
            try (patterns.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
            let git = try CLI.run(["/usr/bin/env", "git", "check-ignore", "--no-index", "--stdin"], stdin: Data(files.joined(separator: "\n").utf8),
                                  directory: folder, viaShell: true)
            let ignored = Set(git.stdout.split(separator: "\n").map(String.init))
            let filter = SpecFileFilter(include: [], exclude: patterns.map(Glob.init), baseDirectory: base, currentDirectory: base)
            for file in files where filter.admits(file) == ignored.contains(file) {
                disagreements.append("\(patterns) \(file): git \(ignored.contains(file) ? "ignores" : "keeps") it")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test func aLaterNegationReIncludesButNotInsideAnExcludedFolder() throws {
        func admitted(_ exclude: [String], include: [String] = []) -> [String] {
            let filter = SpecFileFilter(include: include.map(Glob.init), exclude: exclude.map(Glob.init), baseDirectory: "/r", currentDirectory: "/r")
            return ["legacy/keep.yaml", "legacy/old.yaml", "legacy/sub/a.yaml", "Specs/menu.yaml", "Specs/drafts/d.yaml"].filter(filter.admits)
        }
        #expect(admitted(["legacy/*", "!legacy/keep.yaml"]) == ["legacy/keep.yaml", "Specs/menu.yaml", "Specs/drafts/d.yaml"])
        // The folder excluded as a whole: nothing inside comes back.
        #expect(admitted(["legacy", "!legacy/keep.yaml"]) == ["Specs/menu.yaml", "Specs/drafts/d.yaml"])
        #expect(admitted(["*.yaml", "!menu.yaml"]) == ["Specs/menu.yaml"])
        // include: the last pattern that matches a file or a folder above it decides.
        #expect(admitted([], include: ["Specs", "!Specs/drafts"]) == ["Specs/menu.yaml"])
        #expect(admitted([], include: ["*.yaml", "!legacy", "legacy/keep.yaml"]) == ["legacy/keep.yaml", "Specs/menu.yaml", "Specs/drafts/d.yaml"])
        #expect(Glob("\\!x").negated == false && Glob("!x").negated)
    }

    @Test func everyCommandTakesNegatedPatterns() throws {
        let broken = ExcludeStackingTests.broken
        let repository = try CLI.repository([
            ".listspec.yml": "exclude: [\"Specs/legacy/*\", \"!Specs/legacy/keep.yaml\", \"Specs/old\", \"!Specs/old/back.yaml\"]\n",
            "Specs/legacy/keep.yaml": broken, "Specs/legacy/gone.yaml": broken,
            "Specs/old/back.yaml": broken, "Specs/menu.yaml": "sections: []\n",
        ], then: [:])
        defer { try? FileManager.default.removeItem(at: repository) }
        let walk = try CLI.run(["lint", "Specs"], directory: repository)
        #expect(walk.status == 1 && walk.stdout.contains("Specs/legacy/keep.yaml:") && !walk.stdout.contains("gone.yaml") && !walk.stdout.contains("back.yaml"),
                "\(walk.stdout)")
        // The folder excluded as a whole is never read, its file counted as the one excluded in the other folder is.
        #expect(walk.stderr.contains(", 2 excluded"), "\(walk.stderr)")
        // Named as pre-commit names them: the same answer.
        let named = try CLI.run(["lint", "Specs/legacy/keep.yaml", "Specs/legacy/gone.yaml", "Specs/old/back.yaml"], directory: repository)
        #expect(named.stdout.contains("keep.yaml:") && !named.stdout.contains("gone.yaml") && !named.stdout.contains("back.yaml"), "\(named.stdout)")
        let format = try CLI.run(["format", "--check", "Specs"], directory: repository)
        #expect(format.stderr.contains(", 2 excluded"), "\(format.stderr)")
        let diff = try CLI.run(["diff", "Specs/legacy/gone.yaml", "Specs/legacy/gone.yaml"], directory: repository)
        #expect(diff.status == 0 && diff.stderr.contains("exclude"), "\(diff.stderr)")
        let stdin = try CLI.run(["lint", "-", "--stdin-filename", "Specs/legacy/keep.yaml"], stdin: Data(broken.utf8), directory: repository)
        #expect(stdin.status == 1, "\(stdin.stdout)\(stdin.stderr)")
        // `!` alone names nothing: said, not read as "everything".
        try "exclude: [\"!\"]\n".write(to: repository.appendingPathComponent(".listspec.yml"), atomically: true, encoding: .utf8)
        let alone = try CLI.run(["lint", "Specs/menu.yaml"], directory: repository)
        #expect(alone.status == 2 || alone.stdout.contains("invalid-value") || alone.stderr.contains("'!'"), "\(alone.stdout)\(alone.stderr)")
    }
}
