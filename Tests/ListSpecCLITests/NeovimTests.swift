import Foundation
import Testing

/// A real editor against `listspec lsp`: headless Neovim (Debian's 0.7 and later) opens a
/// broken spec and shows the diagnostics lint finds, at the places lint names (Neovim turns
/// the server's UTF-16 positions into byte columns, so a line with CJK and emoji checks both).
/// Skipped, saying why, where `nvim` is not installed (.ci/run installs it).
@Suite struct NeovimTests {
    static let nvim: String? = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
        .map { "\($0)/nvim" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: nvim != nil, "nvim is not installed (apt-get install -y neovim); .ci/run installs it"))
    func neovimShowsLintFindings() throws {
        let folder = try CLI.folder(with: ["menu.yaml": LanguageServerTests.broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("menu.yaml").path, out = folder.appendingPathComponent("diagnostics.txt").path
        let script = CLI.packageRoot.appendingPathComponent("Tests/ListSpecCLITests/Fixtures/neovim-lsp.lua").path
        let setup = "lua _G.listspec_binary=\(Self.lua(CLI.binary.path)); _G.listspec_file=\(Self.lua(spec)); _G.listspec_out=\(Self.lua(out))"
        let run = try CLI.run([try #require(Self.nvim), "--headless", "--clean", "-c", setup, "-c", "luafile \(script)"],
                              directory: folder, viaShell: true)
        #expect(run.status == 0, "\(run.stderr)")
        let shown = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map(String.init)

        let lint = try CLI.run(["lint", "--format", "json", "--quiet", spec], directory: folder)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        let lines = LanguageServerTests.lines(LanguageServerTests.broken)
        let expected = (json["findings"] as? [[String: Any]] ?? []).map { finding -> String in
            let line = (finding["line"] as? Int ?? 1) - 1, column = (finding["column"] as? Int ?? 1) - 1
            let byteColumn = String(String.UnicodeScalarView(lines[line].unicodeScalars.prefix(column))).utf8.count
            return "\(line):\(byteColumn) \(finding["severity"] as? String == "error" ? 1 : 2) \(finding["rule"] ?? "") \(finding["message"] ?? "")"
        }.sorted()
        // Neovim's lines are `line:start-end severity code message`; the end is checked apart.
        let started = shown.map { $0.replacingOccurrences(of: #"-\d+ "#, with: " ", options: .regularExpression) }
        #expect(started == expected, "Neovim showed \(shown)")
        #expect(shown.contains { $0.hasPrefix("7:") && $0.contains("unknown-key") && $0.contains("-\(Self.byteEnd(of: "heigth", in: lines[7])) ") })
    }

    /// Docs/Editors.md's Neovim 0.7 snippet, as the page has it (the Lua block after its marker).
    static func documentedSnippet() throws -> String {
        let docs = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Docs/Editors.md"), encoding: .utf8)
        let marker = try #require(docs.range(of: "<!-- neovim-0.7-snippet"))
        let open = try #require(docs.range(of: "```lua\n", range: marker.upperBound..<docs.endIndex))
        let close = try #require(docs.range(of: "\n```", range: open.upperBound..<docs.endIndex))
        return String(docs[open.upperBound..<close.lowerBound]) + "\n"
    }

    /// The documented snippet, run as it stands with `listspec` on PATH: a spec attaches, `K`
    /// hovers, `omnifunc` completes cell types; a docker-compose.yml gets no server.
    @Test(.enabled(if: nvim != nil, "nvim is not installed (apt-get install -y neovim); .ci/run installs it"))
    func theDocumentedSnippetHoversCompletesAndLeavesOtherYAMLAlone() throws {
        let spec = LanguageServerFeatureTests.spec.replacingOccurrences(of: "      - cellID: 2\n            cellType: TitleCell\n",
                                                                        with: "      - cellID: 2\n            cellType: \n")
        let folder = try CLI.folder(with: ["Specs/recipes.yaml": spec, "docker-compose.yml": "services:\n  web:\n    image: nginx\n",
                                           "snippet.lua": try Self.documentedSnippet()])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("facts.txt").path
        let script = CLI.packageRoot.appendingPathComponent("Tests/ListSpecCLITests/Fixtures/neovim-snippet-check.lua").path
        // Lines are 1-based in Neovim's cursor calls, columns 0-based: the first cell's cellType
        // value, and the second cell's empty `cellType: `.
        let setup = "lua _G.listspec_snippet=\(Self.lua(folder.appendingPathComponent("snippet.lua").path)); "
            + "_G.listspec_spec=\(Self.lua(folder.appendingPathComponent("Specs/recipes.yaml").path)); "
            + "_G.listspec_other=\(Self.lua(folder.appendingPathComponent("docker-compose.yml").path)); "
            + "_G.listspec_out=\(Self.lua(out)); _G.listspec_hover_line=19; _G.listspec_hover_column=24; _G.listspec_complete_line=23"
        let path = CLI.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let run = try CLI.run([try #require(Self.nvim), "--headless", "--clean", "-c", setup, "-c", "luafile \(script)"],
                              environment: ["PATH": path], directory: folder, viaShell: true)
        #expect(run.status == 0, "\(run.stderr)")
        let facts = try String(contentsOfFile: out, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(facts.contains("spec attached: true"), "\(facts)")
        #expect(facts.contains("omnifunc: v:lua.vim.lsp.omnifunc"), "\(facts)")
        let hover = facts.first { $0.hasPrefix("hover: ") } ?? ""
        #expect(hover.contains("RecipeCell") && hover.contains("cellID 1"), "\(facts)")
        #expect(facts.contains("completion: RecipeCell,TitleCell"), "\(facts)")
        #expect(facts.contains("docker-compose attached: false"), "\(facts)")
    }

    static func byteEnd(of word: String, in line: String) -> Int {
        guard let range = line.range(of: word) else { return -1 }
        return line[..<range.upperBound].utf8.count
    }

    /// A Lua string literal.
    static func lua(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
