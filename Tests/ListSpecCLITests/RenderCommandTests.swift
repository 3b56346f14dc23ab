import Foundation
import Testing

@Suite struct RenderCommandTests {
    @Test func textPictureOfTheMenu() throws {
        let result = try CLI.run(["render", "Specs/menu.yaml"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout.hasPrefix("menu  insetGrouped · 1 section · 3 cells\n┌"))
        #expect(result.stdout.contains("│ [0, 2]     │      2 │ MenuCell │ Infinite List"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test func widthFollowsColumns() throws {
        let narrow = try CLI.run(["render", "Specs/recipes.yaml"], environment: ["COLUMNS": "60"])
        let longest = narrow.stdout.components(separatedBy: "\n").map(\.count).max() ?? 0
        #expect(longest <= 60)
        #expect(narrow.stdout.contains("…"))
    }

    @Test func colourAlwaysAndNoColor() throws {
        #expect(try CLI.run(["render", "Specs/menu.yaml", "--color", "always"]).stdout.contains("\u{1B}["))
        // NO_COLOR wins over auto, even on a terminal; here it must simply not add colour.
        #expect(!(try CLI.run(["render", "Specs/menu.yaml"], environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[")))
    }

    @Test func jsonIsTheContractShape() throws {
        let result = try CLI.run(["render", "Specs/menu.yaml", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let table = try #require((object?["tables"] as? [[String: Any]])?.first)
        #expect(table["table"] as? String == "menu")
        #expect(table["style"] as? String == "insetGrouped")
        let section = try #require((table["sections"] as? [[String: Any]])?.first)
        let header = try #require(section["header"] as? [String: Any])
        #expect(header["title"] as? String == "Menu")
        #expect(header["view"] is NSNull)
        let cell = try #require((section["cells"] as? [[String: Any]])?.first)
        #expect(cell["indexPath"] as? [Int] == [0, 0])
        #expect(cell["height"] as? Int == 44)
        #expect(cell["action"] as? String == "ShowRandomUpdates")
        #expect(cell["deletable"] as? Bool == false)
    }

    @Test func tableSelection() throws {
        let one = try CLI.run(["render", "Specs/recipes.yaml", "--table", "recipeDetail", "--format", "json"])
        #expect(one.status == 0)
        #expect(one.stdout.contains("\"table\":\"recipeDetail\""))
        #expect(!one.stdout.contains("\"table\":\"recipes\""))
        let unknown = try CLI.run(["render", "Specs/recipes.yaml", "--table", "nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("recipes, recipeDetail"))
    }

    @Test func aSpecThatBreaksARuleIsRefusedWithItsFindings() throws {
        let result = try CLI.run(["render", "-"], stdin: Data("sections: [{sectionID: 1}, {sectionID: 0}]\n".utf8))
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("<stdin>:1:40: error: sectionID 0 must be greater than the previous sectionID 1 in table main; give this section a free sectionID after 1, e.g. 11 [section-order]"))
    }

    /// The fix hint of a refusal runs as printed: `-` for standard input, a path quoted for the shell.
    @Test func aRefusalSuggestsALintCommandThatRuns() throws {
        let broken = Data("sections: [{sectionID: 1}, {sectionID: 0}]\n".utf8)
        let piped = try CLI.run(["render", "-"], stdin: broken)
        #expect(piped.stderr.hasSuffix("fix it first (listspec lint -)\n"), "\(piped.stderr)")
        let folder = try CLI.folder(with: ["it's here.yaml": String(decoding: broken, as: UTF8.self)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = try CLI.run(["render", "it's here.yaml"], directory: folder)
        #expect(named.stderr.hasSuffix(#"fix it first (listspec lint 'it'\''s here.yaml')"# + "\n"), "\(named.stderr)")
        let diff = try CLI.run(["diff", "-", "it's here.yaml"], stdin: broken, directory: folder)
        #expect(diff.status == 2)
        #expect(diff.stderr.contains("fix it first (listspec lint -)\n"), "\(diff.stderr)")
        // The hint, run in a shell as printed, lints that file.
        let hint = try #require(named.stderr.split(separator: "(").last?.dropLast(2))
        let lint = try CLI.run(["/bin/sh", "-c", String(hint).replacingOccurrences(of: "listspec", with: CLI.binary.path)],
                               directory: folder, viaShell: true)
        #expect(lint.status == 1 && lint.stdout.contains("it's here.yaml:1:40: error:"), "\(lint.stdout)\(lint.stderr)")
    }

    /// Users have no contract: help and completion say what each output is.
    @Test func helpAndCompletionsSayWhatTheOutputIs() throws {
        for command in ["render", "diff", "lint", "locate", "generate", "schema", "rules", "git-diff"] {
            let help = try CLI.run([command, "--help"])
            #expect(help.status == 0)
            #expect(!help.stdout.lowercased().contains("contract"), "\(command) --help: \(help.stdout)")
        }
        for shell in ["bash", "zsh", "fish"] {
            let script = try CLI.run(["--generate-completion-script", shell]).stdout
            #expect(!script.lowercased().contains("contract"), "\(shell)")
        }
        // Help wraps its lines: compare words.
        func words(_ command: String) throws -> String {
            try CLI.run([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        #expect(try words("diff").contains("json (one UIKit batch update per table"))
        #expect(try words("render").contains("json (every table, section and cell with every key"))
    }

    @Test func warningsAreShownButTheSpecRenders() throws {
        let result = try CLI.run(["render", "-"], stdin: Data("style: grouped\nsections: [{sectionID: 0, header: {title: A, height: 0}}]\n".utf8))
        #expect(result.status == 0)
        #expect(result.stderr.contains("[header-zero-height]"))
        #expect(result.stdout.contains("sectionID 0"))
    }

    @Test func unreadableFileIsTrouble() throws {
        let result = try CLI.run(["render", "does-not-exist.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr == "listspec: error: does-not-exist.yaml: No such file or directory\n")
        let directory = try CLI.run(["render", "Specs"])
        #expect(directory.status == 2)
        #expect(directory.stderr.contains("is a directory"))
    }

    @Test func badFormatIsAUsageError() throws {
        #expect(try CLI.run(["render", "Specs/menu.yaml", "--format", "pdf"]).status == 2)
    }
}
