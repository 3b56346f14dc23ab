import Foundation
import Testing

/// A directory walk lints specs and skips other YAML and JSON files; a named file passes the same
/// test (section 2, amended 2026-12-05), and no path begins with `./`.
@Suite struct SpecDetectionTests {
    private func folder() throws -> URL {
        try CLI.folder(with: [
            "codecov.yml": "coverage:\n  status: {project: off}\n",
            "package.json": "{\"name\": \"app\", \"version\": \"1.0.0\"}",
            "Specs/menu.yaml": "sections:\n  - sectionID: 0\n",
            "Specs/broken.yaml": "sections: [\n",
            "Specs/odd.listspec.yml": "section: []\n",
        ])
    }

    @Test func aWalkSkipsFilesThatAreNotSpecsAndCountsThem() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["lint", "."], directory: folder)
        #expect(result.status == 1)
        let files = Set(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        #expect(files == ["Specs/broken.yaml", "Specs/odd.listspec.yml"])
        #expect(result.stderr.hasPrefix("Linted 3 files: "))
        #expect(result.stderr.contains("Skipped 2 files that are not specs (no listspec, tables or sections key at the top)."))
    }

    @Test func aFileNamedOnTheCommandLinePassesTheSameTest() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["lint", ".", "codecov.yml", "Specs/odd.listspec.yml"], directory: folder)
        #expect(!result.stdout.contains("codecov.yml"), "\(result.stdout)")
        // A spec by its name, whatever its keys: its misspelt top-level key is reported.
        #expect(result.stdout.contains("Specs/odd.listspec.yml:1:1: error: unknown key 'section'"), "\(result.stdout)")
        #expect(result.stderr.contains("Linted 3 files: "))
        // codecov.yml, skipped by the walk and named: one file skipped, once.
        #expect(result.stderr.contains("Skipped 2 files that are not specs"), "\(result.stderr)")
    }

    @Test func aFolderOfOtherFilesSaysWhyNothingWasLinted() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Specs"))
        let result = try CLI.run(["lint", "."], directory: folder)
        // No spec is no finding: exit 0, as the exit-code table allows (2 is for unreadable paths).
        #expect(result.status == 0)
        #expect(result.stderr == "No spec found in .: skipped 2 files that are not specs (no listspec, tables or sections key at the top).\n")
    }

    /// The repository's own .listspec.yml keeps its broken-on-purpose fixtures out of `lint .`.
    @Test func theRepositoryLintsClean() throws {
        let result = try CLI.run(["lint", "."])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
