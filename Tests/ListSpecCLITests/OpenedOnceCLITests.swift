import Foundation
import ListSpecTestSupport
import Testing

/// Issue 37: a large YAML file with suppressions lints as its text does read whole, and is opened once.
@Suite struct OpenedOnceCLITests {
    /// The same text on standard input is read whole, never streamed: the findings a streamed file must have.
    @Test(arguments: [16_380, 16_384, 40_000])
    func aLargeFileLintsAsItsTextDoesReadWhole(offset: Int) throws {
        let text = LargeSpecText.withDirective(at: offset, typed: true)
        let folder = try CLI.folder(with: ["big.yaml": text])
        let file = try CLI.run(["lint", "big.yaml"], directory: folder)
        let piped = try CLI.run(["lint", "-"], stdin: Data(text.utf8), directory: folder)
        #expect(file.status == 1)
        #expect(file.stdout.contains("cell type 'C'") && !file.stdout.contains("cell type 'B'"), "\(file.stdout)")
        #expect(file.stdout == piped.stdout.replacingOccurrences(of: "<stdin>", with: "big.yaml"))
    }

    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Every open the program makes, as strace sees it: a spec named as one (a file named otherwise
    /// is first peeked at, to tell whether it is a spec, as a walk peeks) is opened once, though
    /// the file holds a directive, a value quoted as written and passes 64 KiB.
    @Test(.enabled(if: strace != nil, "needs strace (Debian: apt-get install strace)"))
    func aLargeFileIsOpenedOnce() throws {
        let folder = try CLI.folder(with: ["big.listspec.yaml": LargeSpecText.withDirective(at: 16_380, typed: true)])
        let log = folder.appendingPathComponent("opens.log").path
        let result = try CLI.run([Self.strace ?? "", "-f", "-qq", "-e", "trace=open,openat", "-o", log, CLI.binary.path, "lint", "big.listspec.yaml"],
                                 directory: folder, viaShell: true)
        #expect(result.status == 1, "\(result.stderr)")
        let opens = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter { $0.contains("\"big.listspec.yaml\"") }
        #expect(opens.count == 1, "\(opens)")
    }
}
