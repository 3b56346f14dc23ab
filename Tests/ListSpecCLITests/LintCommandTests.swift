import Foundation
import Testing

@Suite struct LintCommandTests {
    private func write(_ files: [String: String]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func findingsPrintInTheContractFormatAndExitOne() throws {
        let folder = try write(["bad.yaml": "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 5, cellType: A}\n      - {cellID: 3, cellType: A}\n"])
        let result = try CLI.run(["lint", "bad.yaml"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "bad.yaml:5:18: error: cellID 3 must be greater than the previous cellID 5 in section [0] (sectionID 0); give this cell a free cellID after 5, e.g. 15 [cell-order]\n")
        #expect(result.stderr == "Linted 1 file: 1 error, 0 warnings in 1 file. 1 fixable with --fix --unsafe-fixes.\n")
    }

    @Test func warningsAloneExitZero() throws {
        let folder = try write(["w.yaml": "tables:\n  t:\n    cellTypes: {A: {}, B: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n"])
        let result = try CLI.run(["lint", "w.yaml"], directory: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("w.yaml:3:24: warning: cell type 'B' is declared in table t but no cell uses it [unused-cell-type]"))
    }

    @Test func manyFilesInTheOrderGivenThenOneSummary() throws {
        let folder = try write([
            "b.yaml": "sections: [{sectionID: 1}, {sectionID: 0}]\n",
            "a.json": "{\"sections\": [{\"sectionID\": 0,}]}",
            "dir/z.yml": "sections: [{sectionID: x}]\n",
            "dir/y.yaml": "sections: []\n",
            "dir/.hidden/h.yaml": "nonsense: [\n",
            "dir/notes.txt": "not a spec",
        ])
        let result = try CLI.run(["lint", "b.yaml", "dir", "a.json"], directory: folder)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        #expect(lines == ["b.yaml", "dir/z.yml", "a.json"])
        #expect(result.stderr == "Linted 4 files: 3 errors, 0 warnings in 3 files. 1 fixable with --fix --unsafe-fixes.\n")
    }

    @Test func aSyntaxErrorIsAFindingNotTrouble() throws {
        let folder = try write(["broken.yaml": "sections: [\n"])
        let result = try CLI.run(["lint", "broken.yaml"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix("broken.yaml:2:1: error: "))
        #expect(result.stdout.hasSuffix("[syntax]\n"))
    }

    @Test func aMissingPathIsTroubleButOthersAreStillLinted() throws {
        let folder = try write(["ok.yaml": "sections: []\n"])
        let result = try CLI.run(["lint", "nope.yaml", "ok.yaml"], directory: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("nope.yaml: No such file or directory"))
        // The summary says the run was not clean: a path is missing.
        #expect(result.stderr.hasSuffix("Linted 1 file: 0 errors, 0 warnings. Could not read 1 path: nope.yaml (No such file or directory).\n"))
        let escaped = try CLI.run(["lint", "nope\u{1B}[2J.yaml"], directory: folder)
        #expect(escaped.status == 2)
        #expect(escaped.stderr.hasSuffix("Linted 0 files: 0 errors, 0 warnings. Could not read 1 path: nope\\u{1B}[2J.yaml (No such file or directory).\n"),
                "\(escaped.stderr)")
    }

    /// No spec is no finding (exit 0: the exit-code table keeps 2 for unreadable paths), said in the summary.
    @Test func aFolderWithoutSpecsIsAClearMessage() throws {
        let folder = try write(["readme.txt": "hi"])
        let result = try CLI.run(["lint", "."], directory: folder)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "No spec found in .: no *.yaml, *.yml or *.json file.\n")
        #expect(try CLI.run(["lint", "--quiet", "."], directory: folder).stderr.isEmpty)
    }

    /// `sectionId`, `cellId`, `celltype`: each typo is one finding (unknown-key with its suggestion), not two.
    @Test func aMisspeltRequiredKeyIsOneFinding() throws {
        let spec = "sections:\n  - sectionId: 0\n    cells:\n      - {cellId: 0, celltype: A}\n"
        let result = try CLI.run(["lint", "-"], stdin: Data(spec.utf8))
        #expect(result.status == 1)
        #expect(result.stdout == """
            <stdin>:2:5: error: unknown key 'sectionId' in a section; did you mean 'sectionID'? [unknown-key]
            <stdin>:4:10: error: unknown key 'cellId' in a cell of section [0]; did you mean 'cellID'? [unknown-key]
            <stdin>:4:21: error: unknown key 'celltype' in a cell of section [0]; did you mean 'cellType'? [unknown-key]

            """)
    }

    @Test func standardInputIsReadAsJSONOrYAML() throws {
        let json = try CLI.run(["lint", "-"], stdin: Data("{\"sections\": [{\"sectionID\": 0}, {\"sectionID\": 0}]}".utf8))
        #expect(json.status == 1)
        #expect(json.stdout.hasPrefix("<stdin>:1:47: error: sectionID 0 appears twice"))
        let yaml = try CLI.run(["lint", "-"], stdin: Data("sections: []\n".utf8))
        #expect(yaml.status == 0)
    }

    @Test func usageErrorsExitTwo() throws {
        // (`lint` alone lints the current directory now, issue 17 item 17.)
        let result = try CLI.run(["lint", "--format", "bogus", "Specs"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Usage"))
        #expect(try CLI.run(["lint", "--bogus", "Specs"]).status == 2)
        #expect(try CLI.run(["frobnicate"]).status == 2)
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("lint"))
        #expect(help.stdout.contains("render"))
        let lintHelp = try CLI.run(["lint", "--help"])
        #expect(lintHelp.status == 0)
        #expect(lintHelp.stdout.contains("Examples"))
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        let folder = try write(["bad.yaml": "sections: [{sectionID: 1}, {sectionID: 0}]\n"])
        #expect(!(try CLI.run(["lint", "bad.yaml"], directory: folder).stdout.contains("\u{1B}[")))
        #expect(try CLI.run(["lint", "--color", "always", "bad.yaml"], directory: folder).stdout.contains("\u{1B}["))
        #expect(!(try CLI.run(["lint", "--color", "never", "bad.yaml"], directory: folder).stdout.contains("\u{1B}[")))
    }
}

/// `--` ends the options: the paths after it are linted exactly as the same paths without it.
@Suite struct LintPathArgumentsTests {
    private func same(_ paths: [String], in folder: URL, stdin: Data? = nil, environment: [String: String] = [:]) throws {
        let plain = try CLI.run(["lint"] + paths, stdin: stdin, environment: environment, directory: folder)
        let parsed = try CLI.run(["lint", "--"] + paths, stdin: stdin, environment: environment, directory: folder)
        #expect(plain.status == parsed.status, "\(paths)")
        #expect(plain.stdout == parsed.stdout, "\(paths)")
        #expect(plain.stderr == parsed.stderr, "\(paths)")
        #expect(!plain.crashed)
    }

    @Test func pathsAfterDoubleDashAreLintedAlike() throws {
        let folder = try CLI.folder(with: [
            "ok.yaml": "sections: []\n",
            "bad.yaml": "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 5, cellType: A}\n      - {cellID: 3, cellType: A}\n",
            "warn.yaml": "tables:\n  t:\n    cellTypes: {A: {}, B: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n",
            "dir/z.yml": "sections: [{sectionID: x}]\n",
            "dir/notes.txt": "not a spec",
            "with space.yaml": "sections: [\n",
        ])
        for paths in [["ok.yaml"], ["bad.yaml"], ["warn.yaml"], ["dir", "bad.yaml"], ["nope.yaml", "ok.yaml"], [], ["with space.yaml"], [""],
                      ["dir/notes.txt"]] {
            try same(paths, in: folder)
        }
        try same(["bad.yaml", "warn.yaml"], in: folder, environment: ["GITHUB_ACTIONS": "true"])
        try same(["-"], in: folder, stdin: Data("sections: [{sectionID: 1}, {sectionID: 0}]\n".utf8))
    }

    @Test func theConfigurationFoundIsObeyedAlike() throws {
        let folder = try CLI.folder(with: [
            ".listspec.yml": "rules:\n  unused-cell-type: error\n",
            "warn.yaml": "tables:\n  t:\n    cellTypes: {A: {}, B: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n",
        ])
        try same(["warn.yaml"], in: folder)
        try same([], in: folder)
        let broken = try CLI.folder(with: [".listspec.yml": "rules: [\n", "ok.yaml": "sections: []\n"])
        try same(["ok.yaml"], in: broken)
    }

    @Test func optionsHelpAndUnknownOptions() throws {
        let folder = try CLI.folder(with: ["bad.yaml": "sections: [{sectionID: 1}, {sectionID: 0}]\n"])
        let quiet = try CLI.run(["lint", "bad.yaml", "-q"], directory: folder)
        #expect(quiet.status == 1)
        #expect(quiet.stderr.isEmpty)
        let help = try CLI.run(["lint", "--help"], directory: folder)
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: listspec lint"))
        let unknown = try CLI.run(["lint", "--nope", "bad.yaml"], directory: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--nope"))
    }
}
