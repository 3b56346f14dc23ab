import Foundation
import Testing
import ListSpecRuntime
import ListSpecTestSupport

/// `Spec(json:)` (contract section 6) and the built `listspec` read JSON with one reader: the
/// runtime refuses exactly the files lint reports errors for, with lint's lines, and its diff
/// encodes to exactly what `listspec diff --format json` prints, table order included.
@Suite struct SpecJSONAgreementTests {
    /// What the runtime makes of a file: nil when it reads, else the lines it throws.
    private func runtimeLines(_ bytes: Data, path: String) -> String? {
        do {
            _ = try Spec(json: bytes, path: path)
            return nil
        } catch {
            return (error as? InvalidSpec)?.description ?? "not an InvalidSpec: \(error)"
        }
    }

    /// Lints `files` (name -> bytes) in one run of the binary and compares each file's lines with
    /// what `Spec(json:)` throws for the same bytes and name.
    /// Returns how many files were refused.
    @discardableResult
    private func expectAgreement(_ files: [(name: String, bytes: Data)], _ label: String) throws -> Int {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Named as specs: lint reads a named file only when it is one (section 2).
        let files = files.map { (name: CLI.specName($0.name), bytes: $0.bytes) }
        for file in files { try file.bytes.write(to: folder.appendingPathComponent(file.name)) }
        let lint = try CLI.run(["lint", "--config", "/dev/null", "--quiet"] + files.map(\.name), directory: folder)
        #expect(!lint.crashed && [0, 1].contains(lint.status), "\(label): \(lint.stderr)")
        var lintLines: [String: [String]] = [:]
        for line in lint.stdout.split(separator: "\n").map(String.init) {
            let name = String(line.prefix { $0 != ":" })
            lintLines[name, default: []].append(line)
        }
        var refused = 0
        for file in files {
            let lines = lintLines[file.name] ?? []
            let runtime = runtimeLines(file.bytes, path: file.name)
            if lines.contains(where: { $0.contains(": error: ") }) {
                refused += 1
                #expect(runtime == lines.joined(separator: "\n"), "\(label) \(file.name): \(String(decoding: file.bytes, as: UTF8.self))")
            } else {
                #expect(runtime == nil, "\(label) \(file.name) read by lint (\(lines)) but refused: \(runtime ?? "")")
            }
        }
        #expect(refused > 0, "\(label): nothing was refused; the inputs test little")
        return refused
    }

    @Test func hostileCorpusAndFixtures() throws {
        let root = CLI.packageRoot
        let paths = ["Specs", "Tests/Hostile"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
        }
        #expect(paths.count >= 10)
        try expectAgreement(try paths.map { ($0.replacingOccurrences(of: "/", with: "_"), try Data(contentsOf: root.appendingPathComponent($0))) },
                            "corpus")
    }

    /// Valid JSON texts (inside a spec, and alone) and invalid ones, in the manner of JSONTestSuite.
    static let validValues = [
        "0", "-0", "-0.0", "1E400", "1e-400", "123e65", "1E+2", "-9223372036854775808", "9223372036854775807", "0.1e-999",
        "\"\"", "\" \"", "\"\\u0000\"", "\"\\uD834\\uDD1E\"", "\"\\u00e9\\/\\b\\f\\n\\r\\t\\\"\\\\\"", "\"\u{7F}\u{2028}\u{FEFF}é😀\"",
        "[]", "{}", "[[]]", "{\"\":{}}", "{\"a\":[null,true,false]}", " [ 1 , 2 ] ", "\t[\n1\r\n]\r", "{\"\\u0000\":1}",
        "{\"a\":1,\"\\u0061\":2}", "{\"é\":1,\"e\\u0301\":2}", "9223372036854775808", "[1.5,-1.5e3,1e0]",
    ]
    static let invalidTexts = [
        "[1,]", "{\"a\":1,}", "[.1]", "[+1]", "[0x1]", "[1.e1]", "[1.]", "[01]", "[-01]", "[-]", "[--1]", "[1e]", "[1e+]",
        "[\"\\x\"]", "[\"\\u12\"]", "[\"\\uD800\"]", "[\"\\uDC00\\uD800\"]", "[\"a", "[tru]", "[nul]", "[True]", "{\"a\" \"b\"}",
        "{1:1}", "{a:1}", "['a']", "[\"\t\"]", "[\"\u{1}\"]", "[NaN]", "[Infinity]", "[-Infinity]", "[1 2]", "{} {}",
        "/* c */{}", "{\"a\":1}x", "[", "{", "]", "{\"a\"}", "{\"a\":}", "[,1]", "[1,,2]", "\u{FEFF}", "[\"a\\\"]", "{\"a\":1 \"b\":2}",
    ]

    @Test func jsonConformanceVerdictsAreLints() throws {
        var files: [(name: String, bytes: Data)] = []
        for (i, value) in Self.validValues.enumerated() {
            files.append(("valid-\(i)-alone.json", Data(value.utf8)))
            files.append(("valid-\(i)-in-spec.json", Data("{\"sections\": [{\"sectionID\": 0, \"viewModel\": \(value)}]}".utf8)))
        }
        for (i, text) in Self.invalidTexts.enumerated() {
            files.append(("invalid-\(i).json", Data(text.utf8)))
            files.append(("invalid-\(i)-in-spec.json", Data("{\"sections\": [{\"sectionID\": 0, \"viewModel\": \(text)}]}".utf8)))
        }
        for bytes: [UInt8] in [[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xE9]] {
            files.append(("invalid-utf8-\(bytes.count)-\(bytes[0]).json", Data(Array("[\"a".utf8) + bytes + Array("\"]".utf8))))
        }
        files.append(("deep.json", Data((String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).utf8)))
        try expectAgreement(files, "conformance")
        // The verdicts themselves: a valid text inside a spec reads, an invalid one is a syntax error.
        // (Past a Double's range, past Int64, or a key twice: valid JSON, no valid viewModel.)
        let refusedAsValues = ["1E400", "9223372036854775808", "{\"a\":1,\"\\u0061\":2}", "{\"é\":1,\"e\\u0301\":2}"]
        for (i, value) in Self.validValues.enumerated() where !refusedAsValues.contains(value) {
            #expect(runtimeLines(files[2 * i + 1].bytes, path: "x.json") == nil, "\(value)")
        }
        for text in Self.invalidTexts {
            let expected = text == "\u{FEFF}" ? "[empty-file]" : "[syntax]"
            #expect(runtimeLines(Data(text.utf8), path: "x.json")?.contains(expected) == true, "\(text)")
        }
    }

    /// A public JSON conformance suite, not vendored (nst/JSONTestSuite's `test_parsing`, or any
    /// folder of `.json` files): `LISTSPEC_JSON_SUITE=/path/to/test_parsing swift test --filter
    /// SpecJSONAgreementTests`. Every file, each as itself and inside a spec's viewModel, gets the
    /// same verdict and the same findings from `Spec(json:)` as from lint.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["LISTSPEC_JSON_SUITE"] != nil,
                   "runs only with LISTSPEC_JSON_SUITE=/path/to/JSONTestSuite/test_parsing (the suite is not vendored)"))
    func publicConformanceSuiteVerdictsAreLints() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LISTSPEC_JSON_SUITE"] ?? "")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count > 100)
        var files: [(name: String, bytes: Data)] = []
        for (i, name) in names.enumerated() {
            let bytes = try Data(contentsOf: folder.appendingPathComponent(name))
            // Names of the suite hold characters a terminal escapes; numbered names keep lint's lines parseable.
            files.append(("suite-\(i).json", bytes))
            files.append(("suite-\(i)-in-spec.json", Data("{\"sections\": [{\"sectionID\": 0, \"viewModel\": ".utf8) + bytes + Data("}]}".utf8)))
        }
        let refused = try expectAgreement(files, "suite")
        print("suite: \(files.count) files, \(refused) refused by both")
    }

    /// Random specs broken one way each: a byte removed or changed, a token or key put in, a number respelled.
    @Test func mutatedSpecsAreRefusedAsLintRefusesThem() throws {
        var rng = SeededRandom(seed: 0x6A73_6F6E_6D75_74)
        let tokens = [",", "]", "}", "{", "[", "\"", ":", "1.0", "01", "NaN", "//", "'", "\u{1}", "\\", "\\uD800", "-", "tru",
                      "\"x-note\": 1, ", "\"bogus\": 1, ", "\"cellType\": \"X\", ", "\"sectionID\": 0, ", "\"cellID\": 1.0, ", " ", "\n"]
        var files: [(name: String, bytes: Data)] = []
        for i in 0..<300 {
            var bytes = Array(SpecWriter.jsonText(SpecGenerator.tables(&rng)).utf8)
            let at = Int.random(in: 0..<bytes.count, using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: bytes.remove(at: at)
            case 1: bytes.insert(contentsOf: Array(rng.pick(tokens).utf8), at: at)
            case 2: bytes[at] = rng.pick([0xFF, 0xC0, 0x01, 0x7F, 0x22, 0x2C])
            case 3: bytes.removeSubrange(at...)
            case 4:
                // After a `{`: a key the map may have already, or an unknown one.
                if let brace = bytes[at...].firstIndex(of: UInt8(ascii: "{")) {
                    bytes.insert(contentsOf: Array(rng.pick(tokens.filter { $0.hasSuffix(", ") }).utf8), at: brace + 1)
                }
            default:
                // A number respelled: an ID as a float, past Int64, with a leading zero.
                if let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) {
                    bytes.insert(contentsOf: Array(rng.pick([".0", "e0", "0000000000000000000", "x"]).utf8), at: digit + 1)
                }
            }
            files.append((String(format: "m%03d.json", i), Data(bytes)))
        }
        let refused = try expectAgreement(files, "mutated")
        // Both verdicts are well represented.
        #expect(refused > 150 && refused < 290, "\(refused) of 300 refused")
    }

    /// An app's diff of two specs read with `Spec(json:)`, encoded with sorted keys, is the command line's.
    @Test func randomPairsDiffAsTheCommandLineDoes() throws {
        var rng = SeededRandom(seed: 0x7370_6563_6A73_6F6E)
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for pair in 0..<120 {
            let oldTables = SpecGenerator.tables(&rng)
            let newTables = SpecMutator.mutate(oldTables, &rng)
            let old = Data(SpecWriter.jsonText(oldTables).utf8), new = Data(SpecWriter.jsonText(newTables).utf8)
            try old.write(to: folder.appendingPathComponent("old.json"))
            try new.write(to: folder.appendingPathComponent("new.json"))
            let cli = try CLI.run(["diff", "old.json", "new.json", "--format", "json"], directory: folder)
            #expect([0, 1].contains(cli.status), "pair \(pair): \(cli.stderr)")
            let runtime = try encoder.encode(SpecDiffer.diff(old: try Spec(json: old), new: try Spec(json: new)))
            // The same bytes once the command line's keys are sorted as JSONEncoder sorts them.
            let sorted = try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)), options: .sortedKeys)
            #expect(String(decoding: runtime, as: UTF8.self) == String(decoding: sorted, as: UTF8.self), "pair \(pair)")
        }
    }
}
