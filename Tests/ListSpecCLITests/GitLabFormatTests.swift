import Foundation
import Testing

/// `lint --format gitlab` and `breaking --format gitlab` through the built binary: GitLab's code
/// quality report, its paths from the repository's root, its fingerprints unique and stable
/// across runs and across lines added above the findings.
@Suite struct GitLabFormatTests {
    /// Two equal findings (the same unknown cell type twice) and an unused cell type.
    static let spec = """
    tables:
      home:
        cellTypes: {Title: {}, Unused: {}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: Title}
              - {cellID: 1, cellType: Typo}
              - {cellID: 2, cellType: Typo}

    """

    private func report(_ arguments: [String], in folder: URL) throws -> (status: Int32, findings: [[String: Any]]) {
        let result = try CLI.run(arguments, directory: folder)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result.stdout)")
        return (result.status, array)
    }

    private func fingerprints(_ findings: [[String: Any]]) -> [String] { findings.compactMap { $0["fingerprint"] as? String } }

    @Test func lintFindingsFromTheRepositoryRootStableAndUnique() throws {
        let folder = try CLI.repository(["Specs/home.yaml": Self.spec], then: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = folder.appendingPathComponent("Specs")
        let first = try report(["lint", "--format", "gitlab", "home.yaml"], in: specs)
        #expect(first.status == 1)
        #expect(first.findings.map { $0["check_name"] as? String } == ["unused-cell-type", "unknown-cell-type", "unknown-cell-type"])
        #expect(first.findings.map { $0["severity"] as? String } == ["minor", "major", "major"])
        #expect(first.findings.allSatisfy { ($0["location"] as? [String: Any])?["path"] as? String == "Specs/home.yaml" })
        #expect(first.findings.map { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int } == [3, 8, 9])
        #expect(first.findings.allSatisfy { ($0["description"] as? String)?.isEmpty == false })
        #expect(Set(fingerprints(first.findings)).count == 3, "unique per finding, the two equal ones too")
        // The same from the root, and again: the same fingerprints.
        let again = try report(["lint", "--format", "gitlab", "Specs"], in: folder)
        #expect(fingerprints(again.findings) == fingerprints(first.findings))
        // Lines added above every finding move them, not their fingerprints.
        try ("# a comment\n# another\n" + Self.spec).write(to: specs.appendingPathComponent("home.yaml"), atomically: true, encoding: .utf8)
        let moved = try report(["lint", "--format", "gitlab", "Specs/home.yaml"], in: folder)
        #expect(moved.findings.map { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int } == [5, 10, 11])
        #expect(fingerprints(moved.findings) == fingerprints(first.findings))
        // No finding: an empty array, which GitLab reads as a clean report.
        try "sections: []\n".write(to: specs.appendingPathComponent("home.yaml"), atomically: true, encoding: .utf8)
        let clean = try CLI.run(["lint", "--format", "gitlab", "Specs"], directory: folder)
        #expect(clean.status == 0 && clean.stdout == "[]\n", "\(clean.stdout)")
    }

    @Test func breakingFindingsInTheSameReport() throws {
        let old = "types:\n  Level: [easy, hard]\ntables:\n  home:\n    cellTypes: {Row: {viewModel: Level}}\n"
            + "    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: Row, viewModel: easy}]}]\n"
        let new = old.replacingOccurrences(of: "viewModel: easy}", with: "viewModel: expert}").replacingOccurrences(of: "[easy, hard]", with: "[easy, hard, expert]")
        let folder = try CLI.repository(["Specs/home.yaml": old], then: ["Specs/home.yaml": new])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try report(["breaking", ".", "--against", "HEAD", "--format", "gitlab"], in: folder.appendingPathComponent("Specs"))
        #expect(result.status == 1)
        #expect(result.findings.contains { $0["check_name"] as? String == "new-enum-case" && $0["severity"] as? String == "major" })
        #expect(result.findings.allSatisfy { ($0["location"] as? [String: Any])?["path"] as? String == "Specs/home.yaml" }, "\(result.findings)")
        #expect(Set(fingerprints(result.findings)).count == result.findings.count)
    }
}
