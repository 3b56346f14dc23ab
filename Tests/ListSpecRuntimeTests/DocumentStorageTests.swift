import Testing
@_spi(DocumentStorage) @testable import ListSpecRuntime

/// The storage a document is built in: appends of every length, growth, truncation, a second
/// half joined with its pages handed back, and a document taking it over without a copy.
@Suite struct DocumentStorageTests {
    /// Records `release` calls instead of handing pages back (the runtime has no `madvise`).
    private enum CountingPages: PageReleasing {
        nonisolated(unsafe) static var releases = 0
        static func boundary(atOrAfter pointer: UnsafeRawPointer) -> UInt { UInt(bitPattern: pointer) }
        static func release(from released: UInt, upTo end: UnsafeRawPointer) -> UInt {
            releases += 1
            return UInt(bitPattern: end)
        }
    }

    @Test func appendsOfEveryLengthKeepEveryByte() {
        var buffer = GrowingBuffer<UInt8>(capacity: 3)
        var expected: [UInt8] = []
        // Lengths around the word copies (4 to 16 bytes go as two overlapping words) and past the first capacity.
        for length in 0...40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: length &* 31 &+ $0) }
            bytes.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
            expected += bytes
            buffer.append(UInt8(length))
            expected.append(UInt8(length))
            #expect(Array(buffer.values) == expected, "after \(length) bytes")
        }
        buffer.removeAll(from: 10)
        #expect(Array(buffer.values) == Array(expected.prefix(10)))
        buffer[3] = 0xFF
        #expect(buffer[3] == 0xFF)
    }

    /// Used as a stack (the builder's open collections): the last value, pushed and popped as an array's.
    @Test func aStackPopsWhatWasPushedLastFirst() {
        var buffer = GrowingBuffer<Int32>(capacity: 2)
        var expected: [Int32] = []
        #expect(buffer.isEmpty && buffer.last == nil && buffer.popLast() == nil)
        for step in 0..<200 {
            if step % 3 == 2 {
                #expect(buffer.popLast() == expected.popLast(), "at step \(step)")
            } else {
                buffer.append(Int32(step))
                expected.append(Int32(step))
            }
            #expect(buffer.last == expected.last && buffer.isEmpty == expected.isEmpty && Array(buffer.values) == expected)
        }
        while let value = expected.popLast() { #expect(buffer.popLast() == value) }
        #expect(buffer.isEmpty && buffer.last == nil && buffer.popLast() == nil)
    }

    @Test func aDocumentTakesTheValuesAndTheBufferStartsAgain() {
        var buffer = GrowingBuffer<Int32>()
        for i in 0..<1000 { buffer.append(Int32(i)) }
        let taken = buffer.take()
        #expect(buffer.count == 0)
        buffer.append(7)
        #expect(Array(taken) == (0..<1000).map { Int32($0) })
        #expect(taken.withUnsafeBufferPointer { $0.reduce(0, +) } == 499_500)
        #expect(Array(buffer.values) == [7])
    }

    @Test func aSecondHalfIsJoinedWhole() {
        var first = GrowingBuffer<Int32>(), second = GrowingBuffer<Int32>()
        for i in 0..<5 { first.append(Int32(i)) }
        for i in 5..<100_000 { second.append(Int32(i)) }
        CountingPages.releases = 0
        var stretches: [Range<Int>] = []
        GrowingBuffer.copy(second.values, to: first.appendUninitialized(count: second.count), releasingWith: CountingPages.self) {
            stretches.append($0)
        }
        #expect(Array(first.values) == (0..<100_000).map { Int32($0) })
        // 64 KB at a time: 400,000 bytes in seven stretches, each told once, end to end.
        #expect(CountingPages.releases == 7)
        #expect(stretches.count == 7 && stretches.first?.lowerBound == 0 && stretches.last?.upperBound == second.count)
        #expect(zip(stretches, stretches.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        GrowingBuffer.copy(GrowingBuffer<Int32>().values, to: first.appendUninitialized(count: 0), releasingWith: nil)
        #expect(first.count == 100_000)
    }

    /// A buffer lends its end to a second writer: joined in place, the values are both writers' with no copy,
    /// and the stretch the first left unused between them is no one's.
    @Test func aLentEndIsJoinedInPlace() throws {
        var first = GrowingBuffer<Int32>(capacity: 1_000)
        for i in 0..<10 { first.append(Int32(i)) }
        var reclaims = 0
        let end = try #require(first.lendEnd(from: 64) { reclaims += 1 })
        var second = GrowingBuffer<Int32>(continuing: end)
        #expect(second.count == 64 && second.firstIndex == 64)
        for i in 64..<900 { second.append(Int32(i)) }
        for i in 10..<50 { first.append(Int32(i)) }
        let continued = first.isContinued(by: second)
        #expect(continued)
        #expect(Array(second.ownValues) == (64..<900).map { Int32($0) })
        first.joinInPlace(second)
        #expect(first.count == 900 && reclaims == 0)
        #expect(Array(first.values[..<50]) == (0..<50).map { Int32($0) } && Array(first.values[64...]) == (64..<900).map { Int32($0) })
        // The first writer goes on past the second's end without taking anything back.
        for i in 900..<2_000 { first.append(Int32(i)) }
        #expect(reclaims == 0 && first.values[1_999] == 1_999)
        let taken = first.take()
        #expect(taken.count == 2_000 && taken[64] == 64)
    }

    /// A first writer that needs more than it kept takes the lent end back (the second writer stops first);
    /// a second writer that needs more than it was lent moves to memory of its own, keeping its indices.
    @Test func aWriterThatOutgrowsItsRoomReclaimsOrMoves() throws {
        var first = GrowingBuffer<Int32>(capacity: 200)
        let end = try #require(first.lendEnd(from: 100) {})
        let pastCapacity = first.lendEnd(from: 300) {}
        #expect(pastCapacity == nil, "past the capacity")
        var second = GrowingBuffer<Int32>(continuing: end)
        for i in 100..<500 { second.append(Int32(i)) }
        #expect(second.firstIndex == 100 && Array(second.ownValues) == (100..<500).map { Int32($0) })
        let continued = first.isContinued(by: second)
        #expect(!continued, "the second moved away")

        var lender = GrowingBuffer<Int32>(capacity: 200)
        var reclaimed = false
        let lent = try #require(lender.lendEnd(from: 100) { reclaimed = true })
        var borrower = GrowingBuffer<Int32>(continuing: lent)
        for i in 100..<150 { borrower.append(Int32(-i)) }
        for i in 0..<100 { lender.append(Int32(i)) }
        #expect(!reclaimed)
        lender.append(100)
        #expect(reclaimed, "the lender took its end back, in place")
        for i in 101..<300 { lender.append(Int32(i)) }
        #expect(Array(lender.values) == (0..<300).map { Int32($0) })
    }

    /// A second half's line table counts its blocks from its first record; joined, every line is the whole table's.
    @Test func aTableFromAFirstRecordJoinsAsOneFromZero() {
        let lines: [UInt32] = (0..<700).map { UInt32($0 / 3 + 1) }
        for (split, start) in [(0, 0), (10, 64), (64, 64), (130, 192), (699, 704)] {
            var first = LineTable(), second = LineTable(firstRecord: start)
            var deltas = [UInt16](repeating: 0, count: lines.count)
            for i in 0..<split { deltas[i] = first.delta(forRecord: i, line: lines[i]) }
            for i in split..<lines.count { deltas[i] = second.delta(forRecord: start + i - split, line: lines[i]) }
            for i in split..<lines.count { #expect(second.line(ofRecord: start + i - split, delta: deltas[i]) == lines[i]) }
            first.append(second, movedBehind: split)
            for i in 0..<lines.count { #expect(first.line(ofRecord: i, delta: deltas[i]) == lines[i], "record \(i), split at \(split)") }
        }
    }

    @Test func joinedLinesAreTheLinesOfOneTable() {
        // Lines that grow, jump past a 16-bit distance and go back (a node written out of order).
        let lines: [UInt32] = (0..<700).map { (i: Int) -> UInt32 in
            if i == 300 { return 2 }
            return i >= 500 ? UInt32(i) * 200 : UInt32(i / 3 + 1)
        }
        for split in [0, 1, 63, 64, 65, 130, 300, 699, 700] {
            var whole = LineTable()
            var records = [Document.Record](repeating: Document.Record(column: 1, kind: .null, payload: 0), count: lines.count)
            for (i, line) in lines.enumerated() { records[i].lineDelta = whole.delta(forRecord: i, line: line) }

            var first = LineTable(), second = LineTable()
            var joined = [Document.Record](repeating: Document.Record(column: 1, kind: .null, payload: 0), count: lines.count)
            for i in 0..<split { joined[i].lineDelta = first.delta(forRecord: i, line: lines[i]) }
            for i in split..<lines.count { joined[i].lineDelta = second.delta(forRecord: i - split, line: lines[i]) }
            first.append(second, movedBehind: split)
            for i in 0..<lines.count {
                #expect(first.line(ofRecord: i, delta: joined[i].lineDelta) == lines[i], "record \(i), split at \(split)")
                #expect(whole.line(ofRecord: i, delta: records[i].lineDelta) == lines[i], "record \(i)")
            }
        }
    }
}

/// Byte ranges compared a word at a time: every length, a difference at every place.
@Suite struct ByteComparisonTests {
    @Test func aDifferenceAnywhereIsFound() {
        for count in 0...40 {
            let a = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }
            a.withUnsafeBufferPointer { x in
                let same = Array(a)
                same.withUnsafeBufferPointer { y in
                    if let p = x.baseAddress, let q = y.baseAddress { #expect(memcmpEqual(p, q, count), "\(count) bytes") }
                }
                for place in 0..<count {
                    var other = a
                    other[place] ^= 0x80
                    other.withUnsafeBufferPointer { y in
                        if let p = x.baseAddress, let q = y.baseAddress { #expect(!memcmpEqual(p, q, count), "\(count) bytes, at \(place)") }
                    }
                }
            }
        }
    }
}

/// Scalars stored once per recent place of their bytes (`ScalarInterning`), with a table sized by the file.
@Suite struct ScalarInterningTests {
    /// Every table size, from a small file's to an unknown size's: strings that collide in a slot, repeat,
    /// are empty or longer than interned ones all read back as written, and repeats share their bytes.
    @Test(arguments: [0, 10, 3_000, 20_000, 1 << 20])
    func everyStringReadsBackAsWritten(expectedSize: Int) {
        var interning = ScalarInterning(expectedSize: expectedSize)
        var text = GrowingBuffer<UInt8>()
        var generator = SystemRandomNumberGenerator()
        let words = (0..<3_000).map { i -> [UInt8] in
            let length = i % 7 == 0 ? 0 : Int.random(in: 1...40, using: &generator)
            return (0..<length).map { _ in UInt8.random(in: 0x61...0x64, using: &generator) }
        }
        var stored: [(word: [UInt8], offset: UInt32)] = []
        for i in 0..<6_000 {
            let word = words[i % 1_500 + (i % 3 == 0 ? 1_500 : 0)]
            let offset = word.withUnsafeBufferPointer { interning.offset(of: $0, in: &text) }
            stored.append((word, offset))
        }
        for (word, offset) in stored {
            let range = RecordPayload.stringRange(at: offset, in: text.values)
            #expect(Array(text.values[range]) == word)
        }
        // Right after a string is stored, the same bytes are found, not stored again.
        let count = text.count
        let again = stored[stored.count - 1].word.withUnsafeBufferPointer { interning.offset(of: $0, in: &text) }
        #expect(again == stored[stored.count - 1].offset || stored[stored.count - 1].word.count > 32)
        #expect(text.count == count || stored[stored.count - 1].word.count > 32)
    }
}
