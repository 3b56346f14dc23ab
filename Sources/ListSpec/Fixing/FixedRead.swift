@_spi(DocumentStorage) import ListSpecRuntime

/// The read of a spec's fixed text made from the read of the text before the fixes, without
/// parsing again (parsing is most of a lint): every edit writes another name or ID over part of
/// one scalar token on its line, so the fixed text's document is the old one with those scalars'
/// values replaced and the nodes after them on their lines moved along by the change in length.
///
/// Nothing the parser might read otherwise is guessed. Each edited token must read, as the
/// source delimits it, exactly as its node holds it (no escape, no scalar running on past it);
/// the new token must read as its new value by the same rule (a plain one only letters, digits,
/// `_`, `-` and `.`, resolving as the parser resolves it); the edit's bytes ASCII, so columns move
/// as bytes do. Where anything else holds (a reader's finding in the old read, a `<<` merge, a
/// renamed key that another key of its map already spells, a quoted token becoming plain or the
/// reverse, a byte order mark) there is no such read, and the fixed text is read again.
enum FixedRead {
    /// The read of `source`'s bytes with `edits` (in order, none overlapping) applied, or nil.
    static func read(_ old: ReadResult, source: FixSource, edits: [SourceEdit], isJSON: Bool, limits: ReaderLimits) -> ReadResult? {
        guard old.isComplete, old.findings.isEmpty, !edits.isEmpty, old.document.digests.isEmpty,
              !source.bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        let document = old.document
        // Each edit's line and column (as findings count them), its change in length, and the token it is in.
        var placed: [Placed] = []
        placed.reserveCapacity(edits.count)
        for edit in edits {
            guard edit.text.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }),
                  source.bytes[edit.range].allSatisfy({ $0 < 0x80 }),
                  let (line, column) = source.lineAndColumn(of: edit.range.lowerBound) else { return nil }
            placed.append(Placed(edit: edit, line: line, column: column, delta: edit.text.count - edit.range.count))
        }
        var editedLines = Bitset(count: source.lineCount + 2)
        for edit in placed { editedLines.insert(edit.line) }

        // One pass over the records: those on edited lines, and no `<<` anywhere.
        var onEditedLines: [(index: Int, line: Int, column: Int)] = []
        let scanned: Bool = document.records.withUnsafeBufferPointer { records in
            for index in records.indices {
                let record = records[index]
                if record.isMergeKey { return false }
                let line = Int(document.lines.line(ofRecord: index, delta: record.lineDelta))
                if editedLines.contains(line) { onEditedLines.append((index, line, Int(record.column))) }
            }
            return true
        }
        guard scanned else { return nil }

        // The scalar each edit is in: the last one on its line that starts at or before it (edits
        // and records both in the order of their lines).
        onEditedLines.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        var tokens: [Token] = []
        var lineStart = 0
        for edit in placed {
            while lineStart < onEditedLines.count, onEditedLines[lineStart].line < edit.line { lineStart += 1 }
            var chosen: (index: Int, column: Int)?, tied = false
            var i = lineStart
            while i < onEditedLines.count, onEditedLines[i].line == edit.line, onEditedLines[i].column <= edit.column {
                let candidate = onEditedLines[i]
                i += 1
                guard FixedRead.isScalar(document.records[candidate.index]) else { continue }
                tied = chosen?.column == candidate.column
                chosen = (candidate.index, candidate.column)
            }
            // Two scalars at one place (an anchored key's value stands apart): not a plain token.
            guard let chosen, !tied else { return nil }
            if let last = tokens.last, last.record == chosen.index {
                tokens[tokens.count - 1].edits.append(edit.edit)
                continue
            }
            guard let start = source.offset(line: edit.line, column: chosen.column) else { return nil }
            tokens.append(Token(record: chosen.index, line: edit.line, start: start, edits: [edit.edit]))
        }

        // Each token's new value.
        var text = GrowingBuffer<UInt8>(capacity: document.text.count + edits.count * 32 + 16)
        document.text.withUnsafeBufferPointer { text.append(contentsOf: $0) }
        var replaced: [Int: Document.Record] = [:]
        var renamed: [Int32: [UInt8]] = [:]
        for token in tokens {
            let record = document.records[token.record]
            let end = TokenExtent.end(from: token.start, in: source.bytes, lineEnd: source.end(ofLine: token.line - 1))
            guard token.edits.allSatisfy({ $0.range.lowerBound >= token.start && $0.range.upperBound <= end }) else { return nil }
            let oldToken = source.bytes[token.start..<end]
            var newToken: [UInt8] = []
            var position = token.start
            for edit in token.edits {
                newToken += source.bytes[position..<edit.range.lowerBound]
                newToken += edit.text
                position = edit.range.upperBound
            }
            newToken += source.bytes[position..<end]
            guard let was = ScalarToken(oldToken, isJSON: isJSON), let becomes = ScalarToken(newToken[...], isJSON: isJSON),
                  was.isQuoted == becomes.isQuoted else { return nil }
            var new: Document.Record
            switch record.kind {
            case .string:
                let value = document.text.withUnsafeBufferPointer { Array($0[RecordPayload.stringRange(at: record.payload, in: $0)]) }
                guard was.value == value, !becomes.isNumber(isJSON: isJSON),
                      becomes.value.count <= min(limits.maxKeyLength, limits.maxScalarLength), text.count < Int(UInt32.max) / 2 else { return nil }
                let offset = becomes.value.withUnsafeBufferPointer { RecordPayload.appendString($0, to: &text) }
                new = Document.Record(column: record.column, kind: .string, payload: offset, isQuoted: record.isQuoted)
                renamed[Int32(token.record)] = becomes.value
            case .int:
                let oldValue = Int64(bitPattern: document.text.withUnsafeBufferPointer { RecordPayload.bits(of: record, in: $0) })
                guard !record.overflow, !was.isQuoted, was.integer(isJSON: isJSON) == oldValue,
                      let value = becomes.integer(isJSON: isJSON), text.count < Int(UInt32.max) / 2 else { return nil }
                if let payload = RecordPayload.inlineInteger(value) {
                    new = Document.Record(column: record.column, kind: .int, payload: payload)
                } else {
                    new = Document.Record(column: record.column, kind: .int, payload: RecordPayload.appendNumber(UInt64(bitPattern: value), to: &text),
                                          isWide: true)
                }
            default:
                return nil
            }
            new.lineDelta = record.lineDelta
            replaced[token.record] = new
        }
        if !renamed.isEmpty, !keysStayDistinct(in: document, renamed: renamed) { return nil }

        // The records: the replaced ones, and every one after an edit on its line moved along.
        var records = GrowingBuffer<Document.Record>(capacity: document.records.count)
        document.records.withUnsafeBufferPointer { records.append(contentsOf: $0) }
        let stored = records.mutableValues
        for (index, record) in replaced { stored[index] = record }
        for (index, line, column) in onEditedLines {
            let shift = shift(line: line, column: column, by: placed)
            guard shift != 0 else { continue }
            let moved = column + shift
            guard moved >= 1, moved < Int(Document.Record.maxColumn), column < Int(Document.Record.maxColumn) else { return nil }
            stored[index].move(toColumn: UInt32(moved))
        }
        let fixed = Document(records: records.take(), lines: document.lines, children: document.children, text: text.take(),
                             root: document.root?.index, hasOverflowingNumbers: document.hasOverflowingNumbers)
        var read = ReadResult(document: fixed, findings: [], isComplete: true)
        read.emptyValues = old.emptyValues.map { location in
            guard editedLines.contains(location.line) else { return location }
            return SourceLocation(line: location.line, column: location.column + shift(line: location.line, column: location.column, by: placed))
        }
        return read
    }

    /// How far a place on an edited line moves: the change in length of the edits before it on
    /// its line (`placed` is in the order of the text).
    private static func shift(line: Int, column: Int, by placed: [Placed]) -> Int {
        var (low, high) = (0, placed.count)
        while low < high {
            let middle = (low + high) / 2
            if (placed[middle].line, placed[middle].column) < (line, column) { low = middle + 1 } else { high = middle }
        }
        var total = 0
        while low > 0, placed[low - 1].line == line {
            low -= 1
            total += placed[low].delta
        }
        return total
    }

    private struct Placed {
        var edit: SourceEdit
        var line: Int
        var column: Int
        var delta: Int
    }

    /// A scalar token and the edits inside it.
    private struct Token {
        var record: Int
        var line: Int
        /// Its first byte.
        var start: Int
        var edits: [SourceEdit]
    }

    private static func isScalar(_ record: Document.Record) -> Bool {
        record.kind != .mapping && record.kind != .sequence
    }

    /// Whether no map holding a renamed key has another key that spells the same (the reader would
    /// report it and drop one); before the fixes no map had (the old read had no finding).
    private static func keysStayDistinct(in document: Document, renamed: [Int32: [UInt8]]) -> Bool {
        func text(_ key: Int32) -> String {
            renamed[key].map { String(decoding: $0, as: UTF8.self) } ?? document.scalarText(key)
        }
        var isRenamed = Bitset(count: document.records.count)
        for index in renamed.keys { isRenamed.insert(Int(index)) }
        return document.records.withUnsafeBufferPointer { records in
            document.children.withUnsafeBufferPointer { children in
                for record in records where record.kind == .mapping {
                    let slots = RecordPayload.mapSlots(of: record, in: children)
                    guard (0..<slots.count).contains(where: { isRenamed.contains(Int(slots.key($0, in: children))) }) else { continue }
                    var seen = Set<String>()
                    for pair in 0..<slots.count where !seen.insert(text(slots.key(pair, in: children))).inserted { return false }
                }
                return true
            }
        }
    }
}

/// A scalar token as written on one line, and the value the reader gives it: a plain token of
/// letters, digits, `_`, `-` and `.` as it is; a quoted one without escapes between its quotes
/// (YAML's `''` is one quote). Nil for anything else: the reader may see more in it.
private struct ScalarToken {
    var value: [UInt8]
    var isQuoted: Bool

    init?(_ token: ArraySlice<UInt8>, isJSON: Bool) {
        guard let first = token.first else { return nil }
        if first == UInt8(ascii: "\"") || (first == UInt8(ascii: "'") && !isJSON) {
            guard token.count >= 2, token.last == first else { return nil }
            let inner = token.dropFirst().dropLast()
            var value: [UInt8] = []
            var i = inner.startIndex
            while i < inner.endIndex {
                let byte = inner[i]
                guard byte >= 0x20, byte != 0x7F, byte != UInt8(ascii: "\\") || first == UInt8(ascii: "'") else { return nil }
                if byte == first {
                    // Only `''` inside single quotes is a quote; a lone one would have ended the token.
                    guard first == UInt8(ascii: "'"), i + 1 < inner.endIndex, inner[i + 1] == first else { return nil }
                    i += 1
                }
                value.append(byte)
                i += 1
            }
            self.value = value
            isQuoted = true
            return
        }
        guard token.allSatisfy(ScalarToken.isPlainByte), first != UInt8(ascii: "-") || token.count > 1, first != UInt8(ascii: ".") else { return nil }
        value = Array(token)
        isQuoted = false
    }

    private static func isPlainByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    /// Whether a plain token reads as something other than a string (a YAML number, bool or null;
    /// in JSON any plain token), so a string's new token must not be one.
    func isNumber(isJSON: Bool) -> Bool {
        guard !isQuoted else { return false }
        if isJSON { return true }
        return value.withUnsafeBufferPointer { CoreSchema.resolvePlain($0) } != .string
    }

    /// The integer a plain token reads as.
    func integer(isJSON: Bool) -> Int64? {
        guard !isQuoted else { return nil }
        if isJSON {
            guard value.first != UInt8(ascii: "0") || value.count == 1,
                  value.dropFirst(value.first == UInt8(ascii: "-") ? 1 : 0).allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
            else { return nil }
            return Int64(String(decoding: value, as: UTF8.self))
        }
        guard case .int(let integer) = value.withUnsafeBufferPointer({ CoreSchema.resolvePlain($0) }) else { return nil }
        return integer
    }
}

/// One bit per number: which lines an edit is on, which records it renames.
private struct Bitset {
    private var words: [UInt64]

    init(count: Int) { words = Array(repeating: 0, count: count / 64 + 1) }

    mutating func insert(_ value: Int) {
        guard value >= 0, value / 64 < words.count else { return }
        words[value / 64] |= 1 << UInt64(value % 64)
    }

    func contains(_ value: Int) -> Bool {
        value >= 0 && value / 64 < words.count && words[value / 64] & 1 << UInt64(value % 64) != 0
    }
}
