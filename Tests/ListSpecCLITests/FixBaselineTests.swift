import Foundation
import Testing

/// Fixes and the baseline (section 15, amended 2026-12-05), through the built binary: no fix, safe
/// or unsafe, touches a finding the baseline hides; an unsafe fix that renumbers a cell carries
/// that cell's entries in the baseline file with it, so nothing the team accepted goes stale.
@Suite struct FixBaselineTests {
    static let spec = """
    sections:
      - sectionID: 0
        cells:
          - {cellID: 10, cellType: Row}
          - {cellID: 30, cellType: Row, hieght: 44}  # out of order, and a typo the team accepted
          - {cellID: 20, cellType: Row}

    """

    private func read(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func aFixLeavesWhatTheBaselineHidesAndCarriesARenumberedCellsEntries() throws {
        let folder = try CLI.folder(with: ["Specs/menu.yaml": Self.spec, ".listspec.yml": "baseline: baseline.json\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = try CLI.run(["lint", "--write-baseline", "baseline.json"], directory: folder)
        #expect(written.status == 0, "\(written.stderr)")
        let baseline = try read(folder, "baseline.json")
        #expect(baseline.contains(#""cellID":30,"rule":"unknown-key""#), "\(baseline)")

        // The typo is accepted: --fix leaves it, and cell-order's fix is unsafe.
        let safe = try CLI.run(["lint", "--fix"], directory: folder)
        #expect(safe.status == 1)
        #expect(try read(folder, "Specs/menu.yaml") == Self.spec)
        #expect(safe.stderr.contains("1 baselined"), "\(safe.stderr)")

        // --diff shows the baseline's move too, and writes nothing.
        let diff = try CLI.run(["lint", "--diff", "--unsafe-fixes"], directory: folder)
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("--- baseline.json") && diff.stdout.contains(#"-    {"path":"Specs/menu.yaml","table":"main","sectionID":0,"cellID":30,"#),
                "\(diff.stdout)")
        #expect(try read(folder, "baseline.json") == baseline)

        let unsafe = try CLI.run(["lint", "--fix", "--unsafe-fixes"], directory: folder)
        #expect(unsafe.status == 0, "\(unsafe.stdout)\(unsafe.stderr)")
        let fixed = try read(folder, "Specs/menu.yaml")
        let newID = try #require(fixed.split(separator: "\n").last { $0.contains("hieght") }
            .flatMap { $0.split(separator: "cellID: ").last?.prefix { $0.isNumber } }.flatMap { Int($0) })
        #expect(newID > 10 && newID < 20)
        #expect(fixed == Self.spec.replacingOccurrences(of: "cellID: 30,", with: "cellID: \(newID),"))
        // The entry moved with its cell: still hidden, not stale.
        #expect(try read(folder, "baseline.json") == baseline.replacingOccurrences(of: #""cellID":30,"#, with: #""cellID":\#(newID),"#))
        let after = try CLI.run(["lint", "--strict"], directory: folder)
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
        #expect(after.stderr.contains("no findings, 1 baselined"), "\(after.stderr)")
    }

    /// A renumbered section carries the entries of everything in it, messages naming its ID included.
    @Test func aRenumberedSectionCarriesItsEntries() throws {
        let spec = """
        sections:
          - {sectionID: 0, cells: [{cellID: 0, cellType: Row}]}
          - {sectionID: 30, cells: [{cellID: 0, cellType: Row, hieght: 44}]}
          - {sectionID: 20, cells: [{cellID: 0, cellType: Row}]}

        """
        let folder = try CLI.folder(with: ["menu.yaml": spec, ".listspec.yml": "baseline: accepted.json\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CLI.run(["lint", "--write-baseline", "accepted.json", "menu.yaml"], directory: folder)
        let baseline = try read(folder, "accepted.json")
        #expect(baseline.contains(#""sectionID":30,"cellID":0,"rule":"unknown-key","message":"unknown key 'hieght' in a cell of section (sectionID 30)"#),
                "\(baseline)")
        let unsafe = try CLI.run(["lint", "--fix", "--unsafe-fixes", "menu.yaml"], directory: folder)
        #expect(unsafe.status == 0, "\(unsafe.stdout)\(unsafe.stderr)")
        let fixed = try read(folder, "menu.yaml")
        let newID = try #require(fixed.split(separator: "\n").first { $0.contains("hieght") }
            .flatMap { $0.split(separator: "sectionID: ").last?.prefix { $0.isNumber } }.flatMap { Int($0) })
        #expect(newID > 0 && newID < 20)
        #expect(try read(folder, "accepted.json") == baseline.replacingOccurrences(of: "30", with: "\(newID)"))
        let after = try CLI.run(["lint", "--strict", "menu.yaml"], directory: folder)
        #expect(after.status == 0 && after.stderr.contains("no findings, 1 baselined"), "\(after.stdout)\(after.stderr)")
    }

    /// A baseline given with `--baseline` hides from fixes as the settings' does, and its entries move too.
    @Test func aBaselineGivenOnTheCommandLineToo() throws {
        let folder = try CLI.folder(with: ["menu.yaml": Self.spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try CLI.run(["lint", "--write-baseline", "accepted.json", "menu.yaml"], directory: folder)
        let baseline = try read(folder, "accepted.json")
        let diff = try CLI.run(["lint", "--diff", "--baseline", "accepted.json", "menu.yaml"], directory: folder)
        #expect(diff.status == 0 && diff.stdout.isEmpty, "\(diff.stdout)")
        let unsafe = try CLI.run(["lint", "--fix", "--unsafe-fixes", "--baseline", "accepted.json", "menu.yaml"], directory: folder)
        #expect(unsafe.status == 0, "\(unsafe.stdout)\(unsafe.stderr)")
        #expect(try read(folder, "menu.yaml").contains("hieght: 44"))
        #expect(try read(folder, "accepted.json") != baseline)
        #expect(!(try read(folder, "accepted.json")).contains(#""cellID":30,"#))
        let after = try CLI.run(["lint", "--strict", "--baseline", "accepted.json", "menu.yaml"], directory: folder)
        #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
    }
}
