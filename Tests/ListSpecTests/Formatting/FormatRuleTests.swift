import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime

/// Each rule of the canonical layout (Docs/Formatting.md), input to output; every output is
/// formatted again unchanged.
@Suite struct FormatRuleTests {
    private func format(_ text: String, json: Bool = false) -> String {
        switch SpecFormatter.format(Array(text.utf8), isJSON: json) {
        case .success(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .failure(let problem): return "error \(problem.line):\(problem.column): \(problem.message)"
        }
    }

    private func expectFormat(_ input: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let output = format(input)
        #expect(output == expected, sourceLocation: sourceLocation)
        #expect(format(output) == output, "not idempotent", sourceLocation: sourceLocation)
    }

    @Test func knownKeysInTheContractsOrderThenUnknownThenExtensions() {
        expectFormat("""
        x-b: 1
        sections:
          - cells:
              - {action: go, x-note: n, celType: A, cellType: A, cellID: 0, deletable: true}
            sectionID: 0
            x-a: 2
        style: plain
        listspec: 1

        """, """
        listspec: 1
        style: plain
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: A, action: go, deletable: true, celType: A, x-note: "n"}
            x-a: 2
        x-b: 1

        """)
    }

    @Test func contentKeepsItsOrder() {
        expectFormat("sections:\n- sectionID: 0\n  viewModel: {z: 1, a: 2}\n  cells: [{cellID: 0, cellType: A, viewModel: [c, b, a]}]\n",
                     "sections:\n  - sectionID: 0\n    viewModel: {z: 1, a: 2}\n    cells:\n      - {cellID: 0, cellType: A, viewModel: [c, b, a]}\n")
    }

    @Test func quotesOnlyWhatWouldReadAsSomethingElse() {
        expectFormat("""
        x-s: ["yes", 'On', "~", "null", "true", "017", "1e3", plain words, "a: b", "-x", "2024-01-01"]
        x-t: ["", " pad", "é", "tab\\t", 'a,b', "[x]", "a #b", "--"]
        x-u: {"a,b": 1, "[x]": 2}
        x-v:
          a,b: 1

        """, """
        x-s: ["yes", "On", "~", "null", "true", "017", "1e3", plain words, "a: b", -x, 2024-01-01]
        x-t: ["", " pad", é, "tab\\t", "a,b", "[x]", "a #b", "--"]
        x-u: {"a,b": 1, "[x]": 2}
        x-v: {"a,b": 1}

        """)
    }

    /// Issue 46: YAML 1.2 lets a plain scalar inside `[]` or `{}` hold a `?`; PyYAML (and so
    /// yamllint) stops there ("expected ',' or '}', but got '?'"). Outside them it stays plain.
    @Test func aQuestionMarkInsideAFlowCollectionIsQuoted() {
        expectFormat("x-a: {title: Forgot password?, why?: [a?b, ok, -?]}\nx-b: Forgot password?\nx-c:\n  - what?\n  - a ? b\n",
                     "x-a: {title: \"Forgot password?\", \"why?\": [\"a?b\", ok, \"-?\"]}\nx-b: Forgot password?\nx-c: [\"what?\", \"a ? b\"]\n")
        // YAML 1.1's value key, which PyYAML's safe loader refuses to read.
        expectFormat("x-a: =\nx-b: [=, a=b]\n", "x-a: \"=\"\nx-b: [\"=\", a=b]\n")
    }

    @Test func scalarsKeepTypeAndNumberText() {
        expectFormat("x: {a: 0x1F, b: 1e3, c: .inf, d: ~, e: True, f: , g: 1.50, h: NO}\n",
                     "x: {a: 0x1F, b: 1e3, c: .inf, d: null, e: true, f: null, g: 1.50, h: \"NO\"}\n")
    }

    @Test func oneLinePerCellWhereItFits() {
        let long = String(repeating: "word ", count: 20).trimmingSuffix()
        expectFormat("sections:\n- sectionID: 0\n  cells:\n  - cellID: 0\n    cellType: A\n  - {cellID: 1, cellType: A, viewModel: \(long)}\n",
                     "sections:\n  - sectionID: 0\n    cells:\n      - {cellID: 0, cellType: A}\n      - cellID: 1\n        cellType: A\n        viewModel: \(long)\n")
    }

    @Test func commentsStayWithTheirNode() {
        expectFormat("""
        # top
        sections:   # the sections
        # before the first
        - cells: []    # none
          sectionID: 0  # first
        # before the second


        - {sectionID: 1}  # second
        # at the end

        """, """
        # top
        sections:  # the sections
          # before the first
          - sectionID: 0  # first
            cells: []  # none
          # before the second

          # second
          - sectionID: 1
        # at the end

        """)
    }

    /// Issue 46: a comment on a line of its own at the end of a block belongs to the block its
    /// indentation puts it in, as its last line, and that map or list is written one key a line.
    @Test func aCommentAtABlocksEndStaysItsLastLine() {
        // A commented-out key at the end of a cell, before the next cell and before the next section.
        let cells = """
        sections:
          - sectionID: 0
            cells:
              - cellID: 1
                cellType: A
                # deletable: true
              - {cellID: 2, cellType: A}
              - cellID: 3
                cellType: A
                # deletable: true
          - sectionID: 1

        """
        expectFormat(cells, cells)
        expectFormat(cells.replacingOccurrences(of: "  ", with: "    ").replacingOccurrences(of: "  - ", with: "  -   "), cells)
        // A commented-out key at the end of a cell type's map; a commented-out last cell.
        expectFormat("""
        cellTypes:
          A:
            height: 44
            # estimatedHeight: 120
          B: {height: 60}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 1, cellType: A}
              # - {cellID: 2, cellType: B}
          - sectionID: 1

        """, """
        cellTypes:
          A:
            height: 44
            # estimatedHeight: 120
          B: {height: 60}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 1, cellType: A}
              # - {cellID: 2, cellType: B}
          - sectionID: 1

        """)
    }

    @Test func commentsAtSeveralIndentationsEachStayInTheirBlock() {
        // Each goes to the block its own indentation says, a blank line above it with it; one at
        // column 0 stays at the file's end; an indentless list's own dash column is the list's.
        expectFormat("""
        sections:
            -   sectionID: 0
                cells:
                -   cellID: 1
                    viewModel:
                        title: x
                            # deeper than the keys: still the viewModel's
                    # in the cell

                # in the cells list
                  # between the cell's keys and the list's dashes: the list's
            # in the sections list
        # at the end

        """, """
        sections:
          - sectionID: 0
            cells:
              - cellID: 1
                viewModel:
                  title: x
                  # deeper than the keys: still the viewModel's
                # in the cell

              # in the cells list
              # between the cell's keys and the list's dashes: the list's
          # in the sections list
        # at the end

        """)
        // A comment at the next node's indentation (or less deep) stays above that node.
        expectFormat("x-a:\n  k: 1\n  # c\n  j: 2\nx-b:\n  - k: 1\n # half way\n  - 2\n",
                     "x-a:\n  k: 1\n  # c\n  j: 2\nx-b:\n  - {k: 1}\n  # half way\n  - 2\n")
        // After a flow map, or inside one before its `}`, the block it is indented into is the list.
        expectFormat("x-a:\n- {k: 1,\n   # inside the braces\n  }\n", "x-a:\n  - {k: 1}\n  # inside the braces\n")
        expectFormat("x-a:\n  - {k: 1}\n    # after the map\nx-b: 1\n", "x-a:\n  - {k: 1}\n  # after the map\nx-b: 1\n")
        // At the end of the file, in a block scalar's map; a root's own end is the file's end.
        expectFormat("x-a:\n  text: |\n    body\n  # after the text\n", "x-a:\n  text: |\n    body\n  # after the text\n")
        expectFormat("a: 1\n  # indented under the root\n", "a: 1\n# indented under the root\n")
    }

    @Test func aFileHeaderStaysOnTopAndAKeysCommentMovesWithIt() {
        expectFormat("# header\n\n# about tables\ntables: {}\n# about the version\nlistspec: 1\n",
                     "# header\n\n# about the version\nlistspec: 1\n# about tables\ntables: {}\n")
    }

    @Test func aCommentInsideACellWritesItInBlockStyle() {
        expectFormat("sections:\n- sectionID: 0\n  cells:\n  - {cellID: 0, # why\n     cellType: A}\n",
                     "sections:\n  - sectionID: 0\n    cells:\n      - cellID: 0  # why\n        cellType: A\n")
    }

    @Test func blockScalarsStayBlockScalars() {
        expectFormat("x:\n    a: |\n        one\n          two\n    b: >-\n        folded\n        text\n    c: |+\n        kept\n\n\n    d: 1\n",
                     "x:\n  a: |\n    one\n      two\n  b: >-\n    folded\n    text\n  c: |+\n    kept\n\n\n  d: 1\n")
        expectFormat("x: |2\n     indented first\n   less\n", "x: |2\n     indented first\n   less\n")
    }

    @Test func aKeysCommentAndItsValuesCommentKeepALineEach() {
        // On one line they would read back as one comment.
        expectFormat("sections:\n  - sectionID: 0  # first\n    header:  # the title\n      Hello  # greeting\n",
                     "sections:\n  - sectionID: 0  # first\n    header:  # the title\n      Hello  # greeting\n")
        expectFormat("x-a:  # why\n  Hello\n", "x-a: Hello  # why\n")
    }

    @Test func aCommentAfterABareDashIsTheItemsNotThePreviousOnes() {
        expectFormat("""
        sections:
          - sectionID: 0
            cells:
              - cellID: 1
                cellType: B  # one
              -  # two
                cellType: A
                cellID: 2

        """, """
        sections:
          - sectionID: 0
            cells:
              - cellID: 1
                cellType: B  # one
              # two
              - {cellID: 2, cellType: A}

        """)
    }

    @Test func commentsAboveNestedFirstKeysGoUpInOneRun() {
        // The comment above `n` goes above `k0` when `k0`'s map is one line; `viewModel`'s map, whose
        // only comment is then above its first key, is one line too, in the same run (the cell, whose
        // comment is then above `viewModel`, not its first key, stays one key a line).
        expectFormat("""
        sections:
          - sectionID: 0
            cells:
              - cellID: 1
                cellType: A
                viewModel:
                  k0:
                    # about n
                    n: 1
                  k1: 2

        """, """
        sections:
          - sectionID: 0
            cells:
              - cellID: 1
                cellType: A
                # about n
                viewModel: {k0: {"n": 1}, k1: 2}

        """)
    }

    @Test func commentsAboveAFormatOffRegionStay() {
        expectFormat("# header\n# listspec:format off\nx-raw:   {a:    1}\n# listspec:format on\nsections: []\n",
                     "# header\n# listspec:format off\nx-raw:   {a:    1}\n# listspec:format on\nsections: []\n")
        let canonical = """
        sections:
          - sectionID: 0
            cells:
              # above
              # listspec:format off
              - {cellID:   1, cellType: A}
              # listspec:format on
              - cellID: 2
                # the type
                # listspec:format off
                cellType:    B
                # listspec:format on

        """
        expectFormat(canonical.replacingOccurrences(of: "  # above", with: "    # above"), canonical)
    }

    @Test func aRootsPropertiesKeepTheirComment() {
        expectFormat("--- !!set # why\n? a\n? b\n", "!!set  # why\na: null\nb: null\n")
        expectFormat("--- &list # why\n- a\n", "&list  # why\n- a\n")
        // A later document's map on one line takes the comments above its first key.
        expectFormat("a: 1\n---\n# about b\nb: 2\n", "a: 1\n---\n# about b\n{b: 2}\n")
    }

    /// Corners from the YAML test suite (K858, JEF9, M5C3, FH7J, WZ62, 6KGN) that once changed the data.
    @Test func blockScalarCornersKeepTheirValue() {
        // `|+` over one blank line is "\n": the blank line stays; an empty `>` is "" however chomped.
        expectFormat("strip: >-\n\nclip: >\n\nkeep: |+\n\n", "strip: >-\n\nclip: >-\n\nkeep: |+\n\n")
        expectFormat("keep: |+\n\n\nnext: 1\n", "keep: |+\n\n\nnext: 1\n")
        // An empty `>-` and the blank line after it: the blank line stays, and stays again.
        expectFormat("strip: >-\n\n\nclip: >\n\nx: 1\n", "strip: >-\n\nclip: >-\n\nx: 1\n")
        // A root block scalar's header comment.
        expectFormat("--- >- # why\n  text\n", ">-  # why\n  text\n")
        // JEF9: a line of spaces only is an empty line of the value, not its content.
        expectFormat("- |+\n   \n", "- |+\n\n")
        // The `>` is on the line after the tag: the body starts below the `>`, not below the tag.
        expectFormat("folded:\n   !foo\n  >1\n value\n", "folded: !foo >\n  value\n")
    }

    @Test func anEmptyTaggedScalarStaysPlain() {
        // `!!str ""` would be a quoted scalar: another node. No space ends the line either.
        expectFormat("- !!str\n-\n  !!null : a\n  b: !!str\n- !!str : !!null\n",
                     "- !!str\n- {!!null : a, b: !!str }\n- {!!str : !!null }\n")
        expectFormat("{\n  foo : !!str,\n  !!str : bar,\n}\n", "foo: !!str\n!!str : bar\n")
        // Without a tag, the empty value is written null.
        expectFormat("a: &anchor\nb: *anchor\n", "a: &anchor null\nb: *anchor\n")
    }

    @Test func anchorsAliasesAndMergesStay() {
        expectFormat("x-d: &d {cellType: A}\nsections:\n- sectionID: 0\n  cells:\n  - <<: *d\n    cellID: 0\n",
                     "x-d: &d {cellType: A}\nsections:\n  - sectionID: 0\n    cells:\n      - {<<: *d, cellID: 0}\n")
    }

    @Test func anAliasNeverMovesBeforeItsAnchor() {
        // Sorting would put `sections` (which uses *d) before `x-d`: the top level keeps its order.
        expectFormat("x-d: &d {cellType: A}\nsections: [{sectionID: 0, cells: [{cellID: 0, <<: *d}]}]\nlistspec: 1\n",
                     "x-d: &d {cellType: A}\nsections:\n  - sectionID: 0\n    cells:\n      - {<<: *d, cellID: 0}\nlistspec: 1\n")
    }

    /// Comments `format` once wrote twice or dropped (its check refused those files; it reads its
    /// output no more): above a list item with an anchor, above a later document's first key.
    @Test func aCommentAboveAnAnchoredItemOrALaterDocumentIsWrittenOnce() {
        expectFormat("x:\n  # above\n  - &a\n    # c\n    k: v  # t\n  - 1\n", "x:\n  # above\n  - &a\n    # c\n    k: v  # t\n  - 1\n")
        expectFormat("a: 1\n---\n# first\nb: 2\n", "a: 1\n---\n# first\n{b: 2}\n")
    }

    @Test func aRegionThatWouldNotReadBackLeavesTheFile() {
        let output = format("sections:\n    # listspec:format off\n    - sectionID: 0\n    # listspec:format on\n    - {sectionID: 1}\n")
        #expect(output.hasPrefix("error") && output.contains("region would not read back"), "\(output)")
    }

    @Test func formatOffRegionsStayByteForByte() {
        expectFormat("""
        sections:
          # listspec:format off
          - sectionID: 0
            cells:   [ {cellID: 0,   cellType: A} ]
          # listspec:format on
          - {sectionID:   1}

        """, """
        sections:
          # listspec:format off
          - sectionID: 0
            cells:   [ {cellID: 0,   cellType: A} ]
          # listspec:format on
          - sectionID: 1

        """)
    }

    @Test func duplicateKeysAndOutOfOrderIDsStayAsWritten() {
        expectFormat("sections: [{sectionID: 1}, {sectionID: 0, sectionID: 2}]\n",
                     "sections:\n  - sectionID: 1\n  - sectionID: 0\n    sectionID: 2\n")
    }

    @Test func jsonIsFormattedAsJSON() {
        #expect(format(#"{"sections":[{"cells":[{"cellType":"A","cellID":0,"viewModel":{"b":1.50,"a":"\u00e9"}}],"sectionID":0}]}"#, json: true) == """
        {
          "sections": [
            {
              "sectionID": 0,
              "cells": [
                {
                  "cellID": 0,
                  "cellType": "A",
                  "viewModel": {
                    "b": 1.50,
                    "a": "\\u00e9"
                  }
                }
              ]
            }
          ]
        }

        """)
    }

    /// A spec with findings is formatted all the same, and lints as before: the same rules, the
    /// same messages, each at the same node (its text on the finding's line).
    @Test func findingsStayOnTheirNodes() throws {
        let input = """
        types:
          Item: {title: String, count: Int}
        tables:
          t:
            cellTypes:
              A: {viewModel: Item}
            sections:
              - cells:
                  - {cellID: 3, cellType: A, viewModel: {title: x, count: "2"}}
                  - {cellID: 1, cellType: B, celType: A, viewModel: {title: y, count: 1}}
                  - {cellType: A, cellID: 1, cellID: 2, viewModel: {title: z}}
                sectionID: 0

        """
        let output = format(input)
        #expect(format(output) == output)
        var loader = SpecLoader()
        loader.keepsCells = false
        func findings(_ text: String) -> [String] {
            let lines = text.components(separatedBy: "\n")
            return loader.load(bytes: Array(text.utf8), path: "t.yaml", isJSON: false).findings.map { finding in
                let line = lines[finding.location.line - 1]
                let column = line.index(line.startIndex, offsetBy: finding.location.column - 1, limitedBy: line.endIndex) ?? line.endIndex
                let token = line[column...].prefix { !" ,{}[]:".contains($0) }
                return "\(finding.rule.rawValue) \(token) \(finding.message.filter { !$0.isNumber })"
            }.sorted()
        }
        let before = findings(input)
        #expect(before.count >= 5)
        #expect(findings(output) == before)
    }

    @Test func unparsableInputIsAProblemWithItsPlace() {
        #expect(format("a: [1,\nb") .hasPrefix("error 3:1:"))
        #expect(format("{\"a\": 1,}", json: true).hasPrefix("error 1:"))
        #expect(format(String(repeating: "[", count: 300) + String(repeating: "]", count: 300)).contains("maxDepth"))
    }
}

private extension String {
    func trimmingSuffix() -> String { hasSuffix(" ") ? String(dropLast()) : self }
}
