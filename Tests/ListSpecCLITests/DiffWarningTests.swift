import Foundation
import Testing
import ListSpecRuntime

/// Contract section 4, "Warnings", through the built binary: a change that looks like a
/// renumbering gets a warning in every diff format (a `warnings` array in JSON, `warning:` lines
/// on standard error otherwise); the report, the update and the exit code stay as they were.
@Suite struct DiffWarningTests {
    /// The issue's screen: VPN goes in between Cellular (3) and Personal Hotspot (4).
    static func spec(_ rows: [(Int, String)], table: String = "settings", json: Bool = false) -> String {
        if json {
            let cells = rows.map { "{\"cellID\": \($0.0), \"cellType\": \"Row\", \"viewModel\": \"\($0.1)\"}" }.joined(separator: ", ")
            let name = table.replacingOccurrences(of: "\u{1B}", with: "\\u001B")
            return "{\"tables\": {\"\(name)\": {\"sections\": [{\"sectionID\": 0, \"cells\": [\(cells)]}]}}}\n"
        }
        return "tables:\n  \"\(table)\":\n    sections:\n      - sectionID: 0\n        cells:\n"
            + rows.map { "          - {cellID: \($0.0), cellType: Row, viewModel: \"\($0.1)\"}\n" }.joined()
    }

    static let before = [(1, "Wi-Fi"), (2, "Bluetooth"), (3, "Cellular"), (4, "Personal Hotspot"), (5, "Notifications")]
    static let renumbered = [(1, "Wi-Fi"), (2, "Bluetooth"), (3, "Cellular"), (4, "VPN"), (5, "Personal Hotspot"), (6, "Notifications")]

    static let warningLine = "warning: table 'settings', sectionID 0 cellIDs 4, 5: their contents moved to neighbouring cellIDs, "
        + "as after a renumbering, so UIKit will reload these rows instead of inserting or moving one. Give a new or moved row "
        + "a free cellID between its neighbours (leave gaps: 10, 20, 30) and keep the other rows' IDs; see "
        + "https://github.com/listspec/listspec/blob/main/Docs/SpecFormat.md#choosing-ids [renumbered-cells]\n"

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = try CLI.temporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    @Test func textPrintsTheReportAsBeforeAndTheWarningOnStandardError() throws {
        let folder = try folder(["old.yaml": Self.spec(Self.before), "new.yaml": Self.spec(Self.renumbered)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["diff", "old.yaml", "new.yaml"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout == """
        settings: 1 row inserted, 2 rows reloaded
          sectionID 0 at [0]
            ~ cellID 4 at [0, 3]: viewModel: "Personal Hotspot" -> "VPN"
            ~ cellID 5 at [0, 4]: viewModel: "Notifications" -> "Personal Hotspot"
            + cellID 6 at [0, 5]

        """)
        #expect(result.stderr == Self.warningLine)
    }

    @Test func jsonCarriesTheWarningsArrayAsTheRuntimeEncodesIt() throws {
        let folder = try folder(["old.json": Self.spec(Self.before, json: true), "new.json": Self.spec(Self.renumbered, json: true)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["diff", "old.json", "new.json", "--format", "json"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6 && lines[2] == "],\"warnings\":[" && lines[4] == "]}")
        #expect(lines[1] == #"{"table":"settings","change":"modified","deleteSections":[],"insertSections":[],"reloadSections":[],"#
            + #""deleteRows":[],"insertRows":[[0,5]],"reloadRows":[[0,3],[0,4]],"reloadSectionIndexTitles":false}"#)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let warning = try #require((object["warnings"] as? [[String: Any]])?.first)
        #expect(warning["table"] as? String == "settings" && warning["rule"] as? String == "renumbered-cells")
        #expect(warning["sectionID"] as? Int == 0 && warning["cellIDs"] as? [Int] == [4, 5])
        #expect(warning["message"] as? String == String(Self.warningLine.dropFirst("warning: ".count).dropLast(" [renumbered-cells]\n".count)))

        // What an app computes from the same files is the same JSON.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let old = try Data(contentsOf: folder.appendingPathComponent("old.json")), new = try Data(contentsOf: folder.appendingPathComponent("new.json"))
        let runtime = try encoder.encode(SpecDiffer.diff(old: try Spec(json: old), new: try Spec(json: new)))
        let sorted = try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: Data(result.stdout.utf8)), options: .sortedKeys)
        #expect(String(decoding: runtime, as: UTF8.self) == String(decoding: sorted, as: UTF8.self))
        let decoded = SpecDiffer.diff(old: try JSONDecoder().decode(Spec.self, from: old), new: try JSONDecoder().decode(Spec.self, from: new))
        #expect(try encoder.encode(decoded) == runtime)
    }

    @Test func everyOtherFormatWarnsOnStandardErrorAndKeepsItsOutput() throws {
        let folder = try folder(["old.yaml": Self.spec(Self.before), "new.yaml": Self.spec(Self.renumbered)])
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["swift", "markdown", "html"] {
            let result = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", format], directory: folder)
            #expect(result.status == 1, "\(format)")
            #expect(result.stderr == Self.warningLine, "\(format)")
            #expect(!result.stdout.contains("renumbered") && !result.stdout.contains("choosing-ids"), "\(format)")
        }
        // Written to a file, the report is the file's; the warning still goes to standard error.
        let written = try CLI.run(["diff", "old.yaml", "new.yaml", "--output", "diff.txt"], directory: folder)
        #expect(written.status == 1 && written.stdout == "" && written.stderr == Self.warningLine)
        #expect(try String(contentsOf: folder.appendingPathComponent("diff.txt"), encoding: .utf8).hasPrefix("settings: 1 row inserted"))
        // git's diff driver too.
        let git = try CLI.run(["git-diff", "Specs/settings.yaml", "old.yaml", "0", "100644", "new.yaml", "0", "100644"], directory: folder)
        #expect(git.status == 0 && git.stderr == Self.warningLine)
    }

    @Test func aNewRowUnderAFreeIDGetsNoWarning() throws {
        let plain = [(1, "Wi-Fi"), (2, "Bluetooth"), (3, "Cellular"), (4, "Personal Hotspot"), (5, "Notifications")]
        let withVPN = [(10, "Wi-Fi"), (20, "Bluetooth"), (30, "Cellular"), (35, "VPN"), (40, "Personal Hotspot"), (50, "Notifications")]
        let gapped = plain.map { ($0.0 * 10, $0.1) }
        let folder = try folder(["old.yaml": Self.spec(gapped), "new.yaml": Self.spec(withVPN), "plain.yaml": Self.spec(plain),
                                 "edited.yaml": Self.spec(plain.map { ($0.0, $0.1 + " (edited)") })])
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "json"], directory: folder)
        #expect(json.status == 1 && json.stderr == "")
        #expect(json.stdout == "{\"tables\":[\n{\"table\":\"settings\",\"change\":\"modified\",\"deleteSections\":[],\"insertSections\":[],"
            + "\"reloadSections\":[],\"deleteRows\":[],\"insertRows\":[[0,3]],\"reloadRows\":[],\"reloadSectionIndexTitles\":false}\n]}\n")
        // Every row reloaded in place is a real reload.
        let text = try CLI.run(["diff", "plain.yaml", "edited.yaml"], directory: folder)
        #expect(text.status == 1 && text.stderr == "")
    }

    /// Issue 46: a row added above a fixed last row by taking its ID, the last row moved to the
    /// next ID; and two rows' contents swapped. One renumbered row is enough; the batch is as before.
    @Test func oneRenumberedRowOrASwapWarns() throws {
        let old = [(10, "Wi-Fi"), (20, "Bluetooth"), (30, "Notifications")]
        let folder = try folder(["old.yaml": Self.spec(old),
                                 "vpn.yaml": Self.spec([(10, "Wi-Fi"), (20, "Bluetooth"), (30, "VPN"), (40, "Notifications")]),
                                 "swap.yaml": Self.spec([(10, "Wi-Fi"), (20, "Notifications"), (30, "Bluetooth")]),
                                 "reload.yaml": Self.spec([(10, "Wi-Fi"), (20, "Bluetooth"), (30, "Notifications and Focus")])])
        defer { try? FileManager.default.removeItem(at: folder) }
        let vpn = try CLI.run(["diff", "old.yaml", "vpn.yaml", "--format", "json"], directory: folder)
        #expect(vpn.status == 1 && vpn.stderr == "")
        #expect(vpn.stdout.contains("\"insertRows\":[[0,3]],\"reloadRows\":[[0,2]]"), "\(vpn.stdout)")
        #expect(vpn.stdout.contains("\"warnings\":[") && vpn.stdout.contains("\"cellIDs\":[30]"), "\(vpn.stdout)")
        let text = try CLI.run(["diff", "old.yaml", "vpn.yaml"], directory: folder)
        #expect(text.stderr.hasPrefix("warning: table 'settings', sectionID 0 cellID 30: its content moved between it and a neighbouring cellID"))
        let swap = try CLI.run(["diff", "old.yaml", "swap.yaml"], directory: folder)
        #expect(swap.stderr.hasPrefix("warning: table 'settings', sectionID 0 cellIDs 20, 30: "), "\(swap.stderr)")
        let reload = try CLI.run(["diff", "old.yaml", "reload.yaml"], directory: folder)
        #expect(reload.status == 1 && reload.stderr == "")
    }

    /// Every id the tool prints in brackets is one `listspec rules` knows, with why and fix.
    @Test func theWarningsIDIsKnownToRules() throws {
        let folder = try folder(["old.yaml": Self.spec(Self.before), "new.yaml": Self.spec(Self.renumbered)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = try CLI.run(["diff", "old.yaml", "new.yaml"], directory: folder)
        let ids = diff.stderr.split(separator: "\n").compactMap { line in line.lastIndex(of: "[").map { String(line[$0...].dropFirst().dropLast()) } }
        #expect(ids == ["renumbered-cells"])
        for id in ids {
            let rules = try CLI.run(["rules", id], directory: folder)
            #expect(rules.status == 0, "\(rules.stderr)")
            #expect(rules.stdout.hasPrefix("\(id) (warning)\n") && rules.stdout.contains("Why: ") && rules.stdout.contains("Fix: "), "\(rules.stdout)")
        }
        let json = try CLI.run(["rules", "--format", "json"], directory: folder)
        #expect(json.stdout.contains("\"id\":\"renumbered-cells\""))
        // lint's own settings still take lint's rules only.
        let lint = try CLI.run(["lint", "--disable", "renumbered-cells", "old.yaml"], directory: folder)
        #expect(lint.status == 2 && lint.stderr.contains("unknown rule 'renumbered-cells'"), "\(lint.stderr)")
    }

    @Test func aTableNameReachesTheTerminalEscaped() throws {
        let name = "set\u{1B}[2Jtings"
        let folder = try folder(["old.json": Self.spec(Self.before, table: name, json: true),
                                 "new.json": Self.spec(Self.renumbered, table: name, json: true)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["diff", "old.json", "new.json"], directory: folder)
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(result.stderr.hasPrefix("warning: table 'set\\u{1B}[2Jtings', sectionID 0 cellIDs 4, 5: "))
        let json = try CLI.run(["diff", "old.json", "new.json", "--format", "json"], directory: folder)
        #expect(json.stdout.contains(#""table":"set\u001b[2Jtings","rule":"renumbered-cells""#))
    }
}
