@testable import ListSpec
import Testing

/// `Formatting`: `listspec format`'s output as one edit over the whole text; none for text
/// already formatted, text that does not parse, or a configuration file.
@Suite struct FormattingTests {
    static func edits(_ text: String, name: String = "recipes.yaml", encoding: String = "utf-16") -> [String] {
        let analysis = LSP.analysis(text, name: name)
        let request = LSP.request(analysis, capabilities: ["general": ["positionEncodings": [.string(encoding)]]])
        return (Formatting.answer(request, analysis).arrayValue ?? [.null]).map { edit in
            "\(edit["range"]?.rangeText ?? "?") \(edit["newText"]?.stringValue ?? "?")"
        }
    }

    static let messy = "listspec:   1\ntables:\n    t:\n        sections:   [ ]\n"

    @Test func oneEditOverTheWholeText() throws {
        guard case .success(let formatted) = SpecFormatter.format(Array(Self.messy.utf8), isJSON: false) else {
            Issue.record("the text formats")
            return
        }
        let expected = String(decoding: formatted, as: UTF8.self)
        #expect(expected != Self.messy)
        #expect(Self.edits(Self.messy) == ["0:0-4:0 " + expected])
        // Formatted text needs no edit.
        #expect(Self.edits(expected) == [])
    }

    @Test func theEndIsInTheNegotiatedEncoding() {
        // No final line break: the range ends after the last line's characters, counted per encoding.
        let text = "listspec:   1\ntables:\n  t:\n    sections: []\n# 😀é"
        let utf16 = Self.edits(text)
        let utf8 = Self.edits(text, encoding: "utf-8")
        #expect(utf16.first?.hasPrefix("0:0-4:5 ") == true, "\(utf16)")
        #expect(utf8.first?.hasPrefix("0:0-4:8 ") == true, "\(utf8)")
    }

    @Test func noEdit() {
        #expect(Self.edits("tables: [\n") == [], "does not parse")
        #expect(Self.edits("") == [])
        #expect(Self.edits("rules:    {}\n", name: ".listspec.yml") == [], "a configuration file")
        #expect(Self.edits("{\"listspec\":    1}", name: "recipes.json").count == 1, "JSON is formatted as JSON")
    }
}
