import Foundation
import Testing

/// Issue 36 (11): suppression comments never flood the output.
@Suite struct SuppressionFloodTests {
    /// A binary file, small (read whole) or large (streamed, its directives told as it is read), that
    /// holds `listspec:` directives in its bytes: one syntax finding, nothing else.
    @Test(arguments: [4_000, 400_000])
    func aBinaryFileGetsItsOneSyntaxFinding(size: Int) throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var bytes: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00]
        let directive = Array("\0# listspec:disable-next-line cell-order\n\u{2}\u{FF}".utf8)
        while bytes.count < size { bytes += directive }
        try Data(bytes).write(to: folder.appendingPathComponent("program.yaml"))
        let result = try CLI.run(["lint", "program.yaml"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stdout == "program.yaml:1:1: error: control characters are not allowed (byte 0x7F) [syntax]\n")
    }

    @Test func aReasonWithoutItsDashesIsOneWarning() throws {
        let folder = try CLI.folder(with: ["s.yaml": """
            tables:
              t:
                cellTypes:
                  A: {}
                  # listspec:disable-next-line unused-cell-type for the next release
                  B: {}
                sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]

            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["lint", "s.yaml"], directory: folder)
        #expect(result.status == 0)
        #expect(result.stdout == "s.yaml:5:7: warning: 'listspec:disable-next-line unused-cell-type for the next release': 'for' and 3 more words "
            + "are no rule ids; a reason goes after ' -- ' (listspec:disable-next-line unused-cell-type -- for the next release), rule ids are listed by listspec rules [unused-suppression]\n")
    }
}
