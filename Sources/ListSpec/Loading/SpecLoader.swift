@_spi(DocumentStorage) import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The result of loading one spec: everything found, and the model when the
/// document could be decoded.
public struct LoadedSpec: Sendable {
    public var path: String
    /// The decoded spec; nil when the file does not parse (syntax, limit, empty).
    public var spec: Spec?
    /// Reader, decoder and rule findings, sorted by place (with the loader's settings applied).
    public var findings: [Finding]
    /// Errors the settings turned off, downgraded or suppressed: lint obeys them, but a command
    /// whose work needs what a rule guarantees (strictly ascending IDs) may not.
    package var overruledErrors: [Finding] = []
    /// Whether the input was read as JSON (else YAML).
    package var isJSON = false
    /// The document read, when the loader keeps it (`keepsDocument`) and it is complete.
    package var document: Document?

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
    public var limits: ReaderLimits
    /// The settings every command obeys, one way: when set, a YAML input's `# listspec:disable...`
    /// comments (see `InlineSuppressions`) and then the configuration's rule settings apply to
    /// its findings. Nil: the findings as the rules give them (the runtime's view).
    package var settings: LintConfiguration?
    /// Whether a loaded spec keeps its sections' cells (lint keeps only the findings).
    package var keepsCells = true
    /// Whether a loaded spec keeps the document it was read from (convert writes it again).
    package var keepsDocument = false

    public init(limits: ReaderLimits = .default) { self.limits = limits }

    public func load(_ input: SpecInput) throws(UnreadableInput) -> LoadedSpec {
        let (read, isJSON, yamlBytes) = try self.read(input)
        // A value's text as written: in the bytes at hand, else the file's read again (a JSON
        // reader's pages were handed back as it went); standard input's, when gone, not at all.
        var source: WrittenSource?
        if let yamlBytes { source = WrittenSource(bytes: yamlBytes) }
        else if case .file(let path) = input { source = WrittenSource(path: path, limit: limits.maxFileSize) }
        var loaded = finish(read, path: input.displayPath, isJSON: isJSON, source: source)
        if let settings {
            settle(&loaded, settings, suppressed: InlineSuppressions.apply(to: loaded.findings, of: input, bytes: yamlBytes, limits: limits))
        }
        return loaded
    }

    /// Reads, decodes and validates text given in memory (tests, tools embedding the library).
    public func load(bytes: [UInt8], path: String, isJSON: Bool) -> LoadedSpec {
        let read = isJSON ? JSONReader.read(bytes: bytes, path: path, limits: limits)
                          : YAMLReader.read(bytes: bytes, path: path, limits: limits)
        var loaded = finish(read, path: path, isJSON: isJSON, source: WrittenSource(bytes: bytes))
        if let settings {
            let comments = isJSON ? [] : SuppressionScanner.comments(in: bytes)
            settle(&loaded, settings, suppressed: InlineSuppressions.apply(comments, to: loaded.findings, path: path))
        }
        return loaded
    }

    /// The findings as the settings have them: `suppressed` (the comments applied), then the rule settings.
    private func settle(_ loaded: inout LoadedSpec, _ settings: LintConfiguration, suppressed: [Finding]) {
        let settled = settings.apply(to: suppressed)
        let errors = Set(settled.filter { $0.severity == .error })
        loaded.overruledErrors = loaded.findings.filter { $0.severity == .error && !errors.contains($0) }
        loaded.findings = settled
    }

    /// Reads the file at `path` but names it `displayPath` in findings (git hands a diff driver
    /// temporary copies; findings should name the file in the repository).
    package func load(fileAt path: String, as displayPath: String, isJSON: Bool) throws(UnreadableInput) -> LoadedSpec {
        load(bytes: try FileBytes.contents(of: path, limit: limits.maxFileSize), path: displayPath, isJSON: isJSON)
    }

    /// `source`: the input's bytes (at hand or read again when asked), for what a finding quotes as written.
    private func finish(_ read: ReadResult, path: String, isJSON: Bool, source: WrittenSource?) -> LoadedSpec {
        let (spec, checked) = read.checked(path: path, keepingCells: keepsCells, written: source.map { source in { source.text(at: $0) } })
        var findings = checked
        // Only a YAML map value left empty is looked at again (`viewModel: #1 Hit`): a few bytes each;
        // a file that does not parse has its syntax finding alone.
        if !isJSON, read.isComplete, !read.emptyValues.isEmpty, let source {
            findings = CommentAsValue.folded(into: findings, at: read.emptyValues, in: source.source, path: path)
        }
        return LoadedSpec(path: path, spec: spec, findings: findings, isJSON: isJSON,
                          document: keepsDocument && read.isComplete ? read.document : nil)
    }

    /// Whether a path is read as JSON: by its extension (`SpecFormat.of(path:)`).
    public static func isJSONPath(_ path: String) -> Bool {
        SpecFormat.of(path: path) == .json
    }

    /// A YAML file up to this size is read whole, once: its suppression comments are then found
    /// in the same bytes (many small files each cost an open, a stat and a close less).
    static let wholeReadSize = 1 << 16

    /// The read, whether it was JSON, and a YAML input's bytes when they were read whole (standard
    /// input's comments cannot be read again; a small file's need not be).
    private func read(_ input: SpecInput) throws(UnreadableInput) -> (ReadResult, isJSON: Bool, yamlBytes: [UInt8]?) {
        switch input {
        case .standardInput:
            let bytes = try input.bytes(limit: limits.maxFileSize)
            return SpecFormat.of(standardInput: bytes) == .json
                ? (JSONReader.read(bytes: bytes, path: "<stdin>", limits: limits, releasingReadLinesWith: PageRelease.self), true, nil)
                : (YAMLReader.read(bytes: bytes, path: "<stdin>", limits: limits), false, bytes)
        case .file(let path):
            let (file, size) = try FileBytes.open(path, limit: limits.maxFileSize)
            defer { fclose(file) }
            if SpecFormat.of(path: path) == .json {
                let bytes = try FileBytes.readAll(descriptor: fileno(file), path: path, limit: limits.maxFileSize, expectedSize: size)
                return (JSONReader.read(bytes: bytes, path: path, limits: limits, releasingReadLinesWith: PageRelease.self), true, nil)
            }
            // Size 0 is also what a device or a FIFO has (`/dev/zero` never ends): such a file is
            // read whole, up to the limit, like standard input; so is an empty file, at no cost.
            if size <= SpecLoader.wholeReadSize {
                let bytes = try FileBytes.readAll(descriptor: fileno(file), path: path, limit: limits.maxFileSize, expectedSize: size)
                return (YAMLReader.read(bytes: bytes, path: path, limits: limits), false, bytes)
            }
            return (YAMLReader.read(file: file, size: size, path: path, limits: limits) {
                // Only syntax errors need the bytes again, to place the error or hint at its cause.
                FileBytes.readAgain(path, limit: limits.maxFileSize)
            }, false, nil)
        }
    }
}
