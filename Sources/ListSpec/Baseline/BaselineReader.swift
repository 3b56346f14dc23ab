import ListSpecRuntime

/// Reads a baseline file straight from its bytes, as lint writes it (`Baseline.text(of:)`) or
/// laid out otherwise: an object with `"listspec-baseline"` and `"entries"`, each entry an object
/// of the six fields, the strings' bytes kept end to end (`Baseline.Entries`, no string made per
/// entry). Nil where the file holds anything else (another key, a byte beyond ASCII, a `\u`
/// escape, a number that is no integer, a key twice, a limit passed, a mistake): the JSON reader
/// reads it then, and says where a mistake is.
struct BaselineReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: ReaderLimits
    private var position = 0
    /// Nodes the JSON reader would make: past its limit, it is left to say so.
    private var nodes = 0
    private var entries: Baseline.Entries
    /// Each entry's fields and where its `{` is, placed on their lines once the file is read.
    private var read: [(fields: Baseline.Entries.Fields, offset: Int)] = []

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: ReaderLimits) {
        self.bytes = bytes
        self.limits = limits
        entries = Baseline.Entries(capacity: bytes.count)
    }

    /// The entries and the format number of the baseline in `bytes`, or nil (see above).
    static func read(_ bytes: [UInt8], limits: ReaderLimits) -> (format: Int64, entries: Baseline.Entries)? {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = BaselineReader(bytes: buffer, limits: limits)
            guard let format = reader.file() else { return nil }
            // Line breaks are only between tokens (a string holds none): lines as the JSON reader
            // counts them, and columns as bytes (every byte before an entry's `{` is ASCII).
            let lineStarts = LineStarts.of(bytes)
            for (fields, offset) in reader.read {
                let line = LineStarts.line(containing: offset, in: lineStarts)
                reader.entries.append(fields, at: SourceLocation(line: line + 1, column: offset - lineStarts[line] + 1))
            }
            return (format, reader.entries)
        }
    }

    /// The format number, once the whole file is read.
    private mutating func file() -> Int64? {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return nil }
        nodes = 1
        var format: Int64?, sawEntries = false
        skipWhitespace()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipWhitespace()
                guard let key = key(), takeColon() else { return nil }
                nodes += 2
                switch key {
                case .format where format == nil:
                    guard let number = integer() else { return nil }
                    format = number
                case .entries where !sawEntries:
                    guard list() else { return nil }
                    sawEntries = true
                default:
                    return nil
                }
                skipWhitespace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipWhitespace()
        guard position == bytes.count, let format, sawEntries, nodes <= limits.maxNodes else { return nil }
        return format
    }

    /// `"entries"`' list of entry objects.
    private mutating func list() -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            skipWhitespace()
            guard entry() else { return false }
            skipWhitespace()
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    private mutating func entry() -> Bool {
        let offset = position
        guard take(UInt8(ascii: "{")) else { return false }
        nodes += 1
        var fields = Baseline.Entries.Fields()
        var seen: UInt8 = 0
        skipWhitespace()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipWhitespace()
                guard let key = key(), seen & key.bit == 0, takeColon() else { return false }
                seen |= key.bit
                nodes += 2
                switch key {
                case .path: guard let span = string() else { return false }; fields.path = span
                case .table: guard let span = string() else { return false }; fields.table = span
                case .rule: guard let span = string() else { return false }; fields.rule = span
                case .message: guard let span = string() else { return false }; fields.message = span
                case .sectionID: guard let number = integer() else { return false }; fields.sectionID = number
                case .cellID: guard let number = integer() else { return false }; fields.cellID = number
                case .format, .entries: return false
                }
                skipWhitespace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return false }
        }
        let required = Key.path.bit | Key.rule.bit | Key.message.bit
        guard seen & required == required else { return false }
        read.append((fields, offset))
        return true
    }

    private enum Key: UInt8 {
        case format, entries, path, table, sectionID, cellID, rule, message

        var bit: UInt8 { 1 << rawValue }
    }

    /// A key this file may hold, as written (no escape in it).
    private mutating func key() -> Key? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
            guard bytes[position] >= 0x20, bytes[position] < 0x7F, bytes[position] != UInt8(ascii: "\\") else { return nil }
            position += 1
        }
        guard position < bytes.count else { return nil }
        let written = UnsafeBufferPointer(rebasing: bytes[start..<position])
        position += 1
        for (name, key) in BaselineReader.keys where bytesSpell(written, name) { return key }
        return nil
    }

    private static let keys: [(StaticString, Key)] = [("path", .path), ("table", .table), ("sectionID", .sectionID), ("cellID", .cellID),
                                                       ("rule", .rule), ("message", .message), ("listspec-baseline", .format),
                                                       ("entries", .entries)]

    /// A string value, its bytes (escapes undone) added to the entries' storage.
    private mutating func string() -> Baseline.Entries.Span? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = entries.storageCount
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                entries.store(UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                position += 1
                let count = entries.storageCount - start
                guard count <= limits.maxScalarLength else { return nil }
                return Baseline.Entries.Span(start: UInt32(start), count: UInt32(count))
            }
            guard byte >= 0x20, byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "\\") {
                entries.store(UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                guard position + 1 < bytes.count, let unescaped = BaselineReader.unescaped(bytes[position + 1]) else { return nil }
                entries.store(unescaped)
                position += 2
                runStart = position
                continue
            }
            position += 1
        }
        return nil
    }

    /// What a two-byte escape stands for (`\u` is left to the JSON reader).
    private static func unescaped(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return byte
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        default: return nil
        }
    }

    /// An integer as JSON writes one (no fraction or exponent), within Int64.
    private mutating func integer() -> Int64? {
        let negative = take(UInt8(ascii: "-"))
        let start = position
        var value: Int64 = 0
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            let digit = Int64(bytes[position] - UInt8(ascii: "0"))
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAgain) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !overflowAgain else { return nil }
            value = next
            position += 1
        }
        let count = position - start
        // `-0` too is left to the JSON reader.
        guard count > 0, count == 1 || bytes[start] != UInt8(ascii: "0"), !negative || value != 0 else { return nil }
        if position < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) { return nil }
        return value
    }

    private mutating func takeColon() -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: ":")) else { return false }
        skipWhitespace()
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Spaces, tabs and line breaks.
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }
}
