import Foundation
import ListSpec
import ListSpecRuntime
import Testing

/// Issue 17, item 17: `# listspec:disable-next-line`, `disable` / `enable` in YAML comments.
@Suite struct SuppressionTests {
    private func comments(_ text: String) -> [SuppressionComment] {
        SuppressionScanner.comments(in: Array(text.utf8))
    }

    private func lint(_ text: String) -> [Finding] {
        let findings = load(text).findings
        return InlineSuppressions.apply(SuppressionScanner.comments(in: Array(text.utf8)), to: findings, path: "test.yaml")
    }

    static let unused = """
    tables:
      t:
        cellTypes:
          A: {}
          # listspec:disable-next-line unused-cell-type -- kept for the next release
          B: {}
          C: {}
        sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]

    """

    /// Files are looked through for `listspec:` and a letter thirty-two places at a time: a directive
    /// is found in each of those places and in the last bytes, and the version key never counts.
    @Test func directivesAreFoundWhereverTheyStand() {
        for padding in 0..<160 {
            let before = String(repeating: "x", count: padding)
            #expect(comments("k: \(before)\n# listspec:disable-next-line unknown-key\nj: 1\n").count == 1, "after \(padding) bytes")
            #expect(comments("k: \(before) # listspec:disable unknown-key").count == 1, "at the end, after \(padding) bytes")
            #expect(comments("k: \(before)\nlistspec: 1\nlistspec: 2 # listspec: 3\n").isEmpty, "after \(padding) bytes")
            #expect(comments("k: \(before) # listspec:").isEmpty, "a marker that ends the text, after \(padding) bytes")
        }
    }

    @Test func disableNextLineSuppressesThatLineOnly() {
        let findings = lint(Self.unused)
        #expect(findings.map(\.rule) == [.unusedCellType])
        #expect(findings.first?.location.line == 7)
    }

    @Test func theNextLineSkipsBlankAndCommentLines() {
        let found = comments("a: 1\n# listspec:disable-next-line x\n\n# other\n  b: 2\n")
        #expect(found.count == 1)
        #expect(found.first?.targetLine == 5)
        #expect(found.first?.location == SourceLocation(line: 2, column: 1))
        #expect(found.first?.rules == ["x"])
        #expect(found.first?.kind == .disableNextLine)
    }

    @Test func regionsRunFromDisableToEnable() {
        let text = """
        tables:
          t:
            cellTypes:
              A: {}
              # listspec:disable unused-cell-type, header-zero-height
              B: {}
              C: {}
              # listspec:enable unused-cell-type
              D: {}
            sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]

        """
        let findings = lint(text)
        #expect(findings.filter { $0.rule == .unusedCellType }.map(\.location.line) == [9])
        // header-zero-height suppressed nothing (it stays open to the end of the file).
        let unused = findings.filter { $0.rule == .unusedSuppression }
        #expect(unused.count == 1)
        #expect(unused.first?.location == SourceLocation(line: 5, column: 7))
        #expect(unused.first?.severity == .warning)
        #expect(unused.first?.message.contains("suppresses nothing: no header-zero-height finding") == true)
    }

    @Test func aSuppressionThatSuppressesNothingIsAWarning() {
        let text = "# listspec:disable-next-line unused-cell-type\nsections: []\n# listspec:enable header-zero-height\n"
            + "# listspec:disabel unused-cell-type\n# listspec:disable-next-line unused-cell-typ\n# listspec:disable-next-line cell-order\n"
        let findings = lint(text)
        #expect(findings.map(\.rule) == Array(repeating: .unusedSuppression, count: 5))
        #expect(findings.map(\.location.line) == [1, 3, 4, 5, 6])
        guard findings.count == 5 else { return }
        #expect(findings[0].message.contains("no unused-cell-type finding on line 2"))
        #expect(findings[1].message.contains("header-zero-height was not disabled"))
        #expect(findings[2].message.contains("is not a directive"))
        #expect(findings[3].message.contains("did you mean 'unused-cell-type'?"))
        // An invariant rule is never suppressed (contract section 2): naming one is said so.
        #expect(findings[4].message.contains("cell-order cannot be suppressed"))
    }

    /// Issue 36 (11): a reason written without ` -- ` is one warning for the comment, naming its
    /// first word that is no rule id, and the rule ids it names still apply.
    @Test func aReasonWithoutItsDashesIsOneWarning() {
        let text = """
        tables:
          t:
            cellTypes:
              A: {}
              # listspec:disable-next-line unused-cell-type because legacy types
              B: {}
            sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]

        """
        let findings = lint(text)
        #expect(findings.map(\.rule) == [.unusedSuppression])
        #expect(findings.first?.location == SourceLocation(line: 5, column: 7))
        #expect(findings.first?.message == "'listspec:disable-next-line unused-cell-type because legacy types': 'because' and 2 more words are no rule ids; "
            + "a reason goes after ' -- ' (listspec:disable-next-line unused-cell-type -- because legacy types), rule ids are listed by listspec rules")
    }

    /// Issue 36 (11): a file the reader stops in (not YAML, or binary) has its one finding and no
    /// suppression findings, however many `listspec:` words its bytes hold.
    @Test func aFileThatDoesNotParseHasNoSuppressionFindings() {
        let binary = "\u{7F}ELF\u{1}\0" + String(repeating: "\0# listspec:disable-next-line cell-order\n\u{2}", count: 500)
        #expect(lint(binary).map(\.rule) == [.syntax])
        let broken = "# listspec:disable-next-line cell-order\nsections: [\n"
        #expect(lint(broken).map(\.rule) == [.syntax])
    }

    @Test func aHashInsideAQuotedOrBlockScalarIsNoComment() {
        let text = """
        a: "x # listspec:disable cell-order"
        b: 'it''s # listspec:disable cell-order'
        c: "two
          lines # listspec:disable cell-order"
        d: |
          # listspec:disable cell-order
        e: x#listspec:disable cell-order
        f: !tag "q # listspec:disable cell-order"
        g: it's # listspec:disable-next-line unknown-key
        h: [1, "# listspec:disable cell-order"] # listspec:enable unknown-key

        """
        let found = comments(text)
        #expect(found.map(\.location.line) == [9, 10])
        #expect(found.map(\.kind) == [.disableNextLine, .enable])
        #expect(found.first?.targetLine == 10)
    }

    @Test func filesWithoutTheMarkerCostOnePass() {
        #expect(comments("a: 1 # just a comment\n").isEmpty)
        #expect(comments("listspec: 1 # the version key is no directive\nsections: []\n").isEmpty)
        #expect(comments("# listspec:disable cell-order").count == 1)
        #expect(comments("").isEmpty)
    }

    @Test func crlfLineEndsAndTrailingDirectives() {
        let found = comments("a: 1  # listspec:disable-next-line cell-order\r\nb: 2\r\n")
        #expect(found.first?.targetLine == 2)
        #expect(found.first?.location == SourceLocation(line: 1, column: 7))
        #expect(found.first?.rules == ["cell-order"])
    }
}

/// A large file's directives are told from the chunks libyaml reads: a directive across a chunk
/// boundary, or at any offset, still applies.
@Suite struct SuppressionFileScanTests {
    private func findings(ofFileWith text: String) throws -> [Finding] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("suppression-\(UUID().uuidString).yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var loader = SpecLoader()
        loader.settings = .default
        return try loader.load(.file(path)).findings
    }

    /// Padding comment lines put `listspec:` of the directive at byte `offset`.
    private func spec(directiveAt offset: Int?) -> String {
        let head = "tables:\n  t:\n    cellTypes:\n      A: {}\n"
        var padding = ""
        if let offset {
            var remaining = offset - head.utf8.count - "      # ".utf8.count
            while remaining > 0 {
                let length = remaining >= 102 ? 100 : remaining
                padding += "#" + String(repeating: "x", count: length - 2) + "\n"
                remaining -= length
            }
            padding += "      # listspec:disable-next-line unused-cell-type\n"
        }
        return head + padding + "      B: {}\n    sections: [{sectionID: 0, cells: [{cellID: 0, cellType: A}]}]\n"
    }

    /// Files up to `SpecLoader.wholeReadSize` are read once, whole; larger ones streamed, the directive seen on the way.
    @Test(arguments: [100, 60_000, 65_400, 65_530, 65_531, 65_532, 65_535, 65_536, 65_540, 131_068])
    func directiveAppliesWhereverItSits(offset: Int) throws {
        let text = spec(directiveAt: offset)
        #expect(Array(text.utf8).firstRange(of: Array("listspec:".utf8))?.lowerBound == offset)
        #expect(try findings(ofFileWith: text).isEmpty)
    }

    @Test func withoutDirectiveFindingsStay() throws {
        #expect(try findings(ofFileWith: spec(directiveAt: nil)).map(\.rule) == [.unusedCellType])
    }
}
