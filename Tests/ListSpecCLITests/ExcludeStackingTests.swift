import Foundation
import Testing

/// Contract section 2, "Excluded is excluded everywhere": an `exclude` of a `.listspec.yml` above a
/// spec applies to it whatever the settings nearer to it say (each pattern relative to its own
/// file, as `.gitignore` files stack): for a walk, a file named (pre-commit names them), standard
/// input with a name, format, preview and the editor alike; lint's summary counts what it excluded.
@Suite struct ExcludeStackingTests {
    /// A repository whose root excludes the legacy folder, which keeps settings of its own.
    private func repository() throws -> URL {
        let folder = try CLI.folder(with: [
            ".listspec.yml": "exclude: [\"Specs/legacy\"]\n",
            "Specs/legacy/.listspec.yml": "rules:\n  unused-cell-type: off\n",
            "Specs/legacy/profile.yaml": Self.broken,
            "Specs/menu.yaml": "sections: []\n",
        ])
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".git"), withIntermediateDirectories: true)
        return folder
    }

    static let broken = "sections:\n  - sectionID: 1\n    cells:\n      - cellID: 1\n        cellType: A\n        tint: red\n"

    @Test func aParentsExcludeAppliesToAFolderWithItsOwnSettings() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let walk = try CLI.run(["lint", "Specs"], directory: folder)
        #expect(walk.status == 0 && walk.stdout.isEmpty, "\(walk.stdout)")
        // pre-commit names the files: the legacy one is excluded, and counted.
        let named = try CLI.run(["lint", "Specs/menu.yaml", "Specs/legacy/profile.yaml"], directory: folder)
        #expect(named.status == 0 && named.stdout.isEmpty, "\(named.stdout)")
        #expect(named.stderr == "Linted 1 file: no findings, 1 excluded.\n", "\(named.stderr)")
        let alone = try CLI.run(["lint", "Specs/legacy/profile.yaml"], directory: folder)
        #expect(alone.status == 0)
        #expect(alone.stderr == "listspec: all 1 spec file is excluded by .listspec.yml; nothing to lint\n", "\(alone.stderr)")
        // From inside the folder, the same answer.
        let inside = try CLI.run(["lint", "profile.yaml"], directory: folder.appendingPathComponent("Specs/legacy"))
        #expect(inside.status == 0 && inside.stdout.isEmpty, "\(inside.stdout)")
        let standardInput = try CLI.run(["lint", "-", "--stdin-filename", "Specs/legacy/profile.yaml"], stdin: Data(Self.broken.utf8), directory: folder)
        #expect(standardInput.status == 0 && standardInput.stdout.isEmpty, "\(standardInput.stdout)")
        // --config gives the rules, and the excludes of every .listspec.yml above still apply.
        let given = try CLI.run(["lint", "--config", "Specs/legacy/.listspec.yml", "Specs/legacy/profile.yaml"], directory: folder)
        #expect(given.status == 0 && given.stdout.isEmpty, "\(given.stdout)")
        let format = try CLI.run(["format", "--check", "Specs/menu.yaml", "Specs/legacy/profile.yaml"], directory: folder)
        #expect(format.status == 0)
        #expect(format.stderr == "listspec: 0 of 1 spec file would change, 1 excluded\n", "\(format.stderr)")
    }

    @Test func theEditorHidesWhatAParentExcludes() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let client = try LSPClient(directory: folder)
        _ = try client.initialize()
        let excluded = folder.appendingPathComponent("Specs/legacy/profile.yaml").absoluteString
        client.open(excluded, text: Self.broken)
        #expect(try client.diagnostics(for: excluded).isEmpty)
        // The same text elsewhere has its finding.
        let linted = folder.appendingPathComponent("Specs/profile.yaml").absoluteString
        client.open(linted, text: Self.broken)
        #expect(try client.diagnostics(for: linted).count == 1)
        _ = try client.request("shutdown")
        client.notify("exit")
        #expect(client.waitForExit() == 0)
    }

    @Test func previewHasNothingToShowOfAnExcludedSpec() throws {
        let folder = try repository()
        defer { try? FileManager.default.removeItem(at: folder) }
        // As diff of an excluded side: a line on standard error, exit 0, no server started.
        let shown = try CLI.run(["preview", "Specs/legacy/profile.yaml", "--port", "0"], directory: folder)
        #expect(shown.status == 0 && shown.stdout.isEmpty, "\(shown.stdout)")
        #expect(shown.stderr == "listspec: Specs/legacy/profile.yaml is excluded by .listspec.yml; nothing to preview\n", "\(shown.stderr)")
        let inside = try CLI.run(["preview", "profile.yaml", "--port", "0"], directory: folder.appendingPathComponent("Specs/legacy"))
        #expect(inside.status == 0)
        // A file outside the current directory is named by its whole path, as diff names it.
        let root = folder.resolvingSymlinksInPath().path
        #expect(inside.stderr == "listspec: profile.yaml is excluded by \(root)/.listspec.yml; nothing to preview\n", "\(inside.stderr)")
    }
}
