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

    @Test func textMadeAtRunTimeIsWrittenAsIs() {
        var json = JSONWriter()
        json.raw(contentsOf: String(repeating: "1", count: 3) + ".5")
        #expect(json.text == "111.5")
    }
}
