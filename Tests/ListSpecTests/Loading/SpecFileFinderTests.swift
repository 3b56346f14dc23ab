import Foundation
import Testing
@testable import ListSpec

/// The walk `lint` makes of the paths it is given, and the byte-level name checks it makes on every file.
@Suite struct SpecFileFinderTests {
    /// Told from bytes, as `lowercased().hasSuffix` tells them.
    @Test(arguments: ["a.yaml", "a.YAML", "a.Yml", "A.JSON", "yaml", ".yaml", "a.yaml ", "a.yam", "a.yaml\u{301}", "\u{212A}.yml",
                      "x.\u{130}aml", "menu.LISTSPEC.yml", "menu.listspec.json", "listspec.yaml", "", "é.json"])
    func fileNameEndingsAreToldAsLowercasedNamesTellThem(_ name: String) {
        let lowered = name.lowercased()
        #expect(SpecFileFinder.isSpecFileName(name) == SpecFileFinder.extensions.contains { lowered.hasSuffix($0.description) })
        #expect(SpecLoader.isJSONPath(name) == lowered.hasSuffix(".json"))
        #expect(FileNameEnding.path(name, endsWithAnyOf: SpecFilePeek.specSuffixes)
                == SpecFilePeek.specSuffixes.contains { lowered.hasSuffix($0.description) })
    }

    @Test(arguments: [(".listspec.yml", true), ("Specs/.listspec.yml", true), ("/a/b/.listspec.yaml", true), ("a.listspec.yml", false),
                      ("Specs/x.listspec.yml", false), (".listspec.yml/", false), ("listspec.yml", false), ("a/.listspec.ymlx", false),
                      ("", false), ("/", false), ("é/.listspec.yaml", true)])
    func configurationFilesAreToldByTheirName(_ path: String, _ isConfiguration: Bool) {
        #expect(ConfigurationLoader.isConfigurationFile(path) == isConfiguration)
    }

    /// A walk: files sorted by path, hidden folders, `.build` and `node_modules` skipped, other YAML files
    /// skipped as no specs, named or found (a file skipped by the walk then named is counted once),
    /// and a file found twice (named and found, or found in two walks) linted once.
    @Test func aWalkFindsEachSpecOnceInPathOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("finder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "specs/b.yaml": "sections: []\n", "specs/A.yml": "tables: {}\n", "specs/sub/c.json": "{\"sections\": []}",
            "specs/.hidden/h.yaml": "sections: []\n", "specs/node_modules/n.yaml": "sections: []\n",
            "specs/.build/x.yaml": "sections: []\n", "specs/codecov.yml": "coverage: 1\n", "specs/notes.txt": "sections: []\n",
            "specs/node_modules.yaml": "sections: []\n",
        ]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let base = folder.path
        let settings = SettingsLookup(currentDirectory: base)
        let found = SpecFileFinder.expand(["\(base)/specs", "\(base)/specs/b.yaml", "\(base)/specs/sub", "\(base)/specs/codecov.yml"],
                                          settings: settings)
        let paths = found.entries.map { entry -> String in
            if case .spec(let found) = entry, case .file(let path) = found.input { return path }
            return "?"
        }
        #expect(paths == ["specs/A.yml", "specs/b.yaml", "specs/node_modules.yaml", "specs/sub/c.json"].map { "\(base)/\($0)" })
        // codecov.yml was skipped by the walk, then named: still no spec, counted once.
        #expect(found.skipped == 1)
        #expect(SpecFileFinder.expand(["\(base)/specs"], settings: settings).skipped == 1)
    }
}
