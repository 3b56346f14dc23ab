import Foundation
import Testing

/// Issue 36 (9, 10): a device or a FIFO is read up to the size limit like standard input, a walk
/// never opens one, and a folder or file that cannot be read is counted as unreadable (exit 2) in
/// every format. Each run is bounded in time by `timeout`, so a hang fails instead of blocking.
@Suite struct EndlessAndUnreadableInputTests {
    static let limitText = "is more than the limit of 268435456 bytes (limit maxFileSize)"

    /// `listspec ARGUMENTS` killed after `seconds` (exit 124 then), its peak memory on the last line of standard error.
    private func bounded(_ arguments: [String], seconds: Int = 60, directory: URL? = nil) throws -> (result: CLIResult, peakKB: Int?) {
        let result = try CLI.run(["/usr/bin/timeout", String(seconds), "/usr/bin/time", "-f", "peak-kb %M", CLI.binary.path] + arguments,
                                 directory: directory, viaShell: true)
        let peak = result.stderr.components(separatedBy: "peak-kb ").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return (result, peak)
    }

    @Test func aDeviceIsReadUpToTheLimitAndRefused() throws {
        for device in ["/dev/zero", "/dev/urandom"] {
            let (lint, peak) = try bounded(["lint", "--format", "json", device])
            #expect(lint.status == 2, "\(device): \(lint.stderr)")
            let report = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
            #expect(report?["unreadable"] as? [[String: String]] == [["path": device, "reason": Self.limitText]])
            // The limit and a little: the bytes are never held twice, nor read past the limit.
            let peakKB = try #require(peak)
            #expect(peakKB < (256 + 48) * 1024, "\(device) used \(peakKB) KB")
        }
        for command in [["render"], ["convert", "--to", "json"], ["locate", "--index-path", "0"]] {
            let (result, _) = try bounded(command + ["/dev/zero"])
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("/dev/zero: \(Self.limitText)"), "\(command): \(result.stderr)")
        }
        let (diff, _) = try bounded(["diff", "Specs/menu.yaml", "/dev/zero"])
        #expect(diff.status == 2, "\(diff.stderr)")
        #expect(diff.stderr.contains("/dev/zero: \(Self.limitText)"))
        // The configuration file is read through the same place, with its own limit.
        let (config, _) = try bounded(["lint", "--config", "/dev/zero", "Specs/menu.yaml"])
        #expect(config.status == 2, "\(config.stderr)")
        #expect(config.stderr.contains("listspec: error: configuration /dev/zero: is larger than 1048576 bytes; a configuration file is small"))
    }

    /// A FIFO named on the command line is read like standard input: what a writer sends, up to the limit.
    @Test func aFIFOIsReadLikeStandardInput() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.yaml").path
        try #require(mkfifo(fifo, 0o644) == 0)
        /// A shell that opens the FIFO for writing (waiting for a reader) and runs `command` into it.
        func writer(_ command: String) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \(command) > \"$0\"", fifo]
            try process.run()
            return process
        }
        let endless = try writer("yes x")
        let (lint, peak) = try bounded(["lint", fifo])
        if endless.isRunning { endless.terminate() }
        endless.waitUntilExit()
        #expect(lint.status == 2, "\(lint.stderr)")
        #expect(lint.stderr.contains("\(fifo): \(Self.limitText)"), "\(lint.stderr)")
        let peakKB = try #require(peak)
        #expect(peakKB < (256 + 48) * 1024, "used \(peakKB) KB")

        let spec = try writer("cat '\(CLI.packageRoot.appendingPathComponent("Specs/menu.yaml").path)'")
        let (render, _) = try bounded(["render", "--format", "json", fifo])
        if spec.isRunning { spec.terminate() }
        spec.waitUntilExit()
        #expect(render.status == 0, "\(render.stderr)")
        #expect(render.stdout.contains("\"cellType\""))
    }

    #if os(Linux)
    /// A FIFO named on the command line is opened once, to be read: never peeked at first. Opened and
    /// closed to peek, it had no reader until the read opened it again, and a writer that wrote then
    /// was gone: a short spec was lost (the read then waited for a writer forever), an endless one
    /// ended early. The kernel's inotify counts the opens that read it (each close of one).
    @Test(arguments: ["lint", "format --check", "render --format json"])
    func aFIFONamedIsOpenedOnce(_ command: String) throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe.yaml").path
        try #require(mkfifo(fifo, 0o644) == 0)
        let watch = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        try #require(watch >= 0)
        defer { close(watch) }
        // Opens between the closes: inotify merges an event with the one queued just before it when they are alike.
        try #require(inotify_add_watch(watch, fifo, UInt32(IN_OPEN | IN_CLOSE_NOWRITE)) >= 0)
        let menu = CLI.packageRoot.appendingPathComponent("Specs/menu.yaml").path
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "exec cat \"$1\" > \"$0\"", fifo, menu]
        try writer.run()
        let (result, _) = try bounded(command.split(separator: " ").map(String.init) + [fifo], seconds: 30)
        if writer.isRunning { writer.terminate() }
        writer.waitUntilExit()
        #expect(result.status == 0, "\(result.stderr)")
        var readerCloses = 0
        var events = [UInt8](repeating: 0, count: 4096)
        let count = events.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }
        var offset = 0
        while count > 0, offset + MemoryLayout<inotify_event>.size <= count {
            let event = events.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
            if event.mask & UInt32(IN_CLOSE_NOWRITE) != 0 { readerCloses += 1 }
            offset += MemoryLayout<inotify_event>.size + Int(event.len)
        }
        #expect(readerCloses == 1, "\(command) opened the FIFO to read \(readerCloses) times")
    }
    #endif

    /// A walk finds a FIFO or a device under a spec's name: it is never opened (a FIFO would block
    /// until a writer comes, a device may never end) and counted as unreadable, with why.
    @Test func aWalkNeverOpensAFIFOOrADevice() throws {
        let folder = try CLI.folder(with: ["specs/ok.yaml": "sections: []\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try #require(mkfifo(folder.appendingPathComponent("specs/pipe.yaml").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("specs/zero.json").path, withDestinationPath: "/dev/zero")
        // Not named like a spec: not looked at, not reported.
        try #require(mkfifo(folder.appendingPathComponent("specs/notes.txt").path, 0o644) == 0)
        let (lint, _) = try bounded(["lint", "--format", "json", "specs"], seconds: 30, directory: folder)
        #expect(lint.status == 2, "\(lint.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        #expect(report["files"] as? [String] == ["specs/ok.yaml"])
        let unreadable = try #require(report["unreadable"] as? [[String: String]])
        #expect(unreadable.map { $0["path"] } == ["specs/pipe.yaml", "specs/zero.json"])
        #expect(unreadable.first?["reason"] == "is a FIFO, not a regular file; a folder's walk reads only regular files, name it to read it")
        #expect(unreadable.last?["reason"]?.hasPrefix("is a character device, not a regular file") == true)
    }

    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
    /// Root reads every folder whatever its mode: the test drops to `nobody` when it runs as root.
    static let canLintAsANonRootUser = getuid() != 0 || setpriv != nil

    /// CI must not go green with specs never read: a folder that cannot be listed or searched, or
    /// a file that cannot be opened, is unreadable (exit 2) in every format.
    @Test(.enabled(if: canLintAsANonRootUser, "runs as root without setpriv (util-linux) to drop to nobody: root reads every folder"))
    func unreadableFoldersAndFilesAreCountedInEveryFormat() throws {
        let folder = try CLI.folder(with: [
            "specs/ok.yaml": "sections: []\n",
            "specs/closed/a.yaml": "sections: []\n",
            "specs/listed/b.yaml": "sections: []\n",
            "specs/locked.yaml": "sections: []\n",
        ])
        let specs = folder.appendingPathComponent("specs")
        func mode(_ path: String, _ mode: Int) throws {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: specs.appendingPathComponent(path).path)
        }
        defer {
            for path in ["closed", "listed", "locked.yaml"] { try? mode(path, 0o755) }
            try? FileManager.default.removeItem(at: folder)
        }
        // The binary is copied where nobody may run it (the build folder may be private).
        let binary = folder.appendingPathComponent("listspec").path
        try FileManager.default.copyItem(atPath: CLI.binary.path, toPath: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try mode("closed", 0o000)        // cannot be listed
        try mode("listed", 0o644)        // listed, but its entries cannot be reached
        try mode("locked.yaml", 0o000)   // found, cannot be opened
        // A link into the closed folder: its own folder is searchable, so it is named itself.
        try FileManager.default.createSymbolicLink(atPath: specs.appendingPathComponent("link.yaml").path, withDestinationPath: "closed/a.yaml")
        let asUser = getuid() == 0 ? [try #require(Self.setpriv), "--reuid=65534", "--regid=65534", "--clear-groups"] : []

        func lint(_ format: String) throws -> CLIResult {
            try CLI.run(asUser + ["/usr/bin/timeout", "60", binary, "lint", "--format", format, "specs"], directory: folder, viaShell: true)
        }
        let expected = [("specs/closed", "Permission denied"), ("specs/link.yaml", "Permission denied"),
                        ("specs/listed", "cannot be searched: Permission denied"), ("specs/locked.yaml", "Permission denied")]
        for format in ["text", "json", "github", "sarif", "junit"] {
            let result = try lint(format)
            #expect(result.status == 2, "\(format): \(result.stderr)")
            for (path, reason) in expected {
                #expect(result.stderr.contains("listspec: error: \(path): \(reason)\n"), "\(format): \(result.stderr)")
            }
            switch format {
            case "text":
                #expect(result.stderr.contains("Could not read 4 paths"), "\(result.stderr)")
            case "json":
                let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                #expect(report["files"] as? [String] == ["specs/ok.yaml"])
                let unreadable = try #require(report["unreadable"] as? [[String: String]])
                #expect(unreadable.map { [$0["path"] ?? "", $0["reason"] ?? ""] } == expected.map { [$0.0, $0.1] })
            case "github":
                for (path, reason) in expected {
                    #expect(result.stdout.contains("::error file=\(path),title=listspec could not read a path::\(path) was not linted: \(reason)\n"),
                            "\(result.stdout)")
                }
            case "sarif":
                #expect(result.stdout.contains("\"executionSuccessful\":false"))
                for (path, _) in expected { #expect(result.stdout.contains("\"artifactLocation\":{\"uri\":\"\(path)\"")) }
            default:
                #expect(result.stdout.contains("tests=\"5\" failures=\"0\" errors=\"4\""), "\(result.stdout)")
            }
        }
    }
}
