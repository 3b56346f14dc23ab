import Foundation
import Testing

/// `render --format markdown|html|swift` through the binary, and `--output`: atomic
/// replacement, never over the input, nothing on standard output.
@Suite struct RenderFormatsTests {
    @Test func everyFormatRendersEveryExample() throws {
        let specs = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Specs").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(!specs.isEmpty)
        for spec in specs {
            for format in ["text", "markdown", "json", "html", "swift"] {
                let result = try CLI.run(["render", "Specs/" + spec, "--format", format])
                #expect(result.status == 0, "\(spec) \(format): \(result.stderr)")
                #expect(result.stderr == "", "\(spec) \(format)")
                #expect(!result.stdout.isEmpty, "\(spec) \(format)")
            }
        }
    }

    @Test func markdownHTMLAndSwiftOfTheMenu() throws {
        let markdown = try CLI.run(["render", "Specs/menu.yaml", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# Specs/menu.yaml\n\n## Table menu\n"))
        #expect(markdown.stdout.contains("| [0, 2] | 2 | MenuCell | Infinite List | ShowInfiniteList |"))

        let html = try CLI.run(["render", "Specs/menu.yaml", "--format", "html"])
        #expect(html.stdout.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.stdout.hasSuffix("</html>\n"))
        #expect(html.stdout.contains("sectionID 0 · cellID 2 · [0, 2]"))
        #expect(!html.stdout.contains("\u{1B}["), "no terminal colour in a page")

        let swift = try CLI.run(["render", "Specs/menu.yaml", "--format", "swift"])
        #expect(swift.stdout.contains("enum MenuCellType: String, CaseIterable {\n    case menuCell = \"MenuCell\"\n}"))
        #expect(swift.stdout.contains("func addMenuSections(_ addSection: (SectionDescription, [CellDescription]) -> Void) {"))
    }

    @Test func tableSelectionAppliesToEveryFormat() throws {
        for format in ["markdown", "html", "swift"] {
            let result = try CLI.run(["render", "Specs/recipes.yaml", "--table", "recipeDetail", "--format", format])
            #expect(result.status == 0)
            #expect(result.stdout.contains("recipeDetail"))
            #expect(!result.stdout.contains("Tomato Bruschetta"), "\(format)")
        }
    }

    @Test func unknownFormatIsAUsageError() throws {
        let result = try CLI.run(["render", "Specs/menu.yaml", "--format", "pdf"])
        #expect(result.status == 2)
        #expect(result.stdout == "")
    }

    @Test func outputWritesTheFileAndNothingToStandardOutput() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["text", "markdown", "json", "html", "swift"] {
            let file = folder.appendingPathComponent("menu.\(format)")
            let result = try CLI.run(["render", "Specs/menu.yaml", "--format", format, "--output", file.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "")
            let written = try String(contentsOf: file, encoding: .utf8)
            let direct = try CLI.run(["render", "Specs/menu.yaml", "--format", format], environment: ["COLUMNS": "100"])
            #expect(written == direct.stdout, "\(format): the file holds what standard output would")
        }
        // Only the outputs: no temporary files left beside them.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == ["menu.html", "menu.json", "menu.markdown", "menu.swift", "menu.text"])
        // A new file gets the usual permissions, not mkstemp's 0600.
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("menu.html").path)
        #expect(((attributes[.posixPermissions] as? Int) ?? 0) & 0o044 != 0)
    }

    @Test func anExistingOutputIsReplacedWholeAndKeepsItsMode() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.md")
        try String(repeating: "old content that is much longer than the new one\n", count: 2000).write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let result = try CLI.run(["render", "Specs/menu.yaml", "--format", "markdown", "--output", file.path])
        #expect(result.status == 0)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == (try CLI.run(["render", "Specs/menu.yaml", "--format", "markdown"])).stdout)
        #expect(!written.contains("old content"))
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.md"])
    }

    @Test func outputOntoTheInputIsRefused() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("menu.yaml")
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("Specs/menu.yaml"), to: spec)
        let before = try Data(contentsOf: spec)
        // The same path, another spelling of it, and a hard link: all the same file.
        let link = folder.appendingPathComponent("link.yaml")
        try FileManager.default.linkItem(at: spec, to: link)
        for output in [spec.path, folder.path + "/./menu.yaml", link.path] {
            let result = try CLI.run(["render", spec.path, "--format", "html", "--output", output])
            #expect(result.status == 2, "\(output)")
            #expect(result.stderr.contains("is the input spec itself"), "\(result.stderr)")
            #expect(result.stdout == "")
            #expect(try Data(contentsOf: spec) == before, "the spec is unchanged")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.yaml", "menu.yaml"])
    }

    @Test func unwritableOutputIsTroubleAndLeavesNothing() throws {
        // A missing folder is made (`generate --output` and `render --output` make theirs); a file is no folder.
        let result = try CLI.run(["render", "Specs/menu.yaml", "--format", "html", "--output", "Package.swift/out.html"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot write Package.swift/out.html"), "\(result.stderr)")
        #expect(result.stdout == "")
    }

    @Test func outputThroughASymbolicLinkReplacesTheTarget() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("target.md"), link = folder.appendingPathComponent("link.md")
        try "old\n".write(to: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try CLI.run(["render", "Specs/menu.yaml", "--format", "markdown", "--output", link.path])
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("# Specs/menu.yaml"))
    }

    /// Ctrl-C or SIGTERM while the temporary file is being written: the handler removes it,
    /// the old file stays whole, and the process still dies of the signal.
    @Test(arguments: [SIGTERM, SIGINT])
    func interruptedWhileWritingLeavesNoTemporaryFile(_ signalNumber: Int32) throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("big.yaml")
        try Self.generateBigSpec(to: spec, sections: 100)
        let output = folder.appendingPathComponent("page.html")
        let old = Data("the old page\n".utf8)
        var caught = false
        // Writing takes milliseconds; try a few times to land inside that window.
        for _ in 0..<5 where !caught {
            try old.write(to: output)
            caught = try CLI.interruptWhileWriting(["render", spec.path, "--format", "html", "--output", output.path], in: folder, signal: signalNumber)
            let now = try Data(contentsOf: output)
            let text = String(decoding: now, as: UTF8.self)
            #expect(now == old || text.hasSuffix("</html>\n"))
            if caught { #expect(now == old, "interrupted before the rename: the old file is untouched") }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["big.yaml", "page.html"],
                    "no temporary file left")
        }
        #expect(caught, "a run was interrupted while its temporary file existed")
    }

    private static func generateBigSpec(to url: URL, sections: Int) throws {
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        try #require(FileManager.default.createFile(atPath: url.path, contents: nil), "the spec file was created")
        let handle = try FileHandle(forWritingTo: url)
        // The repository's copy of the benchmark generator: the clone holds it wherever it is.
        let script = CLI.packageRoot.appendingPathComponent("Benchmarks/gen_spec.py").path
        generator.arguments = ["python3", script, String(sections), "100", "yaml", "1"]
        generator.standardOutput = handle
        try generator.run()
        generator.waitUntilExit()
        try handle.close()
        try #require(generator.terminationStatus == 0, "gen_spec.py ran")
    }

    /// SIGKILL cannot be caught, so it is the worst interruption: whenever it lands, the
    /// output path holds the old file byte for byte or the complete new one. The only thing
    /// it may leave is the one temporary file (`.NAME.listspec-XXXXXX`) of the killed run.
    @Test func killedMidWriteLeavesTheOldFileWholeOrTheNewOneComplete() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bigSpec = folder.appendingPathComponent("big.yaml")
        try Self.generateBigSpec(to: bigSpec, sections: 300)

        let old = Data(String(repeating: "<p>the old page, still whole</p>\n", count: 50_000).utf8)
        // Fixed delays land while the page is being rendered (the old file must be untouched);
        // nil waits for the temporary file to appear and kills at once: mid-write for sure.
        var sawMidWrite = false
        for (attempt, delay) in [0.05, 0.4, 1.5, nil].enumerated() {
            let place = folder.appendingPathComponent("attempt-\(attempt)")
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            let output = place.appendingPathComponent("page.html")
            try old.write(to: output)
            let process = Process()
            process.executableURL = CLI.binary
            process.arguments = ["render", bigSpec.path, "--format", "html", "--output", output.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let delay {
                Thread.sleep(forTimeInterval: delay)
            } else {
                let deadline = Date().addingTimeInterval(120)
                while process.isRunning, Date() < deadline,
                      !(try FileManager.default.contentsOfDirectory(atPath: place.path).contains { $0.hasPrefix(".page.html.listspec-") }) {
                    usleep(200)
                }
                sawMidWrite = process.isRunning
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let now = try Data(contentsOf: output)
            let isOld = now == old
            let text = String(decoding: now, as: UTF8.self)
            let isCompleteNew = text.hasPrefix("<!DOCTYPE html>\n") && text.hasSuffix("</main>\n</body>\n</html>\n")
            #expect(isOld || isCompleteNew, "attempt \(attempt) (\(delay.map { "\($0)s" } ?? "mid-write")): \(now.count) bytes, neither the old file nor a complete page")
            let strays = try FileManager.default.contentsOfDirectory(atPath: place.path).filter { $0 != "page.html" }
            #expect(strays.count <= 1, "\(strays)")
            #expect(strays.allSatisfy { $0.hasPrefix(".page.html.listspec-") }, "\(strays)")
            if delay == nil, sawMidWrite {
                #expect(isOld, "killed while writing the temporary file: the old file is untouched")
            }
        }
        #expect(sawMidWrite, "the last attempt caught the temporary file being written")
    }

    /// Issue 36 (14): deletable rows show a swipe hint, not the edit-mode minus; a map without a
    /// text key shows its fields; `detail` sits on the right in a value-style cell, `value` always.
    @Test func htmlRowsLookAsTheirCellsWould() throws {
        let folder = try CLI.folder(with: ["s.yaml": """
            tables:
              chats:
                sections:
                  - sectionID: 0
                    cells:
                      - {cellID: 10, cellType: ChatCell, viewModel: {name: Ada, subtitle: See you at 6}, deletable: true}
                      - {cellID: 20, cellType: SummaryCell, viewModel: {label: Subtotal, amount: 287.0}}
                      - {cellID: 30, cellType: Value1Cell, viewModel: {title: Total, detail: "291.50"}}
                      - {cellID: 40, cellType: SubtitleCell, viewModel: {title: Coupon, detail: SPRING26}}
                      - {cellID: 50, cellType: PriceCell, viewModel: {title: Tax, value: "12.00"}}

            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = try CLI.run(["render", "s.yaml", "--format", "html"], directory: folder)
        #expect(page.status == 0, "\(page.stderr)")
        let html = page.stdout
        #expect(html.contains("<span class=\"type\">ChatCell</span><span class=\"swipe-delete\" title=\"deletable: swipe left to delete\">Delete</span>"))
        #expect(!html.contains("class=\"delete\""))
        #expect(html.contains("<span class=\"labels fields\"><span class=\"field\"><span class=\"field-name\">label</span><span class=\"field-value\">Subtotal</span></span>"
            + "<span class=\"field\"><span class=\"field-name\">amount</span><span class=\"field-value\">287.0</span></span></span>"))
        #expect(!html.contains("{label: Subtotal, amount: 287.0}</span>"))
        #expect(html.contains("<span class=\"text\">Total</span></span><span class=\"trailing-detail\">291.50</span>"))
        #expect(html.contains("<span class=\"text\">Coupon</span><span class=\"detail\">SPRING26</span>"))
        #expect(html.contains("<span class=\"text\">Tax</span></span><span class=\"trailing-detail\">12.00</span>"))
    }
}
