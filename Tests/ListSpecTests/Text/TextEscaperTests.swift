import Testing
@testable import ListSpec
import ListSpecRuntime

/// ASCII text is passed through by a byte check, other text scalar by scalar: both must agree.
@Suite struct TextEscaperTests {
    static let escapers: [(name: String, escaper: TextEscaper)] = [
        ("terminal", .terminal), ("html", .html), ("markdown", .markdown),
    ]

    @Test(arguments: escapers.map(\.name))
    func everyASCIICharacterIsEscapedAsTheScalarLoopDoes(name: String) throws {
        let escaper = try #require(Self.escapers.first { $0.name == name }?.escaper)
        for value in UInt8(0)..<128 {
            let character = String(Unicode.Scalar(value))
            for text in [character, "a\(character)b", "title \(character)"] {
                // A leading "é" (kept by every escaper) sends the text through the scalar loop.
                let throughScalars = String(escaper.escaped("é" + text).dropFirst())
                #expect(escaper.escaped(text) == throughScalars, "\(name): \(value)")
            }
        }
    }

    @Test func plainTextIsReturnedAsItIs() {
        for (_, escaper) in Self.escapers {
            #expect(escaper.escaped("Item 1-3 lorem ipsum 0.5") == "Item 1-3 lorem ipsum 0.5")
            #expect(escaper.escaped("") == "")
        }
    }

    @Test func asciiThatNeedsWorkIsEscaped() {
        #expect(TextEscaper.terminal.escaped("a\nb\u{7F}\u{1B}[2J") == "a\\nb\\u{7F}\\u{1B}[2J")
        #expect(TextEscaper.html.escaped("<b a='1'>&\"\t") == "&lt;b a=&#39;1&#39;&gt;&amp;&quot;\t")
        #expect(TextEscaper.markdown.escaped("*a* `b` $c$ | #") == "\\*a\\* \\`b\\` \\$c\\$ \\| \\#")
    }
}
