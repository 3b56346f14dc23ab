import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime

/// A node is a 12-byte record: what does not fit its payload word (long strings, integers past
/// 32 bits, doubles, collections' slot counts) is kept in the text or the children. Every value
/// must read back as written, whichever side of the word it falls on.
@Suite struct NodeStorageTests {
    static let lengths = [0, 1, 31, 32, 33, 127, 128, 129, 300, 16_383, 16_384, 70_000]
    static let integers: [Int64] = [0, 1, -1, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, .max, .min]
    static let doubles: [Double] = [0.5, -0.0, 1e300, -2.5e-300, .infinity]

    func read(_ text: String) throws -> Document.Node {
        let result = YAMLReader.read(bytes: Array(text.utf8), path: "storage.yaml", limits: ReaderLimits())
        #expect(result.findings.isEmpty)
        return try #require(result.document.root)
    }

    @Test func stringsOfEveryLengthReadBack() throws {
        let strings = Self.lengths.map { count in String((0..<count).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) }) }
        let root = try read("[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        #expect(root.items.map(\.string) == strings)
        for (item, string) in zip(root.items, strings) {
            #expect(item.textRange?.count == string.utf8.count)
        }
    }

    @Test func integersOnBothSidesOfThirtyTwoBitsReadBack() throws {
        let root = try read("[" + Self.integers.map(String.init).joined(separator: ", ") + ", 18446744073709551616]")
        #expect(root.items.dropLast().map(\.int) == Self.integers)
        let past = try #require(root.items.last)
        #expect(past.isOverflowingInteger)
        #expect(past.string == "18446744073709551616")
    }

    @Test func doublesBoolsAndNullReadBack() throws {
        let root = try read("[0.5, -0.0, 1e300, -2.5e-300, .inf, true, false, null]")
        let doubles = root.items.prefix(5).compactMap(\.double)
        #expect(doubles == Self.doubles)
        #expect(doubles[1].sign == .minus)
        #expect(root.items.dropFirst(5).map(\.bool) == [true, false, nil])
        #expect(root.items[7].isNull)
    }

    @Test func collectionsKeepTheirCounts() throws {
        let root = try read("{empty: [], none: {}, one: [1], map: {a: 1, b: [2, 3]}, long: [\(Array(0..<300).map(String.init).joined(separator: ", "))]}")
        #expect(root.pairs.map(\.value.count) == [0, 0, 1, 2, 300])
        #expect(root.pairs[3].value.pairs[1].value.items.map(\.int) == [2, 3])
        #expect(root.pairs[4].value.items.map(\.int) == Array(0..<300).map { Int64($0) })
    }

    /// A value read from a file and the same value written in code are stored alike and equal.
    @Test func fileAndCodeValuesAgree() throws {
        let long = String(repeating: "é", count: 100)
        let root = try read("{i: [\(Self.integers.map(String.init).joined(separator: ", "))], d: [0.5, 1e300, 3.0], s: [\"\", \"\(long)\"]}")
        let written: Value = ["i": .init(.list(Self.integers.map { Value(.int($0)) })), "d": [0.5, 1e300, 3], "s": ["", .init(.string(long))]]
        #expect(Value(node: root) == written)
        #expect(Value(node: root).hashValue == written.hashValue)
        let changed: Value = ["i": .init(.list(Self.integers.map { Value(.int($0 == .max ? 0 : $0)) })), "d": [0.5, 1e300, 3], "s": ["", .init(.string(long))]]
        #expect(Value(node: root) != changed)
    }

    /// A map whose every value follows its key keeps only its keys; a map with an alias for a
    /// value, or a `<<` merge, keeps both.
    @Test func mapsKeepKeysAloneOnlyWhenEachValueFollowsItsKey() throws {
        let root = try read("""
        plain: {a: 1, b: [2, {c: 3}], d: {}}
        anchored: &x {e: 5}
        alias: {f: *x, g: 6}
        merged: {<<: *x, h: 7}
        """)
        let maps = root.pairs.map(\.value)
        #expect(maps.map(\.record.isCompactMapping) == [true, true, false, false])
        #expect(root.record.isCompactMapping)
        #expect(maps[0].pairs.map(\.key.keyText) == ["a", "b", "d"])
        #expect(maps[0].pairs[1].value.items[1].pairs[0].value.int == 3)
        #expect(maps[0].pairs[2].value.count == 0)
        #expect(maps[2].pairs.map(\.key.keyText) == ["f", "g"])
        #expect(maps[2].pairs[0].value.index == maps[1].index)
        #expect(maps[2].pairs[1].value.int == 6)
        #expect(maps[3].pairs.map(\.key.keyText) == ["h", "e"])
        #expect(maps[3].pairs.map(\.value.int) == [7, 5])
        let written: Value = ["a": 1, "b": [2, ["c": 3]], "d": [:]]
        #expect(Value(node: maps[0]) == written)
    }

    /// A record is 10 bytes; its line is a 16-bit distance within its block of 64 records, or,
    /// past that (a block scalar of 70,000 lines), kept aside exactly.
    @Test func linesFarApartKeepTheirPlaces() throws {
        #expect(MemoryLayout<Document.Record>.stride == 10)
        let longBlock = (0..<70_000).map { "  line \($0)" }.joined(separator: "\n")
        let root = try read("a: 1\nb: |\n\(longBlock)\nc: [2, {d: 3}]\ne: 4\n")
        #expect(root.pairs.map(\.key.location.line) == [1, 2, 70_003, 70_004])
        #expect(root.pairs[2].value.items[1].pairs[0].value.location == SourceLocation(line: 70_003, column: 12))
        #expect(root.pairs[3].value.location == SourceLocation(line: 70_004, column: 4))
        let many = try read((0..<3_000).map { "k\($0): [\($0), x]" }.joined(separator: "\n"))
        #expect(many.pairs.map(\.value.items[1].location.line) == Array(1...3_000))
    }
}
