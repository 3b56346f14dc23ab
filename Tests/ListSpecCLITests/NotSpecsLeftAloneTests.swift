import Foundation
import Testing

/// Files that are not specs are left alone, named or found (section 2, amended 2026-12-05), and
/// what a user meets next (issue 60), through the built binary.
@Suite struct NotSpecsLeftAloneTests {
    /// An app repository adopting listspec: two specs (one a typo away from clean, one messy), a
    /// served JSON spec, a spec whose top-level key is misspelt (reached by its name), and the files
    /// around them that are no specs: CI, coverage, pre-commit, npm, TypeScript, listspec's own settings and baseline.
    static let repository: [String: String] = [
        "Specs/menu.yaml": "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: Row, hieght: 44}\n",
        "Specs/messy.yaml": "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row}]\n",
        "Backend/served.json": "{\"sections\": [{\"sectionID\": 0, \"cells\": [{\"cellID\": 0, \"cellType\": \"Row\"}]}]}\n",
        "Specs/draft.listspec.yaml": "sectoins: [{sectionID: 0}]\n",
        ".gitlab-ci.yml": "stages: [test]\nunit-tests: {stage: test, script: [swift test]}\n",
        "codecov.yml": "coverage:\n  status: {project: off}\n",
        ".pre-commit-config.yaml": "repos:\n  - {repo: local, hooks: []}\n",
        "package.json": "{\"name\": \"app\",   \"version\": \"1.0.0\"}\n",
        // JSON with comments and a trailing comma, as TypeScript reads it.
        "tsconfig.json": "{\n  // strict mode\n  \"compilerOptions\": {\"strict\": true,},\n}\n",
        ".listspec.yml": "baseline: accepted.listspec.json\n",
        "accepted.listspec.json": "{\"listspec-baseline\": 1, \"entries\": []}\n",
    ]
    static let notSpecs = [".gitlab-ci.yml", "codecov.yml", ".pre-commit-config.yaml", "package.json", "tsconfig.json", ".listspec.yml",
                           "accepted.listspec.json"]

    private func contents(_ folder: URL) throws -> [String: String] {
        var read: [String: String] = [:]
        for name in Self.repository.keys { read[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }
        return read
    }

    @Test func namedFilesThatAreNotSpecsAreNeitherLintedFormattedNorFixed() throws {
        let folder = try CLI.folder(with: Self.repository)
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in [["lint"], ["lint", "--fix"], ["lint", "--fix", "--unsafe-fixes"], ["format"], ["format", "--check"]] {
            let result = try CLI.run(command + Self.notSpecs, directory: folder)
            #expect(result.status == 0, "\(command): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.isEmpty, "\(command): \(result.stdout)")
            // One line on standard error says so.
            #expect(result.stderr.split(separator: "\n").count == 1, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("skipped 7 files that are not specs"), "\(command): \(result.stderr)")
            #expect(try contents(folder) == Self.repository)
        }
    }

    @Test func amongSpecsTheOthersAreCountedAsTheWalkCountsThem() throws {
        let folder = try CLI.folder(with: Self.repository)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try CLI.run(["lint", "Specs/menu.yaml"] + Self.notSpecs, directory: folder)
        #expect(lint.status == 1)
        #expect(Set(lint.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }) == ["Specs/menu.yaml"], "\(lint.stdout)")
        #expect(lint.stderr.contains("Linted 1 file: ") && lint.stderr.contains("Skipped 7 files that are not specs"), "\(lint.stderr)")
        let format = try CLI.run(["format", "Specs/messy.yaml"] + Self.notSpecs, directory: folder)
        #expect(format.status == 0)
        #expect(format.stderr == "listspec: 1 of 1 spec file formatted, 7 skipped (not specs)\n", "\(format.stderr)")
        var expected = Self.repository
        expected["Specs/messy.yaml"] = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: Row}\n"
        #expect(try contents(folder) == expected)
    }

    /// Standard input is always a spec; a spec whose top-level key is misspelt is reached by its name.
    @Test func standardInputAndSpecNamedFilesAreSpecs() throws {
        let folder = try CLI.folder(with: Self.repository)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The baseline is no spec found in a walk either, though its name says spec.
        let walked = try CLI.run(["lint", "."], directory: folder)
        #expect(!walked.stdout.contains("accepted.listspec.json"), "\(walked.stdout)")
        let piped = try CLI.run(["lint", "-"], stdin: Data("coverage: {}\n".utf8), directory: folder)
        #expect(piped.status == 1)
        #expect(piped.stdout.contains("<stdin>:1:1: error: unknown key 'coverage'"), "\(piped.stdout)")
        let draft = try CLI.run(["lint", "Specs/draft.listspec.yaml"], directory: folder)
        #expect(draft.stdout.contains("unknown key 'sectoins'") && draft.stdout.contains("did you mean 'sections'?"), "\(draft.stdout)")
    }

    /// What pre-commit runs: each hook's entry, from both hook files, on the repository's every YAML
    /// and JSON file (the hooks' own `files:`), `--fix` as ruff's users add it: nothing but specs is
    /// changed or reported.
    @Test func theHooksEntriesOnEveryYAMLAndJSONFileTouchOnlySpecs() throws {
        for hooks in [".pre-commit-hooks.yaml", "Release/pre-commit/.pre-commit-hooks.yaml"] {
            let text = try String(contentsOf: CLI.packageRoot.appendingPathComponent(hooks), encoding: .utf8)
            let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let entries = lines.filter { $0.hasPrefix("entry: ") }.map { $0.dropFirst("entry: ".count).split(separator: " ").map(String.init) }
            let patterns = lines.filter { $0.hasPrefix("files: ") }.map { String($0.dropFirst("files: ".count)) }
            #expect(entries.map { $0.joined(separator: " ") } == ["listspec lint", "listspec format"], "\(hooks)")
            #expect(Set(patterns) == [#"\.(ya?ml|json)$"#], "\(hooks): the hooks keep every YAML and JSON file")
            let files = try #require(patterns.first.map { try NSRegularExpression(pattern: $0) })
            let folder = try CLI.folder(with: Self.repository)
            defer { try? FileManager.default.removeItem(at: folder) }
            let staged = Self.repository.keys.sorted().filter {
                files.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
            }
            #expect(staged.count == Self.repository.count)
            for entry in entries + [entries[0] + ["--fix"]] {
                let result = try CLI.run(Array(entry.dropFirst()) + staged, directory: folder)
                for name in Self.notSpecs {
                    #expect(!result.stdout.contains(name) && !result.stderr.contains(name), "\(hooks) \(entry): \(result.stdout)\(result.stderr)")
                }
            }
            let after = try contents(folder)
            for name in Self.notSpecs { #expect(after[name] == Self.repository[name], "\(hooks): \(name) changed") }
            // The specs were fixed (a typo) and formatted.
            #expect(after["Specs/menu.yaml"]?.contains("height: 44") == true)
            #expect(after["Specs/messy.yaml"] == "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: Row}\n")
        }
    }

    /// No path in any output begins with `./`; a folder `exclude` leaves out is counted.
    @Test func pathsFromTheRepositoryWithoutDotSlashAndExcludedFoldersCounted() throws {
        let folder = try CLI.folder(with: [
            "Specs/menu.yaml": "sections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: Row, hieght: 44}]\n",
            "Specs/legacy/old.yaml": "sections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: Row, hieght: 44}]\n",
            "Specs/legacy/older.yaml": "sections: []\n",
            ".listspec.yml": "exclude: [Specs/legacy]\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["lint"], ["lint", "."], ["lint", "./"], ["lint", "./Specs"], ["lint", "--format", "github", "."],
                          ["lint", "--format", "json", "."], ["lint", "--format", "gitlab", "."]] {
            let result = try CLI.run(arguments, directory: folder)
            #expect(result.status == 1)
            #expect(result.stdout.contains("Specs/menu.yaml"), "\(arguments): \(result.stdout)")
            #expect(!result.stdout.contains("./"), "\(arguments): \(result.stdout)")
            #expect(!result.stdout.contains("legacy"), "\(arguments): \(result.stdout)")
            if arguments.count < 3 { #expect(result.stderr.contains(", 2 excluded."), "\(arguments): \(result.stderr)") }
        }
        let check = try CLI.run(["format", "--check", "."], directory: folder)
        #expect(!check.stdout.contains("./") && !check.stderr.contains("./"), "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("2 excluded"), "\(check.stderr)")
    }

    /// `format --check` that finds changes names the command that makes them, with the paths given.
    @Test func formatCheckSaysTheCommandThatFormats() throws {
        let folder = try CLI.folder(with: Self.repository)
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try CLI.run(["format", "--check", "Specs"], directory: folder)
        #expect(check.status == 1)
        #expect(check.stdout == "Specs/messy.yaml\n")
        #expect(check.stderr == "listspec: 1 of 3 spec files would change; run listspec format Specs\n", "\(check.stderr)")
        let whole = try CLI.run(["format", "--check"], directory: folder)
        #expect(whole.stderr.hasSuffix("; run listspec format\n"), "\(whole.stderr)")
        let clean = try CLI.run(["format", "--check", "Specs/menu.yaml"], directory: folder)
        #expect(clean.status == 0)
        #expect(clean.stderr == "listspec: 0 of 1 spec file would change\n")
    }

    /// `generate --output` and `render --output` make the folders they write into.
    @Test func outputsMakeTheirFolders() throws {
        let spec = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: Row}\n"
        let folder = try CLI.folder(with: ["menu.yaml": spec, "other.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = try CLI.run(["generate", "menu.yaml", "--output", "Sources/App/Generated/Menu.swift"], directory: folder)
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources/App/Generated/Menu.swift").path))
        let several = try CLI.run(["generate", "menu.yaml", "other.yaml", "--output", "More/Generated"], directory: folder)
        #expect(several.status == 0, "\(several.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("More/Generated/other.swift").path))
        let rendered = try CLI.run(["render", "menu.yaml", "--format", "json", "--output", "Build/json/menu.json"], directory: folder)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Build/json/menu.json").path))
        // A folder that cannot be made is said, naming it.
        try "x".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        let blocked = try CLI.run(["render", "menu.yaml", "--output", "file/inside/menu.txt"], directory: folder)
        #expect(blocked.status == 2)
        #expect(blocked.stderr.contains("file/inside"), "\(blocked.stderr)")
    }

    /// The `--write-baseline` note names the invariant rules it left out, not all of them.
    @Test func writeBaselineNamesTheInvariantRulesLeftOut() throws {
        let folder = try CLI.folder(with: ["menu.yaml": "sections:\n  - sectionID: 0\n    cells: [{cellID: 2, cellType: Row}, {cellID: 1, cellType: Row}]\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try CLI.run(["lint", "--write-baseline", "baseline.json", "menu.yaml"], directory: folder)
        #expect(written.status == 0)
        #expect(written.stderr.contains("of invariant rules (cell-order) and not written"), "\(written.stderr)")
        #expect(!written.stderr.contains("duplicate-cell-id"), "\(written.stderr)")
    }
}
