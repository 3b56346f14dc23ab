@_spi(DocumentStorage) import ListSpecRuntime

/// Lints one buffer that need not be on disk (an editor's text): its findings are exactly what
/// `listspec lint` reports for a file holding these bytes at `path` under `settings` — the same
/// reader (YAML, or JSON by the path's extension), rules, inline suppressions and rule settings;
/// nothing when the settings exclude the path; a configuration file (`.listspec.yml`) checked as one.
package struct Linter: Sendable {
    package var limits: ReaderLimits
    /// Whether the result keeps the spec's cells and the document read (an editor answers
    /// questions about them); lint lets go of both.
    package var keepsModel: Bool

    package init(limits: ReaderLimits = .default, keepsModel: Bool = false) {
        self.limits = limits
        self.keepsModel = keepsModel
    }

    /// The findings of `bytes` standing for the file at `path` (relative paths resolve against
    /// `currentDirectory`, as lint's do), with the spec and document when `keepsModel` is set.
    package func lint(bytes: [UInt8], path: String, settings: LintConfiguration,
                      currentDirectory: String = PathResolution.currentDirectory()) -> LoadedSpec {
        if let filter = SpecFileFilter(configuration: settings, currentDirectory: currentDirectory), !filter.admits(path) {
            return LoadedSpec(path: path, spec: nil, findings: [])
        }
        if ConfigurationLoader.isConfigurationFile(path) {
            do {
                _ = try ConfigurationLoader.parse(bytes: bytes, path: path, baseDirectory: Linter.folder(of: path, in: currentDirectory))
                return LoadedSpec(path: path, spec: nil, findings: [])
            } catch {
                return LoadedSpec(path: path, spec: nil, findings: error.findings)
            }
        }
        var loader = SpecLoader(limits: limits)
        loader.settings = settings
        loader.keepsCells = keepsModel
        loader.keepsDocument = keepsModel
        return loader.load(bytes: bytes, path: path, isJSON: SpecFormat.of(path: path) == .json)
    }

    /// The settings lint would use for the file at `path` when run from its folder: the nearest
    /// `.listspec.yml` in that folder or above it, else the defaults.
    package static func settings(forFileAt path: String,
                                 currentDirectory: String = PathResolution.currentDirectory()) throws(ConfigurationError) -> LintConfiguration {
        guard let file = ConfigurationLoader.discover(from: folder(of: path, in: currentDirectory)) else { return .default }
        return try ConfigurationLoader.load(path: file, currentDirectory: currentDirectory)
    }

    /// The absolute folder the file at `path` is in.
    private static func folder(of path: String, in currentDirectory: String) -> String {
        PathResolution.selfAndAncestors(of: PathResolution.absolute(path, in: currentDirectory)).dropFirst().first ?? "/"
    }
}
