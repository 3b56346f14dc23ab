import Testing
import ListSpecTestSupport
@testable import ListSpec
import ListSpecTestSupport

/// Widths and cuts are measured a byte at a time where text is ASCII and a Character at a
/// time elsewhere; both must give what a plain walk over Characters gives.
@Suite struct DisplayTextTests {
    /// Pieces that could trip a byte count or a seam between ASCII and the rest: CR LF (one
    /// Character), lone CRs and LFs, controls, combining marks after ASCII, a prepended
    /// concatenation mark before ASCII (U+0600 joins the next character), wide and zero-width
    /// characters, emoji with modifiers and joiners, flags, and the ellipsis itself.
    static let pieces = ["a", "Z", " ", "\r", "\n", "\r\n", "\t", "\u{7F}", "\u{1B}", "-", "0", "é", "e\u{301}", "\u{301}",
                         "\u{600}", "\u{200B}", "漢", "字", "😀", "👍🏽", "👨‍👩‍👧", "🇺🇸", "…", "·", "Ω", "\u{FE0F}", "lorem ipsum "]

    static let samples: [String] = {
        var random = SeededRandom(seed: 7)
        var samples = ["", "a", "\r\n", "\r\r\n", "\n\r", "a\r\nb", "plain title", "\r", "a\u{301}b", "\u{600}ab", "é\r\n"]
        for _ in 0..<600 {
            samples.append((0..<Int.random(in: 0..<12, using: &random)).map { _ in random.pick(pieces) }.joined())
        }
        return samples
    }()

    /// What a walk over Characters gives: the definition the fast paths must keep.
    private func widthByCharacters(_ text: String) -> Int {
        text.reduce(0) { $0 + DisplayText.width(of: $1) }
    }

    private func truncatedByCharacters(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        var used = 0
        var result = ""
        for character in text {
            let w = DisplayText.width(of: character)
            if used + w > columns {
                while used + 1 > columns, let last = result.popLast() { used -= DisplayText.width(of: last) }
                return result + "…"
            }
            used += w
            result.append(character)
        }
        return result
    }

    @Test func widthIsTheSumOfCharacterWidths() {
        for text in Self.samples {
            #expect(DisplayText.width(of: text) == widthByCharacters(text), "\(text.debugDescription)")
        }
    }

    @Test func cutsAreTheCharacterCuts() {
        for text in Self.samples {
            for columns in 0...(text.utf8.count + 2) {
                let expected = truncatedByCharacters(text, to: columns)
                #expect(DisplayText.truncated(text, to: columns) == expected, "\(text.debugDescription) to \(columns)")
                let padded = expected + String(repeating: " ", count: max(0, columns - widthByCharacters(expected)))
                #expect(DisplayText.fitted(text, to: columns) == padded, "\(text.debugDescription) fitted to \(columns)")
            }
        }
    }

    /// The blocks measured without a category lookup: every scalar there is what its category says.
    @Test func commonBlocksHaveTheWidthTheirCategoriesGive() {
        for range in [0x0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2500...0x259F] {
            for value in range {
                guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
                let zero: [Unicode.GeneralCategory] = [.nonspacingMark, .enclosingMark, .format]
                let expected = zero.contains(scalar.properties.generalCategory) ? 0 : 1
                #expect(DisplayText.width(of: Character(scalar)) == expected, "U+\(String(value, radix: 16))")
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

