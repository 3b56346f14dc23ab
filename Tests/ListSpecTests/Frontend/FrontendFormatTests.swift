import Foundation
import ListSpecRuntime
import Testing
@testable import ListSpec

/// `listspec format`'s workflow behind the front end, on its own: its three modes, what it hands
/// the command to print, and the summary; files that are not specs are left alone and counted.
@Suite struct FrontendFormatTests {
    static let messy = "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row}]\n"
    static let canonical = "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: Row}\n"

    /// What a run printed: standard output's bytes and the error lines.
    private final class Printed: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private var lines: [String] = []
        func text(_ chunk: UnsafeBufferPointer<UInt8>) { lock.withLock { bytes += chunk } }
        func error(_ line: String) { lock.withLock { lines.append(line) } }
        var standardOutput: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
        var errors: [String] { lock.withLock { lines } }
    }

    private func folder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString)")
        for (name, text) in [".git/HEAD": "", "Specs/messy.yaml": Self.messy, "Specs/clean.yaml": Self.canonical,
                             "codecov.yml": "coverage:\n    status:   {project: off}\n"] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder.path
    }

    private func run(_ paths: [String], _ mode: FormatMode, in folder: String) -> (FormatRunResult, Printed) {
        let printed = Printed()
        let output = FormatOutput(text: printed.text, finding: { printed.error($0.description) }, error: printed.error)
        return (Frontend(currentDirectory: folder).format(paths: paths, standardInputName: nil, mode: mode, output: output), printed)
    }

    @Test func theThreeModes() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = [folder + "/Specs", folder + "/codecov.yml"]
        let (checked, named) = run(paths, .check, in: folder)
        #expect((checked.changed, checked.unchanged, checked.skipped, checked.troubled) == (1, 1, 1, false))
        #expect(named.standardOutput == folder + "/Specs/messy.yaml\n")
        #expect(checked.summary(mode: .check, paths: ["Specs", "codecov.yml"])
                == "listspec: 1 of 2 spec files would change, 1 skipped (not a spec); run listspec format Specs codecov.yml")
        let (diffed, diff) = run(paths, .diff, in: folder)
        #expect(diffed.changed == 1 && diff.standardOutput.contains("+      - {cellID: 0, cellType: Row}"), "\(diff.standardOutput)")
        let (written, printed) = run(paths, .write, in: folder)
        #expect(written.changed == 1 && printed.standardOutput.isEmpty && printed.errors.isEmpty)
        #expect(try String(contentsOfFile: folder + "/Specs/messy.yaml", encoding: .utf8) == Self.canonical)
        #expect(try String(contentsOfFile: folder + "/codecov.yml", encoding: .utf8) == "coverage:\n    status:   {project: off}\n")
        #expect(written.summary(mode: .write, paths: ["Specs", "codecov.yml"]) == "listspec: 1 of 2 spec files formatted, 1 skipped (not a spec)")
    }

    @Test func onlyFilesThatAreNotSpecs() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (result, printed) = run([folder + "/codecov.yml"], .write, in: folder)
        #expect(result.files == 0 && result.skipped == 1 && !result.troubled && printed.standardOutput.isEmpty)
        #expect(result.summary(mode: .write, paths: ["codecov.yml"])
                == "listspec: no spec found in codecov.yml: skipped 1 file that is not a spec (no listspec, tables or sections key at the top).")
    }
}
