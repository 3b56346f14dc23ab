import Foundation
import Testing

/// Docs/Editors.md's Xcode Run Script build phase, run as Xcode runs it (issue 62): `/bin/sh`,
/// the input file lists resolved into files named by `SCRIPT_INPUT_FILE_LIST_n`, the output file
/// `SCRIPT_OUTPUT_FILE_0`, and a PATH without listspec's folder but the one the script adds (here
/// the built binary's, standing for Homebrew's). Xcode lists `path:line:col: error:` lines as
/// issues: each names the spec by its absolute path; an error fails the phase, and only a pass
/// touches the output file that lets an incremental build skip the phase.
@Suite struct XcodeRunScriptTests {
    static func script() throws -> String {
        let snippets = try ReadmeTests.snippets(in: "Docs/Editors.md").filter { $0.language == "sh" && $0.text.contains("SCRIPT_INPUT_FILE_LIST") }
        #expect(snippets.count == 1)
        return try #require(snippets.first).text
    }

    private func run(_ specs: [String: String], listed: [String]) throws -> (result: CLIResult, folder: URL, stamp: URL) {
        let folder = try CLI.folder(with: specs)
        let root = folder.resolvingSymlinksInPath()
        let list = root.appendingPathComponent("resolved.xcfilelist")
        try (listed.map { root.appendingPathComponent($0).path }.joined(separator: "\n") + "\n").write(to: list, atomically: true, encoding: .utf8)
        let stamp = root.appendingPathComponent("DerivedSources/listspec-lint.stamp")
        try FileManager.default.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        let script = try Self.script().replacingOccurrences(of: "/opt/homebrew/bin", with: CLI.binary.deletingLastPathComponent().path)
        let result = try CLI.run(["/bin/sh", "-c", script], environment: [
            "PATH": "/usr/bin:/bin", "HOME": root.path, "SRCROOT": root.path,
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path, "SCRIPT_OUTPUT_FILE_0": stamp.path,
        ], directory: root, viaShell: true)
        return (result, folder, stamp)
    }

    @Test func anErrorIsAnIssueAtItsPlaceAndFailsThePhase() throws {
        let menu = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Specs/menu.yaml"), encoding: .utf8)
        let (result, folder, stamp) = try run(["Specs/menu.yaml": menu, "Specs/with space/bad.yaml": menu.replacingOccurrences(of: "cellID: 1,", with: "cellID: 5,"),
                                               ".listspec.yml": "rules: {}\n"],
                                              listed: ["Specs/menu.yaml", "Specs/with space/bad.yaml", ".listspec.yml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status != 0)
        let bad = folder.resolvingSymlinksInPath().appendingPathComponent("Specs/with space/bad.yaml").path
        let lines = result.stdout.split(separator: "\n")
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix(bad + ":") }, "\(result.stdout)")
        // The form Xcode reads an issue from: path:line:column: error: message.
        #expect(lines.contains { $0.range(of: #"^/.*:[0-9]+:[0-9]+: error: .*\[cell-order\]$"#, options: .regularExpression) != nil }, "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: stamp.path))
    }

    @Test func aPassTouchesTheOutputFile() throws {
        let menu = try String(contentsOf: CLI.packageRoot.appendingPathComponent("Specs/menu.yaml"), encoding: .utf8)
        let (result, folder, stamp) = try run(["Specs/menu.yaml": menu], listed: ["Specs/menu.yaml"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stdout)\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: stamp.path))
        // No list: nothing linted (not the current folder), and the phase passes.
        let (empty, emptyFolder, emptyStamp) = try run(["Specs/bad.yaml": "tables: [\n"], listed: [])
        defer { try? FileManager.default.removeItem(at: emptyFolder) }
        #expect(empty.status == 0 && empty.stdout.isEmpty && FileManager.default.fileExists(atPath: emptyStamp.path), "\(empty.stdout)")
    }
}
