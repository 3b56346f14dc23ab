import Foundation
import Testing
import ListSpec
import ListSpecRuntime

/// `render --format json` of a spec large enough to be written on two cores, through the binary:
/// standard output and `--output` are byte for byte what one thread writes (the library's serial
/// render of the same file), and a reader that stops early ends nothing but the writing.
@Suite struct JSONOnTwoCoresTests {
    static let strings = ["plain", "q\\\"uote", "back\\\\slash", "tab\\tand\\nline", "ctl\\u0001\\u001f", "ünïcödé 🎉", "", "x: y",
                          "sixteen bytes ok", "null"]
    static let values = ["null", "true", "false", "0", "-17", "9223372036854775807", "1.5", "-0.25", "1e300", ".inf", "-.inf", ".nan",
                         "[1, \"two\", [3.0, null]]", "{}", "[]"]

    /// Many small sections, a table of one section too large for one chunk, a table without
    /// sections, sections without cells, and every kind of value, escapes among them.
    static func spec() -> String {
        var text = "tables:\n"
        var n = 0
        func cell(_ id: Int) -> String {
            n += 1
            let title = strings[n % strings.count], value = values[n % values.count]
            var fields = "cellID: \(id), cellType: \(["A", "B", "C"][n % 3])"
            if n % 5 != 0 { fields += ", viewModel: {title: \"\(title)\", \"k\\\"ey\": \(value), n: \(n)}" }
            if n % 7 == 0 { fields += ", height: \(["automatic", "44", "44.5"][n % 3])" }
            if n % 11 == 0 { fields += ", action: \"open \(title)\"" }
            if n % 13 == 0 { fields += ", deletable: \(n % 2 == 0)" }
            return "          - {\(fields)}\n"
        }
        let types = "    cellTypes: {A: {height: 60}, B: {estimatedHeight: 30.5}, C: {}}\n"
        text += "  many:\n" + types + "    sections:\n"
        for s in 0..<300 {
            text += "      - sectionID: \(s)\n"
            if s % 4 == 0 { text += "        header: {title: \"\(strings[s % strings.count])\", height: 28}\n" }
            if s % 9 == 0 { text += "        viewModel: \(values[s % values.count])\n" }
            if s % 17 == 0 {
                text += "        cells: []\n"
                continue
            }
            text += "        cells:\n"
            for c in 0..<(s % 50) { text += cell(c * 2) }
        }
        text += "  empty:\n    sections: []\n"
        text += "  one:\n" + types + "    sections:\n      - sectionID: 1\n        footer: \"the end\"\n        cells:\n"
        for c in 0..<5_000 { text += cell(c) }
        return text
    }

    /// What one thread writes: the library's render of the file, read as `render` reads it, not in chunks.
    private func serial(_ path: String) throws -> [UInt8] {
        var loader = SpecLoader()
        loader.keepsCells = false
        let tables = try #require(loader.load(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), path: path, isJSON: false).spec?.tables)
        #expect(SpecJSONChunks(tables) != nil, "large enough to be written in chunks")
        var json = JSONWriter()
        SpecJSONRenderer.write(tables, into: &json, inChunks: false)
        return json.output
    }

    @Test func standardOutputAndTheFileAreTheSerialRender() throws {
        let folder = try CLI.folder(with: ["big.yaml": Self.spec()])
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = try serial(folder.appendingPathComponent("big.yaml").path)
        let run = try CLI.run(["render", "big.yaml", "--format", "json"], directory: folder)
        #expect(run.status == 0 && run.stderr == "")
        #expect(Array(run.stdout.utf8) == expected)
        let file = folder.appendingPathComponent("out.json")
        let written = try CLI.run(["render", "big.yaml", "--format", "json", "--output", file.path], directory: folder)
        #expect(written.status == 0 && written.stdout == "" && written.stderr == "")
        #expect(Array(try Data(contentsOf: file)) == expected)
        #expect(try JSONSerialization.jsonObject(with: Data(expected)) is [String: Any])
    }

    /// A reader that goes away (`| head`) ends the writing quietly, as with one thread: no signal, no message, exit 0.
    @Test func aReaderThatStopsEarly() throws {
        let folder = try CLI.folder(with: ["big.yaml": Self.spec()])
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = "(\"$0\" render big.yaml --format json; echo \"exit $?\" >&2) | head -c 64"
        let run = try CLI.run(["/bin/sh", "-c", script, CLI.binary.path], directory: folder, viaShell: true)
        #expect(run.stdout.utf8.count == 64)
        #expect(run.stderr == "exit 0\n")
    }
}
