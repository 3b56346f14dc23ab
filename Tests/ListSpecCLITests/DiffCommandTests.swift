import Foundation
import Testing

@Suite struct DiffCommandTests {
    static let old = "Specs/custom-updates-old.yaml", new = "Specs/custom-updates-new.yaml"

    /// A temporary folder holding the given files.
    private func files(_ contents: [String: String]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for (name, text) in contents {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func noChangeExitsZero() throws {
        let result = try CLI.run(["diff", "Specs/menu.yaml", "Specs/menu.yaml"])
        #expect(result.status == 0)
        #expect(result.stdout == "menu: unchanged\n")
        #expect(result.stderr == "")
    }

    /// Issue 28: `servings` 2 -> 3 in a long viewModel was cut away on both sides at the same
    /// place; the report says the key that changed, at any width, and a wide terminal shows more.
    @Test func aReloadedRowSaysWhichKeyChangedAtAnyWidth() throws {
        let row = "{cellID: 0, cellType: RecipeCell, viewModel: {title: Salmon with Dill Sauce, subtitle: 30 min, servings: SERVINGS, "
            + "note: \"Serve with new potatoes, a green salad and a glass of something cold, then more words\"}}"
        func spec(_ servings: Int, _ end: String) -> String {
            "sections:\n  - sectionID: 0\n    cells:\n      - " + row.replacingOccurrences(of: "SERVINGS", with: "\(servings)")
                .replacingOccurrences(of: "more words", with: end) + "\n"
        }
        let folder = try files(["old.yaml": spec(2, "more words"), "new.yaml": spec(3, "more wordz")])
        defer { try? FileManager.default.removeItem(at: folder) }
        for columns in ["60", "100", "250"] {
            let result = try CLI.run(["diff", "old.yaml", "new.yaml"], environment: ["COLUMNS": columns], directory: folder)
            #expect(result.status == 1)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            #expect(lines.contains("        viewModel.servings: 2 -> 3"), "COLUMNS=\(columns): \(result.stdout)")
            let note = try #require(lines.first { $0.hasPrefix("        viewModel.note: ") })
            #expect(note.contains("more words\" -> ") && note.hasSuffix("more wordz\""), "\(note)")
        }
        let wide = try CLI.run(["diff", "old.yaml", "new.yaml"], environment: ["COLUMNS": "250"], directory: folder)
        #expect(wide.stdout.contains(#"viewModel.note: "Serve with new potatoes, a green salad"#))
        let html = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "html"], directory: folder)
        #expect(html.stdout.contains("<li class=\"change-note\"><span class=\"note-line\">viewModel.servings: 2 -&gt; 3</span>"))
        let markdown = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "markdown"], directory: folder)
        #expect(markdown.stdout.contains("viewModel.servings: 2 -> 3<br>viewModel.note: "))
    }

    @Test func customUpdatesTextReport() throws {
        let result = try CLI.run(["diff", Self.old, Self.new])
        #expect(result.status == 1)
        #expect(result.stdout == """
        custom: 1 section inserted, 2 rows deleted, 3 rows inserted
          sectionID 0 at [0]
            + cellID 2 at [0, 2]
            + cellID 3 at [0, 3]
            + cellID 4 at [0, 4]
          + sectionID 1 at [1] (4 rows)
          sectionID 2 at [1] -> [2]
            - cellID 3 at [1, 3]
            - cellID 5 at [1, 5]

        """)
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
        #expect(try CLI.run(["diff", Self.old, Self.new, "--color", "always"]).stdout.contains("\u{1B}[32m"))
    }

    @Test func customUpdatesJSONIsContractSection4() throws {
        let result = try CLI.run(["diff", Self.old, Self.new, "--format", "json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Array(object.keys) == ["tables"])
        let tables = try #require(object["tables"] as? [[String: Any]])
        #expect(tables.count == 1)
        let table = try #require(tables.first)
        #expect(Set(table.keys) == ["table", "change", "deleteSections", "insertSections", "reloadSections",
                                    "deleteRows", "insertRows", "reloadRows", "reloadSectionIndexTitles"])
        #expect(table["table"] as? String == "custom")
        #expect(table["change"] as? String == "modified")
        #expect(table["deleteSections"] as? [Int] == [])
        #expect(table["insertSections"] as? [Int] == [1])
        #expect(table["reloadSections"] as? [Int] == [])
        #expect(table["deleteRows"] as? [[Int]] == [[1, 3], [1, 5]])
        #expect(table["insertRows"] as? [[Int]] == [[0, 2], [0, 3], [0, 4]])
        #expect(table["reloadRows"] as? [[Int]] == [])
        #expect(table["reloadSectionIndexTitles"] as? Bool == false)
    }

    @Test func tablesInOrderOfFirstAppearanceWithEveryKey() throws {
        let result = try CLI.run(["diff", "Specs/menu.yaml", "Specs/recipes.yaml", "--format", "json"])
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let tables = try #require(object?["tables"] as? [[String: Any]])
        #expect(tables.map { $0["table"] as? String } == ["menu", "recipes", "recipeDetail"])
        #expect(tables.map { $0["change"] as? String } == ["removed", "added", "added"])
        for table in tables {
            #expect(table["insertSections"] as? [Int] == [])
            #expect(table["reloadRows"] as? [[Int]] == [])
            #expect(table["reloadSectionIndexTitles"] as? Bool == false)
        }
    }

    @Test func standardInputOnEitherSide() throws {
        let oldText = try Data(contentsOf: CLI.packageRoot.appendingPathComponent(Self.old))
        let fromFiles = try CLI.run(["diff", Self.old, Self.new, "--format", "json"])
        let oldFromStdin = try CLI.run(["diff", "-", Self.new, "--format", "json"], stdin: oldText)
        #expect(oldFromStdin.status == 1)
        #expect(oldFromStdin.stdout == fromFiles.stdout)
        let newText = try Data(contentsOf: CLI.packageRoot.appendingPathComponent(Self.new))
        let newFromStdin = try CLI.run(["diff", Self.old, "-", "--format", "json"], stdin: newText)
        #expect(newFromStdin.stdout == fromFiles.stdout)
        // JSON on standard input: the same spec, so no change.
        let json = #"{"tables": {"menu": {"style": "insetGrouped", "cellTypes": {"MenuCell": {"height": 44}}, "sections": []}}}"#
        let folder = try files(["empty.yaml": "tables:\n  menu:\n    style: insetGrouped\n    cellTypes: {MenuCell: {height: 44}}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let same = try CLI.run(["diff", folder.appendingPathComponent("empty.yaml").path, "-"], stdin: Data(json.utf8))
        #expect(same.stdout == "menu: unchanged\n")
        #expect(same.status == 0, "\(same.stderr)")
    }

    @Test func bothSidesFromStandardInputIsAUsageError() throws {
        let result = try CLI.run(["diff", "-", "-"], stdin: Data())
        #expect(result.status == 2)
        #expect(result.stderr.contains("only one of OLD and NEW can be '-'"))
    }

    @Test func ruleBreakingInputIsRefusedWithItsFindings() throws {
        let folder = try files([
            "bad.yaml": "sections:\n  - sectionID: 2\n  - sectionID: 1\n",
            "good.yaml": "sections:\n  - sectionID: 1\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.yaml").path, good = folder.appendingPathComponent("good.yaml").path
        for arguments in [[bad, good], [good, bad]] {
            let result = try CLI.run(["diff"] + arguments)
            #expect(result.status == 2)
            #expect(result.stdout == "")
            #expect(result.stderr.contains("bad.yaml:3:16: error: "))
            #expect(result.stderr.contains("[section-order]"))
            #expect(result.stderr.contains("listspec: error: \(bad) breaks 1 rule"))
        }
        let syntax = try CLI.run(["diff", good, "-"], stdin: Data("sections: [\n".utf8))
        #expect(syntax.status == 2)
        #expect(syntax.stderr.contains("<stdin>:"))
    }

    /// Warnings are accepted and counted in one line; --show-warnings prints them (issue 17, item 12).
    @Test func warningsAreCountedButAccepted() throws {
        let folder = try files([
            "a.yaml": "cellTypes: {Unused: {}}\nsections:\n  - sectionID: 1\n",
            "b.yaml": "sections:\n  - sectionID: 1\n  - sectionID: 2\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.yaml").path, b = folder.appendingPathComponent("b.yaml").path
        let result = try CLI.run(["diff", a, b])
        #expect(result.status == 1)
        #expect(result.stderr == "lint warnings: 1 in \(a), 0 in \(b) (--show-warnings prints them)\n")
        #expect(result.stdout.hasPrefix("main: 1 section inserted\n"))
        let shown = try CLI.run(["diff", a, b, "--show-warnings"])
        #expect(shown.status == 1)
        #expect(shown.stderr.contains("warning:"))
        #expect(shown.stdout == result.stdout)
    }

    @Test func unreadableFileIsTrouble() throws {
        let result = try CLI.run(["diff", "Specs/no-such-file.yaml", Self.new])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Specs/no-such-file.yaml"))
        #expect(result.stdout == "")
    }

    @Test func verifyPassesAndPrintsTheNormalOutput() throws {
        let plain = try CLI.run(["diff", Self.old, Self.new])
        let verified = try CLI.run(["diff", Self.old, Self.new, "--verify"])
        #expect(verified.status == 1)
        #expect(verified.stdout == plain.stdout)
        let examples = ["Specs/menu.yaml", "Specs/recipes.yaml", "Specs/sorted-items.yaml", "Specs/base-listing.yaml",
                        "Specs/table-view-protocols.json", Self.old, Self.new]
        for old in examples {
            for new in examples {
                let result = try CLI.run(["diff", old, new, "--verify", "--format", "json"])
                #expect(result.status == (old == new ? 0 : 1), "\(old) -> \(new): \(result.stderr)")
                #expect(!result.crashed)
            }
        }
    }

    @Test func tableOption() throws {
        let only = try CLI.run(["diff", "Specs/menu.yaml", "Specs/recipes.yaml", "--table", "recipes"])
        #expect(only.status == 1)
        #expect(only.stdout == "recipes: added (grouped, 4 sections, 11 rows)\n")
        let unchanged = try CLI.run(["diff", Self.old, Self.old, "--table", "custom"])
        #expect(unchanged.status == 0)
        let unknown = try CLI.run(["diff", "Specs/menu.yaml", "Specs/recipes.yaml", "--table", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("has a table named 'nope'; their tables are menu, recipes, recipeDetail"))
    }

    @Test func helpHasExamplesAndExitCodes() throws {
        let result = try CLI.run(["diff", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("Exit codes: 0 no change; 1 changes found; 2"))
        #expect(try CLI.run(["diff", Self.old]).status == 2)
        #expect(try CLI.run(["diff", Self.old, Self.new, "--format", "yaml"]).status == 2)
    }

    @Test func swiftOutputTypeChecks() throws {
        let folder = try files([
            "old.yaml": """
            tables:
              menu:
                sections:
                  - {sectionID: 0, header: A, cells: [{cellID: 0, cellType: C, viewModel: a}, {cellID: 1, cellType: C}]}
                  - {sectionID: 1, indexTitle: X}
                  - {sectionID: 2}
              "odd \\"name\\"\\n": {sections: [{sectionID: 0}]}
              gone: {}
              styled: {style: plain}
            """,
            "new.yaml": """
            tables:
              menu:
                sections:
                  - {sectionID: 0, header: A, cells: [{cellID: 0, cellType: C, viewModel: b}, {cellID: 2, cellType: C}]}
                  - {sectionID: 1, indexTitle: Y, header: H}
                  - {sectionID: 3}
              "odd \\"name\\"\\n": {sections: [{sectionID: 0, indexTitle: Z}]}
              styled: {style: grouped}
              fresh: {}
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["diff", folder.appendingPathComponent("old.yaml").path, folder.appendingPathComponent("new.yaml").path,
                                  "--format", "swift", "--verify"])
        #expect(result.status == 1, "\(result.stderr)")
        let swift = result.stdout
        #expect(swift.contains("tableView.performBatchUpdates {"))
        #expect(swift.contains("tableView.deleteSections(IndexSet([2]), with: .automatic)"))
        #expect(swift.contains("tableView.insertSections(IndexSet([2]), with: .automatic)"))
        #expect(swift.contains("tableView.reloadSections(IndexSet([1]), with: .automatic)"))
        #expect(swift.contains("tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)"))
        #expect(swift.contains("tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)"))
        #expect(swift.contains("tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)"))
        #expect(swift.components(separatedBy: "tableView.reloadSectionIndexTitles()").count == 3)
        #expect(swift.contains("// table \"gone\": removed"))
        #expect(swift.contains("// table \"styled\": restyled plain -> grouped"))
        #expect(swift.contains("// table \"fresh\": added"))

        // Type-check it against stubs of the UIKit API it calls.
        let stubs = """
        import Foundation
        enum RowAnimation { case automatic }
        // UIKit's IndexPath extension.
        extension IndexPath { init(row: Int, section: Int) { self.init(indexes: [section, row]) } }
        final class TableView {
            func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { updates?() }
            func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
            func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
            func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
            func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
            func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
            func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
            func reloadSectionIndexTitles() {}
        }
        let tableView = TableView()

        """
        let source = folder.appendingPathComponent("main.swift")
        try Data((stubs + swift).utf8).write(to: source)
        let swiftc = Process()
        swiftc.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        swiftc.arguments = ["swiftc", "-typecheck", source.path]
        let errors = Pipe()
        swiftc.standardError = errors
        try swiftc.run()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        swiftc.waitUntilExit()
        #expect(swiftc.terminationStatus == 0, "\(messages)\n\(swift)")
    }
}
