import Foundation
import Testing

/// Every command that reads specs obeys the same settings the same way (issue 28): inline
/// suppressions and `.listspec.yml` rules silence render, diff, locate, generate, schema and convert as
/// they silence lint; an error they turn off still refuses a spec whose IDs a command needs.
@Suite struct SettingsTests {
    static let spec = """
    tables:
      t:
        style: grouped
        cellTypes:
          A: {}
          # listspec:disable-next-line unused-cell-type
          B: {}
        sections: [{sectionID: 0, header: {title: H, height: 0}, cells: [{cellID: 0, cellType: A}]}]

    """
    /// Without settings, the two warnings every command printed: one suppressed inline, one turned off.
    static let warnings = ["[unused-cell-type]", "[header-zero-height]"]

    static func commands(_ file: String) -> [[String]] {
        [["lint", file], ["render", file], ["render", file, "--format", "json"], ["locate", file, "--index-path", "0.0"],
         ["schema", file], ["generate", file], ["convert", file], ["diff", file, file], ["diff", file, file, "--show-warnings"]]
    }

    @Test func suppressionsAndConfigurationSilenceEveryCommand() throws {
        let folder = try CLI.folder(with: ["s.yaml": Self.spec, ".listspec.yml": "rules:\n  header-zero-height: off\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in Self.commands("s.yaml") {
            let result = try CLI.run(command, directory: folder)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            for warning in Self.warnings { #expect(!result.stderr.contains(warning), "\(command): \(result.stderr)") }
            #expect(!result.stderr.contains("lint warnings"), "\(command): \(result.stderr)")
        }
        // The same settings from --config, in a folder without .listspec.yml.
        let bare = try CLI.folder(with: ["s.yaml": Self.spec, "ci.yml": "rules:\n  header-zero-height: off\n"])
        defer { try? FileManager.default.removeItem(at: bare) }
        for command in Self.commands("s.yaml") {
            let result = try CLI.run(command + ["--config", "ci.yml"], directory: bare)
            for warning in Self.warnings { #expect(!result.stderr.contains(warning), "\(command) --config: \(result.stderr)") }
            // Without it, the configured warning is back (the inline suppression stays).
            let plain = try CLI.run(command, directory: bare)
            #expect(plain.stderr.contains("[header-zero-height]") || plain.stdout.contains("[header-zero-height]")
                    || command.first == "diff" && !command.contains("--show-warnings"), "\(command): \(plain.stderr)")
            #expect(!plain.stderr.contains("[unused-cell-type]") && !plain.stdout.contains("[unused-cell-type]"), "\(command)")
        }
    }

    /// A rule made an error refuses the spec in every command, as it fails lint.
    @Test func aRuleMadeAnErrorRefusesTheSpecEverywhere() throws {
        let folder = try CLI.folder(with: ["s.yaml": Self.spec, ".listspec.yml": "rules:\n  header-zero-height: error\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLI.run(["lint", "s.yaml"], directory: folder).status == 1)
        for command in Self.commands("s.yaml").dropFirst() {
            let result = try CLI.run(command, directory: folder)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("error: header or footer height 0") || result.stderr.contains("[header-zero-height]"), "\(command): \(result.stderr)")
        }
    }

    /// The invariant rules cannot be turned off (contract section 2): lint fails the file that
    /// render, diff, generate and convert refuse, and says the setting is ignored.
    @Test func anIDRuleTurnedOffStillFailsLintAndRefusesEveryCommand() throws {
        let unordered = "sections: [{sectionID: 0, cells: [{cellID: 1, cellType: A}, {cellID: 0, cellType: A}]}]\n"
        let folder = try CLI.folder(with: ["u.yaml": unordered, ".listspec.yml": "rules:\n  cell-order: off\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try CLI.run(["lint", "u.yaml"], directory: folder)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("u.yaml:1:70: error: cellID 0 must be greater than the previous cellID 1"), "\(lint.stdout)")
        #expect(lint.stdout.contains(".listspec.yml:2:15: warning: cell-order cannot be turned off"), "\(lint.stdout)")
        for command in [["render", "u.yaml"], ["diff", "u.yaml", "u.yaml"], ["generate", "u.yaml"], ["convert", "u.yaml"]] {
            let result = try CLI.run(command, directory: folder)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains("u.yaml:1:70: error: cellID 0 must be greater than the previous cellID 1"), "\(command): \(result.stderr)")
            #expect(result.stderr.contains("fix it first (listspec lint u.yaml)"), "\(command): \(result.stderr)")
        }
    }

    /// Neither an inline suppression nor --disable turns an invariant rule off: each attempt is said.
    @Test func invariantRulesCannotBeSuppressedOrDisabled() throws {
        let duplicate = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 1, cellType: A}\n"
            + "      # listspec:disable-next-line duplicate-cell-id\n      - {cellID: 1, cellType: A}\n"
        let folder = try CLI.folder(with: ["d.yaml": duplicate])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try CLI.run(["lint", "d.yaml"], directory: folder)
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("d.yaml:6:") && lint.stdout.contains("[duplicate-cell-id]"), "\(lint.stdout)")
        #expect(lint.stdout.contains("d.yaml:5:7: warning: 'listspec:disable-next-line duplicate-cell-id': duplicate-cell-id cannot be suppressed"),
                "\(lint.stdout)")
        let disabled = try CLI.run(["lint", "--disable", "duplicate-cell-id", "d.yaml"], directory: folder)
        #expect(disabled.status == 1)
        #expect(disabled.stderr.contains("listspec: warning: --disable duplicate-cell-id: duplicate-cell-id cannot be turned off"), "\(disabled.stderr)")
    }

    @Test func aBrokenConfigurationIsTroubleForEveryCommand() throws {
        let folder = try CLI.folder(with: ["s.yaml": Self.spec, ".listspec.yml": "rulez: {}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in Self.commands("s.yaml") {
            let result = try CLI.run(command, directory: folder)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr.contains(".listspec.yml:1:1: unknown key 'rulez'; did you mean 'rules'?"), "\(command): \(result.stderr)")
        }
    }

    /// Settings come from the .listspec.yml nearest the spec, whatever the current directory:
    /// every command run from the folder above gives what it gives run beside the spec.
    @Test func theNearestSettingsWhateverTheCurrentDirectory() throws {
        let folder = try CLI.folder(with: ["sub/s.yaml": Self.spec, "sub/.listspec.yml": "rules:\n  header-zero-height: off\n",
                                           ".listspec.yml": "rules:\n  unused-cell-type: error\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in Self.commands("s.yaml") {
            let beside = try CLI.run(command, directory: folder.appendingPathComponent("sub"))
            let above = try CLI.run(command.map { $0 == "s.yaml" ? "sub/s.yaml" : $0 }, directory: folder)
            #expect(beside.status == 0 && above.status == beside.status, "\(command): \(above.stderr)")
            for warning in Self.warnings { #expect(!above.stderr.contains(warning) && !above.stdout.contains(warning), "\(command): \(above.stderr)") }
        }
    }
}
