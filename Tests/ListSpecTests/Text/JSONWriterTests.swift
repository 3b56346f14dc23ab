import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime

/// The JSON writer's numbers and literals, read back by Foundation's parser.
@Suite struct JSONWriterTests {
    @Test(arguments: [0, 7, -7, 10, 1_000_000, Int64.max, Int64.min, Int64.min + 1])
    func integersAreWrittenExactly(value: Int64) throws {
        var json = JSONWriter()
        json.raw("[")
        json.int(value)
        json.raw(",\"a long literal written in one copy\"]")
        #expect(json.text == "[\(value),\"a long literal written in one copy\"]")
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output)) as? [Any]
        #expect((parsed?.first as? NSNumber)?.int64Value == value)
    }

    /// Strings are checked eight bytes at a time for what JSON escapes: each such byte at every
    /// place of strings from 0 to 24 bytes, as a value and as a viewModel's key, reads back as written.
    @Test func everyByteThatNeedsAnEscapeIsEscapedWhereverItStands() throws {
        let specials: [UInt8] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1F, 0x22, 0x5C]
        for length in 0...24 {
            for position in 0..<max(length, 1) {
                for special in specials + [0x20, 0x7F, 0x21, 0x5B, 0x5D] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[position] = special }
                    let text = String(decoding: bytes, as: UTF8.self)
                    var json = JSONWriter()
                    json.raw("[")
                    json.string(text)
                    json.raw("]")
                    let parsed = try JSONSerialization.jsonObject(with: Data(json.output)) as? [String]
                    #expect(parsed == [text], "\(bytes)")
                    #expect(json.text.utf8.contains { $0 < 0x20 } == false, "\(bytes)")
                }
            }
        }
        // Keys of a viewModel go through the same check.
        let spec = try #require(load("sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A, viewModel: {\"quote\\\"and\\\\slash\\tin a key\": 1, plain key: 2}}]}]\n").spec)
        let rendered = SpecJSONRenderer.render(spec.tables)
        let object = try JSONSerialization.jsonObject(with: Data(rendered)) as? [String: Any]
        let tables = try #require(object?["tables"] as? [[String: Any]])
        let sections = try #require(tables.first?["sections"] as? [[String: Any]])
        let cells = try #require(sections.first?["cells"] as? [[String: Any]])
        let viewModel = try #require(cells.first?["viewModel"] as? [String: Any])
        #expect(Set(viewModel.keys) == ["quote\"and\\slash\tin a key", "plain key"])
    }

    @Test func textMadeAtRunTimeIsWrittenAsIs() {
        var json = JSONWriter()
        json.raw(contentsOf: String(repeating: "1", count: 3) + ".5")
        #expect(json.text == "111.5")
    }
}
