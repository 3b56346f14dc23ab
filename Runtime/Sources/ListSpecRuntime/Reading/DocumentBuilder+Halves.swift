/// Building a large file in halves at once (see `SplitParse` in the command line): a second builder
/// continues the document from inside collections this one opened, writing in the ends of this
/// builder's storage, and `absorb` joins the two as if one builder had read the whole file.
extension DocumentBuilder {
    /// An open collection as a second parser must re-create it to read on from inside it (see `SplitParse`).
    package struct CollectionLevel: Equatable {
        package var isMapping: Bool
        /// 1-based, as in findings.
        package var column: UInt32
        package var isPlainBlock: Bool

        package init(isMapping: Bool, column: UInt32, isPlainBlock: Bool) {
            self.isMapping = isMapping
            self.column = column
            self.isPlainBlock = isPlainBlock
        }
    }

    /// Where a continuing builder writes (see `lendEnds`): the ends of this builder's storage.
    package struct LentEnds: Sendable {
        let records: GrowingBuffer<Document.Record>.LentEnd
        let children: GrowingBuffer<Int32>.LentEnd
        let text: GrowingBuffer<UInt8>.LentEnd
    }

    /// Lends the ends of this builder's storage to a builder that continues the document from further
    /// on (`init(continuing:)`, on another thread), so that `absorb` joins the two without a copy of
    /// the slots and the text: this builder has read `readBytes` of the file, and is to read
    /// `firstBytes` in all before the continuing builder's `restBytes`. Its room is what it stored so
    /// far, in proportion, with a margin; should it need more, it first calls `reclaim`, which stops
    /// the continuing builder for good, and takes its room back. The continuing builder's room is
    /// twice its share: memory never written costs no pages, and one that outgrows it is copied.
    package mutating func lendEnds(readBytes: Int, firstBytes: Int, restBytes: Int, reclaim: @escaping () -> Void) -> LentEnds? {
        guard !isAborted, readBytes > 0 else { return nil }
        func room(_ stored: Int, _ bytes: Int, margin: Double, slack: Int) -> Int {
            Int(min(Double(stored) * Double(bytes) / Double(readBytes) * margin, Double(Int32.max))) + slack
        }
        func restRoom(_ stored: Int) -> Int { room(stored, restBytes, margin: 2, slack: 65_536) }
        // A line table's blocks start at multiples of 64 (see `LineTable`): so does the continuing builder's first record.
        // Records the first builder leaves unused are moved over when joined: their margin is smaller.
        let recordStart = (room(records.count, firstBytes, margin: 1.2, slack: 4096) + 63) & ~63
        let childStart = room(children.count, firstBytes, margin: 1.5, slack: 65_536)
        let textStart = room(text.count, firstBytes, margin: 1.5, slack: 65_536)
        guard recordStart + restRoom(records.count) <= limits.maxNodes else { return nil }
        records.reserve(recordStart + restRoom(records.count))
        children.reserve(childStart + restRoom(children.count))
        text.reserve(textStart + restRoom(text.count))
        guard let lentRecords = records.lendEnd(from: recordStart, reclaim: reclaim),
              let lentChildren = children.lendEnd(from: childStart, reclaim: reclaim),
              let lentText = text.lendEnd(from: textStart, reclaim: reclaim) else { return nil }
        return LentEnds(records: lentRecords, children: lentChildren, text: lentText)
    }

    /// Continues the document another builder was building, from inside its open `levels`
    /// (outermost first, the last a sequence whose next item comes first), writing in the storage
    /// it lent (`lendEnds`). `absorb` joins the two.
    package init(continuing levels: [CollectionLevel], path: String, limits: ReaderLimits, expectedSize: Int, into ends: LentEnds) {
        self.init(path: path, limits: limits, expectedSize: expectedSize, records: GrowingBuffer(continuing: ends.records),
                  children: GrowingBuffer(continuing: ends.children), text: GrowingBuffer(continuing: ends.text),
                  lines: LineTable(firstRecord: ends.records.start))
        for (depth, level) in levels.enumerated() {
            open.append(OpenCollection(record: Self.elsewhere, base: pending.count, isMapping: level.isMapping,
                                       expandedSize: 0, isPlainBlock: true))
            // A mapping's key for the level inside it is the other builder's.
            if level.isMapping, depth < levels.count - 1 { pending.append(Self.elsewhere) }
        }
    }

    /// The open collections, outermost first.
    package var openLevels: [CollectionLevel] {
        let records = self.records.values
        return open.values.map { CollectionLevel(isMapping: $0.isMapping, column: records[Int($0.record)].column, isPlainBlock: $0.isPlainBlock) }
    }

    /// Takes in what a continuing builder built after this one's open collections, then closes them as
    /// that builder saw them close: the same document and findings as one builder reading the whole file.
    /// False, with nothing changed, when the joined document would pass a limit (the caller reads on alone).
    /// What `rest` wrote in the ends this builder lent it (`lendEnds`) stays where it is: the slots and
    /// the text as they are, the records moved up to this builder's last. A part that either builder
    /// moved to memory of its own is copied, its pages handed back to the system (by `pages`) as they are.
    /// `concurrently` runs two jobs that touch different memory, each on a core of its own where it can:
    /// the reader's other core is free by now.
    package mutating func absorb(_ rest: borrowing DocumentBuilder, releasingWith pages: any PageReleasing.Type,
                                 concurrently: (() -> Void, () -> Void) -> Void) -> Bool {
        let restRecords = rest.records.ownValues, restChildren = rest.children.ownValues, restText = rest.text.ownValues
        guard rest.open.isEmpty, !rest.isAborted, !isAborted, rest.continuedChildren.count == open.count,
              records.count + restRecords.count <= limits.maxNodes,
              aliasExpansion + rest.aliasExpansion <= limits.maxAliasExpansion,
              text.count + restText.count < Int(UInt32.max), children.count + restChildren.count < Int(UInt32.max)
        else { return false }
        let firstMoved = records.count
        // Record numbers, slot and text offsets in `rest` count from this builder's first: a part it wrote in
        // place keeps them, one copied behind this builder's end moves by the difference.
        let recordShift = Int32(truncatingIfNeeded: records.count &- rest.records.firstIndex)
        let childrenInPlace = children.isContinued(by: rest.children), textInPlace = text.isContinued(by: rest.text)
        let childShift = childrenInPlace ? 0 : UInt32(truncatingIfNeeded: children.count &- rest.children.firstIndex)
        let textShift = textInPlace ? 0 : UInt32(truncatingIfNeeded: text.count &- rest.text.firstIndex)
        // In place, the second half's records move from where it wrote them up to this builder's last.
        let recordsInPlace = records.isContinued(by: rest.records)
        let movedRecords: UnsafeMutableBufferPointer<Document.Record>
        if recordsInPlace {
            records.joinInPlace(rest.records)
            let stored = records.mutableValues
            movedRecords = UnsafeMutableBufferPointer(rebasing: stored[firstMoved..<(firstMoved + restRecords.count)])
        } else {
            movedRecords = records.appendUninitialized(count: restRecords.count)
        }
        let movedChildren: UnsafeMutableBufferPointer<Int32>
        if childrenInPlace {
            children.joinInPlace(rest.children)
            movedChildren = UnsafeMutableBufferPointer(rebasing: children.mutableValues[rest.children.firstIndex...])
        } else {
            movedChildren = children.appendUninitialized(count: restChildren.count)
        }
        var movedText: UnsafeMutableBufferPointer<UInt8>?
        if textInPlace {
            text.joinInPlace(rest.text)
        } else {
            movedText = text.appendUninitialized(count: restText.count)
        }
        let shiftsRecords = childShift != 0 || textShift != 0
        concurrently({
            if recordsInPlace {
                if let target = movedRecords.baseAddress, let source = restRecords.baseAddress {
                    UnsafeMutableRawPointer(target).copyMemory(from: source, byteCount: restRecords.count * MemoryLayout<Document.Record>.stride)
                    // The pages behind the moved records held only what moved.
                    _ = pages.release(from: pages.boundary(atOrAfter: target + restRecords.count), upTo: source + restRecords.count)
                }
                if shiftsRecords { for i in movedRecords.indices { movedRecords[i].shift(children: childShift, text: textShift) } }
            } else {
                GrowingBuffer.copy(restRecords, to: movedRecords, releasingWith: pages) { stretch in
                    for i in stretch { movedRecords[i].shift(children: childShift, text: textShift) }
                }
            }
        }, {
            if let movedText { GrowingBuffer.copy(restText, to: movedText, releasingWith: pages) }
            // Every slot moved points at a record moved; the moved children are collections' slot counts, each
            // followed by its slots, end to end.
            var end = 0
            let shiftSlots = { (stretch: Range<Int>) in
                var k = stretch.lowerBound
                while k < stretch.upperBound {
                    if k == end {
                        end = k &+ 1 &+ Int(movedChildren[k])
                        k &+= 1
                    }
                    let stop = Swift.min(end, stretch.upperBound)
                    while k < stop {
                        movedChildren[k] &+= recordShift
                        k &+= 1
                    }
                }
            }
            if !childrenInPlace {
                GrowingBuffer.copy(restChildren, to: movedChildren, releasingWith: pages, copied: shiftSlots)
            } else if recordShift != 0 {
                shiftSlots(movedChildren.indices)
            }
        })
        if recordsInPlace { records.removeAll(from: firstMoved + restRecords.count) }
        lines.append(rest.lines, movedBehind: firstMoved)
        emptyValues += rest.emptyValues
        hasOverflowingNumbers = hasOverflowingNumbers || rest.hasOverflowingNumbers
        aliasExpansion += rest.aliasExpansion
        var reported = 0
        for level in rest.continuedChildren {
            findings.append(contentsOf: rest.findings[reported..<level.findingsBefore])
            reported = level.findingsBefore
            for child in level.children where child != Self.elsewhere { pending.append(child &+ recordShift) }
            topExpandedSize &+= level.expandedSize
            endCollection()
        }
        findings.append(contentsOf: rest.findings[reported...])
        return true
    }
}
