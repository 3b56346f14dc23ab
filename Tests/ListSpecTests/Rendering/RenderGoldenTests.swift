import Foundation
import ListSpec
import ListSpecRuntime
import Testing

/// The text and JSON pictures of every example spec, against reviewed golden files.
@Suite struct RenderGoldenTests {
    static let specNames = (try? GoldenFile.specNames()) ?? []

    private func spec(_ name: String) throws -> Spec {
        let loaded = try SpecLoader().load(.file(GoldenFile.specs.appendingPathComponent(name).path))
        #expect(loaded.findings.isEmpty, "\(name) lints clean")
        return try #require(loaded.spec)
    }

    @Test(arguments: specNames)
    func text(_ name: String) throws {
        try GoldenFile.check(TextRenderer(width: 100).render(try spec(name).tables), against: name + ".txt")
    }

    @Test(arguments: specNames)
    func json(_ name: String) throws {
        let output = String(decoding: SpecJSONRenderer.render(try spec(name).tables), as: UTF8.self)
        try GoldenFile.check(output, against: name + ".json")
        // Parseable, and every contract key present on every section and cell.
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let tables = try #require(object?["tables"] as? [[String: Any]])
        for table in tables {
            #expect(Set(table.keys) == ["table", "style", "sections"])
            for section in table["sections"] as? [[String: Any]] ?? [] {
                #expect(Set(section.keys) == ["sectionID", "index", "header", "footer", "indexTitle", "viewModel", "cells"])
                for cell in section["cells"] as? [[String: Any]] ?? [] {
                    #expect(Set(cell.keys) == ["cellID", "indexPath", "cellType", "viewModel", "height", "estimatedHeight", "action", "deletable"])
                }
            }
        }
    }

    @Test func narrowWidthCutsWithAnEllipsisAndKeepsTheFrame() throws {
        let output = TextRenderer(width: 60).render(try spec("recipes.yaml").tables)
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("│") || $0.hasPrefix("┌") || $0.hasPrefix("└") }
        #expect(output.contains("…"))
        let widths = Set(lines.map { DisplayText.width(of: String($0)) })
        #expect(widths.count <= 2, "the frame lines up within each table")
        #expect(widths.allSatisfy { $0 <= 60 })
    }

    @Test func colourComesOnlyFromThePalette() throws {
        let palette = Palette(styles: [.identifier: ("<id>", "</id>")])
        let output = TextRenderer(width: 100, palette: palette).render(try spec("menu.yaml").tables)
        #expect(output.contains("<id>"))
        #expect(!TextRenderer(width: 100).render(try spec("menu.yaml").tables).contains("\u{1B}"))
    }

    @Test func controlCharactersFromTheSpecAreShownNotSent() throws {
        let loaded = SpecLoader().load(bytes: Array("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, viewModel: \"\\e[31mred\\nline\"}]}]".utf8),
                                       path: "t.yaml", isJSON: false)
        let output = TextRenderer(width: 100).render(try #require(loaded.spec).tables)
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains("\\u{1B}[31mred\\nline"))
    }

    @Test func bidiOverridesAreShownNotApplied() throws {
        let loaded = SpecLoader().load(bytes: Array("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, viewModel: \"abc\\u202Edef\"}]}]".utf8),
                                       path: "t.yaml", isJSON: false)
        let output = TextRenderer(width: 100).render(try #require(loaded.spec).tables)
        #expect(!output.unicodeScalars.contains("\u{202E}"))
        #expect(output.contains("abc\\u{202E}def"))
    }

    @Test func nonFiniteFloatsBecomeStringsAndFloatsKeepTheirPoint() throws {
        let loaded = SpecLoader().load(bytes: Array("sections: [{sectionID: 0, viewModel: [.inf, -.inf, .nan, 1.0, 2, 1e300, 0.1]}]".utf8),
                                       path: "t.yaml", isJSON: false)
        let output = String(decoding: SpecJSONRenderer.render(try #require(loaded.spec).tables), as: UTF8.self)
        #expect(output.contains("[\".inf\",\"-.inf\",\".nan\",1.0,2,1e+300,0.1]"))
    }
}
