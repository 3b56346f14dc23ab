import Foundation
import Testing

/// Issue 36, "Hints and messages", through the built binary: hints that quote what was written,
/// a comment taken for a value, syntax hints at the right line, advice for quoted numbers, the
/// lint summary of an unreadable path, `listspec rules` with its help, and `--help` examples
/// that copy as whole commands.
@Suite struct HintsAndMessagesTests {
    /// A spec whose one cell's viewModel (a flow map) is held to the type Item.
    private static func typed(item: String, viewModel: String) -> String {
        """
        listspec: 1
        types:
          Item: \(item)
        tables:
          t:
            cellTypes:
              Row: {viewModel: Item}
            sections:
              - sectionID: 0
                cells:
                  - cellID: 0
                    cellType: Row
                    viewModel: \(viewModel)

        """
    }

    private static let typedSpec = typed(item: "{sku: String, a: String, b: String, c: String, d: String}",
                                         viewModel: "{sku: 00123, a: 1.10, b: 0x1F, c: +15551234, d: 1e3}")

    @Test(arguments: [false, true])
    func theQuoteItHintQuotesWhatWasWrittenByteForByte(large: Bool) throws {
        // Past 64 KiB a YAML file is streamed through libyaml; the hint reads the file again.
        let padding = large ? "x-padding: \"" + String(repeating: "p", count: 70_000) + "\"\n" : ""
        let folder = try CLI.folder(with: ["typed.yaml": padding + Self.typedSpec])
        let result = try CLI.run(["lint", "typed.yaml"], directory: folder)
        #expect(result.status == 1)
        for written in ["00123", "1.10", "0x1F", "+15551234", "1e3"] {
            #expect(result.stdout.contains("; quote it (\"\(written)\") if it is text [view-model-type]"), "\(written): \(result.stdout)")
        }
        #expect(!result.stdout.contains("\"123\"") && !result.stdout.contains("\"1.1\"") && !result.stdout.contains("\"1000.0\""))
    }

    @Test func aJSONNumberIsQuotedAsWrittenToo() throws {
        let spec = """
            {"listspec": 1, "types": {"Item": {"code": "String"}},
             "tables": {"t": {"cellTypes": {"Row": {"viewModel": "Item"}},
              "sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "Row", "viewModel": {"code": 1.10}}]}]}}}
            """
        let folder = try CLI.folder(with: ["typed.json": spec])
        let result = try CLI.run(["lint", "typed.json"], directory: folder)
        #expect(result.stdout.contains("quote it (\"1.10\") if it is text"), "\(result.stdout)")
        let piped = try CLI.run(["lint", "-"], stdin: Data(spec.utf8))
        #expect(piped.stdout.contains("viewModel.code must be String"), "\(piped.stdout)")
    }

    private static let commentSpec = """
        sections:
          - sectionID: 0
            cells:
              - cellID: 0
                cellType: Row
                viewModel: #1 Hit
              - cellID: 1
                cellType: Row
                viewModel:   # the title, below
                  title: Hit
              - cellID: 2
                cellType: Row
                viewModel: null # on purpose
                action: "#tag"

        """

    @Test func aCommentRightAfterAKeyIsAWarning() throws {
        let folder = try CLI.folder(with: ["c.yaml": Self.commentSpec])
        let result = try CLI.run(["lint", "c.yaml"], directory: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "c.yaml:6:20: warning: 'viewModel' is empty (null): '#1 Hit' after it is a YAML comment; "
                + "quote it (\"#1 Hit\") if the # belongs to the value, or write null [comment-as-value]\n")
        #expect(try CLI.run(["lint", "--strict", "c.yaml"], directory: folder).status == 1)
        let json = try CLI.run(["lint", "--format", "json", "c.yaml"], directory: folder)
        #expect(json.stdout.contains("\"comment-as-value\""))
    }

    @Test func theCommentWarningIsSuppressibleAndConfigurable() throws {
        let suppressed = Self.commentSpec.replacingOccurrences(
            of: "        viewModel: #1 Hit\n", with: "        # listspec:disable-next-line comment-as-value -- a test\n        viewModel: #1 Hit\n")
        let folder = try CLI.folder(with: ["c.yaml": Self.commentSpec, "s.yaml": suppressed,
                                           "strict/.listspec.yml": "rules:\n  comment-as-value: error\n",
                                           "strict/c.yaml": Self.commentSpec])
        let inline = try CLI.run(["lint", "s.yaml"], directory: folder)
        #expect(inline.status == 0 && inline.stdout.isEmpty, "\(inline.stdout)")
        let disabled = try CLI.run(["lint", "--disable", "comment-as-value", "c.yaml"], directory: folder)
        #expect(disabled.status == 0 && disabled.stdout.isEmpty)
        let configured = try CLI.run(["lint", "c.yaml"], directory: folder.appendingPathComponent("strict"))
        #expect(configured.status == 1)
        #expect(configured.stdout.contains(": error: 'viewModel' is empty (null)"), "\(configured.stdout)")
        let rules = try CLI.run(["rules", "comment-as-value"])
        #expect(rules.status == 0 && rules.stdout.hasPrefix("comment-as-value (warning)\n"), "\(rules.stdout)")
    }

    @Test(arguments: [
        ("sections:\n  - sectionID: 0\n    cells:\n      - cellID: 0\n        cellType:Row\n        viewModel: x\n",
         "could not find expected ':'", "hint: 'cellType:Row' on line 5 is one plain value, not a key and a value: YAML needs a space after ':' (write 'cellType: Row')"),
        ("sections:\n  - sectionID: 0\n    cells:\n      - cellID:0\n        cellType: Row\n",
         "mapping values are not allowed", "hint: 'cellID:0' on line 4 is one plain value, not a key and a value: YAML needs a space after ':' (write 'cellID: 0')"),
        ("garbage: [", "did not find expected node content", "hint: the '[' opened at line 1, column 10 is never closed"),
        ("a: {b: [1, 2], c: {d: 1}\n", "while parsing a flow mapping", "the '{' opened at line 1, column 4"),
    ])
    func syntaxErrorsGetAHintAtTheRightLine(_ text: String, _ libyaml: String, _ hint: String) throws {
        let folder = try CLI.folder(with: ["s.yaml": text])
        let result = try CLI.run(["lint", "s.yaml"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout.contains(libyaml) && result.stdout.contains(hint), "\(result.stdout)")
    }

    /// Issue 46, item 11: a cell key one column left of its map's keys, and a `#` value in a flow
    /// map, each told at its own line what to do.
    @Test func misalignedKeysAndCommentsInFlowMapsPointTheRightWay() throws {
        let folder = try CLI.folder(with: [
            "indent.yaml": "sections:\n  - sectionID: 0\n    cells:\n      - cellID: 1\n       cellType: A\n",
            "hash.yaml": "sections:\n  - sectionID: 0\n    cells:\n      - cellID: 1\n        cellType: A\n        viewModel: {title: #Other}\n"
                + "      - cellID: 2\n        cellType: A\n",
        ])
        let indent = try CLI.run(["lint", "indent.yaml"], directory: folder)
        #expect(indent.stdout.hasPrefix("indent.yaml:5:8: error: "), "\(indent.stdout)")
        #expect(indent.stdout.contains("hint: line 5 starts at column 8, left of the keys of the map above it (column 9); line it up with those keys, at column 9"))
        #expect(!indent.stdout.contains("every item of a list starts with"))
        let hash = try CLI.run(["lint", "hash.yaml"], directory: folder)
        #expect(hash.stdout.hasPrefix("hash.yaml:6:28: error: "), "\(hash.stdout)")
        #expect(hash.stdout.contains("hint: on line 6 a '#' after a space starts a comment") && hash.stdout.contains("(\"#Other\")"), "\(hash.stdout)")
        #expect(!hash.stdout.contains("never closed"))
    }

    @Test func quotedNumbersWhereNumbersBelongAreToldToDropTheQuotes() throws {
        let typed = Self.typed(item: "{price: Double, count: Int, on: Bool}", viewModel: "{price: \"9.99\", count: \"3\", on: \"true\"}")
        let folder = try CLI.folder(with: ["q.yaml": typed, "id.yaml": "sections:\n  - sectionID: \"1\"\n"])
        let id = try CLI.run(["lint", "id.yaml"], directory: folder)
        #expect(id.stdout == "id.yaml:2:16: error: sectionID must be an integer, not a string; drop the quotes (sectionID: 1) [type-mismatch]\n")
        let result = try CLI.run(["lint", "q.yaml"], directory: folder)
        #expect(result.stdout.contains("viewModel.price must be Double, not a string; drop the quotes (9.99) to make it a number"))
        #expect(result.stdout.contains("viewModel.count must be Int, not a string; drop the quotes (3) to make it a number"))
        #expect(result.stdout.contains("viewModel.on must be Bool, not a string; drop the quotes (true) to make it a Bool"))
    }

    @Test func aJSONCommentSaysJSONHasNoComments() throws {
        let folder = try CLI.folder(with: ["c.json": "{\n  // the menu\n  \"sections\": []\n}\n", "b.json": "{\"sections\": [] /* x */}\n"])
        for name in ["c.json", "b.json"] {
            let result = try CLI.run(["lint", name], directory: folder)
            #expect(result.status == 1)
            #expect(result.stdout.contains("JSON has no comments"), "\(result.stdout)")
        }
    }

    @Test func anUnknownTableGetsTheNearestName() throws {
        let folder = try CLI.folder(with: ["t.yaml": "tables:\n  settings:\n    sections: []\n  menu:\n    sections: []\n",
                                           "u.yaml": "tables:\n  settings:\n    sections: []\n"])
        let render = try CLI.run(["render", "t.yaml", "--table", "setting"], directory: folder)
        #expect(render.status == 2)
        #expect(render.stderr.contains("has no table named 'setting'; did you mean 'settings'?"), "\(render.stderr)")
        let diff = try CLI.run(["diff", "t.yaml", "u.yaml", "--table", "setting"], directory: folder)
        #expect(diff.status == 2)
        #expect(diff.stderr.contains("did you mean 'settings'?"), "\(diff.stderr)")
    }

    @Test func aNegativeIndexPathIsRefusedWithItsReason() throws {
        let folder = try CLI.folder(with: ["n.yaml": "sections:\n  - sectionID: -1\n    cells: [{cellID: 0, cellType: A}]\n"])
        let result = try CLI.run(["locate", "n.yaml", "--index-path", "-1.0"], directory: folder)
        #expect(result.status == 2)
        #expect(!result.stderr.contains("Missing value"))
        #expect(result.stderr.hasPrefix("listspec: error: '-1.0' is not an index path;"), "\(result.stderr)")
        #expect(result.stderr.contains("for a negative sectionID use --section-id"))
    }

    @Test(arguments: ["text", "json", "github", "sarif", "junit"])
    func anUnreadablePathIsNeverNoFindings(format: String) throws {
        let folder = try CLI.folder(with: [:])
        let result = try CLI.run(["lint", "--format", format, "/nonexistent", "also-missing.yaml"], directory: folder)
        #expect(result.status == 2)
        #expect(!result.stderr.contains("no findings") && !result.stdout.contains("no findings"), "\(result.stderr)")
        #expect(result.stderr.contains("Linted 0 files: 0 errors, 0 warnings. Could not read 2 paths: /nonexistent"), "\(result.stderr)")
    }

    @Test func rulesShowWhyAndHowToFixEachRule() throws {
        let all = try CLI.run(["rules"], environment: ["COLUMNS": "80"])
        #expect(all.status == 0)
        let json = try CLI.run(["rules", "--format", "json"])
        let ids = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: [[String: String]]])?["rules"])
            .compactMap { $0["id"] }
        let blocks = all.stdout.components(separatedBy: "\n\n")
        #expect(blocks.count == ids.count)
        for (id, block) in zip(ids, blocks) {
            #expect(["error", "warning", "error (warning while only declared)"].contains { block.hasPrefix(id + " (\($0))\n") }, "\(block)")
            #expect(block.contains("\n  Why: ") && block.contains("\n  Fix: "), "\(block)")
        }
        #expect(all.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })

        let one = try CLI.run(["rules", "cell-order"])
        #expect(one.status == 0)
        #expect(one.stdout.hasPrefix("cell-order (error)\n  "), "\(one.stdout)")
        #expect(one.stdout.contains("\n  Why: ") && one.stdout.contains("\n  Fix: "))
        #expect(!one.stdout.contains("\n\n"))
        let oneJSON = try CLI.run(["rules", "cell-order", "--format", "json"])
        #expect(oneJSON.stdout.hasPrefix("{\"rules\":[{\"id\":\"cell-order\","), "\(oneJSON.stdout)")

        let unknown = try CLI.run(["rules", "cel-order"])
        #expect(unknown.status == 2)
        #expect(unknown.stdout.isEmpty)
        #expect(unknown.stderr == "listspec: error: unknown rule 'cel-order'; did you mean 'cell-order'?\n")
    }

    /// Every example of every `--help` (an indented command line) is one whole command at 80
    /// columns: the same line as in a help that nothing wraps, and it runs listspec or feeds it.
    @Test func everyHelpExampleIsOneCommandAt80Columns() throws {
        let root = try CLI.run(["--help"], environment: ["COLUMNS": "1000"])
        let subcommands = root.stdout.split(separator: "\n").drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
            .prefix { !$0.isEmpty }.compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(subcommands.contains("lint") && subcommands.contains("generate") && subcommands.contains("git-diff"), "\(subcommands)")
        var examples = 0
        for command in [[]] + subcommands.map({ [$0] }) {
            let wide = try CLI.run(command + ["--help"], environment: ["COLUMNS": "1000"])
            let narrow = try CLI.run(command + ["--help"], environment: ["COLUMNS": "80"])
            #expect(wide.status == 0 && narrow.status == 0)
            // Above USAGE (the overview and discussion), a line indented by two spaces is an example.
            func examplesIn(_ help: String) -> [Substring] {
                help.split(separator: "\n").prefix { !$0.hasPrefix("USAGE:") }.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            }
            let exampleLines = examplesIn(wide.stdout)
            // The same example lines, none cut at the margin into a line that continues it.
            #expect(examplesIn(narrow.stdout) == exampleLines, "\(command)")
            let narrowLines = Set(narrow.stdout.split(separator: "\n", omittingEmptySubsequences: false))
            for line in exampleLines {
                examples += 1
                #expect(narrowLines.contains(line), "\(command): wrapped at 80 columns: \(line)")
                #expect(line.count <= 80, "\(command): \(line)")
                let text = line.dropFirst(2)
                // A whole command: it runs listspec (or feeds it, or changes into a folder) and closes its quotes.
                #expect(["listspec ", "git ", "cat ", "curl ", "echo ", "cd "].contains { text.hasPrefix($0) }, "\(line)")
                #expect(text.contains("listspec") || text.hasPrefix("cd "), "\(line)")
                #expect(text.filter { $0 == "\"" }.count % 2 == 0 && text.filter { $0 == "'" }.count % 2 == 0, "\(line)")
            }
        }
        #expect(examples >= 30)
    }
}
