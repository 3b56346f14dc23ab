import Foundation
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime
import Testing

/// Every broken spec of the test suite through a real JSON Schema validator (python3's
/// jsonschema, draft 2020-12): the schema refuses it, or the spec is listed here, on purpose,
/// with the reason a schema cannot catch it. Documents go to the validator as a parser hands
/// them over: `.inf` and JSON's `1e400` as infinity, `.nan` as NaN.
@Suite struct SchemaHonestyTests {
    /// What lint refuses and JSON Schema cannot: the README says so beside the schema.
    static let uncatchable: [String: String] = [
        "float sectionID": "JSON Schema's integer is any number with a zero fraction: 1.0 passes as 1",
        "nan height": "NaN compares false with every bound, so minimum and maximum both pass it",
        "duplicate key": "a JSON or YAML parser keeps one of the two keys before the schema sees the map",
        "no-final-newline.yaml": "two sections share a sectionID: order and uniqueness across items are not a schema's",
        "crlf-line-ends.yaml": "cellIDs out of order: order across items is not a schema's",
        "section order": "order across items is not a schema's",
        "cell order": "order across items is not a schema's",
        "duplicate cellID": "uniqueness of one key across items is not a schema's",
        "unknown cellType": "a reference to a key declared elsewhere (cellTypes) is not a schema's",
        "two-documents.yaml": "the second document: a validator checks each document, listspec wants one",
        "merge-key-list.yaml": "<< merges are resolved by the YAML parser; a bad merge list is gone before validation",
        "second merge key": "<< merges are resolved by the YAML parser before validation",
        "collection-keys.yaml": "a list or map as a key does not survive the step to JSON",
        "collection tag": "a tag is the YAML parser's business; the value reaches the validator untagged",
    ]

    /// Files a parser refuses: the validator never sees a document (the editor's parser reports them).
    static let notDocuments: Set<String> = [
        "anchor-after-use.yaml", "billion-laughs.yaml", "blank.json", "comment.json", "empty.yaml", "invalid-utf8.yaml",
        "leading-zero.json", "nan.json", "nested-alias-bomb.yaml", "nul-byte.yaml", "overlong-utf8.json", "overlong-utf8.yaml",
        "raw-control.json", "single-quotes.json", "tab-indentation.yaml", "trailing-comma.json", "utf16-bom.json",
    ]

    /// One broken spec per rule the schema is about, beside the hostile files.
    static let shapes: [(String, String)] = [
        ("float sectionID", "sections: [{sectionID: 1.0}]\n"),
        ("inf height", "sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, height: .inf}]}]\n"),
        ("nan height", "sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, estimatedHeight: .nan}]}]\n"),
        ("json 1e400 height", "{\"sections\": [{\"sectionID\": 0, \"cells\": [{\"cellID\": 0, \"cellType\": \"A\", \"height\": 1e400}]}]}"),
        ("duplicate key", "sections: []\nsections: []\n"),
        ("section order", "sections: [{sectionID: 2}, {sectionID: 1}]\n"),
        ("cell order", "sections: [{sectionID: 0, cells: [{cellID: 2, cellType: A}, {cellID: 1, cellType: A}]}]\n"),
        ("duplicate cellID", "sections: [{sectionID: 0, cells: [{cellID: 1, cellType: A}, {cellID: 1, cellType: A}]}]\n"),
        ("unknown cellType", "cellTypes: {A: {}}\nsections: [{sectionID: 0, cells: [{cellID: 0, cellType: B}]}]\n"),
        ("id past int64", "sections: [{sectionID: 9223372036854775808}]\n"),
        ("negative height", "sections: [{sectionID: 0, footer: {height: -1}}]\n"),
        ("bool as string", "sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, deletable: yes}]}]\n"),
        ("missing sectionID", "sections: [{header: x}]\n"),
        ("unknown top key", "table: {}\n"),
        ("second merge key", "x-a: &a {sectionID: 0}\nsections: [{<<: *a, <<: *a}]\n"),
        ("collection tag", "sections: !!str [{sectionID: 0}]\n"),
    ]

    @Test func everyBrokenSpecIsRefusedByTheSchemaOrListedWithItsReason() throws {
        guard (try? SpecSchemaTests.python(["-c", "import jsonschema"]).status) == 0 else { return }
        let hostile = SpecSchemaTests.packageRoot.appendingPathComponent("Tests/Hostile")
        var inputs: [(name: String, bytes: [UInt8])] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: hostile.path).sorted() {
            inputs.append((name, Array(try Data(contentsOf: hostile.appendingPathComponent(name)))))
        }
        inputs += Self.shapes.map { ($0.0, Array($0.1.utf8)) }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listspec-honesty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try SpecSchema.text.write(to: folder.appendingPathComponent("schema.json"), atomically: true, encoding: .utf8)

        var unparsed: Set<String> = []
        var checked: [String] = []
        for (name, bytes) in inputs {
            let isJSON = name.hasSuffix(".json") || bytes.first == UInt8(ascii: "{")
            let loaded = SpecLoader().load(bytes: bytes, path: name, isJSON: isJSON)
            guard loaded.findings.contains(where: { $0.severity == .error }) else { continue }  // not broken
            let read = isJSON ? JSONReader.read(bytes: bytes, path: name, limits: .default)
                              : YAMLReader.read(bytes: bytes, path: name, limits: .default)
            guard read.isComplete || read.findings.allSatisfy({ $0.rule == .multipleDocuments }), let root = read.document.root else {
                unparsed.insert(name)
                continue
            }
            try Self.pythonJSON(root).write(to: folder.appendingPathComponent("\(checked.count).json"), atomically: true, encoding: .utf8)
            checked.append(name)
        }
        #expect(unparsed == Self.notDocuments)

        let script = """
        import json, sys, jsonschema
        validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
        for name in sys.argv[2:]:
            print("refused" if any(True for _ in validator.iter_errors(json.load(open(name)))) else "accepted")
        """
        let run = try SpecSchemaTests.python(["-c", script, folder.appendingPathComponent("schema.json").path]
            + checked.indices.map { folder.appendingPathComponent("\($0).json").path })
        #expect(run.status == 0, "\(run.output)")
        let verdicts = run.output.split(separator: "\n").map(String.init)
        try #require(verdicts.count == checked.count, "\(run.output)")
        for (name, verdict) in zip(checked, verdicts) {
            if let reason = Self.uncatchable[name] {
                #expect(verdict == "accepted", "\(name) is listed as uncatchable (\(reason)) but the schema refuses it: take it off the list")
            } else {
                #expect(verdict == "refused", "\(name): lint refuses it, the schema accepts it")
            }
        }
        #expect(Set(Self.uncatchable.keys).isSubset(of: Set(checked)), "a listed name is no longer a broken document")
    }

    /// JSON as Python's json module reads it: non-finite floats as Infinity and NaN, not as strings.
    static func pythonJSON(_ node: Document.Node) -> String {
        switch node.kind {
        case .null: return "null"
        case .bool: return node.bool == true ? "true" : "false"
        // Past Int64 (written in any base): the nearest integer past the bound stands for it.
        case .int: return node.int.map(String.init) ?? (node.string?.hasPrefix("-") == true ? "-9223372036854775809" : "9223372036854775808")
        case .float:
            let value = node.double ?? 0
            if value.isNaN { return "NaN" }
            if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
            return formatDouble(value)
        case .string: return quoted(node.string ?? "")
        case .sequence: return "[" + node.items.map(pythonJSON).joined(separator: ",") + "]"
        case .mapping: return "{" + node.pairs.map { quoted($0.key.keyText) + ":" + pythonJSON($0.value) }.joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.string(text)
        return writer.text
    }
}
