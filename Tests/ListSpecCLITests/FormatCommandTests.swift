import Foundation
import Testing
import ListSpec
import ListSpecTestSupport

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
        #expect(result.stdout == "a.listspec.yaml\n", "\(result.stdout)")
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

    /// A canonical file is not touched (the same inode and modification time); a file that
    /// changes is replaced by a new one renamed into place (a new inode), nothing left beside it.
    @Test func inPlaceWritesOnlyWhatChangesAndAtomically() throws {
        let dir = try folder(["a.listspec.yaml": canonical, "b.listspec.yaml": messy, "c.listspec.yaml": canonical + "\n\n"])
        func identity(_ name: String) throws -> (inode: Int, modified: Date) {
            let attributes = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(name).path)
            return (try #require(attributes[.systemFileNumber] as? Int), try #require(attributes[.modificationDate] as? Date))
        }
        let before = try ["a", "b", "c"].map { try identity("\($0).listspec.yaml") }
        Thread.sleep(forTimeInterval: 0.02)
        let result = try CLI.run(["format", "."], directory: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("2 of 3 spec files formatted"), "\(result.stderr)")
        let after = try ["a", "b", "c"].map { try identity("\($0).listspec.yaml") }
        #expect(after[0].inode == before[0].inode && after[0].modified == before[0].modified, "a canonical file is not written")
        #expect(after[1].inode != before[1].inode, "a changed file is renamed into place")
        #expect(after[2].inode != before[2].inode, "a file that only loses its end is replaced too")
        #expect(try text("b.listspec.yaml", in: dir) == canonical)
        #expect(try text("c.listspec.yaml", in: dir) == canonical)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".listspec-") }
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test func checkExitsZeroOneOrTwo() throws {
        let dir = try folder(["ok.listspec.yaml": canonical, "messy.listspec.yaml": messy, "bad.listspec.yaml": "a: [1,\n"])
        let clean = try CLI.run(["format", "--check", "ok.listspec.yaml"], directory: dir)
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stdout)\(clean.stderr)")
        let changes = try CLI.run(["format", "--check", "ok.listspec.yaml", "messy.listspec.yaml"], directory: dir)
        #expect(changes.status == 1 && changes.stdout == "messy.listspec.yaml\n", "\(changes.stdout)\(changes.stderr)")
        let broken = try CLI.run(["format", "--check", "messy.listspec.yaml", "bad.listspec.yaml"], directory: dir)
        #expect(broken.status == 2, "a file that does not parse wins over one that would change")
        #expect(broken.stdout == "messy.listspec.yaml\n" && broken.stderr.contains("bad.listspec.yaml:2:1"), "\(broken.stdout)\(broken.stderr)")
        #expect(try text("messy.listspec.yaml", in: dir) == messy)
    }

    /// A spec of 20,000 cells (its output printed in many chunks, its cells kept as text as they are
    /// read) through the binary: in place, on standard output and in the library, the same bytes.
    @Test func aLargeSpecFormatsAsInProcess() throws {
        var rng = SeededRandom(seed: 0x6269_67)
        var text = "# a large spec\nsections:\n"
        for section in 0..<200 {
            text += "- sectionID: \(section)\n  cells:\n"
            for cell in 0..<100 {
                if rng.chance(0.02) { text += "  # about \(cell)\n" }
                if rng.chance(0.02) { text += "\n" }
                if rng.chance(0.5) {
                    text += "  - {cellType: \"Cell\", cellID: \(cell), viewModel: {title: 'Item \(cell)', on: yes}}\n"
                } else {
                    text += "  - cellID: \(cell)  # id\n    cellType: Cell\n    viewModel:\n      title: \"Item \(cell)\"\n      value: \(rng.next() % 1000)\n"
                }
            }
        }
        let expected = try #require(try? SpecFormatter.format(Array(text.utf8), isJSON: false).get())
        #expect(expected.count > 1 << 20, "several chunks")
        let dir = try folder(["big.listspec.yaml": text])
        let result = try CLI.run(["format", "big.listspec.yaml"], directory: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Array(try Data(contentsOf: dir.appendingPathComponent("big.listspec.yaml"))) == expected)
        let piped = try CLI.run(["format", "-"], stdin: Data(text.utf8))
        #expect(Array(piped.stdout.utf8) == expected)
        let again = try CLI.run(["format", "--check", "big.listspec.yaml"], directory: dir)
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }

    /// Issue 46, as a user met it on save: commented-out keys and cells at the end of their block
    /// stay there (each the last line of its cell, cell type or cells list), the data is the same,
    /// and formatting again changes nothing.
    @Test func commentsAtTheEndOfABlockStayInItOnSave() throws {
        let spec = """
        listspec: 1
        tables:
          wifi:
            style: insetGrouped
            cellTypes:
              NetworkCell:
                height: 44
                # estimatedHeight: 120
              ToggleCell: {height: 44}
            sections:
              - sectionID: 0
                cells:
                  - cellID: 10
                    cellType: ToggleCell
                    viewModel: {title: Wi-Fi, enabled: true}
                    # deletable: true
                  - {cellID: 20, cellType: NetworkCell, viewModel: {title: Home}}
                  - cellID: 30
                    cellType: NetworkCell
                    viewModel: {title: Office}
                    # deletable: true
              - sectionID: 1
                cells:
                  - {cellID: 10, cellType: NetworkCell, viewModel: {title: Café}}
                  # - {cellID: 20, cellType: NetworkCell, viewModel: {title: Airport}}
              - sectionID: 2

        """
        let dir = try folder(["wifi.listspec.yaml": spec])
        let check = try CLI.run(["format", "--check", "wifi.listspec.yaml"], directory: dir)
        #expect(check.status == 0 && check.stdout.isEmpty, "already canonical: \(check.stdout)\(check.stderr)")
        // The same file at four spaces a level: every comment comes back to its place.
        let wide = spec.replacingOccurrences(of: "  ", with: "    ").replacingOccurrences(of: "  - ", with: "  -   ")
        let piped = try CLI.run(["format", "-"], stdin: Data(wide.utf8))
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == spec, "\(piped.stdout)")
        try Data(wide.utf8).write(to: dir.appendingPathComponent("wide.listspec.yaml"))
        let written = try CLI.run(["format", "wide.listspec.yaml"], directory: dir)
        let rewritten = try text("wide.listspec.yaml", in: dir)
        #expect(written.status == 0 && rewritten == spec, "\(written.stderr)")
        let before = try CLI.run(["render", "--format", "json", "wifi.listspec.yaml"], directory: dir)
        let after = try CLI.run(["render", "--format", "json", "wide.listspec.yaml"], directory: dir)
        #expect(before.status == 0 && before.stdout == after.stdout, "\(before.stderr)")
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
