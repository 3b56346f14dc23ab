import Foundation
import Testing

/// `format --diff` (contract section 15): the unified diff `format` would apply, which the real
/// `patch -p0` applies to give format's result; nothing written.
@Suite struct FormatDiffTests {
    private static let messy = "sections: [ {sectionID: 0,   cells: [{cellID: 1, cellType: Row}]} ]  # the menu\n"
    private static let json = "{\"sections\":[{\"sectionID\":0,\"cells\":[]}]}"

    @Test func theDiffIsAPatchToFormatsResult() throws {
        let folder = try CLI.folder(with: ["Specs/a.yaml": Self.messy, "Specs/b.json": Self.json, "Specs/ok.yaml": "sections: []\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let diff = try CLI.run(["format", "--diff", "Specs"], directory: folder)
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.contains("--- Specs/a.yaml\n+++ Specs/a.yaml\n"))
        #expect(diff.stdout.contains("--- Specs/b.json\n+++ Specs/b.json\n"))
        #expect(!diff.stdout.contains("ok.yaml"))
        #expect(diff.stderr.contains("2 of 3 spec files would change"), "\(diff.stderr)")
        // Nothing was written.
        #expect(try String(contentsOf: folder.appendingPathComponent("Specs/a.yaml"), encoding: .utf8) == Self.messy)
        // Format's own result, in a copy, is what the patch gives.
        let copy = try CLI.folder(with: ["Specs/a.yaml": Self.messy, "Specs/b.json": Self.json, "Specs/ok.yaml": "sections: []\n"])
        defer { try? FileManager.default.removeItem(at: copy) }
        #expect(try CLI.run(["format", "Specs"], directory: copy).status == 0)
        try Data(diff.stdout.utf8).write(to: folder.appendingPathComponent("fix.patch"))
        let patch = try CLI.run(["/bin/sh", "-c", "patch -p0 < fix.patch"], directory: folder, viaShell: true)
        #expect(patch.status == 0, "\(patch.stdout)\(patch.stderr)")
        for name in ["Specs/a.yaml", "Specs/b.json"] {
            #expect(try Data(contentsOf: folder.appendingPathComponent(name)) == Data(contentsOf: copy.appendingPathComponent(name)), "\(name)")
        }
        let again = try CLI.run(["format", "--diff", "Specs"], directory: folder)
        #expect(again.status == 0 && again.stdout.isEmpty, "\(again.stdout)")
    }

    @Test func standardInputAndUsage() throws {
        let stdin = try CLI.run(["format", "--diff", "-", "--stdin-filename", "menu.yaml"], stdin: Data(Self.messy.utf8))
        #expect(stdin.status == 1)
        #expect(stdin.stdout.hasPrefix("--- menu.yaml\n+++ menu.yaml\n@@ "), "\(stdin.stdout)")
        let both = try CLI.run(["format", "--diff", "--check", "-"], stdin: Data(Self.messy.utf8))
        #expect(both.status == 2 && both.stderr.contains("--check and --diff"), "\(both.stderr)")
        let broken = try CLI.run(["format", "--diff", "-", "--stdin-filename", "x.yaml"], stdin: Data("sections: [\n".utf8))
        #expect(broken.status == 2 && broken.stdout.isEmpty)
    }
}
