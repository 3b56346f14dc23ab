import ArgumentParser
import ListSpec
import ListSpecRuntime

/// The settings every command that reads specs obeys, read one way (contract section 2): `--config
/// FILE` for every spec, else the `.listspec.yml` nearest each spec file, whatever the current
/// directory (standard input: the current directory's); its rule settings and each file's
/// `# listspec:disable...` comments decide which findings are shown, and at which severity, for
/// lint, render, diff, locate, generate, schema, convert and preview alike.
struct SettingsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The configuration file (default: the .listspec.yml nearest each spec).", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    /// Each spec's settings: `--config`, else its nearest `.listspec.yml`; `disabled` rules off on top.
    func lookup(disabling disabled: [Rule] = []) -> SettingsLookup {
        SettingsLookup(configurationFile: config, disabling: disabled)
    }

    /// A loader with the settings of `input` (the file at `path`'s when given: git hands a diff
    /// driver a temporary copy); a configuration with mistakes is trouble (exit 2).
    func loader(for input: SpecInput, path: String? = nil, lookup: SettingsLookup? = nil) throws -> SpecLoader {
        var loader = SpecLoader()
        loader.settings = try Self.settings(for: input, path: path, lookup: lookup ?? self.lookup())
        return loader
    }

    /// The settings of `input` (standard input: the current directory's).
    static func settings(for input: SpecInput, path: String? = nil, lookup: SettingsLookup) throws -> LintConfiguration {
        let outcome: SettingsLookup.Outcome
        switch (input, path) {
        case (_, let path?), (.file(let path), nil): outcome = lookup.settings(forFileAt: path)
        case (.standardInput, nil): outcome = lookup.settings(forFolder: lookup.currentDirectory)
        }
        switch outcome {
        case .usable(let settings): return settings
        case .unusable(let error): throw Trouble(messages: error.lines.map { "configuration \($0)" })
        }
    }
}
