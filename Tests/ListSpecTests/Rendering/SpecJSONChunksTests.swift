import Testing
@testable import ListSpec
import ListSpecRuntime
import ListSpecTestSupport

/// `render --format json` in chunks on several threads (`SpecJSONChunks`) writes the bytes the
/// serial render writes: random specs (several tables, empty ones, sections without cells, every
/// kind of value) cut into chunks of random sizes, sections split into pieces among them.
@Suite struct SpecJSONChunksTests {
    private func load(_ text: String) -> [Table]? {
        var loader = SpecLoader()
        // As `render` reads: the cells stay in the document until their section is written.
        loader.keepsCells = false
        return loader.load(bytes: Array(text.utf8), path: "t.yaml", isJSON: false).spec?.tables
    }

    private func serial(_ tables: [Table]) -> [UInt8] {
        var json = JSONWriter()
        SpecJSONRenderer.write(tables, into: &json, inChunks: false)
        return json.output
    }

    @Test func chunkedRenderIsTheSerialRender() throws {
        var rng = SeededRandom(seed: 0x6A73_6F6E)
        var rendered = 0
        for round in 0..<250 {
            let generated = SpecGenerator.tables(&rng)
            guard let tables = load(SpecWriter.text(generated, json: false, shorthand: rng.chance(0.5))) else { continue }
            let cellsPerChunk = Int.random(in: 1...6, using: &rng)
            guard let chunks = SpecJSONChunks(tables, cellsPerChunk: cellsPerChunk, minimumCells: 0) else { continue }
            var json = JSONWriter()
            json.raw("{\"tables\":[")
            chunks.write(into: &json.out, helpers: Int.random(in: 0...2, using: &rng), window: Int.random(in: 1...4, using: &rng))
            json.raw("\n]}\n")
            #expect(json.output == serial(tables), "round \(round), \(cellsPerChunk) cells a chunk")
            rendered += 1
        }
        #expect(rendered > 120)
    }

    /// Above the size where it goes to two cores, `write` is the serial render too; below it, it makes no chunks.
    @Test func aLargeSpecRendersTheSameInChunks() throws {
        var text = "tables:\n  one:\n    sections:\n      - sectionID: 0\n        cells:\n"
        for c in 0..<SpecJSONChunks.minimumCells * 2 { text += "          - {cellID: \(c), cellType: A, viewModel: {title: \"t\\\"\(c)\", n: \(c)}}\n" }
        text += "  many:\n    sections:\n"
        for s in 0..<SpecJSONChunks.minimumCells / 10 {
            text += "      - sectionID: \(s)\n        cells:\n"
            for c in 0..<10 { text += "          - {cellID: \(c), cellType: B, viewModel: [\(c), 2.5, null, true]}\n" }
        }
        let tables = try #require(load(text))
        #expect(SpecJSONChunks(tables) != nil)
        #expect(SpecJSONRenderer.render(tables) == serial(tables))
        let small = try #require(load("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n"))
        #expect(SpecJSONChunks(small) == nil)
    }
}
