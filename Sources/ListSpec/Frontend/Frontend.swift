import ListSpecRuntime

/// The one way a spec file comes in (contract section 2, "One answer per spec"), as swift-format's
/// `Frontend` is under its lint and format front ends. It owns the settings (`--config`, else the
/// `.listspec.yml` nearest each spec: rules, excludes, `minimum-version`), the loading, and the
/// decision to refuse a spec, and hands each command what it needs: lint and the language server
/// a report (`Frontend+Reports`); render, diff, locate, schema, convert, generate, preview and
/// breaking a valid spec (`Frontend+ValidSpecs`, refused as `Frontend+Refusal` decides); format
/// the source. What a command then does with it is its own step.
package struct Frontend: Sendable {
    /// Each spec's settings: `--config`, else the `.listspec.yml` nearest the spec file.
    package let settings: SettingsLookup
    package var limits: ReaderLimits
    /// Where the findings of a spec handed to a command are shown (the command line: standard
    /// error, coloured as `--color` says; nowhere for lint, the servers and tests).
    let show: @Sendable ([Finding]) -> Void

    /// `configurationFile`: `--config` (relative to `currentDirectory`); `disabled`: rules off on
    /// top of every spec's settings (lint's `--disable`); `refreshes`: settings read again when a
    /// `.listspec.yml` changes (the language server, which lives while files change).
    package init(configurationFile: String? = nil, disabling disabled: [Rule] = [],
                 currentDirectory: String = PathResolution.currentDirectory(), refreshes: Bool = false,
                 limits: ReaderLimits = .default, showingFindings show: @escaping @Sendable ([Finding]) -> Void = { _ in }) {
        settings = SettingsLookup(configurationFile: configurationFile, disabling: disabled, currentDirectory: currentDirectory,
                                  refreshes: refreshes)
        self.limits = limits
        self.show = show
    }

    package var currentDirectory: String { settings.currentDirectory }

    // MARK: - Settings

    /// The settings of the spec named `name` (nil: standard input without a name, which takes the
    /// current directory's); trouble (exit 2) when they cannot be used: a mistake in the
    /// configuration, or a `minimum-version` newer than this listspec.
    package func settings(ofSpecNamed name: String?) throws(Trouble) -> LintConfiguration {
        let outcome = name.map { settings.settings(forFileAt: $0) } ?? settings.settings(forFolder: currentDirectory)
        switch outcome {
        case .usable(let settings): return settings
        case .unusable(let error): throw Trouble(messages: error.lines.map { "configuration \($0)" })
        }
    }

    /// Whether the spec named `name` is read, with its settings, or which configuration files'
    /// `exclude` leaves it out ("Excluded is excluded everywhere").
    package enum Admission: Sendable {
        case admitted(LintConfiguration)
        /// The configuration files that exclude it (empty when the settings have no file).
        case excluded(by: [String])
    }

    /// `settings(ofSpecNamed:)`, with whether they exclude the spec (standard input without a name never is).
    package func admission(ofSpecNamed name: String?) throws(Trouble) -> Admission {
        let settings = try settings(ofSpecNamed: name)
        if let name, let filter = SpecFileFilter(configuration: settings, currentDirectory: currentDirectory),
           let source = filter.excluder(of: name) {
            return .excluded(by: source.isEmpty ? [] : [source])
        }
        return .admitted(settings)
    }

    /// What a command that takes one spec says when `admission` excluded it: `listspec: PATH is
    /// excluded by FILES; nothing to VERB` (the files relative to the current directory).
    package func exclusionNote(_ path: String, by files: [String], nothingTo verb: String) -> String {
        let named = files.map { PathResolution.relative($0, to: currentDirectory) ?? $0 }
        return "listspec: \(path) is excluded by \(named.isEmpty ? "its settings" : named.joined(separator: " and ")); nothing to \(verb)"
    }

    /// The spec files `paths` name (directories walked, each file with its own settings, what
    /// they exclude left out), as lint and format find them; `standardInputName`: the name `-`
    /// stands for (`--stdin-filename`).
    package func specFiles(_ paths: [String], standardInputName: String? = nil) -> SpecFileFinder.Expansion {
        SpecFileFinder.expand(paths, settings: settings, standardInputName: standardInputName)
    }

    // MARK: - Loading

    /// A loader with these limits and `settings`: their rules and the input's suppression comments
    /// decide its findings.
    private func loader(_ settings: LintConfiguration, keepingCells: Bool = true, keepingDocument: Bool = false) -> SpecLoader {
        var loader = SpecLoader(limits: limits)
        loader.settings = settings
        loader.keepsCells = keepingCells
        loader.keepsDocument = keepingDocument
        return loader
    }

    /// The source: `input`'s bytes, as format reads them (up to the size limit).
    package func bytes(of input: SpecInput) throws(UnreadableInput) -> [UInt8] {
        try input.bytes(limit: limits.maxFileSize)
    }

    /// `input` read under `settings`; trouble when it cannot be read. `keepingCells: false`: the
    /// cells stay in the document until asked for (render draws a section at a time);
    /// `keepingDocument`: the document read is kept (convert writes it again).
    package func load(_ input: SpecInput, under settings: LintConfiguration, keepingCells: Bool = true,
                      keepingDocument: Bool = false) throws(Trouble) -> LoadedSpec {
        do {
            return try loader(settings, keepingCells: keepingCells, keepingDocument: keepingDocument).load(input)
        } catch {
            throw Trouble(message: error.description)
        }
    }

    /// `bytes` read as the spec `path` names (a version read from git, a file watched), under `settings`.
    package func load(bytes: [UInt8], as path: String, under settings: LintConfiguration) -> LoadedSpec {
        loader(settings).load(bytes: bytes, path: path, isJSON: SpecFormat.isJSON(path: path))
    }

    /// The file at `file`, read as the spec at `path` (its settings) and named `displayPath` in
    /// findings: git hands a diff driver temporary copies. Trouble: unusable settings, an unreadable file.
    package func load(fileAt file: String, standingFor path: String, as displayPath: String) throws(Trouble) -> LoadedSpec {
        let settings = try settings(ofSpecNamed: path)
        do {
            return try loader(settings).load(fileAt: file, as: displayPath, isJSON: SpecFormat.isJSON(path: displayPath))
        } catch {
            throw Trouble(message: error.description)
        }
    }

    /// The specs found, read on all cores, each under its own settings; in their order.
    package func loadAll(_ specs: [SpecFileFinder.Found]) -> [LoadOutcome] {
        SpecLoader(limits: limits).loadAll(specs.map(\.input), settings: { [specs] in specs[$0].settings })
    }
}
