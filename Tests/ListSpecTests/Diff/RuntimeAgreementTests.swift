import Foundation
import Testing
import ListSpecTestSupport
import ListSpec
import ListSpecRuntime

/// What an app does (decode JSON specs with JSONDecoder, `SpecDiffer.diff`, encode
/// with JSONEncoder) gives exactly the batch updates `listspec diff --format json` prints.
@Suite struct RuntimeAgreementTests {
    /// The tables of section 4's JSON by name (a decoded spec holds its tables in name order).
    func tablesByName(_ json: Data) throws -> [String: NSDictionary] {
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let tables = try #require(object["tables"] as? [[String: Any]])
        return Dictionary(tables.map { ($0["table"] as? String ?? "", NSDictionary(dictionary: $0)) }, uniquingKeysWith: { a, _ in a })
    }

    /// The warnings of section 4's JSON by table (absent: none).
    func warningsByTable(_ json: Data) throws -> [String: NSDictionary] {
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        guard let warnings = object["warnings"] else { return [:] }
        let list = try #require(warnings as? [[String: Any]])
        #expect(!list.isEmpty, "an empty warnings array is left out")
        return Dictionary(list.map { ($0["table"] as? String ?? "", NSDictionary(dictionary: $0)) }, uniquingKeysWith: { a, _ in a })
    }

    /// The command line's diff of two loaded specs and the runtime's diff of the same specs as JSON.
    func expectAgreement(_ old: Spec, _ new: Spec, _ context: String) throws {
        let commandLine = Data(DiffJSONRenderer.render(SpecDiffer.diff(old: old, new: new)))
        let decodedOld = try JSONDecoder().decode(Spec.self, from: try JSONEncoder().encode(old))
        let decodedNew = try JSONDecoder().decode(Spec.self, from: try JSONEncoder().encode(new))
        let runtime = try JSONEncoder().encode(SpecDiffer.diff(old: decodedOld, new: decodedNew))
        #expect(try tablesByName(runtime) == tablesByName(commandLine), "\(context)")
        #expect(try warningsByTable(runtime) == warningsByTable(commandLine), "\(context)")
    }

    /// Specs whose new version renumbers rows: the same warnings both ways.
    @Test func renumberedRowsWarnAlike() throws {
        func spec(_ contents: [[String]]) throws -> Spec {
            var text = "tables:\n"
            for (t, rows) in contents.enumerated() {
                text += "  t\(t):\n    sections:\n      - sectionID: 0\n        cells:\n"
                for (r, row) in rows.enumerated() { text += "          - {cellID: \(r + 1), cellType: Row, viewModel: \(row)}\n" }
            }
            return try #require(SpecLoader().load(bytes: Array(text.utf8), path: "spec.yaml", isJSON: false).spec)
        }
        let old = try spec([["A", "B", "C", "D"], ["A", "B", "C"], ["A", "B", "C", "D", "E"]])
        let new = try spec([["A", "New", "B", "C", "D"], ["A", "B", "C"], ["A", "B", "E"]])
        // t2: C and D deleted by moving E onto C's ID (contract section 4: one such row is enough).
        #expect(SpecDiffer.diff(old: old, new: new).warnings.map(\.table) == ["t0", "t2"])
        try expectAgreement(old, new, "renumbered")
        try expectAgreement(new, old, "renumbered, back")
    }

    @Test func specPairsOfTheRepository() throws {
        let specs = CLIFixtures.specs
        for (oldName, newName) in [("custom-updates-old.yaml", "custom-updates-new.yaml"), ("menu.yaml", "recipes.yaml"),
                                   ("base-listing.yaml", "sorted-items.yaml"), ("table-view-protocols.json", "menu.yaml")] {
            let old = try #require(SpecLoader().load(.file(specs.appendingPathComponent(oldName).path)).spec)
            let new = try #require(SpecLoader().load(.file(specs.appendingPathComponent(newName).path)).spec)
            try expectAgreement(old, new, "\(oldName) -> \(newName)")
            try expectAgreement(new, old, "\(newName) -> \(oldName)")
        }
    }

    @Test func randomSpecPairs() throws {
        var rng = SeededRandom(seed: 0x7275_6E74_696D_65)
        for pair in 0..<400 {
            let oldTables = SpecGenerator.tables(&rng)
            let newTables = SpecMutator.mutate(oldTables, &rng)
            // The JSON text an app would download, decoded as an app would.
            let oldJSON = Data(SpecWriter.text(oldTables, json: true, shorthand: false).utf8)
            let newJSON = Data(SpecWriter.text(newTables, json: true, shorthand: false).utf8)
            let loader = SpecLoader()
            let old = try #require(loader.load(bytes: Array(oldJSON), path: "old.json", isJSON: true).spec)
            let new = try #require(loader.load(bytes: Array(newJSON), path: "new.json", isJSON: true).spec)
            let commandLine = Data(DiffJSONRenderer.render(SpecDiffer.diff(old: old, new: new)))
            let decoded = try SpecDiffer.diff(old: JSONDecoder().decode(Spec.self, from: oldJSON), new: JSONDecoder().decode(Spec.self, from: newJSON))
            #expect(try tablesByName(JSONEncoder().encode(decoded)) == tablesByName(commandLine), "pair \(pair)")
            #expect(try warningsByTable(JSONEncoder().encode(decoded)) == warningsByTable(commandLine), "pair \(pair)")
        }
    }
}

enum CLIFixtures {
    static var specs: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Specs")
    }
}
