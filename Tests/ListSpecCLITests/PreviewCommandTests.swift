import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `listspec preview` through the built binaries (contract section 12): the page, the event stream,
/// saves in place and by rename, broken saves, the Host check, paths, signals and start-up failures.
/// Every test starts its own server on a free port and stops it.
@Suite struct PreviewCommandTests {
    static let menu = """
    tables:
      menu:
        style: insetGrouped
        sections:
          - sectionID: 0
            header: Menu
            cells:
              - {cellID: 0, cellType: MenuCell, viewModel: "Random <b>Table</b> Updates"}
              - {cellID: 1, cellType: MenuCell, viewModel: Two}
              - {cellID: 2, cellType: MenuCell, viewModel: Three}
          - sectionID: 1
            header: More
            cells:
              - {cellID: 0, cellType: MenuCell, viewModel: Four}

    """

    /// Row 1 deleted, row 3 inserted, row 2 and the second section's header changed.
    static let menuEdited = menu
        .replacingOccurrences(of: "          - {cellID: 1, cellType: MenuCell, viewModel: Two}\n", with: "")
        .replacingOccurrences(of: "viewModel: Three}\n", with: "viewModel: Three and a half}\n          - {cellID: 3, cellType: MenuCell, viewModel: Five}\n")
        .replacingOccurrences(of: "header: More", with: "header: Even more")

    /// A folder with `menu.yaml`; the server started on it with `--port 0`.
    private func start(_ spec: String = menu, name: String = "menu.yaml") throws -> (PreviewProcess, URL) {
        let folder = try CLI.folder(with: [name: spec])
        let file = folder.appendingPathComponent(name)
        let server = try PreviewProcess([name, "--port", "0"], directory: folder)
        server.removedAtEnd.append(folder)
        return (server, file)
    }

    /// Writes `text` over the file in place (truncate and write, as some editors and `>` do).
    private func writeInPlace(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// Saves as most editors do: a new file beside it, renamed over it.
    private func saveByRename(_ text: String, to file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).swp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary.path, file.path) == 0)
    }

    /// What `listspec diff --format json` prints from `old` to `new`, parsed.
    private func diffJSON(_ old: String, _ new: String) throws -> NSDictionary {
        let folder = try CLI.folder(with: ["old.yaml": old, "new.yaml": new])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["diff", "old.yaml", "new.yaml", "--format", "json"], directory: folder)
        return try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? NSDictionary)
    }

    @Test func servesThePageItsScriptAndTheEventStream() throws {
        let (server, _) = try start()
        defer { server.finish() }
        #expect(server.port != 0, "no address printed: \(server.stdout)\(server.stderr)")
        #expect(server.url == "http://127.0.0.1:\(server.port)/")
        #expect(server.stdout.hasPrefix("listspec preview: menu.yaml at http://127.0.0.1:"))

        let page = try HTTPResponse.get(port: server.port, "/")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        let policy = try #require(page.headers["content-security-policy"])
        #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'"))
        #expect(page.headers["x-content-type-options"] == "nosniff")
        // Every table as render --format html draws it, with the data attributes of section 12.
        #expect(page.body.contains("<figure class=\"table style-insetGrouped\" id=\"table-0\" data-table=\"menu\">"))
        #expect(page.body.contains("<div class=\"section\" id=\"table-table-0-section-1\" data-section-id=\"1\">"))
        #expect(page.body.contains("data-section-id=\"0\" data-cell-id=\"2\" data-index-path=\"0,2\""))
        #expect(page.body.contains("data-section-id=\"1\" data-cell-id=\"0\" data-index-path=\"1,0\""))
        // Spec text is escaped; the page's one script is its own file.
        #expect(page.body.contains("Random &lt;b&gt;Table&lt;/b&gt; Updates"))
        #expect(page.body.components(separatedBy: "<script").count == 2)
        #expect(page.body.contains("<script src=\"/preview.js\"></script>"))
        #expect(page.body.contains("id=\"appearance\"") && page.body.contains("id=\"text-size\""))

        let script = try HTTPResponse.get(port: server.port, "/preview.js")
        #expect(script.status == 200)
        #expect(script.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(script.body.contains("new EventSource(\"/events\")"))
        #expect(script.body.contains("window.listspecLastBatch"))

        let events = try EventStream(port: server.port)
        let first = try #require(events.next())
        #expect(first["version"] as? Int == 1)
        #expect(first["good"] as? Bool == true)
        #expect(first["batch"] is NSNull)
        #expect((first["tables"] as? String)?.contains("data-index-path=\"0,1\"") == true)
        #expect(server.finish(signal: SIGINT) == 0)
    }

    @Test func eachSavePushesTheNewVersionWithTheBatchDiffComputes() throws {
        let (server, file) = try start()
        defer { server.finish() }
        let events = try EventStream(port: server.port)
        #expect(try #require(events.next())["version"] as? Int == 1)

        // Written in place.
        let saved = Date()
        try writeInPlace(Self.menuEdited, to: file)
        let second = try #require(events.next(timeout: 10), "no version after a save in place")
        let elapsed = Date().timeIntervalSince(saved)
        // Section 12 allows 500 ms; a loaded test machine is given more before this fails.
        #expect(elapsed < 2, "the save took \(elapsed) s to reach the page")
        #expect(second["version"] as? Int == 2)
        #expect(second["good"] as? Bool == true)
        #expect(second["base"] as? Int == 1)
        #expect(second["shown"] as? Int == 2)
        let batch = try #require(second["batch"] as? NSDictionary)
        #expect(batch == (try diffJSON(Self.menu, Self.menuEdited)))
        let table = try #require((batch["tables"] as? [NSDictionary])?.first)
        #expect(table["deleteRows"] as? [[Int]] == [[0, 1]])
        #expect(table["insertRows"] as? [[Int]] == [[0, 2]])
        #expect(table["reloadRows"] as? [[Int]] == [[0, 2]])
        #expect(table["reloadSections"] as? [Int] == [1])
        #expect((second["tables"] as? String)?.contains("data-section-id=\"0\" data-cell-id=\"3\" data-index-path=\"0,2\"") == true)

        // Saved by rename, as editors save: the watch survives the file being replaced, twice.
        try saveByRename(Self.menu, to: file)
        let third = try #require(events.next(timeout: 10), "no version after a save by rename")
        #expect(third["version"] as? Int == 3)
        #expect(third["batch"] as? NSDictionary == (try diffJSON(Self.menuEdited, Self.menu)))
        try saveByRename(Self.menuEdited, to: file)
        #expect(try #require(events.next(timeout: 10))["version"] as? Int == 4)

        // A page that connects now gets the newest version at once.
        let late = try EventStream(port: server.port)
        #expect(late.next()?["version"] as? Int == 4)
        #expect(server.finish(signal: SIGTERM) == 0)
    }

    @Test func aBrokenSaveKeepsTheLastGoodPictureUnderItsFindings() throws {
        let (server, file) = try start()
        defer { server.finish() }
        let events = try EventStream(port: server.port)
        let good = try #require(events.next())
        let picture = try #require(good["tables"] as? String)

        // Does not parse.
        try saveByRename("tables:\n  menu: [unclosed\n", to: file)
        let syntax = try #require(events.next(timeout: 10))
        #expect(syntax["good"] as? Bool == false)
        #expect(syntax["shown"] as? Int == 1)
        #expect(syntax["tables"] as? String == picture)
        #expect(syntax["batch"] is NSNull)
        let syntaxFindings = try #require(syntax["findings"] as? String)
        #expect(syntaxFindings.contains("data-rule=\"syntax\""))
        #expect(syntaxFindings.contains("data-location=\"menu.yaml:"))
        #expect((syntax["status"] as? String)?.contains("does not parse · showing version 1, the last good one") == true)

        // Parses, with an error-level finding (cells out of order).
        let outOfOrder = Self.menu.replacingOccurrences(of: "{cellID: 1,", with: "{cellID: 5,")
        try saveByRename(outOfOrder, to: file)
        let ordered = try #require(events.next(timeout: 10))
        #expect(ordered["good"] as? Bool == false)
        #expect(ordered["tables"] as? String == picture)
        let orderFindings = try #require(ordered["findings"] as? String)
        // 0, 5, 2: the 5 is the row out of place (removing it leaves the rest ascending).
        #expect(orderFindings.contains("data-rule=\"cell-order\" data-line=\"9\""), "\(orderFindings)")

        // Gone.
        try FileManager.default.removeItem(at: file)
        let gone = try #require(events.next(timeout: 10))
        #expect(gone["good"] as? Bool == false)
        #expect((gone["status"] as? String)?.contains("cannot be read") == true)
        #expect(gone["tables"] as? String == picture)

        // Back, changed: the batch plays from the last good version (1), not the broken ones.
        try saveByRename(Self.menuEdited, to: file)
        let back = try #require(events.next(timeout: 10))
        #expect(back["good"] as? Bool == true)
        #expect(back["base"] as? Int == 1)
        #expect(back["batch"] as? NSDictionary == (try diffJSON(Self.menu, Self.menuEdited)))
        #expect(back["findings"] as? String == "<p class=\"no-findings\">No findings.</p>\n")
    }

    @Test func answersOnlyItsOwnHostAndItsOwnRoutes() throws {
        let (server, _) = try start()
        defer { server.finish() }
        let port = server.port
        // DNS rebinding: another name resolving to 127.0.0.1 is refused, whatever the path.
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1.evil.example:\(port)", "127.0.0.1:\(port + 1)", "127.0.0.1", ""] {
            for path in ["/", "/preview.js", "/events"] {
                let response = try HTTPResponse.get(port: port, path, host: .some(host))
                #expect(response.status == 421, "Host \(host) \(path): \(response.status)")
            }
        }
        #expect(try HTTPResponse.get(port: port, "/", host: .some(nil)).status == 421)
        for host in ["localhost:\(port)", "localhost", "LOCALHOST:\(port)", "127.0.0.1:\(port)"] {
            #expect(try HTTPResponse.get(port: port, "/", host: .some(host)).status == 200, "Host \(host)")
        }
        // Only its routes: no file of the disk, however the path is written.
        for path in ["/menu.yaml", "/index.html", "/../menu.yaml", "/%2e%2e/%2e%2e/etc/passwd", "/../../../../etc/passwd",
                     "/preview.js/../../menu.yaml", "//etc/passwd", "/events/x", "/favicon.ico"] {
            let response = try HTTPResponse.get(port: port, path)
            #expect(response.status == 404, "\(path): \(response.status)")
            #expect(!response.body.contains("root:") && !response.body.contains("tables:"))
        }
        #expect(try HTTPResponse.get(port: port, "/", method: "POST").status == 405)
    }

    @Test func spectextNeverBecomesMarkupOrScript() throws {
        let hostile = """
        tables:
          "x\\"><script>alert(1)</script>":
            sections:
              - sectionID: 0
                header: "</style><script>alert(2)</script>"
                cells:
                  - {cellID: 0, cellType: "<img src=x onerror=alert(3)>", viewModel: "\\u2028</script><script>alert(4)</script>"}
          "</main>":
            sections: []

        """
        let (server, _) = try start(hostile)
        defer { server.finish() }
        let page = try HTTPResponse.get(port: server.port, "/")
        #expect(page.status == 200)
        #expect(page.body.components(separatedBy: "<script").count == 2)
        #expect(!page.body.contains("<img"))
        #expect(page.body.contains("data-table=\"x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""))
        let message = try #require(EventStream(port: server.port).next())
        let tables = try #require(message["tables"] as? String)
        #expect(!tables.contains("<script") && !tables.contains("<img") && !tables.contains("</main>"))
    }

    @Test func stopsCleanlyOnSIGINTAndSIGTERM() throws {
        for signal in [SIGINT, SIGTERM] {
            let (server, _) = try start()
            #expect(server.port != 0)
            let events = try EventStream(port: server.port)
            #expect(events.next() != nil)
            // An open event stream does not hold the exit up.
            #expect(server.finish(signal: signal) == 0, "signal \(signal): \(server.stderr)")
            #expect(server.stderr == "")
        }
    }

    @Test func refusesToStartWithExit2() throws {
        let (first, _) = try start()
        defer { first.finish() }
        let folder = try CLI.folder(with: ["menu.yaml": Self.menu])
        defer { try? FileManager.default.removeItem(at: folder) }

        let inUse = try CLI.run(["preview", "menu.yaml", "--port", String(first.port)], directory: folder)
        #expect(inUse.status == 2)
        #expect(inUse.stderr == "listspec: error: cannot listen on 127.0.0.1:\(first.port): the port is in use (another preview? --port 0 takes a free port)\n")

        let missing = try CLI.run(["preview", "gone.yaml", "--port", "0"], directory: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr == "listspec: error: gone.yaml: No such file or directory\n")

        let directory = try CLI.run(["preview", ".", "--port", "0"], directory: folder)
        #expect(directory.status == 2)
        #expect(directory.stderr.contains("is a directory"))

        let badHost = try CLI.run(["preview", "menu.yaml", "--port", "0", "--host", "example.com"], directory: folder)
        #expect(badHost.status == 2)
        #expect(badHost.stderr.contains("--host example.com is not an IP address"))

        let badPort = try CLI.run(["preview", "menu.yaml", "--port", "70000"], directory: folder)
        #expect(badPort.status == 2)
        #expect(badPort.stdout == "")

        let standardInput = try CLI.run(["preview", "-"], directory: folder)
        #expect(standardInput.status == 2)
        #expect(standardInput.stderr.contains("standard input ('-') cannot be watched"))
    }

    @Test func startsFromABrokenFileAndDrawsItsFirstGoodSave() throws {
        let (server, file) = try start("tables: [\n")
        defer { server.finish() }
        let page = try HTTPResponse.get(port: server.port, "/")
        #expect(page.body.contains("nothing drawn yet"))
        #expect(page.body.contains("data-rule=\"syntax\""))
        let events = try EventStream(port: server.port)
        #expect(events.next()?["good"] as? Bool == false)
        try saveByRename(Self.menu, to: file)
        let good = try #require(events.next(timeout: 10))
        #expect(good["good"] as? Bool == true)
        #expect(good["batch"] is NSNull)
        #expect((good["tables"] as? String)?.contains("data-table=\"menu\"") == true)
    }

    @Test func aSymbolicLinkFollowsEditsOfItsTarget() throws {
        let elsewhere = try CLI.folder(with: ["real.yaml": Self.menu])
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let folder = try CLI.temporaryDirectory()
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("menu.yaml"),
                                                   withDestinationURL: elsewhere.appendingPathComponent("real.yaml"))
        let server = try PreviewProcess(["menu.yaml", "--port", "0"], directory: folder)
        server.removedAtEnd.append(folder)
        defer { server.finish() }
        let events = try EventStream(port: server.port)
        #expect(events.next()?["version"] as? Int == 1)
        let saved = Date()
        try saveByRename(Self.menuEdited, to: elsewhere.appendingPathComponent("real.yaml"))
        let next = try #require(events.next(timeout: 10))
        #expect(next["version"] as? Int == 2)
        #expect(Date().timeIntervalSince(saved) < 2, "the edit of the link's target took \(Date().timeIntervalSince(saved)) s")
    }

    @Test func findingsObeyTheSettingsLikeLint() throws {
        let spec = "cellTypes:\n  Unused: {height: 44}\n  A: {}\nsections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: A}\n"
        let folder = try CLI.folder(with: ["s.yaml": spec, "off.yml": "rules:\n  unused-cell-type: off\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try PreviewProcess(["s.yaml", "--port", "0"], directory: folder)
        defer { plain.finish() }
        let shown = try #require(EventStream(port: plain.port).next())
        #expect((shown["findings"] as? String)?.contains("data-rule=\"unused-cell-type\" data-line=\"2\"") == true)
        #expect(shown["good"] as? Bool == true, "a warning does not stop the picture")
        let quiet = try PreviewProcess(["s.yaml", "--port", "0", "--config", "off.yml"], directory: folder)
        defer { quiet.finish() }
        let settled = try #require(EventStream(port: quiet.port).next())
        #expect(settled["findings"] as? String == "<p class=\"no-findings\">No findings.</p>\n")
        // A configuration with a mistake is refused before anything is served.
        let bad = try CLI.run(["preview", "s.yaml", "--port", "0", "--config", "s.yaml"], directory: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("listspec: error: configuration "))
    }

    @Test func helpHasExamples() throws {
        let help = try CLI.run(["preview", "--help"])
        #expect(help.status == 0)
        let examples = help.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  listspec preview ") }
        #expect(examples.count >= 3)
        for line in examples { #expect(line.count <= 80, "\(line)") }
    }
}

/// `listspec preview` in a real browser: headless Chromium opens the page, a save plays its batch
/// update, and the rows (data-*), the marks seen while it played and `window.listspecLastBatch` are
/// read from the page; then a broken save's findings are read over the last good picture.
/// `.ci/run` installs Debian's chromium; without it (or python3) this test is skipped, saying why.
@Suite struct PreviewBrowserTests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: HTMLLayoutTests.chromium != nil && python != nil, "headless Chromium (Debian's chromium) or python3 is not installed"))
    func aSavePlaysItsBatchUpdateInChromium() throws {
        let folder = try CLI.folder(with: ["menu.yaml": PreviewCommandTests.menu, "next.yaml": PreviewCommandTests.menuEdited,
                                           "broken.yaml": "tables:\n  menu: [unclosed\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let server = try PreviewProcess(["menu.yaml", "--port", "0"], directory: folder)
        defer { server.finish() }
        #expect(server.port != 0)

        let script = CLI.packageRoot.appendingPathComponent("Tests/ListSpecCLITests/Fixtures/preview-browser.py").path
        let folderPath = folder.path
        let run = try CLI.run([try #require(Self.python), script, try #require(HTMLLayoutTests.chromium), server.url,
                               "\(folderPath)/menu.yaml", "\(folderPath)/next.yaml", "\(folderPath)/broken.yaml"],
                              directory: folder, viaShell: true)
        try #require(run.status == 0, "\(run.stderr)")
        let result = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        func rows(_ key: String) -> [String] {
            ((result[key] as? [[String: Any]]) ?? []).map { row in
                ["sectionID", "cellID", "indexPath", "text"].map { row[$0] as? String ?? "-" }.joined(separator: " ")
            }
        }
        #expect(rows("before") == ["0 0 0,0 Random <b>Table</b> Updates", "0 1 0,1 Two", "0 2 0,2 Three", "1 0 1,0 Four"])
        #expect(rows("after") == ["0 0 0,0 Random <b>Table</b> Updates", "0 2 0,1 Three and a half", "0 3 0,2 Five", "1 0 1,0 Four"])
        #expect(result["lastBatchBefore"] is NSNull)
        let batch = try #require(result["lastBatch"] as? NSDictionary)
        let diff = try CLI.run(["diff", "-", "next.yaml", "--format", "json"], stdin: Data(PreviewCommandTests.menu.utf8), directory: folder)
        #expect(batch == (try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? NSDictionary))
        // What played: the deleted row left, the inserted one arrived, the changed row and section flashed.
        let marks = ((result["marksWhilePlaying"] as? [[String: Any]]) ?? []).map { mark in
            ["kind", "change", "sectionID", "cellID"].map { mark[$0] as? String ?? "-" }.joined(separator: " ")
        }
        #expect(Set(marks) == ["row delete 0 1", "row insert 0 3", "row reload 0 2", "section reload 1 -"], "\(marks)")
        let shownAfter = try #require(result["shownAfterMs"] as? Int)
        #expect(shownAfter < 2000, "the page showed the save after \(shownAfter) ms")

        let broken = try #require(result["brokenSave"] as? [String: Any])
        #expect(broken["broken"] as? Bool == true)
        let findings = try #require(broken["findings"] as? [[String: Any]])
        #expect(findings.first?["rule"] as? String == "syntax")
        #expect(findings.first?["line"] as? String == "3")
        #expect(findings.first?["location"] as? String == "menu.yaml:3:1")
        #expect(rows("rowsUnderBrokenSave") == rows("after"))
    }
}
