@_spi(DocumentStorage) import ListSpecRuntime

/// Lint's engine, which the `Frontend` hands `listspec lint`'s paths (standard input among them)
/// and the language server's buffers: a file's findings are the same whichever door it came
/// through (the same settings, reader, rules, inline suppressions and baseline); nothing when its
/// settings exclude it or it is no spec; a configuration file (`.listspec.yml`) checked as one. The commands that
/// need a valid spec (preview among them) take the `Frontend`'s other path, `validSpec`: the same
/// findings, but no baseline hides an error that refuses a spec.
package struct Linter: Sendable {
    package var limits: ReaderLimits
    /// Whether the result keeps the spec's cells and the document read (an editor answers
    /// questions about them); lint lets go of both.
    package var keepsModel: Bool

    package init(limits: ReaderLimits = .default, keepsModel: Bool = false) {
        self.limits = limits
        self.keepsModel = keepsModel
    }

    /// The findings of `bytes` standing for the file at `path` under `settings` (relative paths
    /// resolve against `currentDirectory`), with the spec and document when `keepsModel` is set; nil
    /// when `lint FILE` would not read it (section 2): its settings exclude it, or it is no spec by
    /// its name or its top-level keys (a `docker-compose.yml` an editor hands the language server).
    package func lint(bytes: [UInt8], path: String, settings: LintConfiguration,
                      currentDirectory: String = PathResolution.currentDirectory()) -> LoadedSpec? {
        if let filter = SpecFileFilter(configuration: settings, currentDirectory: currentDirectory), !filter.admits(path) {
            return nil
        }
        if ConfigurationLoader.isConfigurationFile(path) {
            let folder = PathResolution.folder(of: PathResolution.absolute(path, in: currentDirectory))
            return LoadedSpec(path: path, spec: nil, findings: ConfigurationLoader.check(bytes: bytes, path: path, baseDirectory: folder))
        }
        guard SpecFilePeek.isSpec(bytes, standingFor: path, limits: limits) else { return nil }
        var loader = SpecLoader(limits: limits)
        loader.settings = settings
        loader.keepsCells = keepsModel
        loader.keepsDocument = keepsModel
        loader.placesFindings = settings.baseline != nil
        var loaded = loader.load(bytes: bytes, path: path, isJSON: SpecFormat.isJSON(path: path))
        if settings.baseline != nil {
            // The baseline `lint` applies hides the same findings here (a stale entry is lint's to say).
            var baselines = BaselineRun(use: .settings, currentDirectory: currentDirectory)
            loaded.findings = baselines.apply(to: loaded.findings, places: loaded.places, path: path, settings: settings)
        }
        return loaded
    }
}
