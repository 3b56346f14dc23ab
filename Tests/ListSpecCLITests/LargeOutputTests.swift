import Foundation
import Testing

/// `render` and `diff` write a large output as it is made, in pieces: through the binary, every
/// format's standard output is whole and in order, and is byte for byte what `--output` writes.
@Suite struct LargeOutputTests {
    static let sections = 40, cellsPerSection = 100

    /// `sections` sections of `cellsPerSection` cells; `edited`: every third cell's viewModel changed,
    /// every seventh cell gone, and a section added at the end.
    static func spec(edited: Bool) -> String {
        var text = "tables:\n  big:\n    cellTypes: {Tall: {height: 80}, Row: {}}\n    sections:\n"
        for s in 0..<sections + (edited ? 1 : 0) {
            text += "      - sectionID: \(s * 10)\n        header: \"Section \(s)\"\n        cells:\n"
            for c in 0..<cellsPerSection where !(edited && c % 7 == 3) {
                let title = edited && c % 3 == 0 ? "changed \(s)-\(c)" : "Item \(s)-\(c) ünïcödé"
                text += "          - {cellID: \(c * 2), cellType: \(c % 2 == 0 ? "Tall" : "Row"), "
                    + "viewModel: {title: \"\(title)\", detail: \"lorem ipsum dolor sit amet\", count: \(c)}}\n"
            }
        }
        return text
    }

    private func outputs(_ arguments: [String], in folder: URL) throws -> (stdout: String, file: String, status: Int32) {
        let run = try CLI.run(arguments, directory: folder)
        #expect(run.stderr == "", "\(arguments)")
        let file = folder.appendingPathComponent("out-\(UUID().uuidString)")
        let written = try CLI.run(arguments + ["--output", file.path], directory: folder)
        #expect(written.status == run.status && written.stdout == "", "\(arguments): \(written.stderr)")
        return (run.stdout, try String(contentsOf: file, encoding: .utf8), run.status)
    }

    @Test func everyRenderFormatIsWholeOnStandardOutputAndInTheFile() throws {
        let folder = try CLI.folder(with: ["big.yaml": Self.spec(edited: false)])
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["text", "json", "markdown", "html", "swift"] {
            let (stdout, file, status) = try outputs(["render", "big.yaml", "--format", format], in: folder)
            #expect(status == 0)
            #expect(stdout.utf8.count > 300_000, "\(format): several pieces of output")
            #expect(stdout == file, "\(format)")
        }
        let json = try CLI.run(["render", "big.yaml", "--format", "json"], directory: folder).stdout
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let tables = try #require(object?["tables"] as? [[String: Any]])
        let sections = try #require(tables.first?["sections"] as? [[String: Any]])
        #expect(sections.count == Self.sections)
        for (s, section) in sections.enumerated() {
            let cells = try #require(section["cells"] as? [[String: Any]])
            #expect(cells.map { $0["cellID"] as? Int } == (0..<Self.cellsPerSection).map { $0 * 2 }, "section \(s)")
            #expect(cells.map { $0["indexPath"] as? [Int] } == (0..<Self.cellsPerSection).map { [s, $0] }, "section \(s)")
            #expect(cells.allSatisfy { ($0["cellType"] as? String == "Tall") == ($0["height"] as? Int == 80) }, "the cell type's height")
        }
        let text = try CLI.run(["render", "big.yaml"], directory: folder).stdout
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("│ [") }
        #expect(rows.count == Self.sections * Self.cellsPerSection)
        #expect(rows.last?.contains("[39, 99]") == true)
    }

    @Test func everyDiffFormatIsWholeOnStandardOutputAndInTheFile() throws {
        let folder = try CLI.folder(with: ["old.yaml": Self.spec(edited: false), "new.yaml": Self.spec(edited: true)])
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["text", "json", "markdown", "html", "swift"] {
            let (stdout, file, status) = try outputs(["diff", "old.yaml", "new.yaml", "--format", format], in: folder)
            #expect(status == 1, "\(format): a change")
            #expect(stdout == file, "\(format)")
        }
        let deleted = Self.sections * (0..<Self.cellsPerSection).count { $0 % 7 == 3 }
        let reloaded = Self.sections * (0..<Self.cellsPerSection).count { $0 % 3 == 0 && $0 % 7 != 3 }
        let json = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "json"], directory: folder).stdout
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let table = try #require((object?["tables"] as? [[String: Any]])?.first)
        #expect((table["deleteRows"] as? [Any])?.count == deleted)
        #expect((table["reloadRows"] as? [Any])?.count == reloaded)
        #expect((table["insertSections"] as? [Int]) == [Self.sections])
        let text = try CLI.run(["diff", "old.yaml", "new.yaml"], directory: folder).stdout
        #expect(text.utf8.count > 100_000, "several pieces of output")
        let lines = text.split(separator: "\n")
        #expect(lines.count { $0.hasPrefix("    - cellID") } == deleted)
        #expect(lines.count { $0.hasPrefix("    ~ cellID") } == reloaded)
    }
}
