@_spi(DocumentStorage) import ListSpecRuntime

/// Lint's engine under every front door: `listspec lint` (paths, standard input), the language
/// server (an editor's buffer) and preview. A file's findings are the same whichever door it
/// came through: the same settings (`SettingsLookup`: the `.listspec.yml` nearest the file), the
/// same reader, rules, inline suppressions and baseline; nothing when its settings exclude it; a
/// configuration file (`.listspec.yml`) checked as one.
package struct Linter: Sendable {
    package var limits: ReaderLimits
    /// Whether the result keeps the spec's cells and the document read (an editor answers
    /// questions about them); lint lets go of both.
    package var keepsModel: Bool

    package init(limits: ReaderLimits = .default, keepsModel: Bool = false) {
        self.limits = limits
        self.keepsModel = keepsModel
    }

    /// The findings of `bytes` standing for the file at `path` (an editor's buffer), under the
    /// settings that apply to that file; or why those settings cannot be used.
    package func lint(bytes: [UInt8], path: String, settings lookup: SettingsLookup) -> (loaded: LoadedSpec, unusable: ConfigurationError?) {
        switch lookup.settings(forFileAt: path) {
        case .unusable(let error): return (LoadedSpec(path: path, spec: nil, findings: []), error)
        case .usable(let settings): return (lint(bytes: bytes, path: path, settings: settings, currentDirectory: lookup.currentDirectory), nil)
        }
    }

    /// The findings of `bytes` standing for the file at `path` under `settings` (relative paths
    /// resolve against `currentDirectory`), with the spec and document when `keepsModel` is set.
    package func lint(bytes: [UInt8], path: String, settings: LintConfiguration,
                      currentDirectory: String = PathResolution.currentDirectory()) -> LoadedSpec {
        if let filter = SpecFileFilter(configuration: settings, currentDirectory: currentDirectory), !filter.admits(path) {
            return LoadedSpec(path: path, spec: nil, findings: [])
        }
        if ConfigurationLoader.isConfigurationFile(path) {
            let folder = PathResolution.folder(of: PathResolution.absolute(path, in: currentDirectory))
            return LoadedSpec(path: path, spec: nil, findings: ConfigurationLoader.check(bytes: bytes, path: path, baseDirectory: folder))
        }
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
