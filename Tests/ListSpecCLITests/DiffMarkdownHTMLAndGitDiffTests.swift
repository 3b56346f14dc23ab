import Foundation
import Testing

/// `diff --format markdown|html [--output]` and `git-diff` through the built binary.
@Suite struct DiffMarkdownHTMLAndGitDiffTests {
    static let old = "Specs/custom-updates-old.yaml", new = "Specs/custom-updates-new.yaml"

    @Test func markdownExitsAsDiff() throws {
        let changed = try CLI.run(["diff", Self.old, Self.new, "--format", "markdown"])
        #expect(changed.status == 1)
        #expect(changed.stdout.hasPrefix("## listspec diff: Specs/custom-updates-old.yaml → Specs/custom-updates-new.yaml\n"))
        #expect(changed.stdout.contains("| row deleted | 2 | 5 | [1, 5] | — | BasicCell | viewModel \"Cell 2.5\" |"))
        #expect(changed.stderr == "")
        let same = try CLI.run(["diff", "Specs/menu.yaml", "Specs/menu.yaml", "--format", "markdown"])
        #expect(same.status == 0)
        #expect(same.stdout.contains("No change (1 table)."))
        let broken = try CLI.run(["diff", Self.old, "-", "--format", "markdown"], stdin: Data("sections: [{cellID: 1}]".utf8))
        #expect(broken.status == 2)
        #expect(broken.stdout == "")
    }

    @Test func htmlToAFile() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("diff.html")
        let result = try CLI.run(["diff", Self.old, Self.new, "--format", "html", "--output", page.path, "--color", "always"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<div class=\"side old\">"))
        #expect(!html.contains("\u{1B}"))
        let text = folder.appendingPathComponent("diff.txt")
        _ = try CLI.run(["diff", Self.old, Self.new, "-o", text.path, "--color", "always"])
        #expect(!(try String(contentsOf: text, encoding: .utf8)).contains("\u{1B}"), "a file gets no colour")
    }

    @Test func outputOntoAnInputIsRefused() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("old.yaml")
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(Self.old), to: spec)
        let before = try Data(contentsOf: spec)
        let result = try CLI.run(["diff", spec.path, Self.new, "--format", "html", "--output", spec.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is the input spec"))
        #expect(try Data(contentsOf: spec) == before)
    }

    @Test func helpNamesTheNewFormatsAndGitDiff() throws {
        let diff = try CLI.run(["diff", "--help"])
        #expect(diff.status == 0)
        // Help wraps at its own width: compare the words, whatever the line breaks.
        let words = diff.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("values: text, json, swift, markdown, html"))
        #expect(diff.stdout.contains("--output"))
        #expect(diff.stdout.contains("GITHUB_STEP_SUMMARY"))
        let gitDiff = try CLI.run(["git-diff", "--help"])
        #expect(gitDiff.status == 0)
        #expect(gitDiff.stdout.contains("git config diff.listspec.command \"listspec git-diff\""))
        #expect(try CLI.run(["--help"]).stdout.contains("git-diff"))
    }

    @Test func gitDiffArgumentsAreCheckedAndAnUnreadableFileIsTrouble() throws {
        let wrong = try CLI.run(["git-diff", "a.yaml", "b.yaml"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("expected the 7 arguments"))
        let unreadable = try CLI.run(["git-diff", "Specs/x.yaml", "/nonexistent/x.yaml", "0000", "100644", Self.new, "1111", "100644"])
        #expect(unreadable.status == 2)
        let unmerged = try CLI.run(["git-diff", "Specs/x.yaml"])
        #expect(unmerged.status == 0)
        #expect(unmerged.stdout == "diff --listspec a/Specs/x.yaml b/Specs/x.yaml\nunmerged path: nothing to compare\n")
    }

    @Test func gitDiffShowsFindingsOfAVersionThatDoesNotParseEscaped() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.yaml")
        try Data("sections:\n  - {sectionID: 1, header: \"\\e[31m\"}\n  - {sectionID: \"\\e]0;x\\a\"}\n".utf8).write(to: broken)
        let result = try CLI.run(["git-diff", "Specs/\u{1B}[2Jx.yaml", Self.old, "0000", "100644", broken.path, "1111", "100644"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.contains("\u{07}"))
        #expect(result.stdout.hasPrefix("diff --listspec a/Specs/\\u{1B}[2Jx.yaml b/Specs/\\u{1B}[2Jx.yaml\n"))
        #expect(result.stdout.contains("b/Specs/\\u{1B}[2Jx.yaml:3:17: error:"))
        #expect(result.stdout.contains("[type-mismatch]"))
        #expect(result.stdout.contains("listspec: no diff: b/Specs/\\u{1B}[2Jx.yaml breaks the rules above\n"))
    }

    /// The driver as git runs it: a temporary repository with `.gitattributes` and
    /// `diff.listspec.command`, and real `git diff` for a modified, an added, a deleted
    /// and a broken spec, and a rename.
    @Test func realGitDiffThroughTheDriver() throws {
        let repo = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: repo) }
        func git(_ arguments: String...) throws -> CLIResult {
            let result = try CLI.run(["/usr/bin/env", "git"] + arguments, environment: [
                "GIT_CONFIG_NOSYSTEM": "1", "HOME": repo.path, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
                "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_PAGER": "cat", "PAGER": "cat",
            ], directory: repo, viaShell: true)
            #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.stderr)")
            return result
        }
        func copy(_ spec: String, to name: String) throws {
            let target = repo.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent(spec), to: target)
        }
        _ = try git("init", "-q")
        try Data("*.yaml diff=listspec\n*.json diff=listspec\n".utf8).write(to: repo.appendingPathComponent(".gitattributes"))
        _ = try git("config", "diff.listspec.command", "\(CLI.binary.path) git-diff")
        try copy(Self.old, to: "custom.yaml")
        try copy("Specs/sorted-items.yaml", to: "items.yaml")
        try copy("Specs/recipes.yaml", to: "recipes.yaml")
        _ = try git("add", "-A")
        _ = try git("commit", "-q", "-m", "specs")

        try copy(Self.new, to: "custom.yaml")                        // modified
        try FileManager.default.removeItem(at: repo.appendingPathComponent("items.yaml"))  // deleted
        try copy("Specs/table-view-protocols.json", to: "protocols.json")  // added
        try Data("sections: [\n".utf8).write(to: repo.appendingPathComponent("broken.yaml"))  // added, does not parse
        _ = try git("add", "-A")
        let staged = try git("diff", "--cached")
        #expect(staged.stdout.contains("""
        diff --listspec a/custom.yaml b/custom.yaml
        custom: 1 section inserted, 2 rows deleted, 3 rows inserted
          sectionID 0 at [0]
            + cellID 2 at [0, 2]
        """))
        #expect(staged.stdout.contains("diff --listspec a/items.yaml b/items.yaml\ndeleted spec\nitems: removed (plain, 1 section, 12 rows)\n"))
        #expect(staged.stdout.contains("diff --listspec a/protocols.json b/protocols.json\nnew spec\nprotocols: added (grouped, 4 sections, 11 rows)\n"))
        #expect(staged.stdout.contains("diff --listspec a/broken.yaml b/broken.yaml\nnew spec\nb/broken.yaml:2:1: error:"))
        #expect(staged.stdout.contains("listspec: no diff: b/broken.yaml breaks the rules above\n"))
        #expect(!staged.stdout.contains("recipes.yaml"), "an unchanged spec is not shown")
        #expect(!staged.stdout.contains("@@"), "no line diff: the driver reports")
        _ = try git("commit", "-q", "-m", "change")

        // The working tree against the index, a rename, and the history.
        _ = try git("mv", "recipes.yaml", "meals.yaml")
        let renamed = try git("diff", "--cached", "-M")
        #expect(renamed.stdout.contains("diff --listspec a/recipes.yaml b/meals.yaml\nrenamed from recipes.yaml\n"))
        let history = try git("log", "-p", "--ext-diff", "-1", "--format=%s")
        #expect(history.stdout.hasPrefix("change\n"))
        #expect(history.stdout.contains("diff --listspec a/custom.yaml b/custom.yaml\n"))
    }
}
