import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime
import ListSpecTesting

/// The package root, for the example specs in Specs/.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Loads both texts (which must be valid specs) and diffs them.
func diffSpecs(_ old: String, _ new: String, oldPath: String = "old.yaml", newPath: String = "new.yaml") throws -> SpecDiff {
    let oldLoaded = load(old, path: oldPath), newLoaded = load(new, path: newPath)
    #expect(!oldLoaded.hasErrors, "old: \(oldLoaded.findings.map(\.message))")
    #expect(!newLoaded.hasErrors, "new: \(newLoaded.findings.map(\.message))")
    let oldSpec = try #require(oldLoaded.spec), newSpec = try #require(newLoaded.spec)
    return SpecDiffer.diff(old: oldSpec, new: newSpec)
}

/// The diff of a one-table spec pair, proven by the verifier.
func diffTable(_ old: String, _ new: String) throws -> TableDiff {
    let diff = try diffSpecs(old, new)
    let table = try #require(diff.tables.first)
    #expect(diff.tables.count == 1)
    #expect(throws: Never.self) { try BatchUpdateVerifier.verify(table) }
    return table
}

func paths(_ pairs: [(Int, Int)]) -> [TableIndexPath] {
    pairs.map { TableIndexPath(section: $0.0, row: $0.1) }
}

/// A spec of one table `t` from sections written in flow style.
func spec(_ sections: String..., style: String = "plain") -> String {
    "tables:\n  t:\n    style: \(style)\n    sections:\n" + sections.map { "      - \($0)\n" }.joined()
}
