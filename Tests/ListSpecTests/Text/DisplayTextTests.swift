import Testing
@testable import ListSpec

/// Widths and cuts: ASCII text is measured a byte a column, other text a Character at a time;
/// both ways must agree.
@Suite struct DisplayTextTests {
    /// ASCII strings with what could trip a byte count: CR LF (one Character), lone CRs and LFs,
    /// tabs, DEL and other controls.
    static let asciiSamples: [String] = {
        let alphabet: [String] = ["a", "Z", " ", "\r", "\n", "\t", "\u{7F}", "\u{1B}", "-", "0"]
        var random = SeededRandom(seed: 7)
        var samples = ["", "a", "\r\n", "\r\r\n", "\n\r", "a\r\nb", "plain title", "\r"]
        for _ in 0..<300 {
            samples.append((0..<Int.random(in: 0..<12, using: &random)).map { _ in random.pick(alphabet) }.joined())
        }
        return samples
    }()

    @Test func asciiWidthIsTheCharacterWidth() {
        for text in Self.asciiSamples {
            // A leading "é" (one column) sends the text through the Character loop.
            #expect(DisplayText.width(of: text) == DisplayText.width(of: "é" + text) - 1, "\(text.debugDescription)")
        }
    }

    @Test func asciiCutsAreTheCharacterCuts() {
        for text in Self.asciiSamples {
            for columns in 1...(text.utf8.count + 2) {
                let throughCharacters = String(DisplayText.truncated("é" + text, to: columns + 1).dropFirst())
                #expect(DisplayText.truncated(text, to: columns) == throughCharacters, "\(text.debugDescription) to \(columns)")
            }
        }
    }

    @Test func widthsAndCuts() {
        #expect(DisplayText.width(of: "abc") == 3)
        #expect(DisplayText.width(of: "a\r\nb") == 3)
        #expect(DisplayText.width(of: "漢字") == 4)
        #expect(DisplayText.width(of: "e\u{301}") == 1)
        #expect(DisplayText.truncated("abcdef", to: 4) == "abc…")
        #expect(DisplayText.truncated("abcd", to: 4) == "abcd")
        #expect(DisplayText.truncated("abc", to: 0) == "")
        #expect(DisplayText.truncated("漢字漢字", to: 5) == "漢字…")
        #expect(DisplayText.fitted("ab", to: 4) == "ab  ")
        #expect(DisplayText.fitted("ab", to: 4, alignRight: true) == "  ab")
        #expect(DisplayText.fitted("abcdef", to: 4) == "abc…")
    }
}

