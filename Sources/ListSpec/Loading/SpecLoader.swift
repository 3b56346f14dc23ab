@_spi(DocumentStorage) import ListSpecRuntime

/// The result of loading one spec: everything found, and the model when the
/// document could be decoded.
public struct LoadedSpec: Sendable {
    public var path: String
    /// The decoded spec; nil when the file does not parse (syntax, limit, empty).
    public var spec: Spec?
    /// Reader, decoder and rule findings, sorted by place (with the loader's settings applied).
    public var findings: [Finding]
    /// Whether the input was read as JSON (else YAML).
    package var isJSON = false
    /// The document read, when the loader keeps it (`keepsDocument`) and it is complete.
    package var document: Document?
    /// Each finding's place in the model, when the loader places them (`placesFindings`): what a
    /// baseline keys a finding by.
    package var places: [FindingPlace?] = []
    /// The read the spec was made from, when the loader keeps it (`keepsRead`) and it is complete:
    /// a fix re-checks the spec from it (`FixedRead`).
    package var read: ReadResult?

    public var hasErrors: Bool { findings.hasErrors }
}

/// Where a spec comes from: a path, or standard input (`-`).
public enum SpecInput: Sendable, Equatable {
    case file(String)
    case standardInput

    public init(argument: String) {
        self = argument == "-" ? .standardInput : .file(argument)
    }

    /// The name findings carry.
    public var displayPath: String {
        switch self {
        case .file(let path): return path
        case .standardInput: return "<stdin>"
        }
    }
}

/// Reads, decodes and validates spec files.
public struct SpecLoader: Sendable {
    package var limits: ReaderLimits
    /// The settings every command obeys, one way: when set, a YAML input's `# listspec:disable...`
    /// comments (see `InlineSuppressions`) and then the configuration's rule settings apply to
    /// its findings. Nil: the findings as the rules give them (the runtime's view).
    package var settings: LintConfiguration?
    /// Whether a loaded spec keeps its sections' cells (lint keeps only the findings).
    package var keepsCells = true
    /// Whether a loaded spec keeps the document it was read from (convert writes it again).
    package var keepsDocument = false
    /// Whether a loaded spec's findings get their places (`LoadedSpec.places`; a baseline applies).
    package var placesFindings = false
    /// Whether a loaded spec keeps its read (`LoadedSpec.read`; `lint --fix`).
    package var keepsRead = false
    /// The name standard input stands for (`--stdin-filename`): its findings carry it, and its
    /// ending tells JSON from YAML. Without it, `<stdin>`, and the bytes tell.
    package var standardInputName: String?

    package init(limits: ReaderLimits = .default) { self.limits = limits }

    public init() { limits = .default }

    public func load(_ input: SpecInput) throws(UnreadableInput) -> LoadedSpec {
        guard case .file(let path) = input else {
            let bytes = try input.bytes(limit: limits.maxFileSize)
            let path = standardInputName ?? "<stdin>"
            guard SpecFormat.of(standardInput: bytes, named: standardInputName) == .yaml else {
                // The JSON reader hands its pages back as it goes: standard input's text is gone, quotes and all.
                let read = JSONReader.read(bytes: bytes, path: path, limits: limits, releasingReadLinesWith: PageRelease.self)
                return finish(read, path: path, isJSON: true, source: nil) { [] }
            }
            let read = YAMLReader.read(bytes: bytes, path: path, limits: limits)
            return finish(read, path: path, isJSON: false, source: WrittenSource(bytes: bytes)) {
                SuppressionScanner.comments(in: bytes)
            }
        }
        return try load(OpenFile(path, limit: limits.maxFileSize))
    }

    /// A YAML file up to this size is read whole, once: its suppression comments are then found
    /// in the same bytes (many small files each cost an open, a stat and a close less).
    static let wholeReadSize = 1 << 16

    /// A file opened once: the reader, a syntax error's place, a quote as written and the
    /// suppression comments all read it through `file`, never by its path again.
    func load(_ file: OpenFile) throws(UnreadableInput) -> LoadedSpec {
        let path = file.path, limit = limits.maxFileSize
        if SpecFormat.isJSON(path: path) {
            // A value's text as written is read again when a finding quotes it: the JSON reader's pages were handed back.
            let read = JSONReader.read(bytes: try file.readAll(limit: limit), path: path, limits: limits, releasingReadLinesWith: PageRelease.self)
            return finish(read, path: path, isJSON: true, source: WrittenSource(file: file, limit: limit)) { [] }
        }
        // Size 0 is also what a device or a FIFO has (`/dev/zero` never ends): such a file is
        // read whole, up to the limit, like standard input; so is an empty file, at no cost.
        if file.size <= SpecLoader.wholeReadSize {
            let bytes = try file.readAll(limit: limit)
            let read = YAMLReader.read(bytes: bytes, path: path, limits: limits)
            return finish(read, path: path, isJSON: false, source: WrittenSource(bytes: bytes)) {
                SuppressionScanner.comments(in: bytes)
            }
        }
        // Streamed through libyaml: only a syntax error's place, a quote, or a file that holds a
        // directive (told as the bytes went by) needs the bytes again.
        let (read, holdsDirective) = YAMLReader.read(file: file, path: path, limits: limits) { file.readAgain(limit: limit) }
        return finish(read, path: path, isJSON: false, source: WrittenSource(file: file, limit: limit)) {
            holdsDirective ? SuppressionScanner.comments(in: file.readAgain(limit: limit)) : []
        }
    }

    /// Reads, decodes and validates text given in memory (tests, tools embedding the library).
    public func load(bytes: [UInt8], path: String, isJSON: Bool) -> LoadedSpec {
        // Large YAML is read as a file is, its second half on another core (`SplitParse`).
        if !isJSON, bytes.count >= SplitParse.minimumSize, SpecFormat.of(path: path) != .json,
           let loaded = try? load(OpenFile(path: path, bytes: bytes)) {
            return loaded
        }
        let read = isJSON ? JSONReader.read(bytes: bytes, path: path, limits: limits)
                          : YAMLReader.read(bytes: bytes, path: path, limits: limits)
        return finish(read, path: path, isJSON: isJSON, source: WrittenSource(bytes: bytes)) {
            isJSON ? [] : SuppressionScanner.comments(in: bytes)
        }
    }

    /// The spec of `bytes` from `read`, their read made already (a fixed text's, `FixedRead`), as
    /// `load(bytes:path:isJSON:)` would give it.
    package func load(read: ReadResult, bytes: [UInt8], path: String, isJSON: Bool) -> LoadedSpec {
        finish(read, path: path, isJSON: isJSON, source: WrittenSource(bytes: bytes)) {
            isJSON ? [] : SuppressionScanner.comments(in: bytes)
        }
    }

    /// Reads the file at `path` but names it `displayPath` in findings (git hands a diff driver
    /// temporary copies; findings should name the file in the repository).
    package func load(fileAt path: String, as displayPath: String, isJSON: Bool) throws(UnreadableInput) -> LoadedSpec {
        load(bytes: try FileBytes.contents(of: path, limit: limits.maxFileSize), path: displayPath, isJSON: isJSON)
    }

    /// The spec `read` gives, its findings settled. `source`: the input's bytes (at hand or read again
    /// when asked), for what a finding quotes as written. The findings as the settings have them, if
    /// any: the input's suppression `comments` (looked for only in a file the reader read to its end)
    /// applied, then the rule settings. Neither touches an invariant rule; and a file no spec could be
    /// made of keeps its findings as read, as every command refuses such a file (contract section 2).
    /// The loaded spec is made once, at the end: made and then changed, it was copied whole on its way out.
    private func finish(_ read: ReadResult, path: String, isJSON: Bool, source: WrittenSource?,
                        comments: () -> [SuppressionComment]) -> LoadedSpec {
        let (spec, checked) = read.checked(path: path, keepingCells: keepsCells, written: source.map { source in { source.text(at: $0) } })
        var findings = checked
        // Only a YAML map value left empty is looked at again (`viewModel: #1 Hit`): a few bytes each;
        // a file that does not parse has its syntax finding alone.
        if !isJSON, read.isComplete, !read.emptyValues.isEmpty, let source {
            findings = CommentAsValueCheck.folded(into: findings, at: read.emptyValues, in: source.source, path: path)
        }
        if let settings, spec != nil || !findings.hasErrors {
            findings = settings.apply(to: InlineSuppressions.apply(to: findings, path: path, comments: comments))
        }
        var document = (keepsDocument || placesFindings) && read.isComplete ? read.document : nil
        var places: [FindingPlace?] = []
        if placesFindings {
            // The document was kept for this alone: placed, it goes.
            places = FindingPlace.of(findings, in: document?.root)
            if !keepsDocument { document = nil }
        }
        return LoadedSpec(path: path, spec: spec, findings: findings, isJSON: isJSON, document: document, places: places,
                          read: keepsRead && read.isComplete ? read : nil)
    }

    /// Whether a path is read as JSON: by its extension (`SpecFormat.of(path:)`).
    public static func isJSONPath(_ path: String) -> Bool {
        SpecFormat.isJSON(path: path)
    }
}
