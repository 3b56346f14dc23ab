import Foundation
@testable import ListSpec
import ListSpecTestSupport
import Testing

/// `UnifiedDiff` against the real `patch -p0`: random texts and random edits of them (lines
/// inserted, removed and changed, the last line with or without its line break), each diff
/// applied by patch to the old text gives the new one.
@Suite struct UnifiedDiffTests {
    static func patched(_ old: [UInt8], with diff: [UInt8], in folder: URL) throws -> [UInt8] {
        let file = folder.appendingPathComponent("spec.yaml")
        try Data(old).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        process.arguments = ["-p0", "--quiet", "--no-backup-if-mismatch"]
        process.currentDirectoryURL = folder
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(diff))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return Array((try? Data(contentsOf: file)) ?? Data())
    }

    @Test func patchAppliesEveryDiff() throws {
        var rng = SeededRandom(seed: 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unified-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = ["a: 1", "b: 2", "  - c", "# note", "", "d"]
        for _ in 0..<150 {
            let old = (0..<Int.random(in: 0...40, using: &rng)).map { _ in rng.pick(words) }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &rng) {
                let at = Int.random(in: 0...new.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: new.insert(rng.pick(words) + "!", at: at)
                case 1: if at < new.count { new.remove(at: at) }
                default: if at < new.count { new[at] += " changed" }
                }
            }
            func text(_ lines: [String], _ finalBreak: Bool) -> [UInt8] {
                Array((lines.joined(separator: "\n") + (finalBreak && !lines.isEmpty ? "\n" : "")).utf8)
            }
            let (a, b) = (text(old, rng.chance(0.8)), text(new.isEmpty ? ["e"] : new, rng.chance(0.8)))
            let diff = UnifiedDiff.diff(path: "spec.yaml", old: a, new: b)
            if a == b {
                #expect(diff.isEmpty)
                continue
            }
            #expect(diff.starts(with: Array("--- spec.yaml\n+++ spec.yaml\n@@ -".utf8)))
            #expect(try Self.patched(a, with: diff, in: folder) == b, "\(String(decoding: diff, as: UTF8.self))")
        }
    }
}
