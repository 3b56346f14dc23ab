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

    /// The front end under these settings: the findings of each spec it hands a command shown on
    /// standard error, coloured as `color` says; `disabled` rules off on top (lint's `--disable`).
    func frontend(color: ColorChoice = .auto, disabling disabled: [Rule] = []) -> Frontend {
        let printer = DiagnosticsPrinter(palette: Terminal.palette(color, for: 2))
        return Frontend(configurationFile: config, disabling: disabled) { StandardError.write(printer.lines($0)) }
    }
}
