import Foundation
import ListSpecRuntime
import ListSpecTesting
import Testing
@testable import RecipeBrowser

/// The code the ListSpecGenerator plugin wrote for this target's specs, used as an app would,
/// and checked against the listspec command line on the same spec files.
@Suite struct GeneratedCodeTests {
    typealias Recipes = RecipesSpec.Tables.Recipes

    @Test func typedContentAsWrittenInTheSpec() throws {
        let sections = Recipes.sections()
        #expect(Recipes.sectionIDs == [0, 1, 2, 3])
        #expect(sections.map { $0.header?.title } == ["Appetizers", "Side Dishes", "Dinners", "Desserts"])
        let first = try #require(sections.first?.cells.first)
        guard case .recipeCell(let recipe) = first.cell else {
            Issue.record("not a recipe cell")
            return
        }
        #expect(recipe == RecipesSpec.RecipeSummary(title: "Tomato Bruschetta", subtitle: "20 min", servings: 4))
        #expect(first.cell.reuseIdentifier.rawValue == "RecipeCell")
        #expect(first.action == .showRecipe)
        #expect(first.height == .points(.int(64)))
        #expect(RecipeRows.titles(sections).first == "Tomato Bruschetta (serves 4)")
        let detail = RecipesSpec.Tables.RecipeDetail.sections()
        guard case .descriptionCell(let text) = detail[1].cells[0].cell else {
            Issue.record("not a description cell")
            return
        }
        #expect(text.hasPrefix("Dice the tomatoes"))
        // Declared types are Codable as the spec writes them.
        let json = try JSONEncoder().encode(recipe)
        #expect(try JSONDecoder().decode(RecipesSpec.RecipeSummary.self, from: json) == recipe)
    }

    /// Served content gets the same typed rows: the spec as a server sends it (JSON, read with
    /// `Spec(json:)`) reads back as the generated sections; a cell type this build does not know
    /// throws an error naming its place. A delete is one call on the content held, and it is that
    /// row's delete and nothing else.
    @Test func servedJSONReadsAsTheTypedSectionsAndADeleteIsOneCall() throws {
        let served = try JSONEncoder().encode(RecipesSpec.spec())
        #expect(try Recipes.sections(json: Array(served)) == Recipes.sections())
        let unknown = #"{"tables": {"recipes": {"sections": [{"sectionID": 4, "cells": [{"cellID": 9, "cellType": "AdCell"}]}]}}}"#
        #expect(throws: ServedContentError(table: "recipes", sectionID: 4, cellID: 9, reason: .unknownCellType("AdCell"))) {
            try Recipes.sections(json: Array(unknown.utf8))
        }
        var sections = Recipes.sections()
        let removed = sections.remove(ListItemID(sectionID: 2, cellID: 1))
        #expect(removed?.cellID == 1)
        #expect(try ListDiffer.batchUpdate(from: Recipes.sections(), to: sections) == BatchUpdate(deleteRows: [TableIndexPath(section: 2, row: 1)]))
        #expect(sections.remove(ListItemID(sectionID: 2, cellID: 1)) == nil)
    }

    // Compared with the listspec command line, which runs where a test can start a process (not on
    // an iOS simulator, where the rest of these tests run too: .ci/apple-platforms).
    #if os(macOS) || os(Linux)
    @Test func theRuntimeDiffOfTwoGeneratedVersionsIsWhatListspecDiffPrints() throws {
        let diff = SpecDiffer.diff(old: RecipesSpec.spec(), new: RecipesUpdateSpec.spec())
        let runtime = try tables(of: JSONEncoder().encode(diff))
        let commandLine = try tables(of: Data(Listspec.run(["diff", Specs.path("recipes"), Specs.path("recipes-update"), "--format", "json"]).utf8))
        #expect(runtime == commandLine)
        #expect(runtime["recipes"]?["change"] as? String == "modified")
    }
    #endif

    @Test @MainActor func anAppEditOfTheTypedContentAppliesCleanly() throws {
        var shown = Recipes.sections()
        var next = shown
        next[0].cells.remove(at: 1)
        next[2].cells[0].cell = .recipeCell(RecipesSpec.RecipeSummary(title: "Chicken Piccata", subtitle: "45 min", servings: 4))
        next.remove(at: 3)
        let update = try ListDiffer.batchUpdate(from: shown, to: next)
        // The same update as the runtime's spec differ on the converted tables.
        #expect(SpecDiffer.diff(old: Recipes.table(shown), new: Recipes.table(next)).update == update)
        let counts = next.map(\.cells.count)
        let view = SimulatedTableView(rowCounts: shown.map(\.cells.count)) { counts }
        try RecipeRows.show(next, replacing: &shown, in: view)
        #expect(view.failures.isEmpty)
        #expect(view.rowCounts == counts)
        #expect(shown == next)
    }

    #if os(macOS) || os(Linux)
    @Test func generatedContentEncodesToASpecThatRendersLikeTheSource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let encoded = folder.appendingPathComponent("recipes.json")
        try JSONEncoder().encode(RecipesSpec.spec()).write(to: encoded)
        let fromGenerated = try tables(of: Data(Listspec.run(["render", encoded.path, "--format", "json"]).utf8))
        let fromSource = try tables(of: Data(Listspec.run(["render", Specs.path("recipes"), "--format", "json"]).utf8))
        #expect(fromGenerated == fromSource)
        #expect(fromSource.count == 2)
    }

    /// A JSON output's tables by name (a spec decoded or encoded through Codable has no key order).
    private func tables(of json: Data) throws -> [String: NSDictionary] {
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let tables = try #require(object["tables"] as? [[String: Any]])
        return Dictionary(tables.map { ($0["table"] as? String ?? "", NSDictionary(dictionary: $0)) }, uniquingKeysWith: { a, _ in a })
    }
    #endif
}

#if os(macOS) || os(Linux)
enum Specs {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RecipeBrowser/\(name).listspec.yaml").path
    }
}

/// The listspec tool SwiftPM built for the plugin, beside this test bundle.
enum Listspec {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static var binary: URL {
        get throws {
            var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            while folder.path != "/" {
                for name in ["listspec-tool", "listspec"] {
                    let candidate = folder.appendingPathComponent(name)
                    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                }
                folder.deleteLastPathComponent()
            }
            throw Failure(description: "no listspec binary beside \(CommandLine.arguments[0]); build the package first")
        }
    }

    /// Runs listspec and returns its standard output; exit codes 0 and 1 (changes) are answers.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus <= 1 else { throw Failure(description: "listspec \(arguments) exited \(process.terminationStatus)") }
        return String(decoding: data, as: UTF8.self)
    }
}
#endif
