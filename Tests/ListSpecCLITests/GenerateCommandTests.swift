import Foundation
import Testing

/// `listspec generate`: the code compiles in the Swift 6 language mode with warnings
/// as errors (checked by a real `swiftc` against the built ListSpecRuntime module),
/// whatever names the spec uses, and is written only when it changes.
@Suite struct GenerateCommandTests {
    /// Spec names that are hard on purpose: keywords, runtime and standard names, case-only
    /// differences, non-ASCII, digits first, spaces and dashes.
    static let hostileNames = """
    tables:
      Tables:
        cellTypes:
          Int: {height: 44}
          Any: {}
          default: {estimatedHeight: automatic}
          self: {}
          Type: {}
          init: {}
          Cell: {}
          Row: {}
          rawValue: {}
          reuseIdentifier: {}
          2-up: {}
          名前: {}
          a b: {}
          MenuCell: {}
          menuCell: {}
        sections:
          - sectionID: -9223372036854775808
            header: {title: "quote \\" backslash \\\\ \\u202E bidi", view: V, height: 0.5}
            indexTitle: "\\n"
            viewModel: {default: [1, 2.5, null, true, 1e300], self: {Type: "x"}}
            cells:
              - {cellID: -1, cellType: Int, viewModel: 1, action: default}
              - {cellID: 0, cellType: Any, viewModel: [], action: self}
              - {cellID: 1, cellType: default, viewModel: {}, action: rawValue, deletable: true}
              - {cellID: 2, cellType: self, action: "Show Detail"}
              - {cellID: 3, cellType: Type, action: show-detail}
              - {cellID: 4, cellType: init, viewModel: null, height: automatic}
              - {cellID: 5, cellType: Cell}
              - {cellID: 6, cellType: Row}
              - {cellID: 7, cellType: rawValue}
              - {cellID: 8, cellType: reuseIdentifier}
              - {cellID: 9, cellType: 2-up}
              - {cellID: 10, cellType: 名前, viewModel: "名前"}
              - {cellID: 11, cellType: a b}
              - {cellID: 12, cellType: MenuCell}
              - {cellID: 9223372036854775807, cellType: menuCell, height: 1.5}
      Swift: {style: grouped}
      ListSpecRuntime: {sections: []}
      "": {sections: [{sectionID: 1}]}
      名前: {sections: [{sectionID: 0, cells: [{cellID: 0, cellType: X}]}]}
      normalization: {sections: [{sectionID: 0, cells: [{cellID: 0, cellType: "\\u00E9"}, {cellID: 1, cellType: "e\\u0301"}]}]}
      Cell: {style: insetGrouped, sections: [{sectionID: 0, footer: F}]}
    """

    /// The language modes and default isolations generated code must compile under: Swift 6 with
    /// none and with main-actor (Xcode 26's default for new apps; `-default-isolation` exists from
    /// Swift 6.2, as the toolchain running these tests shows), and Swift 5 (an app target not yet
    /// in the Swift 6 mode).
    static let compileModes: [(swiftVersion: String, isolation: String?)] = {
        #if compiler(>=6.2)
        return [("6", nil), ("6", "MainActor"), ("5", nil)]
        #else
        return [("6", nil), ("5", nil)]
        #endif
    }()

    /// Compiles generated files with the toolchain's swiftc against the built runtime module, in
    /// each mode, emitting a module: every stage of compilation runs, so that a warning of any
    /// stage fails ("will never be executed" comes after type checking). The first failure, or
    /// the last success.
    func typecheck(_ files: [URL]) throws -> CLIResult {
        let modules = CLI.binary.deletingLastPathComponent().appendingPathComponent("Modules")
        let output = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        var result: CLIResult?
        for (swiftVersion, isolation) in Self.compileModes {
            let mode = isolation.map { ["-default-isolation", $0] } ?? []
            let run = try CLI.run(["/usr/bin/env", "swiftc", "-emit-module", "-module-name", "Generated", "-parse-as-library",
                                   "-emit-module-path", output.appendingPathComponent("Generated.swiftmodule").path,
                                   "-swift-version", swiftVersion, "-warnings-as-errors"] + mode
                                  + ["-I", modules.path] + files.map(\.path), viaShell: true)
            if run.status != 0 { return run }
            result = run
        }
        return try #require(result)
    }

    @Test func everySpecOfTheRepositoryAndHostileNamesCompileWithoutWarnings() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostile = folder.appendingPathComponent("hostile.listspec.yaml")
        try Data(Self.hostileNames.utf8).write(to: hostile)
        #expect(try CLI.run(["lint", hostile.path]).status == 0)
        // A file name whose namespace would start with a digit.
        let digitFirst = folder.appendingPathComponent("1.listspec.yaml")
        try Data("sections: []\n".utf8).write(to: digitFirst)
        let specs = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot.appendingPathComponent("Specs").path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
            .map { CLI.packageRoot.appendingPathComponent("Specs").appendingPathComponent($0).path }
        let output = folder.appendingPathComponent("Generated")
        let result = try CLI.run(["generate"] + specs + [hostile.path, digitFirst.path, "--output", output.path, "--access", "public"])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
        #expect(files.count == specs.count + 2)
        let compiled = try typecheck(files)
        #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
        let code = try String(contentsOf: output.appendingPathComponent("hostile.listspec.swift"), encoding: .utf8)
        #expect(!code.contains("Any?") && !code.contains(": Any") && !code.contains("[Any]"))
        // Reuse identifiers spelled in two Unicode normalizations are two cell types, as UIKit tells them apart.
        // (String.contains would match either spelling: the bytes are compared.)
        let bytes = Array(code.utf8)
        func containsBytes(_ text: String) -> Bool {
            let needle = Array(text.utf8)
            return bytes.indices.contains { bytes[$0...].starts(with: needle) }
        }
        #expect(containsBytes("case \u{E9} = \"\u{E9}\"") && containsBytes("case e = \"e\u{301}\""))
    }

    /// Declared types whose names are hard on purpose: Swift keywords and standard or runtime
    /// names as types, fields and cases; fields that differ only in case; non-ASCII, spaces,
    /// dashes and leading digits; the protocols' own names (`RawValue`, `AllCases`); characters
    /// swiftc refuses though the reference allows them; recursion through lists and maps, an
    /// alias met again through a struct (not recursion) and an alias of an optional alias.
    @Test func typedSpecWithHardNamesCompilesWithoutWarnings() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = CLI.packageRoot.appendingPathComponent("Tests/ListSpecCLITests/Fixtures/hostile-typed.listspec.yaml").path
        #expect(try CLI.run(["lint", spec]).status == 0)
        for access in ["public", "internal"] {
            let output = folder.appendingPathComponent("hostile-typed-\(access).swift")
            let result = try CLI.run(["generate", spec, "--output", output.path, "--access", access])
            #expect(result.status == 0, "\(result.stderr)")
            let compiled = try typecheck([output])
            #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
            let code = try String(contentsOf: output, encoding: .utf8)
            #expect(code.contains("case default_ = \"default\""))
            #expect(code.contains("case first_name = \"first name\""))
            #expect(code.contains("struct Type_:"))
            #expect(code.contains("struct _2x:") && code.contains("enum _2x {") && code.contains("struct _2nd_2:"))
            #expect(code.contains("struct _2upViewModel:"))
            #expect(code.contains("case RawValue_2 = \"RawValue\"") && code.contains("case AllCases_2 = \"AllCases\""))
            #expect(code.contains("var a__: [HostileTypedSpec.Result]"))
            #expect(code.contains("typealias Many = [HostileTypedSpec._2x]"))
            #expect(code.contains("var n: Swift.Int?"))
        }
    }

    /// A one-item list whose item names no built-in or declared type is an enum (contract
    /// section 5): `kind: [init]` lints clean, generates an enum with the case `init` that
    /// compiles, and a value that is not its case is refused; `[Strng]` suggests `[String]`.
    @Test func aOneItemEnumLintsGeneratesAndCompiles() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
        types:
          Step: {kind: [init], tags: [String], typo: [Strng]}
        cellTypes:
          StepCell: {viewModel: Step}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: StepCell, viewModel: {kind: init, tags: [a], typo: Strng}}

        """
        let file = folder.appendingPathComponent("steps.listspec.yaml")
        try Data(spec.utf8).write(to: file)
        let lint = try CLI.run(["lint", file.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(!lint.stdout.contains("unknown type"))
        let output = folder.appendingPathComponent("steps.swift")
        let generated = try CLI.run(["generate", file.path, "--output", output.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        let code = try String(contentsOf: output, encoding: .utf8)
        #expect(code.contains("case init_ = \"init\""), "\(code)")
        let compiled = try typecheck([output])
        #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
        let wrong = spec.replacingOccurrences(of: "typo: Strng}", with: "typo: [x]}")
        let refused = try CLI.run(["lint", "-"], stdin: Data(wrong.utf8))
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("viewModel.typo must be one of Strng, not a list; if a list was meant, write its type [String] [view-model-type]"),
                "\(refused.stdout)")
    }

    /// The SwiftUI part (contract section 17) comes last, under `#if canImport(SwiftUI)`, so that
    /// what comes before it is the code generated before it existed: per table a `ListView` that
    /// takes one closure per cell type, labelled with its case (typed, `Void` with no parameter,
    /// untyped as the runtime's value), none defaulted, and draws each case with it; a table with
    /// no cell type draws nothing. Linux has no SwiftUI: the file compiles without that part there
    /// (Typecheck/run compiles it against the SwiftUI stub on every platform, and checks that
    /// leaving a cell type's closure out is an error that names it).
    @Test func theSwiftUIPartComesLastWithOneClosurePerCellType() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = """
        types:
          Recipe: {title: String}
        tables:
          menu:
            cellTypes:
              RecipeCell: {viewModel: Recipe}
              SpacerCell: {viewModel: Void}
              LegacyCell: {}
            sections:
              - sectionID: 0
                cells:
                  - {cellID: 0, cellType: RecipeCell, viewModel: {title: Soup}, action: Open}
                  - {cellID: 1, cellType: SpacerCell, deletable: true}
                  - {cellID: 2, cellType: LegacyCell, viewModel: [1]}
          empty: {}

        """
        let file = folder.appendingPathComponent("kitchen.listspec.yaml")
        try Data(spec.utf8).write(to: file)
        let output = folder.appendingPathComponent("kitchen.swift")
        let generated = try CLI.run(["generate", file.path, "--output", output.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        let code = try String(contentsOf: output, encoding: .utf8)
        let parts = code.components(separatedBy: "\n#if canImport(SwiftUI)\nimport SwiftUI\n")
        try #require(parts.count == 2, "\(code)")
        #expect(!parts[0].contains("import SwiftUI") && !parts[0].contains("ListView"))
        #expect(parts[1].hasSuffix("\n}\n#endif\n"))
        let swiftUI = parts[1]
        #expect(swiftUI.components(separatedBy: "struct ListView").count == 3)
        for line in [
            "extension KitchenSpec.Tables.Menu {",
            "internal struct ListView<RecipeCellView: SwiftUI.View, SpacerCellView: SwiftUI.View, LegacyCellView: SwiftUI.View>: SwiftUI.View {",
            "internal init(_ sections: [Section] = KitchenSpec.Tables.Menu.sections(), "
                + "onAction: ((Action, ListSpecRuntime.ListItemID, Row) -> Swift.Void)? = nil, "
                + "onDelete: ((ListSpecRuntime.ListItemID, Row) -> Swift.Void)? = nil, "
                + "@SwiftUI.ViewBuilder recipeCell drawRecipeCell: @escaping (KitchenSpec.Recipe) -> RecipeCellView, "
                + "@SwiftUI.ViewBuilder spacerCell drawSpacerCell: @escaping () -> SpacerCellView, "
                + "@SwiftUI.ViewBuilder legacyCell drawLegacyCell: @escaping (ListSpecRuntime.Value?) -> LegacyCellView) {",
            "case .recipeCell(let viewModel): drawRecipeCell(viewModel)",
            "case .spacerCell: drawSpacerCell()",
            "case .legacyCell(let viewModel): drawLegacyCell(viewModel)",
            "internal struct ListView: SwiftUI.View {",
            "ListSpecRuntime.SpecList(sections, style: KitchenSpec.Tables.Empty.style, onAction: onAction, onDelete: onDelete, row: Self.drawNothing)",
        ] {
            #expect(swiftUI.contains(line), "\(line)\n\(swiftUI)")
        }
        let compiled = try typecheck([output])
        #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
    }

    /// A table with no cell type (lint-clean) compiles without a warning at every stage: no row of
    /// it can exist, and the code that would read one is an empty `switch`, not code that "will
    /// never be executed".
    @Test func aTableWithNoCellTypeCompilesWithoutWarningsAtEveryStage() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("later.listspec.yaml")
        try Data("tables: {later: {sections: []}, empty: {sections: [{sectionID: 0, viewModel: 1}]}}\n".utf8).write(to: file)
        #expect(try CLI.run(["lint", file.path]).status == 0)
        let output = folder.appendingPathComponent("later.swift")
        let generated = try CLI.run(["generate", file.path, "--output", output.path])
        #expect(generated.status == 0, "\(generated.stderr)")
        let compiled = try typecheck([output])
        #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
    }

    /// Generated content is what a data source and SwiftUI take as it is, from any isolation: a
    /// nonisolated function diffs it and reads it through `PresentableSection`, `PresentableCell`
    /// and `Identifiable` (also under default main-actor isolation, where only `nonisolated`
    /// generated types allow it), the main actor shows it in a `ListContent`, the row's `Action`
    /// associated type is the table's typed actions, and the typed cell enum is switched over
    /// with no `default`.
    @Test func generatedContentIsPresentableFromAnyIsolation() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = CLI.packageRoot.appendingPathComponent("Specs/recipes.yaml").path
        let generated = folder.appendingPathComponent("recipes.swift")
        let result = try CLI.run(["generate", spec, "--output", generated.path])
        #expect(result.status == 0, "\(result.stderr)")
        let consumer = folder.appendingPathComponent("Consumer.swift")
        try Data("""
        import ListSpecRuntime
        import ListSpecTesting

        typealias Recipes = RecipesSpec.Tables.Recipes
        typealias Detail = RecipesSpec.Tables.RecipeDetail

        nonisolated func identities<S: PresentableSection & Identifiable & Sendable>(_ sections: [S]) -> [String]
        where S.Cell: Identifiable {
            sections.flatMap { section in section.cells.map { "\\(section.id)/\\($0.id) \\($0.cellType)" } }
        }

        nonisolated func titles(_ sections: [Recipes.Section]) throws -> [String] {
            _ = try ListDiffer.batchUpdate(from: sections, to: Recipes.sections())
            _ = SpecDiffer.diff(old: RecipesSpec.spec(), new: RecipesSpec.spec())
            let action: Recipes.Action? = sections.first?.cells.first?.action
            let sameType: Recipes.Row.Action.Type = Recipes.Action.self
            _ = (action, sameType)
            return identities(sections) + sections.flatMap(\\.cells).map { row in
                switch row.cell {
                case .recipeCell(let recipe): return recipe.title
                }
            }
        }

        nonisolated func details(_ sections: [Detail.Section]) -> [String] {
            identities(sections) + sections.flatMap(\\.cells).map { row in
                switch row.cell {
                case .ingredientCell(let ingredient): return ingredient.name
                case .descriptionCell(let text): return text
                }
            }
        }

        @MainActor func show() throws {
            let content = ListContent(Recipes.sections())
            let view = SimulatedTableView(rowCounts: content.sections.map(\\.cells.count)) { content.sections.map(\\.cells.count) }
            try content.apply(Recipes.sections(), to: view)
        }
        """.utf8).write(to: consumer)
        let compiled = try typecheck([generated, consumer])
        #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
        let code = try String(contentsOf: generated, encoding: .utf8)
        #expect(code.contains("internal nonisolated enum RecipesSpec {"))
        #expect(code.contains("nonisolated extension RecipesSpec.RecipeSummary: ListSpecRuntime.SpecValueConvertible"))
        #expect(code.contains("struct Row: ListSpecRuntime.PresentableCell, Swift.Identifiable, Swift.Hashable, Swift.Sendable"))
        #expect(code.contains("struct Section: ListSpecRuntime.PresentableSection, Swift.Identifiable, Swift.Hashable, Swift.Sendable"))
    }

    /// Files compiled together cannot share a namespace: `my-list` and `my_list` are both
    /// `MyListSpec`, so generate refuses them before writing anything, as it refuses two
    /// files with one output file.
    @Test func twoFilesWithOneNamespaceOrOneOutputFileAreRefused() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = ["my-list.listspec.yaml", "my_list.listspec.yaml", "lists/menu.yaml", "menu.yaml"].map { folder.appendingPathComponent($0) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lists"), withIntermediateDirectories: true)
        for spec in specs { try Data("sections: []\n".utf8).write(to: spec) }
        let output = folder.appendingPathComponent("out")
        let namespace = try CLI.run(["generate", specs[0].path, specs[1].path, "--output", output.path])
        #expect(namespace.status == 2)
        #expect(namespace.stderr.contains("\(specs[0].path) and \(specs[1].path) would both declare the namespace MyListSpec; rename one of them"),
                "\(namespace.stderr)")
        let file = try CLI.run(["generate", specs[2].path, specs[3].path, "--output", output.path])
        #expect(file.status == 2)
        #expect(file.stderr.contains("\(specs[2].path) and \(specs[3].path) would both be written to menu.swift; rename one of them"),
                "\(file.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try CLI.run(["generate", specs[0].path, specs[2].path, "--output", output.path]).status == 0)
    }

    /// `--output` names someone's own code by a slip (a view controller, not the file generate wrote):
    /// it is left as it is and nothing is written (exit 2). An empty file (made in Xcode to hold the code)
    /// is filled, and a file generate wrote, from an older spec, is replaced.
    @Test func anOutputFileGenerateDidNotWriteIsLeftAsItIs() throws {
        let menu = CLI.packageRoot.appendingPathComponent("Specs/menu.yaml").path
        let recipes = CLI.packageRoot.appendingPathComponent("Specs/recipes.yaml").path
        let mine = "import UIKit\n\nfinal class MenuViewController: UIViewController {}\n"
        let folder = try CLI.folder(with: ["MenuViewController.swift": mine, "Out/menu.swift": "", "Out/recipes.swift": mine])
        defer { try? FileManager.default.removeItem(at: folder) }
        let viewController = folder.appendingPathComponent("MenuViewController.swift")
        let one = try CLI.run(["generate", menu, "--output", viewController.path])
        #expect(one.status == 2)
        #expect(one.stderr.contains("listspec: error: cannot write \(viewController.path): it was not written by listspec generate"), "\(one.stderr)")
        #expect(try String(contentsOf: viewController, encoding: .utf8) == mine)
        // Several: refused before any is written, the empty one too.
        let out = folder.appendingPathComponent("Out")
        let several = try CLI.run(["generate", menu, recipes, "--output", out.path])
        #expect(several.status == 2)
        #expect(several.stderr.contains("cannot write \(out.path)/recipes.swift: it was not written by listspec generate"), "\(several.stderr)")
        #expect(try String(contentsOf: out.appendingPathComponent("menu.swift"), encoding: .utf8).isEmpty)
        #expect(try String(contentsOf: out.appendingPathComponent("recipes.swift"), encoding: .utf8) == mine)
        // Removed as the message says: written; the empty file filled; then replaced when the spec changes.
        try FileManager.default.removeItem(at: out.appendingPathComponent("recipes.swift"))
        #expect(try CLI.run(["generate", menu, recipes, "--output", out.path]).status == 0)
        let generated = try String(contentsOf: out.appendingPathComponent("menu.swift"), encoding: .utf8)
        #expect(generated.hasPrefix("// Generated by listspec from menu.yaml."))
        let older = generated.replacingOccurrences(of: "Infinite List", with: "Endless")
        try Data(older.utf8).write(to: out.appendingPathComponent("menu.swift"))
        #expect(try CLI.run(["generate", menu, "--output", out.appendingPathComponent("menu.swift").path]).status == 0)
        #expect(try String(contentsOf: out.appendingPathComponent("menu.swift"), encoding: .utf8) == generated)
    }

    @Test func outputIsDeterministicAndNamesNoPath() throws {
        let spec = CLI.packageRoot.appendingPathComponent("Specs/recipes.yaml").path
        let first = try CLI.run(["generate", spec])
        let second = try CLI.run(["generate", spec])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.contains(CLI.packageRoot.path))
        #expect(first.stdout.contains("enum RecipesSpec"))
    }

    @Test func aFileIsWrittenOnlyWhenItsContentChanges() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("menu.listspec.yaml")
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("Specs/menu.yaml"), to: spec)
        let output = folder.appendingPathComponent("Menu.swift")
        #expect(try CLI.run(["generate", spec.path, "--output", output.path]).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        #expect(try CLI.run(["generate", spec.path, "--output", output.path]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date == past)
        try Data(try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: "Infinite List", with: "Endless").utf8).write(to: spec)
        #expect(try CLI.run(["generate", spec.path, "--output", output.path]).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date != past)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("Endless"))
    }

    @Test func severalFilesNeedADirectoryAndABrokenSpecIsRefused() throws {
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let menu = CLI.packageRoot.appendingPathComponent("Specs/menu.yaml").path
        let broken = folder.appendingPathComponent("broken.yaml")
        try Data("sections: [{sectionID: 2}, {sectionID: 1}]\n".utf8).write(to: broken)
        let usage = try CLI.run(["generate", menu, broken.path])
        #expect(usage.status == 2)
        let result = try CLI.run(["generate", menu, broken.path, "--output", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("section-order"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/menu.swift").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/broken.swift").path))
    }
}
