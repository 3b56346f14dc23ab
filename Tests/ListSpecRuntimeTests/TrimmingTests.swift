import ListSpecRuntime
import Testing

/// `trimming(while:)`, the stand-in for Foundation's `trimmingCharacters(in:)`.
@Suite struct TrimmingTests {
    @Test func dropsTheAcceptedCharactersAtBothEndsOnly() {
        #expect(" \"Cell\" ".trimming(while: { " \"".contains($0) }) == "Cell")
        #expect("\t Content-Length \t".trimming(while: \.isWhitespace) == "Content-Length")
        #expect("a b".trimming(while: \.isWhitespace) == "a b")
        #expect("ok".trimming(while: \.isWhitespace) == "ok")
    }

    @Test func allTrimmedOrEmptyGivesEmpty() {
        #expect("   ".trimming(while: \.isWhitespace).isEmpty)
        #expect("".trimming(while: \.isWhitespace).isEmpty)
        let substring = "[ 1 ]".dropFirst().dropLast()
        #expect(substring.trimming(while: \.isWhitespace) == "1")
    }
}
