import Foundation
import Testing

/// `listspec format` end to end (contract section 10): in place and atomic, `--check`, standard
/// input, exit codes, unreadable and unparsable files, the directory walk and `exclude`.
@Suite struct FormatCommandTests {
    private let messy = """
    # the menu

    tables:
        menu:
            sections:
            -   cells:
                -   cellType: "MenuCell"   # the type
                    cellID: 0
                sectionID: 0
    listspec: 1

    """
    private let canonical = """
    # the menu

    listspec: 1
    tables:
      menu:
        sections:
          - sectionID: 0
            cells:
              - cellID: 0
                cellType: MenuCell  # the type

    """

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    private func text(_ name: String, in folder: URL) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
    }

    @Test func rewritesInPlaceAndAgainChangesNothing() throws {
        let dir = try folder(["menu.listspec.yaml": messy])
        let first = try CLI.run(["format", "menu.listspec.yaml"], directory: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)
        #expect(try text("menu.listspec.yaml", in: dir) == canonical)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".listspec-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
        let second = try CLI.run(["format", "--check", "menu.listspec.yaml"], directory: dir)
        #expect(second.status == 0 && second.stdout.isEmpty, "\(second.stdout)\(second.stderr)")
    }

    @Test func checkNamesFilesThatWouldChangeAndWritesNothing() throws {
        let dir = try folder(["a.listspec.yaml": messy, "b.listspec.yaml": canonical])
        let result = try CLI.run(["format", "--check", "."], directory: dir)
        #expect(result.status == 1)
        #expect(result.stdout == "./a.listspec.yaml\n", "\(result.stdout)")
        #expect(try text("a.listspec.yaml", in: dir) == messy)
    }

    @Test func standardInputGoesToStandardOutput() throws {
        let result = try CLI.run(["format", "-"], stdin: Data(messy.utf8))
        #expect(result.status == 0)
        #expect(result.stdout == canonical)
        let json = try CLI.run(["format", "-", "--stdin-filename", "menu.json"],
                               stdin: Data(#"{"tables": {"m": {"sections": [{"cells": [], "sectionID": 0}]}}, "listspec": 1}"#.utf8))
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout == """
        {
          "listspec": 1,
          "tables": {
            "m": {
              "sections": [
                {
                  "sectionID": 0,
                  "cells": []
                }
              ]
            }
          }
        }

        """)
        let broken = try CLI.run(["format", "-", "--stdin-filename", "Specs/broken.yaml"], stdin: Data("a: [1,\n".utf8))
        #expect(broken.status == 2)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.contains("Specs/broken.yaml:"), "\(broken.stderr)")
    }

    @Test func brokenOrUnreadableFilesAreLeftAndTheOthersFormatted() throws {
        let dir = try folder(["good.listspec.yaml": messy, "bad.listspec.yaml": "tables: {a: [\n", "c.listspec.json": "{\"listspec\": 1,}"])
        let result = try CLI.run(["format", "bad.listspec.yaml", "missing.yaml", "good.listspec.yaml", "c.listspec.json"], directory: dir)
        #expect(result.status == 2)
        #expect(try text("bad.listspec.yaml", in: dir) == "tables: {a: [\n")
        #expect(try text("c.listspec.json", in: dir) == "{\"listspec\": 1,}")
        #expect(try text("good.listspec.yaml", in: dir) == canonical)
        #expect(result.stderr.contains("bad.listspec.yaml:2:1"), "\(result.stderr)")
        #expect(result.stderr.contains("missing.yaml"))
        #expect(result.stderr.contains("c.listspec.json:1:"))
    }

    @Test func walksAsLintDoesAndObeysExclude() throws {
        let dir = try folder([
            "Specs/menu.yaml": messy,
            "Specs/old/legacy.yaml": messy,
            "codecov.yml": "coverage:\n    status:   {project: off}\n",
            ".listspec.yml": "exclude:\n  - Specs/old/**\n",
        ])
        let result = try CLI.run(["format", "."], directory: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try text("Specs/menu.yaml", in: dir) == canonical)
        #expect(try text("Specs/old/legacy.yaml", in: dir) == messy)
        #expect(try text("codecov.yml", in: dir) == "coverage:\n    status:   {project: off}\n")
        #expect(try text(".listspec.yml", in: dir) == "exclude:\n  - Specs/old/**\n")
        // Standard input named as an excluded file passes through unchanged (an editor's format-on-save).
        let piped = try CLI.run(["format", "-", "--stdin-filename", "Specs/old/legacy.yaml"], stdin: Data(messy.utf8), directory: dir)
        #expect(piped.status == 0 && piped.stdout == messy, "\(piped.stderr)")
        let named = try CLI.run(["format", "-", "--stdin-filename", "Specs/menu.yaml"], stdin: Data(messy.utf8), directory: dir)
        #expect(named.status == 0 && named.stdout == canonical, "\(named.stderr)")
    }

    /// Docs/Formatting.md's "before" formats to its "after", byte for byte.
    @Test func theDocumentedExampleIsWhatFormatWrites() throws {
        let doc = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Docs/Formatting.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "```yaml\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        try #require(blocks.count >= 2)
        let result = try CLI.run(["format", "-"], stdin: Data(blocks[0].utf8))
        #expect(result.status == 0)
        #expect(result.stdout == blocks[1])
    }

    @Test func usageMistakesExitTwo() throws {
        let result = try CLI.run(["format", "--no-such-option"])
        #expect(result.status == 2)
    }

    @Test func helpExamplesAreWholeCommandsThatFit() throws {
        let help = try CLI.run(["format", "--help"])
        let examples = help.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  listspec ") || $0.hasPrefix("  git ") }
        #expect(examples.count >= 3)
        for line in examples { #expect(line.count <= 80, "\(line)") }
    }
}
