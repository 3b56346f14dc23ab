import Foundation
import Testing

/// `lint --fix`, `--unsafe-fixes` and `--diff` (section 15), through the built binary: a fixture
/// per fixable rule (its fix, its comments kept, a clean lint after, a second run changing
/// nothing, the editor's quick fix giving the same text, the diff `patch -p0` applies), unsafe
/// fixes that `diff --verify` accepts against the spec's valid neighbour, JSON, standard input,
/// and no fix where two known names are as near.
@Suite struct LintFixTests {
    struct Fixture: Sendable, CustomStringConvertible {
        var rule: String
        var text: String
        /// The fix: the one place in `text` that changes, before and after.
        var change: (old: String, new: String)
        var unsafe = false
        /// For an unsafe fix: the line whose removal leaves the valid version the fixed spec is diffed against (`diff --verify`).
        var newRow: String?
        var name = "spec.yaml"
        var description: String { rule + " " + name }
        var fixed: String { text.replacingOccurrences(of: change.old, with: change.new) }
        var valid: String { text.replacingOccurrences(of: newRow ?? "", with: "") }
    }

    static let fixtures: [Fixture] = [
        Fixture(rule: "unknown-key", text: """
        # a menu
        sections:
          - sectionID: 0
            cells:
              # the title row
              - cellID: 1   # first
                cellType: Title
                heigth: 44  # tall
              # after it

        """, change: ("heigth: 44", "height: 44")),
        Fixture(rule: "unknown-cell-type", text: """
        tables:
          main:
            cellTypes:
              Title: {}
              Detail: {}
            sections:
              - sectionID: 0
                cells:
                  - {cellID: 1, cellType: Titel}  # misspelt
                  - {cellID: 2, cellType: Detail}

        """, change: ("Titel}", "Title}")),
        Fixture(rule: "invalid-value", text: """
        style: "insetGroupd" # the style
        sections:
          - {sectionID: 0, cells: [{cellID: 1, cellType: Row}]}

        """, change: ("\"insetGroupd\"", "\"insetGrouped\"")),
        Fixture(rule: "unknown-type", text: """
        types:
          Row:
            tags: '[Strng]?'   # the tags
        cellTypes:
          R: {viewModel: Row}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 1, cellType: R, viewModel: {tags: [a]}}

        """, change: ("'[Strng]?'", "'[String]?'")),
        Fixture(rule: "view-model-type", text: """
        types:
          Level: [easy, medium, hard]
          Row: {title: String, level: Level}
        cellTypes:
          R: {viewModel: Row}
        sections:
          - sectionID: 0
            cells:
              - cellID: 1
                cellType: R
                # a case
                viewModel: {title: a, level: 'meduim'}   # misspelt

        """, change: ("'meduim'", "'medium'")),
        Fixture(rule: "view-model-type", text: """
        types:
          Row: {title: String, subtitle: String?}
        tables:
          main:
            cellTypes: {R: {viewModel: Row}}
            sections:
              - sectionID: 0
                cells:
                  - cellType: R
                    viewModel:
                      titel: a    # a field misspelt
                      subtitle: b
                    cellID: 1

        """, change: ("titel: a", "title: a"), name: "field.yaml"),
        Fixture(rule: "cell-order", text: """
        sections:
          - sectionID: 0
            cells:
              - {cellID: 10, cellType: Row}
              - {cellID: 20, cellType: Row}   # inserted
              - {cellID: 15, cellType: Row}
              - {cellID: 30, cellType: Row}

        """, change: ("cellID: 20", "cellID: 12"), unsafe: true, newRow: "      - {cellID: 20, cellType: Row}   # inserted\n"),
        Fixture(rule: "duplicate-cell-id", text: """
        sections:
          - sectionID: 0
            cells:
              - cellID: 10
                cellType: Row
              # pasted
              - cellID: 10 # copy
                cellType: Row
              - cellID: 20
                cellType: Row

        """, change: ("cellID: 10 # copy", "cellID: 15 # copy"), unsafe: true,
                newRow: "      # pasted\n      - cellID: 10 # copy\n        cellType: Row\n"),
        Fixture(rule: "section-order", text: """
        sections:
          - {sectionID: 0, cells: []}
          - {sectionID: 9, cells: []}  # new
          - {sectionID: 4, cells: []}
          - {sectionID: 8, cells: []}

        """, change: ("sectionID: 9", "sectionID: 2"), unsafe: true, newRow: "  - {sectionID: 9, cells: []}  # new\n"),
        Fixture(rule: "duplicate-section-id", text: """
        sections:
          - sectionID: 100
            cells: []
          - sectionID: 100   # again
            cells: []

        """, change: ("sectionID: 100   # again", "sectionID: 110   # again"), unsafe: true,
                newRow: "  - sectionID: 100   # again\n    cells: []\n"),
        Fixture(rule: "unknown-key", text: """
        {"sections": [{"sectionID": 0, "cells": [
          {"cellID": 1, "cellType": "Title", "heigth": 44}]}]}

        """, change: ("\"heigth\"", "\"height\""), name: "spec.json"),
        Fixture(rule: "duplicate-cell-id", text: """
        {"sections": [{"sectionID": 0, "cells": [
          {"cellID": 1, "cellType": "Title"},
          {"cellID": 1, "cellType": "Title"}]}]}

        """, change: ("{\"cellID\": 1, \"cellType\": \"Title\"}]", "{\"cellID\": 11, \"cellType\": \"Title\"}]"), unsafe: true,
                newRow: ",\n  {\"cellID\": 1, \"cellType\": \"Title\"}"),
    ]

    static func folder(with fixture: Fixture) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        try fixture.text.write(to: folder.appendingPathComponent(fixture.name), atomically: true, encoding: .utf8)
        return folder
    }

    static func contents(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test(arguments: fixtures) func fixLeavesLintCleanOfTheRule(_ fixture: Fixture) throws {
        #expect(fixture.text.components(separatedBy: fixture.change.old).count == 2, "the change names one place")
        let folder = try Self.folder(with: fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try CLI.run(["lint", fixture.name], directory: folder)
        #expect(before.status == 1 && before.stdout.contains("[\(fixture.rule)]"), "\(before.stdout)")
        let flags = fixture.unsafe ? ["--fix", "--unsafe-fixes"] : ["--fix"]
        if fixture.unsafe {
            // Without --unsafe-fixes the file stays, and the summary says what more would apply.
            let safeOnly = try CLI.run(["lint", "--fix", fixture.name], directory: folder)
            #expect(safeOnly.status == 1)
            #expect(try Self.contents(folder, fixture.name) == fixture.text)
            #expect(safeOnly.stderr.contains("1 more with --unsafe-fixes"), "\(safeOnly.stderr)")
        }
        let fixed = try CLI.run(["lint"] + flags + [fixture.name], directory: folder)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(!fixed.stdout.contains(fixture.rule))
        #expect(fixed.stderr.contains("listspec: 1 fix applied to 1 file"), "\(fixed.stderr)")
        // Exactly the finding's token changed: comments, layout and every other byte stay.
        #expect(try Self.contents(folder, fixture.name) == fixture.fixed)
        let lint = try CLI.run(["lint", fixture.name], directory: folder)
        #expect(lint.status == 0 && lint.stdout.isEmpty, "\(lint.stdout)")
        let again = try CLI.run(["lint"] + flags + [fixture.name], directory: folder)
        #expect(again.status == 0)
        #expect(try Self.contents(folder, fixture.name) == fixture.fixed)
        #expect(again.stderr.contains("listspec: 0 fixes applied to 0 files"), "\(again.stderr)")
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [fixture.name])
    }

    /// `--diff` writes nothing, exits 1, and `patch -p0` run in the same folder makes `--fix`'s result.
    @Test(arguments: fixtures) func diffIsThePatchOfFix(_ fixture: Fixture) throws {
        let folder = try Self.folder(with: fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        let flags = fixture.unsafe ? ["--diff", "--unsafe-fixes"] : ["--diff"]
        let diff = try CLI.run(["lint"] + flags + [fixture.name], directory: folder)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.hasPrefix("--- \(fixture.name)\n+++ \(fixture.name)\n@@ "), "\(diff.stdout)")
        #expect(try Self.contents(folder, fixture.name) == fixture.text)
        let patch = try CLI.run(["/usr/bin/patch", "-p0"], stdin: Data(diff.stdout.utf8), directory: folder, viaShell: true)
        #expect(patch.status == 0, "\(patch.stdout)\(patch.stderr)")
        #expect(try Self.contents(folder, fixture.name) == fixture.fixed)
        // Nothing left to fix: no diff, exit 0.
        let none = try CLI.run(["lint"] + flags + [fixture.name], directory: folder)
        #expect(none.status == 0 && none.stdout.isEmpty, "\(none.stdout)")
    }

    /// An unsafe fix gives the row a free ID: the fixed spec diffs cleanly against its valid
    /// neighbour (the version without the new row), the batch update replayed by `--verify`.
    @Test(arguments: fixtures.filter(\.unsafe)) func unsafeFixesPassDiffVerify(_ fixture: Fixture) throws {
        let folder = try Self.folder(with: fixture)
        defer { try? FileManager.default.removeItem(at: folder) }
        let validName = "valid." + (fixture.name.hasSuffix(".json") ? "json" : "yaml")
        try fixture.valid.write(to: folder.appendingPathComponent(validName), atomically: true, encoding: .utf8)
        // The input itself is refused by diff (its IDs break the invariant).
        #expect(try CLI.run(["diff", "--verify", validName, fixture.name], directory: folder).status == 2)
        #expect(try CLI.run(["lint", "--fix", "--unsafe-fixes", fixture.name], directory: folder).status == 0)
        let verified = try CLI.run(["diff", "--verify", validName, fixture.name], directory: folder)
        #expect(verified.status == 1, "\(verified.stdout)\(verified.stderr)")
        #expect(verified.stdout.contains("insert"), "\(verified.stdout)")
    }

    /// The editor's quick fix for the finding writes the same text as `--fix`.
    @Test(arguments: fixtures) func quickFixIsTheSameEdit(_ fixture: Fixture) throws {
        let folder = try CLI.temporaryDirectory()
        let client = try LSPClient(directory: folder)
        defer {
            _ = try? client.request("shutdown")
            client.notify("exit")
            _ = client.waitForExit()
            try? FileManager.default.removeItem(at: folder)
        }
        _ = try client.initialize()
        let uri = folder.appendingPathComponent(fixture.name).absoluteString
        client.open(uri, text: fixture.text)
        let diagnostics = try client.diagnostics(for: uri)
        let diagnostic = try #require(diagnostics.first { $0["code"] as? String == fixture.rule }, "\(diagnostics)")
        let range = try #require(diagnostic["range"] as? [String: Any])
        let actions = try client.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": range,
                                                                     "context": ["diagnostics": [diagnostic]]])["result"] as? [[String: Any]] ?? []
        let action = try #require(actions.first { ($0["title"] as? String)?.hasPrefix("Change") == true }, "\(actions)")
        let edits = ((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]] ?? []
        #expect(!edits.isEmpty)
        #expect(Self.applying(edits, to: fixture.text) == fixture.fixed)
    }

    /// LSP edits applied to ASCII text (a character is a byte), last first.
    static func applying(_ edits: [[String: Any]], to text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { Array($0.utf8) }
        func position(_ value: Any?) -> (Int, Int) {
            let position = value as? [String: Any] ?? [:]
            return (position["line"] as? Int ?? 0, position["character"] as? Int ?? 0)
        }
        let sorted = edits.sorted { position(($0["range"] as? [String: Any])?["start"]) > position(($1["range"] as? [String: Any])?["start"]) }
        for edit in sorted {
            let range = edit["range"] as? [String: Any] ?? [:]
            let (line, start) = position(range["start"]), (endLine, end) = position(range["end"])
            guard line == endLine else { continue }
            lines[line].replaceSubrange(start..<end, with: Array((edit["newText"] as? String ?? "").utf8))
        }
        return lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    /// `-`: the fixed text on standard output, what remains on standard error, settings and format by --stdin-filename.
    @Test func standardInput() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for fixture in [Self.fixtures[0], Self.fixtures[10]] {
            let result = try CLI.run(["lint", "--fix", "-", "--stdin-filename", fixture.name], stdin: Data(fixture.text.utf8), directory: folder)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == fixture.fixed)
            let diff = try CLI.run(["lint", "--diff", "-", "--stdin-filename", fixture.name], stdin: Data(fixture.text.utf8), directory: folder)
            #expect(diff.status == 1)
            #expect(diff.stdout.hasPrefix("--- \(fixture.name)\n+++ \(fixture.name)\n"), "\(diff.stdout)")
        }
        // What remains is reported on standard error, with lint's exit code.
        let remaining = Self.fixtures[6]
        let result = try CLI.run(["lint", "--fix", "-", "--stdin-filename", "spec.yaml"], stdin: Data(remaining.text.utf8), directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout == remaining.text)
        #expect(result.stderr.contains("spec.yaml:5:18: error: cellID 20 must be less than the next cellID 15"), "\(result.stderr)")
        // '-' goes alone.
        let mixed = try CLI.run(["lint", "--fix", "-", "other.yaml"], stdin: Data(), directory: folder)
        #expect(mixed.status == 2, "\(mixed.status)")
        #expect(mixed.stderr.contains("'-' (standard input) is the only path"), "\(mixed.stderr)")
    }

    /// Two known names as near: the message still names one, but nothing is written.
    @Test func noFixWhereTwoNamesAreAsNear() throws {
        let text = """
        tables:
          main:
            cellTypes: {Rows: {}, Rowe: {}}
            sections:
              - {sectionID: 0, cells: [{cellID: 1, cellType: Row}]}

        """
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["lint", "--fix", "--unsafe-fixes", "spec.yaml"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains("did you mean 'Rows'? [unknown-cell-type]"), "\(result.stdout)")
        #expect(try String(contentsOf: folder.appendingPathComponent("spec.yaml"), encoding: .utf8) == text)
    }

    /// A name that a plain scalar would not read back is quoted as `format` quotes it; a double-quoted
    /// token keeps its quotes with YAML's escapes, a JSON string JSON's.
    @Test func replacementsKeepTheTokensForm() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let yaml = """
        tables:
          main:
            cellTypes: {'yes': {}, "Row: wide": {}}
            sections:
              - sectionID: 0
                cells:
                  - {cellID: 1, cellType: yess}
                  - cellID: 2
                    cellType: "Row: wid"

        """
        try yaml.write(to: folder.appendingPathComponent("spec.yaml"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["lint", "--fix", "spec.yaml"], directory: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try Self.contents(folder, "spec.yaml") == yaml.replacingOccurrences(of: "cellType: yess}", with: "cellType: \"yes\"}")
            .replacingOccurrences(of: "\"Row: wid\"", with: "\"Row: wide\""))
        // A JSON string with escapes is written again with JSON's escapes.
        let json = #"{"tables": {"main": {"cellTypes": {"Tab\tRow": {}}, "sections": [{"sectionID": 0, "cells": [{"cellID": 1, "cellType": "Tab\tRo"}]}]}}}"#
        try json.write(to: folder.appendingPathComponent("spec.json"), atomically: true, encoding: .utf8)
        let fixedJSON = try CLI.run(["lint", "--fix", "spec.json"], directory: folder)
        #expect(fixedJSON.status == 0, "\(fixedJSON.stdout)\(fixedJSON.stderr)")
        #expect(try Self.contents(folder, "spec.json") == json.replacingOccurrences(of: #""Tab\tRo""#, with: #""Tab\tRow""#))
    }

    @Test func unsafeFixesGoWithFixOrDiff() throws {
        let result = try CLI.run(["lint", "--unsafe-fixes", "Specs"])
        #expect(result.status == 2, "\(result.status)")
        #expect(result.stderr.contains("--unsafe-fixes goes with --fix or --diff"), "\(result.stderr)")
    }
}
