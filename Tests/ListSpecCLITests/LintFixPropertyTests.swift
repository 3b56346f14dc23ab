import Foundation
import ListSpecTestSupport
import Testing

/// `lint --fix` on random specs (YAML and JSON) with random fixable defects, through the built
/// binary: misspelt styles, cell types and keys (safe) come back as they were written, byte for
/// byte; repeated cellIDs (unsafe) get free IDs and nothing else changes.
@Suite struct LintFixPropertyTests {
    /// A misspelling of each name the defects use, each nearest to its own name alone.
    static let misspelt = ["\"BasicCell\"": "\"BasicCel\"", "\"DetailCell\"": "\"DetailCel\"", "\"SwitchCell\"": "\"SwitchCel\"",
                           "\"height\": ": "\"heigth\": ", "\"action\": ": "\"actoin\": "]
    static let styles = ["plain": "plian", "grouped": "groupd", "insetGrouped": "insetGroupd"]

    static func lint(_ arguments: [String], _ text: String, json: Bool, in folder: URL) throws -> (CLIResult, String) {
        let name = json ? "spec.json" : "spec.yaml"
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["lint"] + arguments + [name], directory: folder)
        return (result, try String(contentsOf: file, encoding: .utf8))
    }

    @Test func safeFixesRestoreWhatWasMeant() throws {
        var rng = SeededRandom(seed: 54)
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var defects = 0
        for _ in 0..<40 {
            let json = rng.chance(0.4)
            let original = SpecWriter.text(FixableDefects.tables(&rng), json: json, shorthand: false)
            var lines = original.components(separatedBy: "\n")
            for index in lines.indices where rng.chance(0.3) {
                let line = lines[index]
                let style = { (word: String) in json ? "\"style\": \"\(word)\"" : "style: \(word)" }
                if let (right, wrong) = Self.styles.first(where: { line.contains(style($0.key)) }) {
                    lines[index] = line.replacingOccurrences(of: style(right), with: style(wrong))
                } else if line.contains("cellID"), let (right, wrong) = Self.misspelt.filter({ line.contains($0.key) }).randomElement(using: &rng) {
                    lines[index] = line.replacingOccurrences(of: right, with: wrong, range: line.range(of: right))
                } else {
                    continue
                }
                defects += 1
            }
            let broken = lines.joined(separator: "\n")
            let (before, _) = try Self.lint([], broken, json: json, in: folder)
            let (result, fixed) = try Self.lint(["--fix"], broken, json: json, in: folder)
            #expect(fixed == original, "\(before.stdout)\n\(broken)")
            for rule in ["unknown-key", "unknown-cell-type", "invalid-value"] { #expect(!result.stdout.contains("[\(rule)]"), "\(result.stdout)") }
        }
        #expect(defects > 40)
    }

    @Test func unsafeFixesChangeOnlyTheRepeatedIDs() throws {
        var rng = SeededRandom(seed: 153)
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var repeated = 0
        for _ in 0..<30 {
            let json = rng.chance(0.4)
            var tables = FixableDefects.tables(&rng)
            // A cell takes the ID of the one before it where a free ID is left between them and the next.
            for t in tables.indices {
                for s in tables[t].sections.indices {
                    let cells = tables[t].sections[s].cells
                    for c in cells.indices.dropFirst() where rng.chance(0.3) {
                        let next = c + 1 < cells.count ? cells[c + 1].id : Int64.max
                        guard next - cells[c - 1].id >= 2, tables[t].sections[s].cells[c - 1].id == cells[c - 1].id else { continue }
                        tables[t].sections[s].cells[c].id = cells[c - 1].id
                        repeated += 1
                    }
                }
            }
            let broken = SpecWriter.text(tables, json: json, shorthand: false)
            let (result, fixed) = try Self.lint(["--fix", "--unsafe-fixes"], broken, json: json, in: folder)
            for rule in ["duplicate-cell-id", "cell-order"] { #expect(!result.stdout.contains("[\(rule)]"), "\(result.stdout)\n\(broken)") }
            // Line by line, only a cellID's number changed.
            let old = broken.components(separatedBy: "\n"), new = fixed.components(separatedBy: "\n")
            #expect(old.count == new.count)
            for (a, b) in zip(old, new) where a != b {
                let idPattern = /"cellID": -?[0-9]+/
                #expect(a.replacing(idPattern, with: "") == b.replacing(idPattern, with: ""), "\(a)\n\(b)")
            }
        }
        #expect(repeated > 10)
    }

    /// What `--fix` reports is what a lint of the fixed file reports, byte for byte, and with the
    /// same exit code: with and without a baseline (its stale entries those of the fixed spec),
    /// safe and unsafe fixes, whether the fixed text was checked again from the read before it
    /// or read again. Random specs as generated (quoted names in flow maps) or formatted (plain
    /// keys and names, block cells), with random defects some fix and some do not.
    @Test func fixReportsWhatALintOfTheFixedFileFinds() throws {
        var rng = SeededRandom(seed: 4154)
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var changed = 0
        for _ in 0..<36 {
            let json = rng.chance(0.3)
            let name = json ? "spec.json" : "spec.yaml"
            let file = folder.appendingPathComponent(name)
            var text = SpecWriter.text(FixableDefects.tables(&rng), json: json, shorthand: false)
            if !json, rng.chance(0.6) {
                try text.write(to: file, atomically: true, encoding: .utf8)
                _ = try CLI.run(["format", name], directory: folder)
                text = try String(contentsOf: file, encoding: .utf8)
            }
            let broken = FixableDefects.inject(into: text, rate: rng.pick([0.05, 0.2, 0.5]), &rng)
            var arguments = ["--format", "json"]
            if rng.chance(0.4) {
                // A baseline of the findings before the defects: what it hides stays, the defects are fixed.
                try text.write(to: file, atomically: true, encoding: .utf8)
                _ = try CLI.run(["lint", name, "--write-baseline", "baseline.json"], directory: folder)
                arguments += ["--baseline", "baseline.json"]
            }
            let fixing = ["--fix"] + (rng.chance(0.3) ? ["--unsafe-fixes"] : [])
            let (fixed, after) = try Self.lint(fixing + arguments, broken, json: json, in: folder)
            let fresh = try CLI.run(["lint"] + arguments + [name], directory: folder)
            #expect(fixed.stdout == fresh.stdout, "\(broken)\n---\n\(after)")
            #expect(fixed.status == fresh.status)
            if after != broken { changed += 1 }
        }
        #expect(changed > 18)
    }
}
