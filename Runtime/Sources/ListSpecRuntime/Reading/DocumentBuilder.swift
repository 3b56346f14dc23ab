/// Builds a `Document` from a stream of parse events (YAML or JSON), enforcing
/// the reader limits and the map rules (duplicate keys, scalar keys, `<<` merges).
/// Collections collect their children on one shared stack and move them into
/// the document when they close, so building never recurses. The builder owns
/// the storage until `finish()`, so appending is plain array work.
package struct DocumentBuilder: ~Copyable {
    // Internal, not private: a private type as a generic argument breaks the per-file (debug) build.
    struct OpenCollection {
        var record: Int32
        var base: Int
        var isMapping: Bool
        /// Nodes this collection stands for once aliases are expanded (the top's is `topExpandedSize`).
        var expandedSize: Int
        /// Block style, without anchor or tag: its place alone says how YAML goes on inside it.
        var isPlainBlock: Bool
    }

    package let limits: ReaderLimits
    /// Past this length a string may pass a limit (a key's or any scalar's): one compare for every string.
    private let shortestLimitedLength: Int
    package let path: String
    /// The file's size when known (0 otherwise).
    package let expectedSize: Int
    package internal(set) var findings: [Finding] = []
    /// Where a map's value was left empty (`key:` with nothing after it on its line, so null): what
    /// follows the colon there may be a comment meant as the value (`viewModel: #1 Hit`).
    package internal(set) var emptyValues: [SourceLocation] = []
    /// Set when a limit was passed: later events are ignored and the document is incomplete.
    package private(set) var isAborted = false

    // Internal, not private: the map rules (DocumentMapRules.swift) and the joining of halves
    // (DocumentBuilder+Halves.swift) read the storage and the open collections too.
    var records: GrowingBuffer<Document.Record>
    var lines: LineTable
    var children: GrowingBuffer<Int32>
    var text: GrowingBuffer<UInt8>
    private var rootIndex: Int32?
    var hasOverflowingNumbers = false

    private var interned: ScalarInterning
    /// Plain values (the anchors are apart): pushing, popping and reading the top copy no reference, and
    /// ask no uniqueness of shared storage (an `Array` does on every push and pop).
    var open = GrowingBuffer<OpenCollection>(capacity: 16)
    /// `expandedSize` of the innermost open collection, kept apart: every node adds to it.
    var topExpandedSize = 0
    /// The anchors of open collections, with the depth (`open`'s index) each belongs to.
    private var openAnchors: [(depth: Int, name: String)] = []
    var pending = GrowingBuffer<Int32>()
    /// Key lists of maps found distinct before (see `DistinctKeySets`).
    var distinctKeySets = DistinctKeySets()
    private var anchors: [String: (index: Int32, size: Int)] = [:]
    /// The text as written of anchored scalars that are no strings, for an alias used as a key.
    private var anchorTexts: [String: [UInt8]] = [:]
    var aliasExpansion = 0

    // Building the rest of a file from inside collections another builder opened (`init(continuing:)`):
    // the bottom open collections stand for those (their record is `elsewhere`) and keep what they receive.
    /// What each continued level received, innermost first, with how many findings came before its end.
    var continuedChildren: [(children: [Int32], expandedSize: Int, findingsBefore: Int)] = []
    /// Stands for a node of the other builder: a key or collection a continued level holds already.
    static let elsewhere = Int32.min

    /// `expectedSize` (the file's size, when known) reserves storage up front: no regrowth
    /// copies, and pages that stay untouched are never resident.
    package init(path: String, limits: ReaderLimits, expectedSize: Int = 0) {
        self.init(path: path, limits: limits, expectedSize: expectedSize,
                  records: GrowingBuffer(capacity: min(expectedSize / 8 + 16, limits.maxNodes)),
                  children: GrowingBuffer(capacity: min(expectedSize / 8 + 16, limits.maxNodes)),
                  text: GrowingBuffer(capacity: expectedSize / 2 + 16), lines: LineTable())
    }

    init(path: String, limits: ReaderLimits, expectedSize: Int, records: consuming GrowingBuffer<Document.Record>,
                 children: consuming GrowingBuffer<Int32>, text: consuming GrowingBuffer<UInt8>, lines: LineTable) {
        self.path = path
        self.limits = limits
        self.expectedSize = expectedSize
        shortestLimitedLength = min(limits.maxScalarLength, limits.maxKeyLength)
        self.records = records
        self.children = children
        self.text = text
        self.lines = lines
        interned = ScalarInterning(expectedSize: expectedSize)
    }

    /// Hands the storage to a document (no copy); the builder is done.
    package mutating func finish() -> ReadResult {
        let document = Document(records: records.take(), lines: lines, children: children.take(), text: text.take(), root: rootIndex,
                                hasOverflowingNumbers: hasOverflowingNumbers)
        var result = ReadResult(document: document, findings: findings, isComplete: !isAborted && rootIndex != nil)
        result.emptyValues = emptyValues
        return result
    }

    /// The document so far, marked incomplete (after a syntax error).
    package mutating func finishIncomplete() -> ReadResult {
        var result = finish()
        result.isComplete = false
        return result
    }

    /// A rule check's finding (each rule's file in Rules/), placed at `location`.
    package mutating func report(_ draft: FindingDraft, at location: SourceLocation) {
        findings.append(Finding(path: path, location: location, draft))
    }

    /// A limit passed (`LimitCheck`): the reader stops.
    private mutating func abort(_ draft: FindingDraft, at location: SourceLocation) {
        guard !isAborted else { return }
        report(draft, at: location)
        isAborted = true
    }

    /// True when the next node goes into a mapping's key slot.
    @inline(__always)
    package var expectsKey: Bool {
        guard let top = open.last, top.isMapping else { return false }
        return (pending.count - top.base) % 2 == 0
    }

    // The per-node steps are inlined into each kind of node; what only a limit needs stays out of line.
    @inline(__always)
    private mutating func appendRecord(_ record: Document.Record, line: Int, column: Int) -> Int32? {
        guard !isAborted else { return nil }
        if records.count >= limits.maxNodes {
            passedNodeLimit(line: line, column: column)
            return nil
        }
        let index = Int32(truncatingIfNeeded: records.count)
        var record = record
        record.lineDelta = lines.delta(forRecord: records.count, line: UInt32(truncatingIfNeeded: line))
        records.append(record)
        return index
    }

    @inline(never)
    private mutating func passedNodeLimit(line: Int, column: Int) {
        abort(LimitCheck.nodes(limits.maxNodes), at: SourceLocation(line: line, column: column))
    }

    /// Builds a node that only an anchor refers to (see `detached`).
    private var detaching = false

    /// Runs `build` so that its node is stored and anchored but placed nowhere in the document.
    private mutating func detached(_ build: (inout DocumentBuilder) -> Void) {
        detaching = true
        build(&self)
        detaching = false
    }

    @inline(__always)
    private mutating func attach(_ index: Int32, size: Int, anchor: String?) {
        if let anchor { anchors[anchor] = (index, size) }
        if detaching { return }
        if open.isEmpty {
            if rootIndex == nil { rootIndex = index }
        } else {
            pending.append(index)
            topExpandedSize &+= size
        }
    }

    private static func record(_ kind: Document.Kind, line: Int, column: Int, payload: UInt32, overflow: Bool = false,
                               isMergeKey: Bool = false, isQuoted: Bool = false, isWide: Bool = false,
                               isBeyondFloatRange: Bool = false) -> Document.Record {
        Document.Record(column: UInt32(truncatingIfNeeded: column), kind: kind, payload: payload,
                        overflow: overflow, isMergeKey: isMergeKey, isQuoted: isQuoted, isWide: isWide, isBeyondFloatRange: isBeyondFloatRange)
    }

    // MARK: Scalars

    @inline(__always)
    package mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, column: Int, anchor: String? = nil, isMergeKey: Bool = false,
                         isQuoted: Bool = false) {
        guard !isAborted else { return }
        if bytes.count > shortestLimitedLength, bytes.count > limits.maxScalarLength || (bytes.count > limits.maxKeyLength && expectsKey) {
            return passedLengthLimit(bytes.count, line: line, column: column)
        }
        let offset = interned.offset(of: bytes, in: &text)
        let record = Self.record(.string, line: line, column: column, payload: offset, isMergeKey: isMergeKey, isQuoted: isQuoted)
        if let index = appendRecord(record, line: line, column: column) { attach(index, size: 1, anchor: anchor) }
    }

    @inline(never)
    private mutating func passedLengthLimit(_ count: Int, line: Int, column: Int) {
        let location = SourceLocation(line: line, column: column)
        if expectsKey, count > limits.maxKeyLength {
            abort(LimitCheck.keyLength(count, limit: limits.maxKeyLength), at: location)
        } else {
            abort(LimitCheck.scalarLength(count, limit: limits.maxScalarLength), at: location)
        }
    }

    /// The common YAML scalar, with neither tag nor anchor: plain (resolved by the core schema where it is a
    /// value) or else a string. Its own entry, with few arguments and the rest known, as the YAML reader
    /// calls it once per scalar from another module.
    /// A key, or a value that resolves to a string or an integer within 32 bits (nearly every one), is placed
    /// here with no call; any other value through `add`, as `scalar` places it (`UntaggedScalarTests` holds
    /// the two entries to the same document).
    package mutating func untaggedScalar(_ text: UnsafeBufferPointer<UInt8>, isPlain: Bool, isQuoted: Bool, line: Int, column: Int) {
        if !expectsKey {
            let resolved: ResolvedScalar = isPlain ? CoreSchema.resolvePlain(text) : .string
            switch resolved {
            case .string:
                return string(text, line: line, column: column, isQuoted: isQuoted)
            case .int(let v):
                if let payload = RecordPayload.inlineInteger(v) {
                    return value(.int, payload: payload, line: line, column: column, anchor: nil)
                }
            default:
                break
            }
            return add(resolved, text, line: line, column: column, anchor: nil, isQuoted: isQuoted)
        }
        // A key is its text as written (see `scalar`).
        let isMergeKey = isPlain && text.count == 2 && text[0] == UInt8(ascii: "<") && text[1] == UInt8(ascii: "<")
        string(text, line: line, column: column, isMergeKey: isMergeKey)
    }

    /// A YAML scalar, resolved by its tag or the core schema (`resolved` nil: a plain untagged
    /// scalar, resolved here where it is a value; most keys never are). A key is its text as written
    /// (`0x1F` and `31` are two keys, `1` and "1" one): contract section 1; an anchor on such a key
    /// still names the typed value, for an alias used as a value. `isPlainUntagged`: a plain `<<` key merges.
    @inline(__always)
    package mutating func scalar(_ text: UnsafeBufferPointer<UInt8>, resolved given: ResolvedScalar?, anchor: String?, isQuoted: Bool,
                                 isPlainUntagged: Bool, line: Int, column: Int) {
        if expectsKey {
            let isMergeKey = isPlainUntagged && text.count == 2 && text[0] == UInt8(ascii: "<") && text[1] == UInt8(ascii: "<")
            if let anchor {
                let resolved = given ?? CoreSchema.resolvePlain(text)
                if case .string = resolved {} else {
                    rememberText(text, ofAnchor: anchor)
                    detached { $0.add(resolved, text, line: line, column: column, anchor: anchor, isQuoted: isQuoted) }
                    string(text, line: line, column: column, isMergeKey: isMergeKey)
                    return
                }
            }
            string(text, line: line, column: column, anchor: anchor, isMergeKey: isMergeKey)
            return
        }
        let resolved = given ?? CoreSchema.resolvePlain(text)
        if let anchor {
            if case .string = resolved {} else { rememberText(text, ofAnchor: anchor) }
        }
        add(resolved, text, line: line, column: column, anchor: anchor, isQuoted: isQuoted)
    }

    @inline(__always)
    private mutating func add(_ resolved: ResolvedScalar, _ text: UnsafeBufferPointer<UInt8>, line: Int, column: Int, anchor: String?,
                              isQuoted: Bool) {
        switch resolved {
        case .null:
            if text.isEmpty, !detaching, open.last?.isMapping == true { emptyValues.append(SourceLocation(line: line, column: column)) }
            null(line: line, column: column, anchor: anchor)
        case .bool(let v): bool(v, line: line, column: column, anchor: anchor)
        case .int(let v): int(v, line: line, column: column, anchor: anchor)
        case .overflowingInt: overflowingInteger(text, line: line, column: column, anchor: anchor)
        case .float(let v):
            // `.inf` is infinity on purpose; digits that came out infinite (`1e400`) were beyond a Double.
            let isBeyondRange = v.isInfinite && text.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            double(v, line: line, column: column, anchor: anchor, isBeyondRange: isBeyondRange)
        case .string: string(text, line: line, column: column, anchor: anchor, isQuoted: isQuoted)
        }
    }

    /// An integer literal past Int64: kept as text and reported by the decoder where it matters.
    package mutating func overflowingInteger(_ bytes: UnsafeBufferPointer<UInt8>, line: Int, column: Int, anchor: String? = nil) {
        guard !isAborted else { return }
        hasOverflowingNumbers = true
        let kept = min(bytes.count, limits.maxScalarLength)
        let offset = RecordPayload.appendString(UnsafeBufferPointer(rebasing: bytes[..<kept]), to: &text)
        let record = Self.record(.int, line: line, column: column, payload: offset, overflow: true)
        if let index = appendRecord(record, line: line, column: column) { attach(index, size: 1, anchor: anchor) }
    }

    @inline(__always)
    private mutating func value(_ kind: Document.Kind, payload: UInt32, isWide: Bool = false, isBeyondFloatRange: Bool = false,
                                line: Int, column: Int, anchor: String?) {
        let record = Self.record(kind, line: line, column: column, payload: payload, isWide: isWide, isBeyondFloatRange: isBeyondFloatRange)
        if let index = appendRecord(record, line: line, column: column) { attach(index, size: 1, anchor: anchor) }
    }

    package mutating func null(line: Int, column: Int, anchor: String? = nil) { value(.null, payload: 0, line: line, column: column, anchor: anchor) }
    package mutating func bool(_ v: Bool, line: Int, column: Int, anchor: String? = nil) { value(.bool, payload: v ? 1 : 0, line: line, column: column, anchor: anchor) }

    package mutating func int(_ v: Int64, line: Int, column: Int, anchor: String? = nil) {
        if let payload = RecordPayload.inlineInteger(v) {
            value(.int, payload: payload, line: line, column: column, anchor: anchor)
        } else if !isAborted {
            value(.int, payload: RecordPayload.appendNumber(UInt64(bitPattern: v), to: &text), isWide: true, line: line, column: column, anchor: anchor)
        }
    }

    /// `isBeyondRange`: written with digits that no Double holds (`1e400`), so kept as infinity and
    /// reported by the decoder where no other rule does (a viewModel); JSONDecoder refuses such a number.
    package mutating func double(_ v: Double, line: Int, column: Int, anchor: String? = nil, isBeyondRange: Bool = false) {
        guard !isAborted else { return }
        if isBeyondRange { hasOverflowingNumbers = true }
        value(.float, payload: RecordPayload.appendNumber(v.bitPattern, to: &text), isBeyondFloatRange: isBeyondRange,
              line: line, column: column, anchor: anchor)
    }

    // MARK: Aliases

    /// Refers to an anchored node by index; counts what a full expansion would copy.
    package mutating func alias(_ name: String, line: Int, column: Int) {
        guard !isAborted else { return }
        let location = SourceLocation(line: line, column: column)
        guard let target = anchors[name] else {
            report(SyntaxCheck.unknownAlias(name), at: location)
            isAborted = true
            return
        }
        aliasExpansion &+= target.size
        if aliasExpansion > limits.maxAliasExpansion || aliasExpansion < 0 {
            abort(LimitCheck.aliasExpansion(limits.maxAliasExpansion), at: location)
            return
        }
        let targetRecord = records[Int(target.index)]
        if expectsKey, targetRecord.kind == .string, stringRange(targetRecord).count > limits.maxKeyLength {
            abort(LimitCheck.aliasedKeyLength(limit: limits.maxKeyLength), at: location)
            return
        }
        // A key is its text as written: an alias of `&n 0x1F` as a key is "0x1F", not "31".
        if expectsKey, targetRecord.kind != .string, targetRecord.kind != .sequence, targetRecord.kind != .mapping,
           let written = anchorTexts[name] {
            written.withUnsafeBufferPointer { string($0, line: line, column: column) }
            return
        }
        attach(target.index, size: target.size, anchor: nil)
    }

    /// Keeps the text of an anchored scalar that resolved to no string (see `alias`).
    private mutating func rememberText(_ bytes: UnsafeBufferPointer<UInt8>, ofAnchor anchor: String) {
        anchorTexts[anchor] = Array(bytes)
    }

    // MARK: Collections

    /// A list or map without an anchor: the entry the YAML reader calls for nearly every collection.
    package mutating func beginCollection(mapping: Bool, isPlainBlock: Bool, line: Int, column: Int) {
        beginCollection(mapping: mapping, line: line, column: column, anchor: nil, isPlainBlock: isPlainBlock)
    }

    @inline(__always)
    package mutating func beginCollection(mapping: Bool, line: Int, column: Int, anchor: String? = nil, isPlainBlock: Bool = false) {
        guard !isAborted else { return }
        if open.count >= limits.maxDepth {
            abort(LimitCheck.depth(limits.maxDepth), at: SourceLocation(line: line, column: column))
            return
        }
        let record = Self.record(mapping ? .mapping : .sequence, line: line, column: column, payload: 0)
        guard let index = appendRecord(record, line: line, column: column) else { return }
        if let anchor { openAnchors.append((open.count, anchor)) }
        if !open.isEmpty { open.mutableValues[open.count &- 1].expandedSize = topExpandedSize }
        topExpandedSize = 1
        open.append(OpenCollection(record: index, base: pending.count, isMapping: mapping, expandedSize: 1,
                                   isPlainBlock: isPlainBlock && anchor == nil))
    }

    package mutating func endCollection() {
        guard !isAborted, let top = open.popLast() else { return }
        let expandedSize = topExpandedSize
        topExpandedSize = open.last?.expandedSize ?? 0
        // Most collections have no anchor: its name (a reference) is read, and released, only when there is one.
        let hasAnchor = !openAnchors.isEmpty && openAnchors[openAnchors.count - 1].depth == open.count
        if top.record == Self.elsewhere {
            if hasAnchor { openAnchors.removeLast() }
            // The other builder holds this collection: keep what it received here for `absorb`.
            continuedChildren.append((Array(UnsafeBufferPointer(rebasing: pending.values[top.base...])), expandedSize, findings.count))
            pending.removeAll(from: top.base)
            if !open.isEmpty { pending.append(Self.elsewhere) }
            return
        }
        // The slot count, then the slots (see `RecordPayload`).
        let start = children.count
        children.append(0)
        if top.isMapping {
            // Most maps repeat a key list found distinct before: their keys go in with no call.
            let keys = DistinctKeySets.KeyList(pending.values, records: records.values, from: top.base)
            if keys.valuesFollowKeys, distinctKeySets.contains(keys) {
                appendKeys(from: top.base)
            } else {
                appendResolvedMapping(from: top.base, keys: keys)
            }
            if keys.valuesFollowKeys { records.mutableValues[Int(top.record)].markCompactMapping() }
        } else {
            children.append(contentsOf: UnsafeBufferPointer(rebasing: pending.values[top.base...]))
        }
        pending.removeAll(from: top.base)
        // The collection's record and its slot count were stored by this builder: no index to check.
        children.mutableValues[start] = Int32(truncatingIfNeeded: children.count &- start &- 1)
        records.mutableValues[Int(top.record)].payload = UInt32(truncatingIfNeeded: start)
        if hasAnchor {
            attach(top.record, size: expandedSize, anchor: openAnchors.removeLast().name)
        } else {
            attach(top.record, size: expandedSize, anchor: nil)
        }
    }
}

