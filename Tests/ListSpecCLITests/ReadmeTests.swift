import Foundation
import ListSpecRuntime
import Testing

/// The snippets of README.md (and the console sessions of Docs/) are extracted and run, so they
/// cannot drift: a `console` block's commands print what it shows, a `sh` block runs, a `yaml`
/// block is a spec that lints clean, and the Swift snippets are typechecked by Typecheck/run
/// (they need the UIKit stub); the test snippet is run here, as a test of the runtime.
@Suite struct ReadmeTests {
    /// The address the README tells a newcomer to clone, standing for this checkout in the tests.
    static let cloneURL = "https://github.com/listspec/listspec.git"
    /// Where README's install downloads a release from (the folder of a tag's assets follows).
    static let downloadURL = "https://github.com/listspec/listspec/releases/download"

    struct Snippet: CustomStringConvertible {
        var file: String
        var line: Int
        var language: String
        var text: String
        var description: String { "\(file):\(line)" }
    }

    /// The fenced code blocks of a Markdown file of the package, with the line each starts at.
    static func snippets(in file: String) throws -> [Snippet] {
        let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(file), encoding: .utf8)
        var snippets: [Snippet] = []
        var open: Snippet?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if var snippet = open {
                if line == "```" {
                    snippets.append(snippet)
                    open = nil
                } else {
                    snippet.text += line + "\n"
                    open = snippet
                }
            } else if line.hasPrefix("```") {
                open = Snippet(file: file, line: index + 1, language: String(line.dropFirst(3)), text: "")
            }
        }
        return snippets
    }

    static func readme(_ language: String) throws -> [Snippet] {
        try snippets(in: "README.md").filter { $0.language == language }
    }

    static var markdownFiles: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Docs").path)) ?? []
        return ["README.md", "Examples/README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    /// Runs a shell script in `directory` with the built listspec first on PATH.
    static func shell(_ script: String, in directory: URL) throws -> CLIResult {
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try CLI.run(["/bin/bash", "-c", script], environment: ["PATH": path, "LC_ALL": "C.UTF-8"], directory: directory, viaShell: true)
    }

    /// A copy of the package's specs, where a snippet may write files.
    static func scratchCopy() throws -> URL {
        let folder = try CLI.temporaryDirectory()
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("Specs"), to: folder.appendingPathComponent("Specs"))
        return folder
    }

    /// Each `$ command` of a `console` block, with the output shown under it; `...` stands for
    /// any lines. The commands run in order in one shell at the package root (so `echo $?` sees
    /// the command before it), standard error with standard output.
    @Test(arguments: try markdownFiles.flatMap { try snippets(in: $0) }.filter { $0.language == "console" })
    func consoleSessionsPrintWhatTheyShow(_ snippet: Snippet) throws {
        var commands: [(command: String, expected: [String])] = []
        for line in snippet.text.components(separatedBy: "\n").dropLast() {
            if line.hasPrefix("$ ") {
                commands.append((String(line.dropFirst(2)), []))
            } else {
                try #require(!commands.isEmpty, "\(snippet): output before the first command")
                commands[commands.count - 1].expected.append(line)
            }
        }
        let marker = "::readme-command::"
        // `(exit $status)` hands each command the status of the one before it, past the marker.
        let script = "status=0\n" + commands.map { "echo '\(marker)'; (exit $status); \($0.command) 2>&1; status=$?" }.joined(separator: "\n")
        let result = try Self.shell(script, in: CLI.packageRoot)
        let outputs = result.stdout.components(separatedBy: marker + "\n").dropFirst()
        try #require(outputs.count == commands.count, "\(snippet): \(result.stdout)")
        for ((command, expected), output) in zip(commands, outputs) {
            var lines = output.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            #expect(Self.matches(lines, expected), "\(snippet): $ \(command)\n\(output)")
        }
    }

    /// `expected` with `...` lines matching any run of lines.
    static func matches(_ lines: [String], _ expected: [String]) -> Bool {
        guard let first = expected.first else { return lines.isEmpty }
        if first == "..." {
            return (0...lines.count).contains { matches(Array(lines[$0...]), Array(expected.dropFirst())) }
        }
        return lines.first == first && matches(Array(lines.dropFirst()), Array(expected.dropFirst()))
    }

    /// The `sh` blocks a newcomer types, run as written in a copy of the specs; `swift run listspec`
    /// is the built binary, and `swift test` is the run this test is part of. The blocks that
    /// download a release (install, CI) run when LISTSPEC_README_INSTALL=1 (`.ci/run` sets it,
    /// after `Release/build`), with `.build/artifacts/` as the release's downloads and its archive's
    /// triple as this host's; the block that builds a release from a clone (this checkout) runs
    /// when LISTSPEC_README_FROM_SOURCE=1 (CI's one release build is `Release/build`'s).
    @Test func shellBlocksRun() throws {
        let blocks = try Self.readme("sh")
        #expect(blocks.count >= 4)
        let environment = ProcessInfo.processInfo.environment
        let installs = environment["LISTSPEC_README_INSTALL"] == "1"
        let fromSource = environment["LISTSPEC_README_FROM_SOURCE"] == "1"
        let artifacts = CLI.packageRoot.appendingPathComponent(".build/artifacts")
        for block in blocks {
            if block.text.contains("swift build -c release") && !fromSource { continue }
            let downloads = block.text.contains(Self.downloadURL)
            if downloads && !installs { continue }
            var text = block.text
            if downloads {
                let archive = try #require(try FileManager.default.contentsOfDirectory(atPath: artifacts.path)
                    .first { $0.hasPrefix("listspec-") && $0.hasSuffix(".tar.gz") }, "no archive in .build/artifacts: run Release/build")
                let triple = archive.dropFirst("listspec-\(ListSpecVersionText.current)-".count).dropLast(".tar.gz".count)
                text = text.replacingOccurrences(of: #"\#(Self.downloadURL)/v[^/ ]*"#, with: "file://" + artifacts.path, options: .regularExpression)
                    .replacingOccurrences(of: "x86_64-unknown-linux-gnu", with: String(triple))
            }
            let folder = try Self.scratchCopy()
            defer { try? FileManager.default.removeItem(at: folder) }
            // The clone comes from this checkout, through a link named as the repository is, and
            // what the CI lines put in /tmp goes to the scratch folder.
            let origin = folder.appendingPathComponent("origin/listspec")
            try FileManager.default.createDirectory(at: origin.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: origin, withDestinationURL: CLI.packageRoot)
            let script = text
                .replacingOccurrences(of: "/tmp/listspec", with: folder.appendingPathComponent("ci/listspec").path)
                .replacingOccurrences(of: Self.cloneURL, with: origin.path)
                .replacingOccurrences(of: "swift run listspec", with: "listspec")
                .components(separatedBy: "\n").filter { !$0.hasPrefix("swift test") }.joined(separator: "\n")
            let result = try Self.shell("set -euo pipefail\n" + script, in: folder)
            #expect(result.status == 0, "\(block): \(result.stdout)\n\(result.stderr)")
            if block.text.contains("convert") {
                // What the server-driven path serves reads in the app.
                let json = try Data(contentsOf: folder.appendingPathComponent("recipes.json"))
                #expect(try Spec(json: json).table(named: "recipes") != nil)
            }
            if block.text.contains("listspec --version") {
                #expect(result.stdout.contains(ListSpecVersionText.current), "\(block): \(result.stdout)")
            }
        }
    }

    /// The example of each command in README's table runs in a copy of the specs (a git
    /// repository, for the git-diff line): exit 0, or 1 where the command found changes.
    @Test func commandTableExamplesRun() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let examples = readme.components(separatedBy: "\n").filter { $0.hasPrefix("| `") }.compactMap { row -> String? in
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[2].hasPrefix("`"), cells[2].hasSuffix("`") else { return nil }
            return String(cells[2].dropFirst().dropLast())
        }
        #expect(examples.count >= 9)
        let folder = try Self.scratchCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try Self.shell("git init -q .", in: folder).status == 0)
        for example in examples {
            // A preview serves until interrupted: it runs for two seconds on a free port, then gets
            // SIGINT (and must have said where it listens, and exit 0).
            let serves = example.hasPrefix("listspec preview ")
            let command = serves ? "timeout --preserve-status -s INT 2 \(example) --port 0" : example
            let result = try Self.shell(command, in: folder)
            let changes = example.hasPrefix("listspec diff ")
            #expect(result.status == (changes ? 1 : 0), "\(example): \(result.stdout)\n\(result.stderr)")
            if serves { #expect(result.stdout.contains(" at http://127.0.0.1:"), "\(example): \(result.stdout)") }
        }
        // What the examples wrote is there and usable.
        for file in ["recipes.html", "menu.json", "Recipes.swift", "recipes.schema.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
    }

    /// The format at a glance is a spec that lints with no finding.
    @Test func yamlBlocksAreCleanSpecs() throws {
        let blocks = try Self.readme("yaml")
        #expect(!blocks.isEmpty)
        for block in blocks {
            let result = try CLI.run(["lint", "-"], stdin: Data(block.text.utf8))
            #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.contains("no findings"), "\(block): \(result.stdout) \(result.stderr)")
        }
    }

    /// One version everywhere: `--version`, the package snippet, the pre-commit sample, the
    /// action's, the hooks' package, the CHANGELOG's release section; one clone address everywhere.
    @Test func versionAndAddressAgree() throws {
        let version = ListSpecVersionText.current
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(#".package(url: "\#(Self.cloneURL)", from: "\#(version)"),"#))
        let ci = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        #expect(ci.contains("rev: v\(version)"))
        #expect(ci.contains("uses: listspec/listspec@v\(version)"))
        let workflow = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Docs/listspec-workflow.yml"), encoding: .utf8)
        #expect(workflow.contains("uses: listspec/listspec@v\(version)"))
        let hooks = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Release/pre-commit/_build/backend.py"), encoding: .utf8)
        #expect(hooks.contains("\nVERSION = \"\(version)\"\n"))
        let changelog = try String(contentsOf: CLI.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("\n## [\(version)] - "))
        for file in Self.markdownFiles {
            let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(file), encoding: .utf8)
            for line in text.components(separatedBy: "\n") where line.contains("github.com/listspec") || line.contains("your-org") || line.contains("OWNER/") {
                #expect(line.contains(Self.cloneURL) || line.contains("github.com/listspec/listspec ") || Self.namesOnlyReleaseAddresses(line),
                        "\(file): \(line)")
            }
        }
    }

    /// Whether every address of `line` is the releases page, a release's download folder, the
    /// plugins package (`Release/ListSpecPlugins`), the pre-commit hooks (`Release/pre-commit`),
    /// each published as a repository of its own, or a page of the documentation, which messages
    /// point to (an output a doc shows).
    static func namesOnlyReleaseAddresses(_ line: String) -> Bool {
        let known = [downloadURL + "/v", "https://github.com/listspec/listspec/releases)", "https://github.com/listspec/ListSpecPlugins.git\"",
                     "https://github.com/listspec/listspec-pre-commit", "https://github.com/listspec/listspec/blob/main/Docs/"]
        let addresses = line.components(separatedBy: "https://github.com/listspec").dropFirst()
        return !addresses.isEmpty && addresses.allSatisfy { rest in known.contains { ("https://github.com/listspec" + rest).hasPrefix($0) } }
    }

    /// The README's test snippet is a test of the runtime suite, word for word, so it runs.
    @Test func testSnippetIsRun() throws {
        let snippet = try #require(Self.readme("swift").first { $0.text.contains("@Test") })
        let tests = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Tests/ListSpecRuntimeTests/ReadmeExampleTests.swift"),
                               encoding: .utf8)
        let body = snippet.text.components(separatedBy: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        #expect(tests.contains(body.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// README stays what a newcomer reads first.
    @Test func readmeIsShort() throws {
        let readme = try String(contentsOf: CLI.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.components(separatedBy: "\n").count <= 351)
        for link in ["Docs/SpecFormat.md", "Docs/Commands.md", "Docs/DataSource.md", "Docs/Runtime.md", "Docs/CI.md", "LICENSE"] {
            #expect(readme.contains("(\(link)"), "\(link)")
            #expect(FileManager.default.fileExists(atPath: CLI.packageRoot.appendingPathComponent(link).path), "\(link)")
        }
    }
}

/// `listspec --version` as the tests read it.
enum ListSpecVersionText {
    static var current: String {
        ((try? CLI.run(["--version"]).stdout) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
