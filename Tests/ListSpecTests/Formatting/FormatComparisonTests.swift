import Testing
@testable import ListSpec
import ListSpecRuntime

/// The data check `format` makes before writing (an input tree against its output read again):
/// it passes the same data in another layout and catches every kind of difference.
@Suite struct FormatComparisonTests {
    private func difference(_ input: String, _ output: String) -> ListSpecRuntime.SourceLocation? {
        guard case .success(let a) = FormatReader.read(Array(input.utf8)),
              case .success(let b) = FormatReader.read(Array(output.utf8)) else {
            Issue.record("does not parse")
            return nil
        }
        return FormatComparison.difference(a, b)
    }

    @Test func sameDataInAnotherLayoutPasses() {
        #expect(difference("a: 1\nb: 'x'\nc: [yes, ~]\n", "a: 1\nb: x\nc:\n  - \"yes\"\n  - null\n") == nil)
        #expect(difference("cells:\n  - cellType: C\n    cellID: 1\n", "cells: [{cellType: C, cellID: 1}]\n") == nil)
    }

    @Test func catchesEachKindOfDifference() {
        #expect(difference("a: \"1\"\n", "a: 1\n") != nil, "a string read back as a number")
        #expect(difference("a: 1\n", "a: 2\n") != nil, "another number")
        #expect(difference("a: 1.0\n", "a: 1\n") != nil, "a float read back as an integer")
        #expect(difference("a: x\n", "a: y\n") != nil, "another text, same style")
        #expect(difference("a: 'x'\n", "a: \"y\"\n") != nil, "another text, quoted")
        #expect(difference("a: null\n", "a: \"null\"\n") != nil, "null read back as a string")
        #expect(difference("a: [1, 2]\n", "a: [1]\n") != nil, "an item lost")
        #expect(difference("a: {b: 1}\n", "a: {c: 1}\n") != nil, "another key")
        #expect(difference("a: &x 1\nb: *x\n", "a: 1\nb: 1\n") != nil, "an anchor and alias lost")
        #expect(difference("a: |\n  x\n", "a: \"x\\n\"\n") != nil, "a block scalar no longer one")
        #expect(difference("a: 1  # why\n", "a: 1\n") != nil, "a comment lost")
    }
}
