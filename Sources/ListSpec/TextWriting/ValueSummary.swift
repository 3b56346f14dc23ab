@_spi(DocumentStorage) import ListSpecRuntime
/// A viewModel on one line: strings as they are, `{key: value, ...}` for maps, `[a, b]` for lists.
/// Read straight from the document (no copies of lists or maps), hidden characters made visible.
/// The one summary every output uses (render, locate, the diff reports).
package enum ValueSummary {
    /// Stops building once about `limit` characters are reached (the rest would be cut anyway).
    /// A summary shorter than a limit is the one that limit makes too (building stops only on reaching it).
    package static func summary(_ value: Value?, limit: Int = 400) -> String {
        guard let value else { return "—" }
        return withSummary(value, limit: limit) { DisplayText.sanitized(String(decoding: $0, as: UTF8.self)) }
    }

    /// `summary` appended to `bytes` as UTF-8: a page written as bytes makes no String for it.
    /// `sanitized: false` leaves hidden characters as they are, for a caller that looks at the text anyway.
    static func append(_ value: Value?, limit: Int, sanitized: Bool = true, to bytes: inout [UInt8]) {
        guard let value else { return bytes.append(contentsOf: "—".utf8) }
        let start = bytes.count
        withSummary(value, limit: limit) { bytes.append(contentsOf: $0) }
        if sanitized { DisplayText.sanitize(&bytes, from: start) }
    }

    /// The summary before hidden characters are made visible, for `body`. Built on the stack: a
    /// summary is made of many small pieces, each a few bytes.
    private static func withSummary<Result>(_ value: Value, limit: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
            var out = SummaryText(limit: limit, buffer: buffer)
            value.node.document.withView { view in append(value.node.index, in: view, to: &out, nested: false) }
            return out.withBytes(body)
        }
    }

    /// A node's summary, read from the document's storage in place: a string's bytes go into
    /// the summary as they are (no String each).
    private static func append(_ index: Int32, in view: Document.View, to out: inout SummaryText, nested: Bool) {
        guard !out.isFull else { return }
        let record = view.records[Int(index)]
        switch record.kind {
        case .null: out.add(ascii: "null")
        case .bool: out.add(ascii: record.payload != 0 ? "true" : "false")
        case .int where record.overflow: out.add(view.bytes(record))
        case .int: ByteWriter.withDecimalText(of: Int64(bitPattern: view.bits(record))) { out.add($0) }
        case .float: out.add(formatDouble(Double(bitPattern: view.bits(record))))
        case .string:
            let text = view.bytes(record)
            if nested && needsQuotes(text) { out.add(text, between: "\"", and: "\"") } else { out.add(text) }
        case .sequence:
            out.add(ascii: "[")
            let slots = view.slots(record)
            for k in slots {
                if k > slots.lowerBound { out.add(ascii: ", ") }
                if out.isFull { break }
                append(view.children[k], in: view, to: &out, nested: true)
            }
            out.add(ascii: "]")
        case .mapping:
            out.add(ascii: "{")
            let map = view.map(record)
            for k in 0..<map.count {
                if k > 0 { out.add(ascii: ", ") }
                if out.isFull { break }
                let key = map.key(k, in: view.children)
                let keyRecord = view.records[Int(key)]
                // A key reads as its text: a string's bytes, other scalars in canonical form (`keyText`).
                if keyRecord.kind == .string || keyRecord.overflow {
                    out.add(view.bytes(keyRecord), between: "", and: ": ")
                } else {
                    var text = view.document.scalarText(key)
                    text.withUTF8 { out.add($0, between: "", and: ": ") }
                }
                append(map.value(k, in: view.children), in: view, to: &out, nested: true)
            }
            out.add(ascii: "}")
        }
    }

    /// Quotes inside lists and maps only where the text would be mistaken for structure.
    private static func needsQuotes(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        text.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }
            || text.isEmpty
    }
}

/// A summary as it is built: its UTF-8 bytes, and its length in Characters counted piece by
/// piece (a piece of ASCII by its bytes, others by grapheme breaking), so building stops near
/// the limit without a pass over the text.
private struct SummaryText {
    let limit: Int
    var length = 0
    /// Where the bytes gather: room for a summary cut near its limit...
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var used = 0
    /// ...and, from a piece that does not fit on, all of them here.
    private var spill: [UInt8] = []

    init(limit: Int, buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.limit = limit
        self.buffer = buffer
    }

    /// The bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        spill.isEmpty ? body(UnsafeBufferPointer(rebasing: buffer[..<used])) : spill.withUnsafeBufferPointer(body)
    }

    /// A piece's bytes (a plain copy while they fit: no Array growth checks piece by piece).
    private mutating func write(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        if spill.isEmpty, used + piece.count <= buffer.count, let base = buffer.baseAddress {
            (base + used).initialize(from: source, count: piece.count)
            used += piece.count
        } else {
            if spill.isEmpty { spill.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<used])) }
            spill.append(contentsOf: piece)
        }
    }

    var isFull: Bool { length >= limit }

    /// A piece of ASCII known at compile time.
    mutating func add(ascii piece: StaticString) {
        write(UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
        length += piece.utf8CodeUnitCount
    }

    mutating func add(_ piece: String) {
        var piece = piece
        piece.withUTF8 { add($0) }
    }

    mutating func add(_ piece: UnsafeBufferPointer<UInt8>) {
        write(piece)
        length += DisplayText.asciiLength(piece) ?? String(decoding: piece, as: UTF8.self).count
    }

    /// `prefix + text + suffix` as one piece (a key and its `: `, a quoted string): counted as
    /// one String, as a Character may span where they meet.
    mutating func add(_ text: UnsafeBufferPointer<UInt8>, between prefix: StaticString, and suffix: StaticString) {
        let prefixBytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        let suffixBytes = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
        write(prefixBytes)
        write(text)
        write(suffixBytes)
        if let ascii = DisplayText.asciiLength(text) {
            // The quotes and `: ` are ASCII without LF: no Character spans a seam.
            length += prefixBytes.count + ascii + suffixBytes.count
        } else {
            length += (prefix.description + String(decoding: text, as: UTF8.self) + suffix.description).count
        }
    }
}
