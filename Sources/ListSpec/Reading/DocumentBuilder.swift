/// Builds a `Document` from a stream of parse events (YAML or JSON), enforcing
/// the reader limits and the map rules (duplicate keys, scalar keys, `<<` merges).
/// Collections collect their children on one shared stack and move them into
/// the document when they close, so building never recurses.
struct DocumentBuilder {
    private struct OpenCollection {
        var record: Int32
        var base: Int
        var isMapping: Bool
        var anchor: String?
        /// Nodes this collection stands for once aliases are expanded.
        var expandedSize: Int
        var hasMergeKey: Bool
    }

    let document = Document()
    let limits: ReaderLimits
    let path: String
    private(set) var findings: [Finding] = []
    /// Set when a limit was passed: later events are ignored and the document is incomplete.
    private(set) var isAborted = false

    private var open: [OpenCollection] = []
    private var pending: [Int32] = []
    private var anchors: [String: (index: Int32, size: Int)] = [:]
    private var aliasExpansion = 0

    init(path: String, limits: ReaderLimits) {
        self.path = path
        self.limits = limits
    }

    var depth: Int { open.count }

    mutating func report(_ rule: Rule, _ message: String, at location: SourceLocation) {
        findings.append(Finding(path: path, location: location, rule: rule, message: message))
    }

    private mutating func abort(_ message: String, at location: SourceLocation) {
        guard !isAborted else { return }
        report(.limit, message, at: location)
        isAborted = true
    }

    /// True when the next node goes into a mapping's key slot.
    private var expectsKey: Bool {
        guard let top = open.last, top.isMapping else { return false }
        return (pending.count - top.base) % 2 == 0
    }

    private mutating func appendRecord(_ record: Document.Record, line: Int, column: Int) -> Int32? {
        guard !isAborted else { return nil }
        if document.records.count >= limits.maxNodes {
            abort("the document has more than \(limits.maxNodes) nodes (limit maxNodes)", at: SourceLocation(line: line, column: column))
            return nil
        }
        let index = Int32(truncatingIfNeeded: document.records.count)
        document.records.append(record)
        return index
    }

    private mutating func attach(_ index: Int32, size: Int, anchor: String?) {
        if let anchor { anchors[anchor] = (index, size) }
        if open.isEmpty {
            if document.root == nil { document.root = Document.Node(document: document, index: index) }
        } else {
            pending.append(index)
            open[open.count - 1].expandedSize &+= size
        }
    }

    // MARK: Scalars

    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, column: Int, anchor: String? = nil, isMergeKey: Bool = false) {
        guard !isAborted else { return }
        let location = SourceLocation(line: line, column: column)
        if expectsKey, bytes.count > limits.maxKeyLength {
            abort("a key of \(bytes.count) bytes is longer than \(limits.maxKeyLength) (limit maxKeyLength)", at: location)
            return
        }
        if bytes.count > limits.maxScalarLength {
            abort("a scalar of \(bytes.count) bytes is longer than \(limits.maxScalarLength) (limit maxScalarLength)", at: location)
            return
        }
        let offset = UInt32(truncatingIfNeeded: document.text.count)
        document.text.append(contentsOf: bytes)
        let record = Document.Record(line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column), kind: .string,
                                     overflow: false, isMergeKey: isMergeKey, a: offset, b: UInt32(truncatingIfNeeded: bytes.count))
        if let index = appendRecord(record, line: line, column: column) { attach(index, size: 1, anchor: anchor) }
    }

    /// An integer literal past Int64: kept as text and reported by the decoder where it matters.
    mutating func overflowingInteger(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, column: Int, anchor: String? = nil) {
        guard !isAborted else { return }
        document.hasOverflowingIntegers = true
        let offset = UInt32(truncatingIfNeeded: document.text.count)
        document.text.append(contentsOf: bytes.prefix(limits.maxScalarLength))
        let record = Document.Record(line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column), kind: .int,
                                     overflow: true, isMergeKey: false, a: offset, b: UInt32(truncatingIfNeeded: min(bytes.count, limits.maxScalarLength)))
        if let index = appendRecord(record, line: line, column: column) { attach(index, size: 1, anchor: anchor) }
    }

    mutating func value(_ kind: Document.Kind, bits: UInt64, line: Int, column: Int, anchor: String? = nil) {
        let record = Document.Record(line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column), kind: kind,
                                     overflow: false, isMergeKey: false,
                                     a: UInt32(truncatingIfNeeded: bits), b: UInt32(truncatingIfNeeded: bits >> 32))
        if let index = appendRecord(record, line: line, column: column) { attach(index, size: 1, anchor: anchor) }
    }

    mutating func null(line: Int, column: Int, anchor: String? = nil) { value(.null, bits: 0, line: line, column: column, anchor: anchor) }
    mutating func bool(_ v: Bool, line: Int, column: Int, anchor: String? = nil) { value(.bool, bits: v ? 1 : 0, line: line, column: column, anchor: anchor) }
    mutating func int(_ v: Int64, line: Int, column: Int, anchor: String? = nil) { value(.int, bits: UInt64(bitPattern: v), line: line, column: column, anchor: anchor) }
    mutating func double(_ v: Double, line: Int, column: Int, anchor: String? = nil) { value(.float, bits: v.bitPattern, line: line, column: column, anchor: anchor) }

    // MARK: Aliases

    /// Refers to an anchored node by index; counts what a full expansion would copy.
    mutating func alias(_ name: String, line: Int, column: Int) {
        guard !isAborted else { return }
        let location = SourceLocation(line: line, column: column)
        guard let target = anchors[name] else {
            report(.syntax, "alias *\(name) refers to no anchor defined before it", at: location)
            isAborted = true
            return
        }
        aliasExpansion &+= target.size
        if aliasExpansion > limits.maxAliasExpansion || aliasExpansion < 0 {
            abort("aliases expand to more than \(limits.maxAliasExpansion) nodes (limit maxAliasExpansion)", at: location)
            return
        }
        if expectsKey, document.records[Int(target.index)].kind == .string,
           Int(document.records[Int(target.index)].b) > limits.maxKeyLength {
            abort("a key longer than \(limits.maxKeyLength) bytes (limit maxKeyLength)", at: location)
            return
        }
        attach(target.index, size: target.size, anchor: nil)
    }

    // MARK: Collections

    mutating func beginCollection(mapping: Bool, line: Int, column: Int, anchor: String? = nil) {
        guard !isAborted else { return }
        if open.count >= limits.maxDepth {
            abort("nesting deeper than \(limits.maxDepth) levels (limit maxDepth)", at: SourceLocation(line: line, column: column))
            return
        }
        let record = Document.Record(line: UInt32(truncatingIfNeeded: line), column: UInt32(truncatingIfNeeded: column),
                                     kind: mapping ? .mapping : .sequence, overflow: false, isMergeKey: false, a: 0, b: 0)
        guard let index = appendRecord(record, line: line, column: column) else { return }
        open.append(OpenCollection(record: index, base: pending.count, isMapping: mapping, anchor: anchor, expandedSize: 1, hasMergeKey: false))
    }

    mutating func endCollection() {
        guard !isAborted, let top = open.popLast() else { return }
        var slots = Array(pending[top.base...])
        pending.removeSubrange(top.base...)
        if top.isMapping { slots = resolveMapping(slots) }
        let start = UInt32(truncatingIfNeeded: document.children.count)
        document.children.append(contentsOf: slots)
        document.records[Int(top.record)].a = start
        document.records[Int(top.record)].b = UInt32(truncatingIfNeeded: slots.count)
        attach(top.record, size: top.expandedSize, anchor: top.anchor)
    }

    // MARK: Map rules

    private func isScalar(_ index: Int32) -> Bool {
        let kind = document.records[Int(index)].kind
        return kind != .sequence && kind != .mapping
    }

    private func location(_ index: Int32) -> SourceLocation {
        let r = document.records[Int(index)]
        return SourceLocation(line: Int(r.line), column: Int(r.column))
    }

    /// Drops non-scalar keys (already reported), reports and drops duplicate keys
    /// (the second occurrence), then applies `<<` merges: explicit keys win, and
    /// among merged maps the earlier wins.
    private mutating func resolveMapping(_ slots: [Int32]) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(slots.count)
        var merges: [Int32] = []
        var seen = KeySet(document: document)
        var i = 0
        while i + 1 < slots.count {
            let key = slots[i], value = slots[i + 1]
            i += 2
            guard isScalar(key) else {
                let kind = document.records[Int(key)].kind == .mapping ? "map" : "list"
                report(.typeMismatch, "a map key must be a scalar, not a \(kind)", at: location(key))
                continue
            }
            if !seen.insert(key) {
                let text = document.scalarText(key)
                report(.duplicateKey, "key '\(text)' appears twice in this map; remove one", at: location(key))
                continue
            }
            if document.records[Int(key)].isMergeKey {
                merges.append(value)
            } else {
                result.append(key)
                result.append(value)
            }
        }
        for mergeValue in merges {
            let record = document.records[Int(mergeValue)]
            let sources: [Int32]
            switch record.kind {
            case .mapping: sources = [mergeValue]
            case .sequence:
                sources = (Int(record.a)..<Int(record.a + record.b)).map { document.children[$0] }
            default:
                report(.typeMismatch, "a << merge key needs a map or a list of maps", at: location(mergeValue))
                continue
            }
            for source in sources {
                let sourceRecord = document.records[Int(source)]
                guard sourceRecord.kind == .mapping else {
                    report(.typeMismatch, "a << merge key needs a map or a list of maps, not a \(sourceRecord.kind == .sequence ? "list" : "scalar") inside the list", at: location(source))
                    continue
                }
                var j = Int(sourceRecord.a)
                while j + 1 < Int(sourceRecord.a + sourceRecord.b) {
                    let key = document.children[j], value = document.children[j + 1]
                    j += 2
                    if seen.insert(key) {
                        result.append(key)
                        result.append(value)
                    }
                }
            }
        }
        return result
    }
}

/// The keys of one map, compared by text without making Strings for string keys.
struct KeySet {
    let document: Document
    private var small: [Int32] = []
    private var large: Set<String>?

    init(document: Document) { self.document = document }

    /// Inserts a key; false when an equal key is already there.
    mutating func insert(_ key: Int32) -> Bool {
        if large != nil { return large?.insert(document.scalarText(key)).inserted ?? true }
        for other in small where equal(other, key) { return false }
        small.append(key)
        if small.count > 16 { large = Set(small.map { document.scalarText($0) }) }
        return true
    }

    private func equal(_ a: Int32, _ b: Int32) -> Bool {
        let ra = document.records[Int(a)], rb = document.records[Int(b)]
        if ra.kind == .string, rb.kind == .string {
            guard ra.b == rb.b else { return false }
            return document.text.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return true }
                return memcmpEqual(base + Int(ra.a), base + Int(rb.a), Int(ra.b))
            }
        }
        return document.scalarText(a) == document.scalarText(b)
    }
}
