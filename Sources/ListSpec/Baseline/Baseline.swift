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
    /// One entry and where it is written in the file (a stale entry is reported there).
    package struct Entry: Sendable {
        package var key: BaselineKey
        package var location: SourceLocation
    }

    /// The file as given (relative to the current directory, or absolute): stale entries name it.
    package var path: String
    /// Spec paths in keys are relative to this folder: the baseline file's repository root, else
    /// the current directory.
    package var root: String
    /// Each spec's entries (by its path relative to `root`), in file order.
    package var entries: [String: [Entry]] = [:]

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
    /// unreadable input (exit 2), said with the place of the mistake.
    package static func load(path: String, currentDirectory: String) throws(UnreadableInput) -> Baseline {
        // Read where `currentDirectory` says (which need not be the process's); named as given.
        let bytes: [UInt8]
        do { bytes = try FileBytes.contents(of: PathResolution.absolute(path, in: currentDirectory), limit: ReaderLimits.default.maxFileSize) }
        catch { throw UnreadableInput(path: path, reason: error.reason) }
        // Its stale entries name it as lint names the specs: relative where it can be.
        var baseline = Baseline(path: PathResolution.relativeIfInside(path, to: currentDirectory, currentDirectory: currentDirectory),
                                root: root(forFileAt: path, currentDirectory: currentDirectory))
        let read = JSONReader.read(bytes: bytes, path: path, limits: .default)
        if let problem = read.findings.first {
            throw UnreadableInput(path: path, reason: "not a baseline: \(problem.location.line):\(problem.location.column): \(problem.message)")
        }
        guard let root = read.document.root, root.kind == .mapping, SpecPlace.value(of: formatKey, in: root)?.int == 1,
              let list = SpecPlace.value(of: "entries", in: root), list.kind == .sequence else {
            throw UnreadableInput(path: path, reason: "not a baseline (a JSON object with \"\(formatKey)\": 1 and \"entries\"); "
                                  + "write one with listspec lint --write-baseline")
        }
        for item in list.items {
            guard let key = entryKey(item) else {
                throw UnreadableInput(path: path, reason: "not a baseline: \(item.location.line):\(item.location.column): an entry is an object with "
                                      + "path, rule and message (strings) and optionally table (a string), sectionID and cellID (integers)")
            }
            baseline.entries[key.path, default: []].append(Entry(key: key, location: item.location))
        }
        return baseline
    }

    private static let formatKey = "listspec-baseline"

    private static func entryKey(_ item: Document.Node) -> BaselineKey? {
        guard item.kind == .mapping else { return nil }
        func field(_ name: String) -> Document.Node? { SpecPlace.value(of: name, in: item) }
        guard let path = field("path")?.string, let rule = field("rule")?.string, let message = field("message")?.string else { return nil }
        let (table, sectionID, cellID) = (field("table"), field("sectionID"), field("cellID"))
        // An optional field written with another type is a mistake, not an absent field.
        if table.map({ $0.string == nil }) == true || sectionID.map({ $0.int == nil }) == true || cellID.map({ $0.int == nil }) == true { return nil }
        return BaselineKey(path: path, table: table?.string, sectionID: sectionID?.int, cellID: cellID?.int, rule: rule, message: message)
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
