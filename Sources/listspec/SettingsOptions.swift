import ArgumentParser
import ListSpec
import ListSpecRuntime

/// The settings every command that reads specs obeys, read one way: `--config FILE`, else
/// `.listspec.yml` in the current directory or the nearest folder above it; its rule settings
/// and each file's `# listspec:disable...` comments decide which findings are shown, and at
/// which severity, for lint, render, diff, locate, generate and schema alike.
struct SettingsOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The configuration file (default: .listspec.yml here or in a folder above).", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    /// The configuration (the defaults when there is no file); every mistake in it is an error.
    func configuration(currentDirectory: String = PathResolution.currentDirectory()) throws(ConfigurationError) -> LintConfiguration {
        try Self.configuration(file: config, currentDirectory: currentDirectory)
    }

    /// `file` (`--config`), else the discovered `.listspec.yml`, else the defaults.
    static func configuration(file: String?, currentDirectory: String) throws(ConfigurationError) -> LintConfiguration {
        guard let path = file ?? ConfigurationLoader.discover(from: currentDirectory) else { return .default }
        return try ConfigurationLoader.load(path: path, currentDirectory: currentDirectory)
    }

    /// A loader that applies the settings; a configuration with mistakes is trouble (exit 2).
    func loader() throws -> SpecLoader {
        var loader = SpecLoader()
        do {
            loader.settings = try configuration()
        } catch {
            throw Trouble(messages: error.lines.map { "configuration \($0)" })
        }
        return loader
    }
}
