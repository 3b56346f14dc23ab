import Foundation
import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime

/// A large YAML file is read in two halves at once; the document and findings must be those of one
/// reader, whether the halves were joined or the second was thrown away.
@Suite struct SplitParseTests {
    /// About 5 MB: sections of block-style cells; `cell` may replace a cell's lines.
    static func spec(indent: String = "  ", indentless: Bool = false, head: String = "", tail: String = "",
                     cell: (Int) -> String? = { _ in nil }) -> String {
        let list = indentless ? "" : indent
        var text = head + "tables:\n\(indent)menu:\n\(indent)\(indent)sections:\n"
        let sectionIndent = indent + indent + list
        let itemIndent = sectionIndent + indent + list
        var id = 0
        for section in 0..<500 {
            text += "\(sectionIndent)- sectionID: \(section)\n\(sectionIndent)  cells:\n"
            for _ in 0..<110 {
                id += 1
                text += cell(id) ?? "\(itemIndent)- cellID: \(id)\n\(itemIndent)  cellType: Cell\n\(itemIndent)  viewModel: {title: \"Item \(id)\", value: \(id % 97)}\n"
            }
        }
        return text + tail
    }

    struct Reads {
        var serial: ReadResult
        var split: ReadResult
    }

    /// Reads the text from a file twice: by one reader alone, and with a second parser allowed.
    func read(_ text: String, limits: ReaderLimits = ReaderLimits()) throws -> Reads {
        let bytes = Array(text.utf8)
        #expect(bytes.count >= SplitParse.minimumSize, "large enough to be read in halves")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID().uuidString).yaml").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        func readFile(_ limits: ReaderLimits) throws -> ReadResult {
            YAMLReader.read(file: try OpenFile(path, limit: limits.maxFileSize), path: "big.yaml", limits: limits) { bytes }.0
        }
        var alone = limits
        alone.pipelinesLargeFiles = false
        var both = limits
        both.pipelinesLargeFiles = true
        return Reads(serial: try readFile(alone), split: try readFile(both))
    }

    /// The first place the two documents differ (node numbers, kinds, places, values, structure), or nil.
    static func difference(_ a: Document, _ b: Document) -> String? {
        guard let rootA = a.root, let rootB = b.root else { return a.root == nil && b.root == nil ? nil : "one has no root" }
        var stack = [(rootA, rootB, "$")]
        while let (x, y, path) = stack.popLast() {
            guard x.index == y.index, x.kind == y.kind, x.location == y.location, x.isQuoted == y.isQuoted,
                  x.record.isMergeKey == y.record.isMergeKey, x.isOverflowingInteger == y.isOverflowingInteger else {
                return "\(path): node \(x.index) \(x.kind) at \(x.location) vs node \(y.index) \(y.kind) at \(y.location)"
            }
            switch x.kind {
            case .sequence:
                guard x.count == y.count else { return "\(path): \(x.count) vs \(y.count) items" }
                for i in 0..<x.count { stack.append((x.items[i], y.items[i], "\(path)[\(i)]")) }
            case .mapping:
                guard x.count == y.count else { return "\(path): \(x.count) vs \(y.count) pairs" }
                for i in 0..<x.count {
                    stack.append((x.pairs[i].key, y.pairs[i].key, "\(path).key\(i)"))
                    stack.append((x.pairs[i].value, y.pairs[i].value, "\(path).\(x.pairs[i].key.keyText)"))
                }
            default:
                guard x.keyText == y.keyText else { return "\(path): '\(x.keyText)' vs '\(y.keyText)'" }
            }
        }
        return nil
    }

    func expectSame(_ reads: Reads, joined: Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(reads.split.readInHalves == joined, sourceLocation: sourceLocation)
        #expect(!reads.serial.readInHalves, sourceLocation: sourceLocation)
        #expect(reads.split.findings == reads.serial.findings, sourceLocation: sourceLocation)
        #expect(reads.split.isComplete == reads.serial.isComplete, sourceLocation: sourceLocation)
        #expect(Self.difference(reads.serial.document, reads.split.document) == nil, sourceLocation: sourceLocation)
    }

    /// Whether the file holds a suppression directive is told from the bytes both parsers read:
    /// one in the second half is seen by the second parser, one in the first half by the first.
    @Test(arguments: [nil, 3, 50_000, 54_999])
    func aDirectiveIsSeenInEitherHalf(cellID: Int?) throws {
        let text = Self.spec { id in
            id == cellID ? "          # listspec:disable-next-line cell-order\n          - cellID: \(id)\n            cellType: Cell\n" : nil
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("split-\(UUID().uuidString).yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var limits = ReaderLimits()
        limits.pipelinesLargeFiles = true
        let (read, holdsDirective) = YAMLReader.read(file: try OpenFile(path, limit: limits.maxFileSize), path: "big.yaml", limits: limits) { [] }
        #expect(read.readInHalves)
        #expect(holdsDirective == (cellID != nil))
    }

    @Test func sectionsOfCellsAreReadInHalves() throws {
        let reads = try read(Self.spec(tail: "    footer: {title: End}\n"))
        expectSame(reads, joined: true)
        #expect(reads.split.findings.isEmpty)
        #expect(reads.split.document.records.count == reads.serial.document.records.count)
    }

    @Test func indentlessListsAndWiderIndentation() throws {
        expectSame(try read(Self.spec(indentless: true)), joined: true)
        expectSame(try read(Self.spec(indent: "    ")), joined: true)
    }

    @Test func findingsOnBothSidesKeepTheirPlacesAndOrder() throws {
        // Duplicate keys in cells of both halves, and in the maps the split line is inside of,
        // after the list that was split (the table's `style`, the root's `tables`).
        let text = Self.spec(tail: "    style: plain\n    style: grouped\ntables: {}\n") { id in
            id % 9_000 == 0 ? "          - cellID: \(id)\n            cellID: \(id)\n            cellType: Cell\n            cellType: [x]\n" : nil
        }
        let reads = try read(text)
        expectSame(reads, joined: true)
        #expect(reads.split.findings.filter { $0.rule == .duplicateKey }.count == 2 * 6 + 2)
        #expect(reads.split.findings.map(\.location) == reads.split.findings.sortedByLocation().map(\.location))
    }

    /// Text in memory standing for a file (what `lint --fix` lints again after a pass) is read in
    /// halves as the file is, with the same document and findings.
    @Test func textInMemoryIsReadInHalvesAsItsFile() throws {
        let text = Self.spec { id in id % 9_000 == 0 ? "          - cellID: \(id)\n            cellID: \(id)\n            cellType: Cell\n" : nil }
        let bytes = Array(text.utf8)
        let memory = YAMLReader.read(file: OpenFile(path: "big.yaml", bytes: bytes), path: "big.yaml", limits: ReaderLimits()) { bytes }.0
        expectSame(Reads(serial: try read(text).serial, split: memory), joined: true)
        #expect(!memory.findings.isEmpty)
    }

    @Test func windowsLineEndingsAreReadInHalves() throws {
        let text = Self.spec().replacingOccurrences(of: "\n", with: "\r\n")
        expectSame(try read(text), joined: true)
    }

    @Test func otherLineBreaksBeforeTheMiddleKeepOneReader() throws {
        // libyaml counts NEL and a lone CR as line breaks: lines past them could not be placed from the middle.
        expectSame(try read(Self.spec(head: "# a comment with a NEL \u{85} in it\n")), joined: false)
        expectSame(try read(Self.spec(head: "# lone\r# CR\n")), joined: false)
    }

    @Test func valuesHeldInTheTextMoveWithTheSecondHalf() throws {
        // Wide integers, doubles and long strings live in the text: joining moves their offsets.
        let long = String(repeating: "x", count: 200 + 7)
        let text = Self.spec { id in
            id % 500 == 0
                ? "          - cellID: \(id)\n            cellType: Cell\n            viewModel: {big: \(5_000_000_000 + id), neg: -2147483649, "
                    + "rate: \(id).5, long: \"\(long)\", past: 99999999999999999999\(id)}\n"
                : nil
        }
        let reads = try read(text)
        expectSame(reads, joined: true)
        let lastCell = try #require(reads.split.document.root?.pairs[0].value.pairs[0].value.pairs[0].value.items.last?.pairs[1].value.items.last)
        #expect(lastCell.pairs[0].value.int == 55_000)
        let viewModel = lastCell.pairs[2].value
        #expect(viewModel.pairs.map(\.value.keyText) == ["5000055000", "-2147483649", "55000.5", long, "9999999999999999999955000"])
    }

    /// The second half is written in the first reader's storage, behind room left for the first half in
    /// proportion to what the first reader read before the second parser started. A first half that
    /// outgrows its room gives the second half up (one reader); a second half that outgrows its room
    /// moves to memory of its own and is copied when joined.
    @Test func halvesDenserThanTheFilesStartAreReadAsByOneReader() throws {
        let denseFirst = Self.spec { id in
            id > 2_000 && id < 26_000 ? "          - {cellID: \(id), cellType: Cell, viewModel: {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8}}\n" : nil
        }
        expectSame(try read(denseFirst), joined: false)
        let wordyFirst = Self.spec { id in
            id > 2_000 && id < 24_000 ? "          - {cellID: \(id), cellType: Cell, viewModel: {title: \(String(repeating: "w", count: 60))\(id)}}\n" : nil
        }
        expectSame(try read(wordyFirst), joined: false)
        let items = Array(repeating: "1", count: 300).joined(separator: ",")
        let denseSecond = Self.spec { id in
            id > 49_000 ? "          - {cellID: \(id), cellType: Cell, viewModel: [\(items)]}\n" : nil
        }
        let reads = try read(denseSecond)
        expectSame(reads, joined: true)
        #expect(reads.split.document.records.count == reads.serial.document.records.count)
    }

    @Test func anAliasToAnAnchorOfTheFirstHalfKeepsOneReader() throws {
        let text = Self.spec(head: "x-model: &model {title: Shared}\n") { id in
            id > 40_000 && id % 1_000 == 0 ? "          - {cellID: \(id), cellType: Cell, viewModel: *model}\n" : nil
        }
        expectSame(try read(text), joined: false)
    }

    @Test func linesThatOnlyLookLikeItemsKeepOneReader() throws {
        // The middle of the file is in block scalars whose lines look like the sections' items.
        var text = "tables:\n  menu:\n    sections:\n"
        for i in 0..<4_000 { text += "      - sectionID: \(i)\n        cells: []\n" }
        for note in 0..<6 {
            text += "x-note\(note): |\n"
            for i in 0..<20_000 { text += "      - sectionID: \(i)\n        cells: []\n" }
        }
        let reads = try read(text)
        expectSame(reads, joined: false)
        #expect(reads.split.isComplete)
    }

    @Test func errorsInTheSecondHalfAreTheOneReadersErrors() throws {
        expectSame(try read(Self.spec(tail: "    footer: [unclosed\n")), joined: false)
        expectSame(try read(Self.spec(tail: "---\nsections: []\n")), joined: false)
        let sixty = Self.spec { id in id == 50_000 ? "          - cellID: *nowhere\n" : nil }
        expectSame(try read(sixty), joined: false)
    }

    @Test func aLimitPassedInTheSecondHalfIsReportedAsByOneReader() throws {
        let text = Self.spec()
        let nodes = try read(text).serial.document.records.count
        expectSame(try read(text, limits: ReaderLimits(maxNodes: nodes - 10)), joined: false)
        expectSame(try read(Self.spec { id in id == 50_000 ? "          - cellID: 1\n            x: " + String(repeating: "[", count: 300) + "\n" : nil }),
                   joined: false)
    }

    @Test func aSyntaxErrorInTheFirstHalfEndsBothReaders() throws {
        expectSame(try read(Self.spec { id in id == 100 ? "          - cellID: [\n" : nil }), joined: false)
    }

    @Test func lineFeedsAreCountedSixteenBytesAtATime() {
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 1000, 4079, 4080, 4096, 4097, 70_001] {
            let bytes = (0..<length).map { _ in [0x0A, 0x20, 0x41, 0x0D, 0x85, 0xA8, 0xA9, 0xC2, 0xFF][Int(generator.next() % 9)] as UInt8 }
            let counted = bytes.withUnsafeBytes { LineCount.countLineFeeds($0) }
            #expect(counted.feeds == bytes.filter { $0 == 0x0A }.count)
            #expect(counted.mayHoldOtherBreaks == bytes.contains { [0x0D, 0x85, 0xA8, 0xA9].contains($0) })
            // Plain text: line feeds only, more than a lane can count (255) before the lanes are summed.
            let plain = (0..<length).map { _ in [0x0A, 0x0A, 0x41][Int(generator.next() % 3)] as UInt8 }
            let plainCount = plain.withUnsafeBytes { LineCount.countLineFeeds($0) }
            #expect(plainCount.feeds == plain.filter { $0 == 0x0A }.count)
            #expect(!plainCount.mayHoldOtherBreaks)
        }
        // One unusual byte anywhere, the last one too.
        for position in [0, 15, 16, 4095, 4096, 9999] {
            var bytes = [UInt8](repeating: 0x0A, count: 10_000)
            bytes[position] = 0xA9
            let counted = bytes.withUnsafeBytes { LineCount.countLineFeeds($0) }
            #expect(counted.feeds == 9_999 && counted.mayHoldOtherBreaks, "at \(position)")
        }
    }

    /// The lines before a line start, counted in one go or in two (the second parser's thread counts most
    /// before the plan, the rest after), whatever breaks straddle the two steps or the 1 MB blocks.
    @Test func linesAreCountedAsLibyamlCountsThemInOneStepOrTwo() {
        let block = 1 << 20
        func lines(_ bytes: [UInt8], to offset: Int, after ahead: Int? = nil) -> Int? {
            let file = OpenFile(path: "t.yaml", bytes: bytes)
            var count = LineCount()
            if let ahead { count.count(upTo: ahead, in: file) }
            return count.line(of: offset, in: file)
        }
        // CR LF everywhere, one of them across the first block's end and one across the step.
        var crlf = [UInt8](repeating: 0x41, count: 3 * block)
        for end in [block, block + 777, 2 * block - 5] { crlf[end - 1] = 0x0D; crlf[end] = 0x0A }
        let offset = 2 * block
        for ahead in [nil, 0, 5, block - 1, block, block + 1, block + 777, offset - 6, offset] {
            #expect(lines(crlf, to: offset, after: ahead) == 3, "counted ahead to \(ahead.map(String.init) ?? "none")")
        }
        // A lone CR, a NEL and an LS before the offset give the count up, at a block's end or at the step too.
        for (position, bytes) in [(block - 1, [0x0D]), (block + 776, [0x0D]), (block - 1, [0xC2, 0x85]), (block + 776, [0xE2, 0x80, 0xA8])] as [(Int, [UInt8])] {
            var text = [UInt8](repeating: 0x41, count: 3 * block)
            text.replaceSubrange(position..<position + bytes.count, with: bytes)
            text[offset - 1] = 0x0A
            for ahead in [nil, block, block + 777, block + 778] {
                #expect(lines(text, to: offset, after: ahead) == nil, "\(bytes) at \(position), ahead to \(ahead.map(String.init) ?? "none")")
            }
        }
        // An offset before what was counted ahead cannot be told.
        #expect(lines(crlf, to: block, after: offset) == nil)
    }

    @Test func otherLineBreaksJustPastTheMiddleKeepOneReader() throws {
        // Past where the lines are counted before the plan, before the second parser's line: counted after it.
        let text = Self.spec()
        let start = SplitPoint.searchStart(size: text.utf8.count + 3)
        var bytes = Array(text.utf8)
        let lineEnd = try #require(bytes[(start + 1)...].firstIndex(of: 0x0A))
        bytes.insert(contentsOf: [0x23, 0xC2, 0x85], at: lineEnd)
        let broken = String(decoding: bytes, as: UTF8.self)
        #expect(broken.unicodeScalars.contains("\u{85}"))
        expectSame(try read(broken), joined: false)
    }

    @Test func thePrefixOpensTheSameCollections() {
        typealias Level = DocumentBuilder.CollectionLevel
        let levels = [Level(isMapping: true, column: 1, isPlainBlock: true), Level(isMapping: false, column: 3, isPlainBlock: true),
                      Level(isMapping: true, column: 5, isPlainBlock: true), Level(isMapping: false, column: 5, isPlainBlock: true)]
        let prefix = Prefix(levels: levels)
        #expect(prefix.map { String(decoding: $0.bytes, as: UTF8.self) } == "k:\n  - k:\n")
        #expect(prefix?.lines == 2)
        #expect(Prefix(levels: [Level(isMapping: true, column: 1, isPlainBlock: true)]) == nil, "the last level is a list")
    }
}
