@_spi(DocumentStorage) import ListSpecRuntime

/// A baseline file (contract section 15): the findings a team accepted when it turned lint on,
/// which lint then hides while every new finding fails. JSON, sorted and stable (the same findings
/// write the same bytes), one entry a line, each entry keyed by what does not move when lines do
/// (`BaselineKey`):
///
/// ```json
/// {
///   "listspec-baseline": 1,
///   "entries": [
///     {"path": "Specs/legacy.yaml", "table": "main", "sectionID": 1, "cellID": 2, "rule": "unknown-key", "message": "..."}
///   ]
/// }
/// ```
package struct Baseline: Sendable {
    /// The file as given (relative to the current directory, or absolute): stale entries name it.
    package var path: String
    /// Spec paths in keys are relative to this folder: the baseline file's repository root, else
    /// the current directory.
    package var root: String
    /// The entries, in file order.
    package private(set) var entries = Entries(capacity: 0)
    /// Each spec's entries (their indices, in file order), by its path relative to `root`.
    package private(set) var specs: [String: [Int]] = [:]

    package init(path: String, root: String) {
        (self.path, self.root) = (path, root)
    }

    /// The folder spec paths are relative to, for a baseline file at `path`.
    package static func root(forFileAt path: String, currentDirectory: String) -> String {
        let absolute = PathResolution.absolute(path, in: currentDirectory)
        return PathResolution.repositoryRoot(from: PathResolution.folder(of: absolute)) ?? currentDirectory
    }

    /// A spec's path (as findings name it) as its entries name it: relative to `root` when inside it.
    package func key(of specPath: String, currentDirectory: String) -> String {
        PathResolution.relativeIfInside(specPath, to: root, currentDirectory: currentDirectory)
    }

    /// Reads the baseline file at `path`; a file that cannot be read or is not a baseline is
    /// unreadable input (exit 2), said with the place of the mistake. A file as lint writes it is
    /// read by `BaselineReader`; any other the JSON reader reads, and names the mistake's line and column.
    package static func load(path: String, currentDirectory: String) throws(UnreadableInput) -> Baseline {
        // Read where `currentDirectory` says (which need not be the process's); named as given.
        let bytes: [UInt8]
        do { bytes = try FileBytes.contents(of: PathResolution.absolute(path, in: currentDirectory), limit: ReaderLimits.default.maxFileSize) }
        catch { throw UnreadableInput(path: path, reason: error.reason) }
        // Its stale entries name it as lint names the specs: relative where it can be.
        var baseline = Baseline(path: PathResolution.relativeIfInside(path, to: currentDirectory, currentDirectory: currentDirectory),
                                root: root(forFileAt: path, currentDirectory: currentDirectory))
        try baseline.read(bytes, path: path)
        return baseline
    }

    /// Takes the entries of `bytes`, the file at `path`.
    private mutating func read(_ bytes: [UInt8], path: String) throws(UnreadableInput) {
        if let read = BaselineReader.read(bytes, limits: .default), read.format == 1 {
            take(read.entries)
        } else {
            take(try Self.entries(readingJSON: bytes, path: path))
        }
    }

    /// This baseline with the entries of the rows `renumbered` in the spec at `specPath` moved to
    /// their new IDs (a message naming the old ID names the new one), and the file's new text; nil
    /// when no entry moves. So what a team accepted stays accepted when `--unsafe-fixes` renumbers.
    package func moving(_ renumbered: [FixEngine.Renumbering], ofSpecAt specPath: String,
                        currentDirectory: String) -> (baseline: Baseline, text: [UInt8])? {
        let spec = key(of: specPath, currentDirectory: currentDirectory)
        var keys = entries.indices.map(entries.key(of:))
        var moved = false
        for row in renumbered {
            for index in specs[spec] ?? [] {
                var key = keys[index]
                guard key.table == row.place.table, key.sectionID == row.place.sectionID else { continue }
                if row.isCell {
                    guard let old = row.place.cellID, key.cellID == old else { continue }
                    key.cellID = row.newID
                    key.message = key.message.replacing("cellID \(old)", with: "cellID \(row.newID)")
                } else {
                    guard let old = row.place.sectionID else { continue }
                    key.sectionID = row.newID
                    key.message = key.message.replacing("sectionID \(old)", with: "sectionID \(row.newID)")
                }
                keys[index] = key
                moved = true
            }
        }
        guard moved else { return nil }
        let text = Self.text(of: keys)
        var baseline = Baseline(path: path, root: root)
        do { try baseline.read(text, path: path) } catch { return nil }
        return (baseline, text)
    }

    private mutating func take(_ read: Entries) {
        entries = read
        // Consecutive entries of one spec (as the file is sorted) share its path's string.
        var previous: (span: Entries.Span, path: String)?
        for index in read.indices {
            let span = read[index].path
            let path = previous.flatMap { read.equal(span, $0.span) ? $0.path : nil } ?? read.string(span)
            previous = (span, path)
            specs[path, default: []].append(index)
        }
    }

    static let formatKey = "listspec-baseline"

    /// The entries of a baseline written in any layout of JSON, or the mistake's place.
    static func entries(readingJSON bytes: [UInt8], path: String) throws(UnreadableInput) -> Entries {
        let read = JSONReader.read(bytes: bytes, path: path, limits: .default)
        if let problem = read.findings.first {
            throw UnreadableInput(path: path, reason: "not a baseline: \(problem.location.line):\(problem.location.column): \(problem.message)")
        }
        guard let root = read.document.root, root.kind == .mapping, SpecPlace.value(of: formatKey, in: root)?.int == 1,
              let list = SpecPlace.value(of: "entries", in: root), list.kind == .sequence else {
            throw UnreadableInput(path: path, reason: "not a baseline (a JSON object with \"\(formatKey)\": 1 and \"entries\"); "
                                  + "write one with listspec lint --write-baseline")
        }
        var entries = Entries(capacity: bytes.count)
        for item in list.items {
            guard let fields = fields(of: item, storingIn: &entries) else {
                throw UnreadableInput(path: path, reason: "not a baseline: \(item.location.line):\(item.location.column): an entry is an object with "
                                      + "path, rule and message (strings) and optionally table (a string), sectionID and cellID (integers)")
            }
            entries.append(fields, at: item.location)
        }
        return entries
    }

    private static func fields(of item: Document.Node, storingIn entries: inout Entries) -> Entries.Fields? {
        guard item.kind == .mapping else { return nil }
        func field(_ name: String) -> Document.Node? { SpecPlace.value(of: name, in: item) }
        func text(_ node: Document.Node?) -> Entries.Span? {
            guard let range = node?.textRange, let node else { return nil }
            return node.document.text.withUnsafeBufferPointer { entries.stored(UnsafeBufferPointer(rebasing: $0[range])) }
        }
        guard let path = text(field("path")), let rule = text(field("rule")), let message = text(field("message")) else { return nil }
        let (table, sectionID, cellID) = (field("table"), field("sectionID"), field("cellID"))
        // An optional field written with another type is a mistake, not an absent field.
        if table.map({ $0.string == nil }) == true || sectionID.map({ $0.int == nil }) == true || cellID.map({ $0.int == nil }) == true { return nil }
        return Entries.Fields(path: path, table: text(table), sectionID: sectionID?.int, cellID: cellID?.int, rule: rule, message: message)
    }

    /// The file for `keys`: sorted, one entry a line, so the same findings write the same bytes
    /// and a change to it reads well in review.
    package static func text(of keys: [BaselineKey]) -> [UInt8] {
        var json = JSONWriter()
        json.raw("{\n  \"listspec-baseline\": 1,\n  \"entries\": [")
        for (i, key) in keys.sorted().enumerated() {
            json.raw(i == 0 ? "\n    {" : ",\n    {")
            json.key("path"); json.string(key.path)
            if let table = key.table { json.raw(","); json.key("table"); json.string(table) }
            if let sectionID = key.sectionID { json.raw(","); json.key("sectionID"); json.int(sectionID) }
            if let cellID = key.cellID { json.raw(","); json.key("cellID"); json.int(cellID) }
            json.raw(","); json.key("rule"); json.string(key.rule)
            json.raw(","); json.key("message"); json.string(key.message)
            json.raw("}")
        }
        json.raw(keys.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return json.output
    }
}

extension Baseline {
    /// A baseline's entries with their strings' bytes end to end in one buffer: thousands of
    /// entries are read, and matched (`BaselineMatcher`), without a string made for each.
    package struct Entries: Sendable, RandomAccessCollection {
        /// A string's bytes in the storage.
        package struct Span: Sendable {
            var start: UInt32
            var count: UInt32
        }

        /// One entry's key.
        package struct Fields: Sendable {
            var path = Span(start: 0, count: 0)
            var table: Span?
            var sectionID: Int64?
            var cellID: Int64?
            var rule = Span(start: 0, count: 0)
            var message = Span(start: 0, count: 0)
        }

        private var storage: [UInt8] = []
        private var fields: [Fields] = []
        /// Where each entry is written in the file (a stale entry is reported there).
        private var locations: [SourceLocation] = []

        /// `capacity`: the file's size, which its strings' bytes never pass.
        init(capacity: Int) { storage.reserveCapacity(capacity) }

        package var startIndex: Int { 0 }
        package var endIndex: Int { fields.count }
        package subscript(index: Int) -> Fields { fields[index] }

        package func location(of index: Int) -> SourceLocation { locations[index] }

        /// The key of entry `index`, as strings (a stale entry's message names its rule and spec).
        package func key(of index: Int) -> BaselineKey {
            let entry = fields[index]
            return BaselineKey(path: string(entry.path), table: entry.table.map(string), sectionID: entry.sectionID, cellID: entry.cellID,
                               rule: string(entry.rule), message: string(entry.message))
        }

        var storageCount: Int { storage.count }

        /// Adds bytes to the storage (a string's, in pieces: between escapes).
        mutating func store(_ bytes: UnsafeBufferPointer<UInt8>) { storage.append(contentsOf: bytes) }

        mutating func store(_ byte: UInt8) { storage.append(byte) }

        /// Stores a string's bytes whole.
        mutating func stored(_ bytes: UnsafeBufferPointer<UInt8>) -> Span {
            let start = storage.count
            storage.append(contentsOf: bytes)
            return Span(start: UInt32(start), count: UInt32(bytes.count))
        }

        mutating func append(_ entry: Fields, at location: SourceLocation) {
            fields.append(entry)
            locations.append(location)
        }

        /// The bytes of `span`, to `body`.
        package func withBytes<Result>(_ span: Span, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(span.start)..<Int(span.start + span.count)])) }
        }

        /// The storage, to `body` (each span's bytes are at its offsets in it).
        package func withStorage<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            storage.withUnsafeBufferPointer(body)
        }

        func string(_ span: Span) -> String { withBytes(span) { String(decoding: $0, as: UTF8.self) } }

        func equal(_ a: Span, _ b: Span) -> Bool {
            a.count == b.count && withBytes(a) { x in withBytes(b) { y in bytesEqual(x, y) } }
        }
    }
}
