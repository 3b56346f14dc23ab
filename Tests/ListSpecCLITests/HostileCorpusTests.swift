import Foundation
import Testing

/// Every command on every hostile file: an exit code of the contract, never a signal,
/// a message on standard error when it fails, and standard output that is whole.
@Suite struct HostileCorpusTests {
    static let corpus = CLI.packageRoot.appendingPathComponent("Tests/Hostile")
    static let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()) ?? []

    static let commands: [[String]] = [
        ["lint", "FILE"],
        ["lint", "FILE", "--format", "json"],
        ["lint", "FILE", "--format", "sarif"],
        ["lint", "FILE", "--format", "junit"],
        ["lint", "FILE", "--format", "github"],
        ["render", "FILE"],
        ["render", "FILE", "--format", "json"],
        ["render", "FILE", "--format", "html"],
        ["render", "FILE", "--format", "markdown"],
        ["render", "FILE", "--format", "swift"],
        ["diff", "FILE", "Specs/menu.yaml", "--format", "json"],
        ["diff", "Specs/menu.yaml", "FILE", "--verify"],
        ["diff", "FILE", "Specs/menu.yaml", "--format", "markdown"],
        ["diff", "Specs/menu.yaml", "FILE", "--format", "html"],
        ["git-diff", "FILE", "FILE", "0000000", "100644", "Specs/menu.yaml", "1111111", "100644"],
        ["git-diff", "Specs/menu.yaml", "Specs/menu.yaml", "0000000", "100644", "FILE", "1111111", "100644"],
        ["locate", "FILE", "--index-path", "0.0"],
        ["convert", "FILE"],
        ["convert", "FILE", "--to", "yaml"],
        ["convert", "FILE", "--to", "json"],
    ]

    private static let findingLine = try? NSRegularExpression(pattern: #"^[^\n]+:\d+:\d+: (error|warning): .+ \[[a-z-]+\]$"#)

    private func check(_ arguments: [String], file: String, in folder: URL) throws {
        let result = try CLI.run(arguments, directory: folder)
        let label = "\(arguments.joined(separator: " ")) on \(file)"
        #expect(!result.crashed, "\(label) crashed")
        #expect([0, 1, 2].contains(result.status), "\(label) exited \(result.status)")
        #expect(!result.stderr.contains("Fatal error"), "\(label): \(result.stderr)")
        // Exit 2 is trouble and lint's 1 is findings: both explain themselves on stderr (diff's 1 is a result).
        if result.status == 2 || (result.status == 1 && arguments[0] == "lint") {
            #expect(!result.stderr.isEmpty, "\(label) failed silently")
        }
        if arguments[0] == "git-diff" {
            #expect(result.status == 0, "\(label): git treats any other exit as a failure")
            #expect(!result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(label) sent a control character")
        }
        if arguments[0] == "lint" && arguments.count == 2 {
            for line in result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                let text = String(line)
                #expect(Self.findingLine?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil, "\(label): \(text)")
            }
        } else if result.status == 2 {
            #expect(result.stdout.isEmpty, "\(label) printed a partial result")
        } else if arguments.contains("json") || arguments.contains("sarif") {
            #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(label): output is not JSON")
        }
    }

    @Test(arguments: files)
    func everyCommand(_ file: String) throws {
        // A copy outside the repository, whose .listspec.yml excludes Tests/ (so `lint .` is clean)
        // for every command (excludes stack): here every command must read the file.
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("Specs/menu.yaml"), to: folder.appendingPathComponent("Specs/menu.yaml"))
        // Named as a spec: lint reads a named file only when it is one (section 2), and must read this one.
        let spec = CLI.specName(file)
        try FileManager.default.copyItem(at: Self.corpus.appendingPathComponent(file), to: folder.appendingPathComponent(spec))
        for command in Self.commands {
            try check(command.map { $0 == "FILE" ? spec : $0 }, file: file, in: folder)
        }
    }

    /// Large generated inputs, through the binary, within a time and memory bound (generous).
    @Test func largeInputsStayBounded() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs: [String: String] = [
            "brackets.yaml": String(repeating: "[", count: 100_000),
            "braces.json": String(repeating: "{\"a\":", count: 100_000),
            "line.yaml": "a: " + String(repeating: "x", count: 10_000_000),
            "key.yaml": "? " + String(repeating: "k", count: 1_000_000) + "\n: 1\n",
            "same-id.yaml": "sections:\n  - sectionID: 0\n    cells:\n" + String(repeating: "      - {cellID: 7, cellType: A}\n", count: 100_000),
            "laughs.yaml": (1...12).map { level in
                "l\(level): &l\(level) [" + Array(repeating: level == 1 ? "lol" : "*l\(level - 1)", count: 10).joined(separator: ", ") + "]"
            }.joined(separator: "\n"),
        ]
        // Each named as a spec (read whole) and as any other file (peeked at to tell whether it is one).
        for (name, text) in inputs.flatMap({ [($0.key, $0.value), (CLI.specName($0.key), $0.value)] }) {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            let start = Date()
            let result = try CLI.run(["/usr/bin/time", "-f", "peak-kb %M", CLI.binary.path, "lint", url.path], viaShell: true)
            let elapsed = Date().timeIntervalSince(start)
            // A file that does not parse may be a broken spec: peeked at, it is linted.
            #expect(name.contains(".listspec.") ? result.status == 1 : [0, 1].contains(result.status), "\(name)")
            #expect(!result.crashed)
            #expect(elapsed < 30, "\(name) took \(elapsed) s")
            if let peak = result.stderr.components(separatedBy: "peak-kb ").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) {
                #expect(peak < 1_000_000, "\(name) used \(peak) KB")
            }
        }
    }
}
