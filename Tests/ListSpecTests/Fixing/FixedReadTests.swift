import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime
import ListSpecTestSupport

/// A fixed text's read made from the read before the fixes (`FixedRead`) is the read of the fixed
/// text: the same nodes, places and values, the same empty values, and so the same findings; where
/// it cannot be sure, it makes none.
@Suite struct FixedReadTests {
    /// Each pass of fixes over random specs with random defects: as generated, and formatted.
    @Test func theFixedReadIsTheReadOfTheFixedText() {
        var rng = SeededRandom(seed: 1154)
        var made = 0, declined = 0
        for _ in 0..<300 {
            let json = rng.chance(0.3)
            var bytes = Array(SpecWriter.text(FixableDefects.tables(&rng), json: json, shorthand: false).utf8)
            if !json, rng.chance(0.6), case .success(let formatted) = SpecFormatter.format(bytes, isJSON: false) { bytes = formatted }
            bytes = Array(FixableDefects.inject(into: String(decoding: bytes, as: UTF8.self), rate: rng.pick([0.05, 0.2, 0.5]), &rng).utf8)
            var loader = SpecLoader()
            loader.settings = .default
            loader.keepsCells = false
            loader.keepsRead = true
            loader.placesFindings = rng.chance(0.5)
            var loaded = loader.load(bytes: bytes, path: "spec", isJSON: json)
            for _ in 0..<FixEngine.maxPasses {
                let source = FixSource(bytes: bytes, isJSON: json)
                let edits = FixEngine.edits(for: loaded.findings, in: source, reach: .unsafe)
                guard !edits.isEmpty, let before = loaded.read else { break }
                let fixed = FixEngine.apply(edits, to: bytes)
                let fresh = loader.load(bytes: fixed, path: "spec", isJSON: json)
                if let read = FixedRead.read(before, source: source, edits: edits, isJSON: json, limits: .default), let freshRead = fresh.read {
                    made += 1
                    #expect(SplitParseTests.difference(freshRead.document, read.document) == nil, "\(String(decoding: fixed, as: UTF8.self))")
                    #expect(read.emptyValues == freshRead.emptyValues)
                    let checked = loader.load(read: read, bytes: fixed, path: "spec", isJSON: json)
                    #expect(checked.findings == fresh.findings)
                    #expect(checked.places == fresh.places)
                } else {
                    declined += 1
                }
                (bytes, loaded) = (fixed, fresh)
            }
        }
        #expect(made > 120)
        #expect(declined > 20)
    }

    /// Where the edit is not a plain swap of one scalar's text, there is no fixed read.
    @Test(arguments: [
        // A key another key of its map already spells.
        ("sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 1, cellType: R, heigth: 1, height: 2}\n", "heigth", "height"),
        // A plain token becoming quoted.
        ("style: plian\nsections: []\n", "plian", "\"plain\""),
        // A merge key anywhere in the file.
        ("base: &b {height: 1}\nsections:\n  - sectionID: 0\n    cells:\n      - {<<: *b, cellID: 1, cellType: R, heigth: 1}\n", "heigth", "height"),
        // Text beyond ASCII.
        ("style: plaín\nsections: []\n", "plaín", "plain"),
    ])
    func noFixedReadWhereTheReaderMightReadOtherwise(_ text: String, _ old: String, _ new: String) throws {
        let bytes = Array(text.utf8)
        var loader = SpecLoader()
        loader.keepsRead = true
        let read = try #require(loader.load(bytes: bytes, path: "spec.yaml", isJSON: false).read)
        let start = try #require(text.utf8.firstRange(of: old.utf8))
        let range = text.utf8.distance(from: text.utf8.startIndex, to: start.lowerBound)..<text.utf8.distance(from: text.utf8.startIndex, to: start.upperBound)
        let edit = SourceEdit(range: range, text: Array(new.utf8))
        #expect(FixedRead.read(read, source: FixSource(bytes: bytes, isJSON: false), edits: [edit], isJSON: false, limits: .default) == nil)
    }
}
