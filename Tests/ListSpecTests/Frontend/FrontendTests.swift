import Foundation
import ListSpecRuntime
import Testing
@testable import ListSpec

/// The front end on its own: which settings a spec takes (its nearest `.listspec.yml`, `--config`,
/// the current directory's for standard input), which specs their excludes leave out, and which
/// specs it refuses, with what words; the commands' tests hold the output it leads to.
@Suite struct FrontendTests {
    /// One unused cell type (a warning by default), in order otherwise.
    static let unusedCellType = "cellTypes:\n  Unused: {}\n  A: {}\nsections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: A}\n"
    /// Sections out of order: an invariant no setting turns off.
    static let outOfOrder = "sections:\n  - sectionID: 2\n    cells: []\n  - sectionID: 1\n    cells: []\n"

    /// A repository (it has `.git`, so no settings above it apply) holding `files`.
    private func repository(_ files: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("frontend-\(UUID().uuidString)")
        for (name, text) in files.merging([".git/HEAD": ""], uniquingKeysWith: { $1 }) {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    /// The findings a front end showed, in order.
    private final class Shown: @unchecked Sendable {
        private let lock = NSLock()
        private var findings: [Finding] = []
        func add(_ more: [Finding]) { lock.withLock { findings += more } }
        var rules: [Rule] { lock.withLock { findings.map(\.rule) } }
    }

    @Test func aSpecThatBreaksARuleIsRefusedWithItsFindingsShown() throws {
        let folder = try repository(["bad.yaml": Self.outOfOrder, "good.yaml": Self.unusedCellType])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shown = Shown()
        let frontend = Frontend(currentDirectory: folder, showingFindings: shown.add)
        let bad = folder + "/bad.yaml"
        #expect(throws: Trouble.self) { try frontend.validSpec(.file(bad)) }
        do {
            _ = try frontend.validSpec(.file(bad))
        } catch {
            #expect(error.messages == ["\(bad) breaks 1 rule (section-order) with 1 error; fix it first (listspec lint \(bad))"])
        }
        #expect(shown.rules == [.sectionOrder, .sectionOrder])
        // A warning does not refuse: the spec is handed over, its warning shown.
        let good = try frontend.validSpec(.file(folder + "/good.yaml"))
        #expect(good.spec.tables.count == 1 && good.loaded.findings.map(\.rule) == [.unusedCellType])
        #expect(shown.rules.last == .unusedCellType)
    }

    @Test func theDecisionNamesWhatToRunOrWhatTheCommandCompares() throws {
        let frontend = Frontend()
        let loaded = SpecLoader().load(bytes: Array(Self.outOfOrder.utf8), path: "-x.yaml", isJSON: false)
        #expect(throws: SpecRefusal.self) { try frontend.accepted(loaded, from: .input(.file("-x.yaml"))) }
        do {
            _ = try frontend.accepted(loaded, from: .input(.file("-x.yaml")))
        } catch {
            #expect(error.parses && error.blocking.map(\.rule) == [.sectionOrder] && error.findings.count == 1)
            #expect(error.message == "-x.yaml breaks 1 rule (section-order) with 1 error; fix it first (listspec lint ./-x.yaml)")
        }
        do {
            _ = try frontend.accepted(loaded, from: .gitVersion("as HEAD holds it", requirement: "listspec diff compares only versions that pass lint"))
        } catch {
            #expect(error.message == "-x.yaml (as HEAD holds it) breaks the rules above; listspec diff compares only versions that pass lint")
        }
        // A file that does not parse is refused too, as no spec.
        let broken = SpecLoader().load(bytes: Array("sections: [\n".utf8), path: "b.yaml", isJSON: false)
        do {
            _ = try frontend.accepted(broken, from: .input(.file("b.yaml")))
        } catch {
            #expect(!error.parses && error.blocking.map(\.rule) == [.syntax])
        }
        // A rule the command allows does not refuse.
        let typed = "types:\n  Dish: {name: String}\ncellTypes:\n  A: {viewModel: Dish}\nsections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: A, viewModel: {name: 3}}\n"
        let wrong = SpecLoader().load(bytes: Array(typed.utf8), path: "t.yaml", isJSON: false)
        #expect(wrong.findings.contains { $0.rule == .viewModelType && $0.severity == .error })
        #expect(throws: SpecRefusal.self) { try frontend.accepted(wrong, from: .input(.file("t.yaml"))) }
        #expect(try frontend.accepted(wrong, from: .input(.file("t.yaml")), allowing: [.viewModelType]).tables.count == 1)
    }

    @Test func anExcludedSpecIsLeftOutWhereverItIsNamed() throws {
        let folder = try repository([".listspec.yml": "exclude: [\"legacy\"]\n", "legacy/.listspec.yml": "rules: {unused-cell-type: off}\n",
                                     "legacy/old.yaml": Self.outOfOrder, "new.yaml": Self.unusedCellType])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let shown = Shown()
        let frontend = Frontend(currentDirectory: folder, showingFindings: shown.add)
        let old = folder + "/legacy/old.yaml", new = folder + "/new.yaml"
        guard case .excluded(let by) = try frontend.admission(ofSpecNamed: old) else { Issue.record("\(old) admitted"); return }
        #expect(by == [".listspec.yml"])
        guard case .admitted = try frontend.admission(ofSpecNamed: new) else { Issue.record("\(new) excluded"); return }
        // diff: either side excluded, nothing compared, nothing shown (the broken side is never judged).
        for (first, second) in [(old, new), (new, old)] {
            guard case .excluded(let path, let by) = try frontend.comparedSpecs(old: first, new: second, showingWarnings: true) else {
                Issue.record("compared \(first) and \(second)")
                continue
            }
            #expect(path == old && by == [".listspec.yml"])
        }
        #expect(shown.rules.isEmpty)
        // Standard input named as the excluded file, and lint's walk: left out, and counted.
        #expect(frontend.specFiles(["-"], standardInputName: old).entries.count == 1)
        if case .excludedStandardInput? = frontend.specFiles(["-"], standardInputName: old).entries.first {} else { Issue.record("stdin admitted") }
        let lint = frontend.lint(paths: [old, new])
        #expect(lint.report.files.map(\.path) == [new] && lint.excluded == 1)
    }

    @Test func eachSpecTakesTheSettingsNearestIt() throws {
        let folder = try repository([".listspec.yml": "rules: {unused-cell-type: error}\n", "a.yaml": Self.unusedCellType,
                                     "quiet/.listspec.yml": "rules: {unused-cell-type: off}\n", "quiet/b.yaml": Self.unusedCellType])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // From anywhere: the settings are the file's, not the current directory's.
        for directory in [folder, folder + "/quiet", "/"] {
            let frontend = Frontend(currentDirectory: directory)
            #expect(throws: Trouble.self) { try frontend.validSpec(.file(folder + "/a.yaml")) }
            #expect(try frontend.validSpec(.file(folder + "/quiet/b.yaml")).loaded.findings.isEmpty)
        }
        // The language server's report on a buffer, and lint's: the same settings.
        let frontend = Frontend(currentDirectory: folder)
        #expect(frontend.report(onBuffer: Array(Self.unusedCellType.utf8), standingFor: folder + "/a.yaml").loaded.findings.map(\.severity) == [.error])
        #expect(frontend.report(onBuffer: Array(Self.unusedCellType.utf8), standingFor: folder + "/quiet/c.yaml").loaded.findings.isEmpty)
        let lint = frontend.lint(paths: [folder + "/a.yaml", folder + "/quiet/b.yaml"]).report
        #expect(lint.files.map { $0.findings.map(\.severity) } == [[.error], []])
    }

    /// `lint --fix` writes each fixed file as it is fixed: one whose write fails is reported as it stays
    /// (its findings those of the text on disk, not counted as fixed), and what its fixes would have
    /// moved in the baseline stays where it is.
    @Test func aFixWhoseWriteFailsIsReportedAsTheFileStays() throws {
        // A typo in each; in b.yaml a cell out of order that an unsafe fix renumbers, its typo baselined.
        let a = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: Row, hieght: 44}\n"
        let b = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 10, cellType: Row}\n      - {cellID: 30, cellType: Row, hieght: 44}\n"
            + "      - {cellID: 20, cellType: Row}\n"
        let folder = try repository(["a.yaml": a, "b.yaml": b, ".listspec.yml": "baseline: baseline.json\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let frontend = Frontend(currentDirectory: folder)
        let baselined = frontend.lint(paths: [folder + "/b.yaml"], baseline: .write(folder + "/baseline.json")).baselines.writtenText
        try Data(baselined).write(to: URL(fileURLWithPath: folder + "/baseline.json"))
        let fixed = frontend.fix(paths: [folder + "/a.yaml", folder + "/b.yaml"], standardInputName: nil, reach: .unsafe) { path, bytes throws(OutputError) in
            guard path.hasSuffix("a.yaml") else { throw OutputError(path: path, reason: "No space left on device") }
            try AtomicFileWriter.write(bytes, to: path)
        }
        #expect(fixed.files.map(\.path) == [folder + "/a.yaml"])
        #expect(fixed.unfixed.map(\.description) == ["cannot write \(folder)/b.yaml: No space left on device; --fix leaves it as it is"])
        #expect(try String(contentsOfFile: folder + "/a.yaml", encoding: .utf8).contains("height: 44"))
        #expect(try String(contentsOfFile: folder + "/b.yaml", encoding: .utf8) == b)
        // b.yaml's findings as it stays: the cell out of order (its typo baselined), not the fixed text's none.
        #expect(fixed.lint.report.files.map { $0.findings.map(\.rule) } == [[], [.cellOrder]])
        #expect(fixed.lint.report.unreadable.isEmpty)
        #expect(fixed.lint.baselines.rewritten.isEmpty)
    }

    @Test func configGivesOneFileForEverySpec() throws {
        let folder = try repository([".listspec.yml": "rules: {unused-cell-type: error}\n", "a.yaml": Self.unusedCellType,
                                     "off.yml": "rules: {unused-cell-type: off}\n", "bad.yml": "rules: {no-such-rule: off}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let given = Frontend(configurationFile: "off.yml", currentDirectory: folder)
        #expect(try given.validSpec(.file(folder + "/a.yaml")).loaded.findings.isEmpty)
        #expect(try given.settings(ofSpecNamed: nil).rules[.unusedCellType] == .off)
        // A configuration that cannot be used is trouble for every spec it governs.
        let bad = Frontend(configurationFile: "bad.yml", currentDirectory: folder)
        do {
            _ = try bad.validSpec(.file(folder + "/a.yaml"))
            Issue.record("a.yaml read under an unusable configuration")
        } catch {
            #expect(error.messages.first?.hasPrefix("configuration bad.yml:1:") == true, "\(error.messages)")
        }
        // Lint's --disable: a rule off on top of the file's settings.
        let disabled = Frontend(disabling: [.unusedCellType], currentDirectory: folder)
        #expect(try disabled.validSpec(.file(folder + "/a.yaml")).loaded.findings.isEmpty)
    }

    @Test func standardInputTakesTheCurrentDirectorysSettingsOrThoseOfItsName() throws {
        let folder = try repository([".listspec.yml": "rules: {unused-cell-type: error}\n", "quiet/.listspec.yml": "rules: {unused-cell-type: off}\n"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let frontend = Frontend(currentDirectory: folder + "/quiet")
        #expect(try frontend.settings(ofSpecNamed: nil).rules[.unusedCellType] == .off)
        #expect(try Frontend(currentDirectory: folder).settings(ofSpecNamed: nil).rules[.unusedCellType] == .error)
        // Named by --stdin-filename: that file's settings.
        guard case .spec(let named)? = frontend.specFiles(["-"], standardInputName: folder + "/s.yaml").entries.first else {
            Issue.record("standard input not read")
            return
        }
        #expect(named.input == .standardInput && named.settings.rules[.unusedCellType] == .error)
        guard case .spec(let unnamed)? = frontend.specFiles(["-"]).entries.first else { Issue.record("standard input not read"); return }
        #expect(unnamed.settings.rules[.unusedCellType] == .off)
    }

    @Test func formatIsHandedTheSourceAsWritten() throws {
        let text = "sections:   [] # as written\n"
        let folder = try repository(["s.yaml": text])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try Frontend(currentDirectory: folder).bytes(of: .file(folder + "/s.yaml")) == Array(text.utf8))
        #expect(throws: UnreadableInput.self) { try Frontend().bytes(of: .file(folder + "/missing.yaml")) }
    }
}
