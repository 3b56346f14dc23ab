import Foundation
import Testing

/// A device, a FIFO or a socket is never replaced by a file: a rename over `/dev/null` (`render
/// --output /dev/null`, run as root in a CI container) took the machine's away. `--output` writes
/// into a character device or a FIFO as a shell's `>` does; `format` and `lint --fix` refuse to
/// rewrite a spec read from one (exit 2, saying why), which stays what it was. Through the built binary.
@Suite struct SpecialFilesNeverReplacedTests {
    static let menu = CLI.packageRoot.appendingPathComponent("Specs/menu.yaml").path

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// `listspec ARGUMENTS` in `folder`, killed after 30 s (exit 124): a wait for a FIFO's other end fails instead of blocking.
    private func bounded(_ arguments: [String], in folder: URL) throws -> CLIResult {
        try CLI.run(["/usr/bin/timeout", "30", CLI.binary.path] + arguments, directory: folder, viaShell: true)
    }

    /// A shell that runs `command` with the FIFO `fifo` as its standard input or output (it waits for the other end).
    private func shell(_ command: String, in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        try process.run()
        return process
    }

    @Test(arguments: [["render", "--format", "json"], ["convert", "--to", "json"], ["generate"]])
    func anOutputIsWrittenIntoAFIFO(_ command: [String]) throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("out").path
        try #require(mkfifo(fifo, 0o644) == 0)
        // Bounded too: a FIFO replaced by a file leaves the reader waiting for a writer.
        let reader = try shell("exec timeout 30 cat out > received", in: folder)
        let written = try bounded(command + ["--output", fifo, Self.menu], in: folder)
        reader.waitUntilExit()
        #expect(written.status == 0, "\(command): \(written.stderr)")
        let expected = try CLI.run(command + [Self.menu])
        let received = try String(contentsOf: folder.appendingPathComponent("received"), encoding: .utf8)
        #expect(!received.isEmpty && received == expected.stdout, "\(command)")
        #expect(kind(fifo) == S_IFIFO, "\(command) replaced the FIFO")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["out", "received"])
    }

    /// `--output /dev/stdout` with standard output a pipe (it used to fail: no temporary file beside a pipe).
    @Test func devStdoutIsStandardOutput() throws {
        let piped = try CLI.run(["/bin/sh", "-c", "\"$0\" render --format json --output /dev/stdout Specs/menu.yaml | cat", CLI.binary.path],
                                viaShell: true)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == (try CLI.run(["render", "--format", "json", "Specs/menu.yaml"])).stdout)
    }

    /// Device nodes of the test's own, made with mknod (root only): `/dev/null` itself is never put at risk.
    @Test(.enabled(if: getuid() == 0, "mknod makes device nodes as root only"))
    func aCharacterDeviceIsWrittenIntoABlockDeviceRefused() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let null = folder.appendingPathComponent("null").path, loop = folder.appendingPathComponent("loop").path
        let made = try shell("mknod null c 1 3 && mknod loop b 7 0", in: folder)
        made.waitUntilExit()
        try #require(made.terminationStatus == 0)
        let written = try bounded(["render", "--output", null, Self.menu], in: folder)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(kind(null) == S_IFCHR)
        let refused = try bounded(["render", "--output", loop, Self.menu], in: folder)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("cannot write \(loop): is a block device, not a regular file: listspec replaces only regular files"),
                "\(refused.stderr)")
        #expect(kind(loop) == S_IFBLK)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["loop", "null"])
    }

    /// A messy spec with a typo `--fix` fixes, sent through a FIFO: read once, never written back.
    @Test func aSpecReadFromAFIFOIsNeverRewritten() throws {
        let folder = try CLI.folder(with: ["messy.yaml": "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row, hieght: 44}]\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.yaml").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let refusals = [
            (["format"], "listspec: error: cannot write pipe.yaml: is a FIFO, not a regular file: listspec replaces only regular files"),
            (["lint", "--fix"], "listspec: error: pipe.yaml: is a FIFO, not a regular file: --fix and --diff fix only regular files and standard input"),
        ]
        for (command, message) in refusals {
            let writer = try shell("exec cat messy.yaml > pipe.yaml", in: folder)
            let result = try bounded(command + ["pipe.yaml"], in: folder)
            if writer.isRunning { writer.terminate() }
            writer.waitUntilExit()
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(command): \(result.stderr)")
            #expect(kind(fifo) == S_IFIFO, "\(command) replaced the FIFO")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["messy.yaml", "pipe.yaml"])
        }
        // What only reads goes on: the diff, and a SARIF report's regions (its token ends not read again from the FIFO).
        for command in [["format", "--diff"], ["lint", "--format", "sarif"]] {
            let writer = try shell("exec cat messy.yaml > pipe.yaml", in: folder)
            let result = try bounded(command + ["pipe.yaml"], in: folder)
            writer.waitUntilExit()
            #expect(result.status == 1, "\(command): \(result.stderr)")
            #expect(!result.stdout.isEmpty, "\(command)")
        }
    }
}
