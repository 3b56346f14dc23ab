import Foundation
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime
import Testing

/// The schema of `listspec schema`: valid JSON that names every key of the format, and —
/// with python3 and jsonschema at hand — a real 2020-12 validator accepts every file in
/// Specs/ and refuses what lint refuses for its shape.
@Suite struct SpecSchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(SpecSchema.text.utf8)) as? [String: Any])
    }

    @Test func describesEveryKeyOfTheFormat() throws {
        let root = try schema()
        #expect(root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let definitions = try #require(root["$defs"] as? [String: Any])
        func keys(_ name: String) -> Set<String> {
            Set(((definitions[name] as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(Set((root["properties"] as? [String: Any])?.keys.map { $0 } ?? []) == Set(SpecKeys.root + SpecKeys.shorthandRoot))
        #expect(keys("table") == Set(SpecKeys.table))
        #expect(keys("section") == Set(SpecKeys.section))
        #expect(keys("cell") == Set(SpecKeys.cell))
        let headerFooter = try #require((definitions["headerFooter"] as? [String: Any])?["oneOf"] as? [[String: Any]])
        #expect(Set((headerFooter.last?["properties"] as? [String: Any])?.keys.map { $0 } ?? []) == Set(SpecKeys.headerFooter))
        let cellType = try #require((definitions["cellTypes"] as? [String: Any])?["additionalProperties"] as? [String: Any])
        #expect(Set((cellType["properties"] as? [String: Any])?.keys.map { $0 } ?? []) == Set(SpecKeys.cellType))
        #expect((definitions["id"] as? [String: Any])?["type"] as? String == "integer")
        #expect(SpecSchema.text.contains("\"^x-\""))
        #expect(SpecSchema.text.contains("\"automatic\""))
    }

    /// Specs/ and a few shapes as JSON (YAML read by listspec's own reader, so scalars resolve as lint reads them).
    private func documents() throws -> [(name: String, json: String, valid: Bool)] {
        let folder = Self.packageRoot.appendingPathComponent("Specs")
        var result: [(String, String, Bool)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where SpecFileFinder.isSpecFileName(name) {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            result.append((name, try asJSON(bytes, isJSON: name.hasSuffix(".json"), name: name), true))
        }
        let shapes: [(String, String, Bool)] = [
            ("shorthand", "listspec: 1\nstyle: grouped\ncellTypes: {A: {height: automatic}, B: null}\nsections:\n  - {sectionID: -3, header: Title, footer: {title: t, view: V, height: 0.01}, x-note: 1}\n", true),
            ("nulls", "tables:\n  t:\n    style: null\n    sections:\n      - {sectionID: 0, cells: [{cellID: 0, cellType: A, height: null, deletable: null, viewModel: [1, {a: b}]}]}\n", true),
            ("both", "tables: {}\nsections: []\n", false),
            ("style beside tables", "tables: {}\nstyle: plain\n", false),
            ("unknown key", "sections: [{sectionID: 0, cels: []}]\n", false),
            ("string id", "sections: [{sectionID: '0'}]\n", false),
            ("missing cellType", "sections: [{sectionID: 0, cells: [{cellID: 0}]}]\n", false),
            ("negative height", "sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, height: -1}]}]\n", false),
            ("height word", "sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, height: auto}]}]\n", false),
            ("version 2", "listspec: 2\nsections: []\n", false),
            ("bad style", "sections: []\nstyle: fancy\n", false),
        ]
        for (name, yaml, valid) in shapes { result.append((name, try asJSON(Array(yaml.utf8), isJSON: false, name: name), valid)) }
        return result
    }

    private func asJSON(_ bytes: [UInt8], isJSON: Bool, name: String) throws -> String {
        let read = isJSON ? JSONReader.read(bytes: bytes, path: "x", limits: .default) : YAMLReader.read(bytes: bytes, path: "x", limits: .default)
        let findings = read.findings
        let root = try #require(read.document.root, "\(name): \(findings)")
        var writer = JSONWriter()
        writer.value(Value(node: root))
        return writer.text
    }

    private static var hasJSONSchema: Bool {
        (try? python(["-c", "import jsonschema"]).status) == 0
    }

    @Test func aRealValidatorAcceptsSpecsAndRefusesBadShapes() throws {
        let documents = try documents()
        #expect(documents.filter(\.valid).count >= 7)
        guard Self.hasJSONSchema else {
            // No validator here: at least every example is JSON an editor could check.
            for document in documents { #expect((try? JSONSerialization.jsonObject(with: Data(document.json.utf8))) != nil) }
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listspec-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try SpecSchema.text.write(to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)
        var names: [String] = []
        for (i, document) in documents.enumerated() {
            try document.json.write(to: folder.appendingPathComponent("\(i).json"), atomically: true, encoding: .utf8)
            names.append("\(i).json")
        }
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        for name in sys.argv[2:]:
            errors = list(validator.iter_errors(json.load(open(name))))
            print(name, "valid" if not errors else "invalid: " + errors[0].message.replace("\\n", " "))
        """
        let run = try Self.python(["-c", script, folder.appendingPathComponent("schema.json").path]
            + names.map { folder.appendingPathComponent($0).path })
        #expect(run.status == 0, "\(run.output)")
        let verdicts = run.output.split(separator: "\n").map(String.init)
        #expect(verdicts.count == documents.count)
        for (document, verdict) in zip(documents, verdicts) {
            #expect(verdict.hasSuffix(" valid") == document.valid, "\(document.name): \(verdict)")
        }
    }

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
