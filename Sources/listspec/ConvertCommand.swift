import ArgumentParser
import ListSpec
import ListSpecRuntime

extension SpecFormat: ExpressibleByArgument {}

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a spec in the other format: YAML as the JSON an app reads, JSON as YAML.",
        discussion: """
        YAML becomes the JSON spec format that ListSpecRuntime's Spec(json:) and JSONDecoder \
        read (not render's --format json); JSON becomes block-style YAML. The content is the \
        same: render --format json of the output equals that of FILE. Tables and keys keep \
        their order, types and x- keys stay, anchors, aliases and << merge keys are written \
        out; comments are not kept. A YAML string that could read as anything else (true, \
        null, 017, 1e3, yes, a leading or trailing space, a control character) is quoted.

        FILE is checked first, as render checks it: one that breaks a rule is refused with \
        its findings (exit 2); warnings are printed on standard error and the spec is \
        converted. JSON has no infinity or NaN: a YAML .inf or .nan is refused with its place.

        --output FILE replaces FILE atomically (a temporary file beside it, renamed into \
        place), so an interrupted run leaves the old file whole. Writing over the input spec \
        is refused.

        Examples:
          listspec convert Specs/menu.yaml --output menu.json
          listspec convert menu.json
          listspec convert menu.yaml --to yaml
          curl -s https://example.com/menu.json | listspec convert - --to yaml

        Exit codes: 0 converted; 2 bad input (a spec that breaks a rule), unreadable file, \
        unwritable output or usage.
        """
    )

    @Argument(help: ArgumentHelp("The spec file ('-' for standard input, JSON when it starts with '{').", valueName: "file"),
              completion: .specFiles)
    var file: String

    @Option(help: ArgumentHelp("The format to write: json or yaml (default: the one FILE is not in).", valueName: "format"))
    var to: SpecFormat?

    @OptionGroup var output: OutputFileOptions

    @OptionGroup var color: ColorOptions

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        let input = SpecInput(argument: file)
        let destination = try OutputFile.destination(output.path, notOverwriting: input)
        let loaded = try settings.frontend(color: color.choice).validSpec(input, keepingDocument: true).loaded
        let format = to ?? (loaded.isJSON ? SpecFormat.json : .yaml).other
        let converted: [UInt8]
        do {
            converted = try SpecConverter.convert(loaded, to: format)
        } catch {
            StandardError.write(DiagnosticsPrinter(palette: color.palette(for: 2)).lines(error.findings))
            let count = error.findings.count
            throw Trouble(message: "\(loaded.path) holds \(count) value\(count == 1 ? "" : "s") that \(format.rawValue.uppercased()) cannot hold; "
                + "nothing was written")
        }
        try OutputFile.write(converted, to: destination)
    }
}
