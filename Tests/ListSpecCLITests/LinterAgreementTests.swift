import Foundation
import ListSpec
import ListSpecRuntime
import ListSpecTestSupport
import Testing

/// The `Linter` (what the language server lints an editor's buffer with) finds exactly what
/// `listspec lint --format json` finds for the same bytes at the same path, under the same
/// settings: every spec of the repository, the hostile corpus, and random specs; so does its
/// paths API (the walk and the parallel load that `listspec lint` runs).
@Suite struct LinterAgreementTests {
    /// Settings that change something: a warning made an error, an error made a warning.
    static let configuration = "rules:\n  unused-cell-type: error\n  header-zero-height: off\n  cell-order: warning\n"

    /// (line, column, severity, rule, message) of every finding, per path.
    static func lintFindings(_ paths: [String], config: String) throws -> [String: [String]] {
        let result = try CLI.run(["lint", "--format", "json", "--quiet", "--config", config] + paths)
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

    static func linterFindings(_ path: String, settings: LintConfiguration) throws -> [String] {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return Linter().lint(bytes: bytes, path: path, settings: settings).findings.map {
            "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.rule.rawValue) \($0.message)"
        }
    }

    static func check(_ paths: [String]) throws {
        let folder = try CLI.folder(with: ["settings.yml": configuration])
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("settings.yml").path
        let settings = try ConfigurationLoader.load(path: config, currentDirectory: "/")
        let expected = try lintFindings(paths, config: config)
        // The paths API (what the binary runs) reports every file, in order, with those findings.
        let viaPaths = Linter().lint(paths: paths, settings: settings).report
        #expect(viaPaths.files.map(\.path) == paths && viaPaths.unreadable.isEmpty)
        for file in viaPaths.files {
            #expect(file.findings.map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.rule.rawValue) \($0.message)" }
                    == expected[file.path] ?? [], "\(file.path)")
        }
        for path in paths {
            let found = try linterFindings(path, settings: settings)
            #expect(found == expected[path] ?? [], "\(path)")
            // The model an editor keeps changes nothing in the findings.
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let withModel = Linter(keepsModel: true).lint(bytes: bytes, path: path, settings: settings).findings
            #expect(withModel.map(\.description) == Linter().lint(bytes: bytes, path: path, settings: settings).findings.map(\.description), "\(path)")
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
            let settings = try Linter.settings(forFileAt: path)
            let lint = try CLI.run(["lint", "--format", "json", "--quiet", name], directory: folder)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
            let expected = (json["findings"] as? [[String: Any]] ?? []).map { "\($0["line"] ?? 0):\($0["column"] ?? 0) \($0["severity"] ?? "") \($0["rule"] ?? "")" }
            let found = Linter().lint(bytes: Array(spec.utf8), path: path, settings: settings).findings
                .map { "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.rule.rawValue)" }
            #expect(found == expected, "\(name)")
        }
    }
}
