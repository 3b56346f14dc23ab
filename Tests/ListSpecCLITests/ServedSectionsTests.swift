import Foundation
import ListSpecRuntime
import ListSpecTestSupport
import Testing

/// Generated code reads a served table as its typed sections (contract section 7), checked by a
/// real app build: Swift generated from random typed specs, compiled with a driver that reads
/// what `listspec render --format json` writes for each spec (the resolved table a server would
/// serve), and the spec's own JSON through `sections(json:)`, and compares the typed sections
/// with those the spec generates; then served content that does not fit, each error at its place.
@Suite(.serialized) struct ServedSectionsTests {
    /// The driver's reading of `render --format json` (contract section 3) into the runtime's `Table`.
    static let renderedReader = """
    import Foundation
    import ListSpecRuntime

    func height(_ value: Value?) -> Height? {
        guard let value, !value.isNull else { return nil }
        if value.stringValue == "automatic" { return .automatic }
        if let int = value.int64Value { return .points(.int(int)) }
        return value.doubleValue.map { .points(.double($0)) }
    }

    func headerFooter(_ value: Value?) -> HeaderFooter? {
        guard let value, !value.isNull else { return nil }
        return HeaderFooter(title: value["title"]?.stringValue, view: value["view"]?.stringValue, height: height(value["height"]))
    }

    func viewModel(_ value: Value?) -> Value? {
        guard let value, !value.isNull else { return nil }
        return value
    }

    /// The tables of a `render --format json` output, by name.
    func renderedTables(_ path: String) throws -> [String: Table] {
        let root = try JSONDecoder().decode(Value.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        var tables: [String: Table] = [:]
        for table in root["tables"]?.arrayValue ?? [] {
            let sections = (table["sections"]?.arrayValue ?? []).map { section in
                Section(sectionID: section["sectionID"]?.int64Value ?? -1, header: headerFooter(section["header"]),
                        footer: headerFooter(section["footer"]), indexTitle: section["indexTitle"]?.stringValue,
                        viewModel: viewModel(section["viewModel"]),
                        cells: (section["cells"]?.arrayValue ?? []).map { cell in
                            Cell(cellID: cell["cellID"]?.int64Value ?? -1, cellType: cell["cellType"]?.stringValue ?? "",
                                 viewModel: viewModel(cell["viewModel"]), height: height(cell["height"]),
                                 estimatedHeight: height(cell["estimatedHeight"]), action: cell["action"]?.stringValue,
                                 deletable: cell["deletable"]?.boolValue ?? false)
                        })
            }
            let name = table["table"]?.stringValue ?? ""
            tables[name] = Table(name: name, sections: sections)
        }
        return tables
    }

    func check<S: Equatable>(_ name: String, _ served: () throws -> [S], equals generated: [S]) {
        do {
            let sections = try served()
            print(sections == generated ? "equal \\(name)" : "differs \\(name): \\(sections) versus \\(generated)")
        } catch {
            print("threw \\(name): \\(error)")
        }
    }

    """

    @Test func randomTypedSpecsServedReadBackAsTheGeneratedSections() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SeededRandom(seed: 61)
        var checks = ""
        var expected: [String] = []
        for index in 0..<12 {
            let pair = BreakingPropertyTests.spec(&rng)
            let name = "served\(index)"
            try BreakingPropertyTests.text(pair).write(to: folder.appendingPathComponent("\(name).json"), atomically: true, encoding: .utf8)
            let rendered = try CLI.run(["render", "--format", "json", "\(name).json"], directory: folder)
            try #require(rendered.status == 0, "\(rendered.stderr)")
            try Data(rendered.stdout.utf8).write(to: folder.appendingPathComponent("\(name).rendered.json"))
            checks += "do {\n    let rendered = try renderedTables(\"\(name).rendered.json\")\n"
            checks += "    let json = Array(try Data(contentsOf: URL(fileURLWithPath: \"\(name).json\")))\n"
            for (table, _) in pair.tables {
                let generated = "Served\(index)Spec.Tables.\(table.prefix(1).uppercased() + table.dropFirst())"
                checks += "    check(\"\(name)/\(table) rendered\", { try \(generated).sections(rendered[\"\(table)\"] ?? Table(name: \"\")) }, equals: \(generated).sections())\n"
                checks += "    check(\"\(name)/\(table) json\", { try \(generated).sections(json: json) }, equals: \(generated).sections())\n"
                expected += ["equal \(name)/\(table) rendered", "equal \(name)/\(table) json"]
            }
            checks += "}\n"
        }
        let generated = try CLI.run(["generate"] + (0..<12).map { "served\($0).json" } + ["--output", "Generated"], directory: folder)
        try #require(generated.status == 0, "\(generated.stderr)")
        let run = try buildAndRun(in: folder, main: Self.renderedReader + checks)
        #expect(run.split(separator: "\n").map(String.init) == expected, "\(run)")
    }

    /// Served content that does not fit: an unknown cell type, an unknown action, a viewModel of
    /// the wrong type at its top, inside a struct and inside a list, and a missing table; each
    /// thrown with the table, sectionID, cellID and viewModel path.
    @Test func contentThatDoesNotFitThrowsTheErrorAtItsPlace() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
        {"types": {"Recipe": {"title": "String", "tags": "[String]"}, "Level": ["easy", "hard"]},
         "tables": {"feed": {"cellTypes": {"RecipeCell": {"viewModel": "Recipe"}, "LevelCell": {"viewModel": "Level"}, "Spacer": {"viewModel": "Void"}},
           "sections": [{"sectionID": 3, "cells": [
             {"cellID": 0, "cellType": "RecipeCell", "viewModel": {"title": "Soup", "tags": ["hot"]}, "action": "open"},
             {"cellID": 1, "cellType": "LevelCell", "viewModel": "easy"},
             {"cellID": 2, "cellType": "Spacer"}]}]}}}
        """
        try spec.write(to: folder.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        let generated = try CLI.run(["generate", "feed.json", "--output", "Generated/feed.swift"], directory: folder)
        try #require(generated.status == 0, "\(generated.stderr)")
        // Served specs declare no types: any viewModel is valid to `Spec(json:)`, and only the app's types refuse it.
        let served: [(String, String)] = [
            ("unknown cell type", #"{"cellID": 7, "cellType": "AdCell"}"#),
            ("unknown action", #"{"cellID": 7, "cellType": "LevelCell", "viewModel": "hard", "action": "fly"}"#),
            ("enum", #"{"cellID": 7, "cellType": "LevelCell", "viewModel": "extreme"}"#),
            ("field", #"{"cellID": 7, "cellType": "RecipeCell", "viewModel": {"title": 12, "tags": []}}"#),
            ("list item", #"{"cellID": 7, "cellType": "RecipeCell", "viewModel": {"title": "Soup", "tags": ["a", false]}}"#),
            ("missing field", #"{"cellID": 7, "cellType": "RecipeCell", "viewModel": {"tags": []}}"#),
            ("void", #"{"cellID": 7, "cellType": "Spacer", "viewModel": 1}"#),
        ]
        var main = "import Foundation\nimport ListSpecRuntime\n\n"
        for (index, (_, cell)) in served.enumerated() {
            let json = #"{"tables": {"feed": {"sections": [{"sectionID": 5, "cells": [\#(cell)]}]}}}"#
            try json.write(to: folder.appendingPathComponent("served\(index).json"), atomically: true, encoding: .utf8)
            main += "do { _ = try FeedSpec.Tables.Feed.sections(json: Array(try Data(contentsOf: URL(fileURLWithPath: \"served\(index).json\")))); print(\"read\") }"
            main += " catch let error as ServedContentError { print(\"\\(error.viewModelPath ?? \"-\") | \\(error)\") }\n"
        }
        try #"{"tables": {"other": {"sections": []}}}"#.write(to: folder.appendingPathComponent("other.json"), atomically: true, encoding: .utf8)
        main += "do { _ = try FeedSpec.Tables.Feed.sections(json: Array(try Data(contentsOf: URL(fileURLWithPath: \"other.json\")))); print(\"read\") }"
        main += " catch let error as ServedContentError { print(\"\\(error.viewModelPath ?? \"-\") | \\(error)\") }\n"
        main += "print(try FeedSpec.Tables.Feed.sections(json: Array(try Data(contentsOf: URL(fileURLWithPath: \"feed.json\")))) == FeedSpec.Tables.Feed.sections())\n"
        let lines = try buildAndRun(in: folder, main: main).split(separator: "\n").map(String.init)
        #expect(lines == [
            #"- | table "feed", sectionID 5, cellID 7: unknown cell type "AdCell" (this build draws only the cell types of its spec)"#,
            #"- | table "feed", sectionID 5, cellID 7: unknown action "fly" (this build knows only the actions of its spec)"#,
            #"viewModel | table "feed", sectionID 5, cellID 7: viewModel: Cannot initialize Level from invalid String value extreme"#,
            #"viewModel.title | table "feed", sectionID 5, cellID 7: viewModel.title: expected String, found the integer 12"#,
            #"viewModel.tags[1] | table "feed", sectionID 5, cellID 7: viewModel.tags[1]: expected String, found a boolean"#,
            #"viewModel.title | table "feed", sectionID 5, cellID 7: viewModel.title: expected String, found no key 'title'"#,
            #"viewModel | table "feed", sectionID 5, cellID 7: viewModel: expected no viewModel (Void), found a value"#,
            #"- | table "feed": the served spec has no such table"#,
            "true",
        ], "\(lines)")
    }

    /// Compiles `main` with the Swift generated into `folder`/Generated and the runtime's objects, runs it in `folder`; its output.
    private func buildAndRun(in folder: URL, main: String) throws -> String {
        try main.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let generated = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Generated").path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { "Generated/" + $0 }
        let build = CLI.binary.deletingLastPathComponent()
        // The runtime's objects as the build lists them (a folder can hold stale ones of files since renamed).
        let map = try JSONSerialization.jsonObject(with: Data(contentsOf: build.appendingPathComponent("ListSpecRuntime.build/output-file-map.json")))
        let objects = ((map as? [String: [String: String]]) ?? [:]).compactMap { $0.key.hasSuffix(".swift") ? $0.value["object"] : nil }.sorted()
        let compiled = try CLI.run(["/usr/bin/env", "swiftc", "-swift-version", "6", "-warnings-as-errors", "-I", build.appendingPathComponent("Modules").path,
                                    "main.swift"] + generated + objects + ["-o", "served-build"], directory: folder, viaShell: true)
        try #require(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
        let run = try CLI.run([folder.appendingPathComponent("served-build").path], directory: folder, viaShell: true)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }
}
