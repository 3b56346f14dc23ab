import Foundation
import Testing

/// What listspec writes never harms what was there. A device, a FIFO or a socket is never replaced
/// by a file: a rename over `/dev/null` (`render --output /dev/null`, run as root in a CI container)
/// took the machine's away. `--output` writes into a character device or a FIFO as a shell's `>`
/// does; `format` and `lint --fix` refuse to rewrite a spec read from one (exit 2, saying why),
/// which stays what it was. Nor is a file that may not be written (read-only) replaced, and a
/// replaced file keeps its owner. Through the built binary.
@Suite struct FilesLeftUnharmedTests {
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

    /// A file that may not be written (read-only: a Perforce file not opened for edit, a file made
    /// read-only on purpose) is never rewritten, though a rename in its writable folder would not ask.
    @Test(.enabled(if: EndlessAndUnreadableInputTests.canLintAsANonRootUser, "runs as root without setpriv (util-linux) to drop to nobody: root writes every file"))
    func aReadOnlyFileIsNeverRewritten() throws {
        let messy = "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row, hieght: 44}]\n"
        let folder = try CLI.folder(with: ["messy.yaml": messy, "out.json": "{}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // The binary is copied where nobody may run it (the build folder may be private).
        let binary = folder.appendingPathComponent("listspec").path
        try FileManager.default.copyItem(atPath: CLI.binary.path, toPath: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary)
        for name in ["messy.yaml", "out.json"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: folder.appendingPathComponent(name).path)
        }
        let asUser: [String]
        if getuid() == 0 {
            // The folder and the files are nobody's: the folder writable, the files read-only, as a checkout of theirs.
            for path in [folder.path, folder.appendingPathComponent("messy.yaml").path, folder.appendingPathComponent("out.json").path] {
                try #require(chown(path, 65534, 65534) == 0)
            }
            asUser = [try #require(EndlessAndUnreadableInputTests.setpriv), "--reuid=65534", "--regid=65534", "--clear-groups"]
        } else {
            asUser = []
        }
        func run(_ arguments: [String]) throws -> CLIResult {
            try CLI.run(asUser + ["/usr/bin/timeout", "60", binary] + arguments, directory: folder, viaShell: true)
        }
        let refusals = [
            (["format", "messy.yaml"], "listspec: error: cannot write messy.yaml: Permission denied"),
            (["lint", "--fix", "messy.yaml"], "listspec: error: cannot write messy.yaml: Permission denied; --fix leaves it as it is"),
            (["render", "--output", "out.json", Self.menu], "listspec: error: cannot write out.json: Permission denied"),
        ]
        for (arguments, message) in refusals {
            let result = try run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("messy.yaml"), encoding: .utf8) == messy)
            #expect(try String(contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8) == "{}\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["listspec", "messy.yaml", "out.json"])
        }
        // The lint that `--fix` declined reports the file as it stays; what only reads goes on.
        #expect(try run(["lint", "--fix", "messy.yaml"]).stdout.contains("unknown key 'hieght'"))
        let diff = try run(["lint", "--diff", "messy.yaml"])
        #expect(diff.status == 1, "\(diff.stderr)")
        #expect(diff.stdout.contains("+        cells:   [{cellID: 0,   cellType: Row, height: 44}]"), "\(diff.stdout)")
    }

    /// A fixed file whose write fails (here its folder takes no new file, so no replacement can be made
    /// beside it; a full disk alike) is reported as it stays, not as fixed: its findings are those of
    /// the text on disk, the summary counts only what was written and names it, and no format says it
    /// was not linted (it was). Exit 2. The other file is fixed as usual.
    @Test(.enabled(if: EndlessAndUnreadableInputTests.canLintAsANonRootUser, "runs as root without setpriv (util-linux) to drop to nobody: root writes every folder"))
    func aFixThatCannotBeWrittenIsReportedAsTheFileStays() throws {
        let messy = "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row, hieght: 44}]\n"
        let folder = try CLI.folder(with: ["open/a.yaml": messy, "closed/b.yaml": messy])
        defer {
            chmod(folder.appendingPathComponent("closed").path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        let binary = folder.appendingPathComponent("listspec").path
        try FileManager.default.copyItem(atPath: CLI.binary.path, toPath: binary)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary)
        let asUser: [String]
        if getuid() == 0 {
            // b.yaml is nobody's and writable, its folder root's: a rename there is refused.
            for name in ["open", "open/a.yaml", "closed/b.yaml"] { try #require(chown(folder.appendingPathComponent(name).path, 65534, 65534) == 0) }
            asUser = [try #require(EndlessAndUnreadableInputTests.setpriv), "--reuid=65534", "--regid=65534", "--clear-groups"]
        } else {
            try #require(chmod(folder.appendingPathComponent("closed").path, 0o555) == 0)
            asUser = []
        }
        func run(_ arguments: [String]) throws -> CLIResult {
            try CLI.run(asUser + ["/usr/bin/timeout", "60", binary] + arguments, directory: folder, viaShell: true)
        }
        func reset() throws {
            for name in ["open/a.yaml", "closed/b.yaml"] {
                let path = folder.appendingPathComponent(name).path
                // Written into, not replaced: the closed folder takes no new file.
                guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileWriteNoPermission) }
                try handle.truncate(atOffset: 0)
                try handle.write(contentsOf: Data(messy.utf8))
                try handle.close()
            }
        }
        for format in ["text", "json", "github"] {
            try reset()
            let result = try run(["lint", "--fix", "--format", format, "open/a.yaml", "closed/b.yaml"])
            #expect(result.status == 2, "\(format): \(result.stderr)")
            #expect(result.stderr.contains("listspec: error: cannot write closed/b.yaml: Permission denied; --fix leaves it as it is\n"),
                    "\(format): \(result.stderr)")
            #expect(result.stderr.contains("listspec: 1 fix applied to 1 file; 1 file left as it is: closed/b.yaml\n"), "\(format): \(result.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("open/a.yaml"), encoding: .utf8).contains("height: 44"))
            #expect(try String(contentsOf: folder.appendingPathComponent("closed/b.yaml"), encoding: .utf8) == messy)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("closed").path) == ["b.yaml"])
            switch format {
            case "text":
                #expect(result.stdout.contains("closed/b.yaml:3:48: error: unknown key 'hieght'"), "\(result.stdout)")
                #expect(!result.stdout.contains("open/a.yaml"), "\(result.stdout)")
                #expect(result.stderr.hasSuffix("Linted 2 files: 1 error, 0 warnings in 1 file. 1 fixable with --fix.\n"), "\(result.stderr)")
            case "json":
                let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
                #expect((report["unreadable"] as? [Any])?.isEmpty == true, "\(result.stdout)")
                let findings = try #require(report["findings"] as? [[String: Any]])
                #expect(findings.map { $0["path"] as? String } == ["closed/b.yaml"], "\(result.stdout)")
            default:
                #expect(result.stdout.contains("::error file=closed/b.yaml,line=3,col=48,"), "\(result.stdout)")
                #expect(!result.stdout.contains("not linted"), "\(result.stdout)")
            }
        }
    }

    /// Ctrl-C or SIGTERM while `lint --fix` writes its specs (each as soon as it is fixed, on whichever
    /// core fixed it, while the signal may land on any thread): every spec is its old text or its fixed
    /// text, whole, and no temporary file is left.
    @Test(arguments: [SIGTERM, SIGINT])
    func anInterruptedFixLeavesEveryFileWholeAndNoTemporaryFile(_ signalNumber: Int32) throws {
        let messy = "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row, hieght: 44}]\n"
        let fixed = messy.replacingOccurrences(of: "hieght", with: "height")
        let names = (0..<400).map { String(format: "spec%03d.yaml", $0) }
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var caught = false
        // Each write takes well under a millisecond: try a few times to land inside one.
        for _ in 0..<10 where !caught {
            for name in names { try messy.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8) }
            caught = try CLI.interruptWhileWriting(["lint", "--fix", "--quiet", "."], in: folder, signal: signalNumber)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == names, "no temporary file left")
            for name in names {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                #expect(text == messy || text == fixed, "\(name): \(text)")
            }
        }
        #expect(caught, "a run was interrupted while a temporary file existed")
    }

    /// A spec with another hard link (a package manager's store, a build sandbox's copy) is replaced under
    /// the name given: the other name keeps the old text, as after git's checkout.
    @Test func aHardLinkedSpecIsReplacedUnderItsNameOnly() throws {
        let messy = "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row, hieght: 44}]\n"
        let folder = try CLI.folder(with: ["format.yaml": messy, "fix.yaml": messy])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["format.yaml", "fix.yaml"] {
            try FileManager.default.linkItem(at: folder.appendingPathComponent(name), to: folder.appendingPathComponent("store-" + name + ".txt"))
        }
        for arguments in [["format", "format.yaml"], ["lint", "--fix", "fix.yaml"]] {
            let result = try CLI.run(arguments, directory: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("format.yaml"), encoding: .utf8) != messy)
        #expect(try String(contentsOf: folder.appendingPathComponent("fix.yaml"), encoding: .utf8).contains("height: 44"))
        for name in ["store-format.yaml.txt", "store-fix.yaml.txt"] {
            #expect(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) == messy, "\(name)")
        }
    }

    /// Root in a CI container over a developer's checkout: every file it formats or fixes, and an output
    /// it replaces, stays the developer's (it became root's, which the developer could not edit).
    @Test(.enabled(if: getuid() == 0, "only root gives a file to another owner"))
    func aReplacedFileKeepsItsOwner() throws {
        let messy = "sections:\n    -   sectionID: 0\n        cells:   [{cellID: 0,   cellType: Row, hieght: 44}]\n"
        let folder = try CLI.folder(with: ["format.yaml": messy, "fix.yaml": messy, "out.json": "{}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["format.yaml", "fix.yaml", "out.json"] {
            try #require(chown(folder.appendingPathComponent(name).path, 65534, 65534) == 0)
        }
        for arguments in [["format", "format.yaml"], ["lint", "--fix", "fix.yaml"], ["render", "--output", "out.json", Self.menu]] {
            let result = try CLI.run(arguments, directory: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        for name in ["format.yaml", "fix.yaml", "out.json"] {
            var info = stat()
            try #require(stat(folder.appendingPathComponent(name).path, &info) == 0)
            #expect(info.st_uid == 65534 && info.st_gid == 65534, "\(name) is now \(info.st_uid):\(info.st_gid)")
        }
        #expect(try String(contentsOf: folder.appendingPathComponent("fix.yaml"), encoding: .utf8).contains("height: 44"))
        #expect(try String(contentsOf: folder.appendingPathComponent("format.yaml"), encoding: .utf8) != messy)
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
