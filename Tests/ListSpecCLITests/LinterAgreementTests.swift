import Foundation
import ListSpec
import ListSpecRuntime
import ListSpecTestSupport
import Testing

/// One answer per spec (contract section 2): the `Frontend`'s report on an editor's buffer (what
/// the language server shows) finds exactly what `listspec lint --format json` finds for the same bytes
/// at the same path, with no `--config`: each file under the `.listspec.yml` nearest to it (a
/// nested folder has settings of its own), whether lint runs from the folder above both, from the
/// nested folder, or reads the file on standard input named by `--stdin-filename`. Every spec of
/// the repository, the hostile corpus, and random specs; the paths API (the walk and the parallel
/// load that `listspec lint` runs) too.
@Suite struct LinterAgreementTests {
    /// Settings that change something: a warning made an error, an error made a warning.
    static let configuration = "rules:\n  unused-cell-type: error\n  header-zero-height: off\n  unknown-cell-type: warning\n"
    /// The nested folder's: other changes.
    static let nestedConfiguration = "rules:\n  unused-cell-type: off\n  header-zero-height: error\n  unknown-key: warning\n"

    /// (line, column, severity, rule, message) of a finding.
    static func line(_ finding: Finding) -> String {
        "\(finding.location.line):\(finding.location.column) \(finding.severity.rawValue) \(finding.rule.rawValue) \(finding.message)"
    }

    /// Every finding of `lint --format json` run in `directory`, per path.
    static func lintFindings(_ paths: [String], in directory: URL, extra: [String] = [], stdin: Data? = nil) throws -> [String: [String]] {
        let result = try CLI.run(["lint", "--format", "json", "--quiet"] + extra + paths, stdin: stdin, directory: directory)
        #expect(!result.crashed && result.status != 2, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var byPath: [String: [String]] = [:]
        for path in paths { byPath[path] = [] }
        for finding in json["findings"] as? [[String: Any]] ?? [] {
            let path = finding["path"] as? String ?? ""
            byPath[path, default: []].append("\(finding["line"] ?? 0):\(finding["column"] ?? 0) \(finding["severity"] ?? "") \(finding["rule"] ?? "") \(finding["message"] ?? "")")
        }
        return byPath
    }

    static func check(_ sources: [String]) throws {
        // Every other file goes into the nested folder, under its own settings.
        var files: [String: String] = [".listspec.yml": configuration, "nested/.listspec.yml": nestedConfiguration]
        var paths: [String] = []
        for (index, source) in sources.enumerated() {
            // Named as specs: lint reads a named file only when it is one (section 2); the editor reads any buffer.
            let name = (index % 2 == 0 ? "" : "nested/") + "\(index)-" + CLI.specName(URL(fileURLWithPath: source).lastPathComponent)
            files[name] = ""
            paths.append(name)
        }
        let folder = try CLI.folder(with: files)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (source, path) in zip(sources, paths) {
            try Data(contentsOf: URL(fileURLWithPath: source)).write(to: folder.appendingPathComponent(path))
        }
        let expected = try lintFindings(paths, in: folder)
        // The paths API (what the binary runs) reports every file, in order, with those findings.
        let frontend = Frontend(currentDirectory: folder.path)
        // (Absolute paths: this process's own current directory is not the folder's.)
        let viaPaths = frontend.lint(paths: paths.map { folder.appendingPathComponent($0).path }).report
        let named = viaPaths.files.map { String($0.path.dropFirst(folder.path.count + 1)) }
        #expect(named == paths && viaPaths.unreadable.isEmpty)
        for (file, path) in zip(viaPaths.files, named) {
            #expect(file.findings.map(line) == expected[path]?.map { $0 } ?? [], "\(path)")
        }
        // From inside the nested folder, its files get the same findings (named as given there).
        let nested = paths.filter { $0.hasPrefix("nested/") }.map { String($0.dropFirst("nested/".count)) }
        let fromInside = try lintFindings(nested, in: folder.appendingPathComponent("nested"))
        for name in nested { #expect(fromInside[name] == expected["nested/" + name], "from nested/: \(name)") }
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(path)))
            // An editor's buffer: the same findings, with the model it keeps.
            let buffer = frontend.report(onBuffer: bytes, standingFor: path)
            var usable = false
            if case .usable = buffer.settings { usable = true }
            #expect(usable && buffer.loaded.findings.map(line) == expected[path] ?? [], "buffer \(path)")
            // Standard input named by --stdin-filename: the named file's settings and name.
            let stdin = try lintFindings([path], in: folder, extra: ["-", "--stdin-filename"], stdin: Data(bytes))
            #expect(stdin[path] == expected[path], "stdin \(path)")
        }
    }

    static func files(in folder: String) throws -> [String] {
        let root = CLI.packageRoot.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }
            .map { root.appendingPathComponent($0).path }
    }

    @Test func repositorySpecsAndTheHostileCorpus() throws {
        try Self.check(try Self.files(in: "Specs") + Self.files(in: "Tests/Hostile"))
    }

    @Test func randomSpecs() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SeededRandom(seed: 39)
        var paths: [String] = []
        for i in 0..<40 {
            var tables = SpecGenerator.tables(&rng)
            if i % 2 == 1 { tables = SpecMutator.mutate(tables, &rng) }
            let json = i % 3 == 0
            var text = SpecWriter.text(tables, json: json, shorthand: i % 5 == 1)
            // Some broken on purpose: a cut, a swapped character.
            if i % 4 == 3, !text.isEmpty { text = String(text.prefix(Int(rng.next() % UInt64(text.count)))) }
            let path = folder.appendingPathComponent("r\(i).\(json ? "json" : "yaml")").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        try Self.check(paths)
    }

    /// Lint's own discovery: the nearest .listspec.yml above the file, its exclude obeyed.
    @Test func settingsOfTheNearestConfiguration() throws {
        let spec = "tables:\n  t:\n    cellTypes: {A: {}, B: {}}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n"
        let folder = try CLI.folder(with: [".listspec.yml": "rules: {unused-cell-type: error}\nexclude: [\"drafts/**\"]\n",
                                           "specs/s.yaml": spec, "drafts/d.yaml": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["specs/s.yaml", "drafts/d.yaml"] {
            let path = folder.appendingPathComponent(name).path
            let lint = try CLI.run(["lint", "--format", "json", "--quiet", name], directory: folder)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
            let expected = (json["findings"] as? [[String: Any]] ?? []).map { "\($0["line"] ?? 0):\($0["column"] ?? 0) \($0["severity"] ?? "") \($0["rule"] ?? "")" }
            let found = Frontend().report(onBuffer: Array(spec.utf8), standingFor: path).loaded.findings
                .map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.rule.rawValue)" }
            #expect(found == expected, "\(name)")
        }
    }
}
