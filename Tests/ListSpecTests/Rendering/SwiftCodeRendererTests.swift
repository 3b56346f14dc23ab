import Foundation
import ListSpec
import ListSpecRuntime
import Testing

/// Swift output: golden files, and every example (and a hostile spec) compiled by swiftc
/// against the stub types the header comment documents.
@Suite(.serialized) struct SwiftCodeRendererTests {
    static let specNames = (try? GoldenFile.specNames()) ?? []

    /// The types the generated code expects, as an app would declare them (CGFloat and
    /// UITableView stand in for UIKit's on Linux).
    static let stubs = """
    typealias CGFloat = Double
    enum UITableView { static let automaticDimension: CGFloat = -1 }
    struct SectionDescription {
        init(sectionID: Int, headerTitle: String?, footerTitle: String?, headerHeight: CGFloat?, footerHeight: CGFloat?) {}
    }
    struct CellDescription {
        init<CellType: RawRepresentable>(cellID: Int, cellType: CellType, viewModel: Any?) where CellType.RawValue == String {}
    }

    """

    private func spec(_ name: String) throws -> Spec {
        try #require(SpecLoader().load(.file(GoldenFile.specs.appendingPathComponent(name).path)).spec)
    }

    /// Runs `swiftc <mode>` on the files; returns its exit status and diagnostics.
    private func swiftc(_ mode: String, files: [String: String]) throws -> (status: Int32, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listspec-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Warnings are errors: generated code must build in projects that treat them so.
        process.arguments = ["swiftc", mode, "-warnings-as-errors", "-swift-version", "6"] + paths
        let log = folder.appendingPathComponent("log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    @Test(arguments: ["menu.yaml", "recipes.yaml"])
    func golden(_ name: String) throws {
        let spec = try spec(name)
        try GoldenFile.check(SwiftCodeRenderer().render(spec.tables, source: "Specs/" + name), against: name + ".swift.txt")
    }

    @Test(arguments: specNames)
    func everyExampleParsesAndTypeChecks(_ name: String) throws {
        let spec = try spec(name)
        let code = SwiftCodeRenderer().render(spec.tables, source: spec.path)
        let parsed = try swiftc("-parse", files: ["Generated.swift": code])
        #expect(parsed.status == 0, "\(parsed.output)")
        let checked = try swiftc("-typecheck", files: ["Generated.swift": code, "Stubs.swift": Self.stubs])
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test func hostileSpecStillTypeChecks() throws {
        let loaded = load(HostileSpec.yaml, path: "hostile\n*/ evil.yaml")
        let spec = try #require(loaded.spec)
        let code = SwiftCodeRenderer().render(spec.tables, source: loaded.path)
        let checked = try swiftc("-typecheck", files: ["Generated.swift": code, "Stubs.swift": Self.stubs])
        #expect(checked.status == 0, "\(checked.output)\n\(code)")
        // Names: keywords escaped, clashes and odd names made valid and unique.
        #expect(code.contains("case `default` = \"default\""))
        #expect(code.contains("case self_ = \"self\""))
        #expect(code.contains("case type = \"Type\""))
        #expect(code.contains("case type2Up = \"2-up\""))
        #expect(code.contains("case cellType = \"\""))
        #expect(code.contains("case cellType2 = \"!!!\""))
        #expect(code.contains("case menuCell = \"menu cell\""))
        #expect(code.contains("case menuCell2 = \"MenuCell\""))
        #expect(code.contains("case rawValue_ = \"rawValue\""))
        #expect(code.contains("enum ClassCellType {}"))
        #expect(code.contains("func addTable2ndTableSections("))
        // Literals: escapes, non-finite doubles, nil inside collections, empty collections.
        #expect(code.contains(#"viewModel: "line1\nline2 \u{1B}[31m red | `tick` *star* [l](u) <b>")"#))
        #expect(code.contains(#"[1, 2.5, Double.infinity, -Double.infinity, Double.nan, nil, [:] as [String: Any?], [] as [Any?], -9223372036854775808] as [Any?]"#))
        #expect(code.contains(#""\\(interpolation) \"quoted\" \t tab \r cr \u{2028} \u{85}""#))
        #expect(code.contains(#"["": "", "a\"b": ["nested": [true, false, "\0\u{202E}"] as [Any?]] as [String: Any?]] as [String: Any?]"#))
        #expect(code.contains("footerHeight: 1e+300"))
        #expect(code.contains("headerHeight: UITableView.automaticDimension"))
        #expect(!code.contains("\u{202E}"))
        #expect(code.hasPrefix("// Generated by listspec from hostile\\u{A}*/ evil.yaml."))
    }

    @Test func identifiers() {
        #expect(SwiftIdentifier.caseName("MenuCell") == "menuCell")
        #expect(SwiftIdentifier.caseName("URLCell") == "urlCell")
        #expect(SwiftIdentifier.caseName("URL") == "url")
        #expect(SwiftIdentifier.caseName("my-cell 2") == "myCell2")
        #expect(SwiftIdentifier.caseName("2col") == "type2col")
        #expect(SwiftIdentifier.caseName("Self") == "self_")
        #expect(SwiftIdentifier.caseName("日本") == "cellType")
        #expect(SwiftIdentifier.escaped("default") == "`default`")
        #expect(SwiftIdentifier.typeName("recipeDetail") == "RecipeDetail")
        #expect(SwiftIdentifier.typeName("my table") == "MyTable")
        #expect(SwiftIdentifier.typeName("") == "Table")
        var taken: Set<String> = ["a"]
        #expect(SwiftIdentifier.unique("a", in: &taken) == "a2")
        #expect(SwiftIdentifier.unique("a", in: &taken) == "a3")
    }
}
