import ArgumentParser
import ListSpec

enum RenderFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the tables of a spec (text, or JSON for other programs).",
        discussion: """
        A spec that breaks a rule is refused with its findings (exit 2). Warnings are printed \
        on standard error and the spec is rendered.

        Examples:
          listspec render Specs/menu.yaml
          listspec render Specs/recipes.yaml --table recipeDetail
          listspec render Specs/menu.yaml --format json | jq .

        Exit codes: 0 rendered; 2 bad input, unreadable file or usage.
        """
    )

    @Argument(help: ArgumentHelp("The spec file ('-' for standard input).", valueName: "file"))
    var file: String

    @Option(help: "Render only the table with this name.")
    var table: String?

    @Option(help: "Output format: text or json.")
    var format: RenderFormat = .text

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    func run() throws {
        let spec = try LoadedSpecGate.validSpec(SpecInput(argument: file), color: color)
        let tables = try LoadedSpecGate.select(table, in: spec)
        switch format {
        case .text:
            StandardOutput.write(TextRenderer(width: Terminal.width, palette: Terminal.palette(color, for: 1)).render(tables))
        case .json:
            StandardOutput.write(bytes: SpecJSONRenderer.render(tables))
        }
    }
}

/// Loading for commands that need a valid spec: unreadable or rule-breaking input is refused (exit 2).
enum LoadedSpecGate {
    static func validSpec(_ input: SpecInput, color: ColorChoice) throws -> Spec {
        let loaded: LoadedSpec
        do {
            loaded = try SpecLoader().load(input)
        } catch {
            throw Trouble(message: error.description)
        }
        let printer = DiagnosticsPrinter(palette: Terminal.palette(color, for: 2))
        if !loaded.findings.isEmpty { StandardError.write(printer.lines(loaded.findings)) }
        guard !loaded.hasErrors, let spec = loaded.spec else {
            let errors = loaded.findings.count { $0.severity == .error }
            throw Trouble(message: "\(loaded.path) breaks \(errors) rule\(errors == 1 ? "" : "s"); fix \(errors == 1 ? "it" : "them") first (listspec lint \(loaded.path))")
        }
        return spec
    }

    /// All tables, or the one named by `--table` (an unknown name lists the known ones).
    static func select(_ name: String?, in spec: Spec) throws -> [Table] {
        guard let name else { return spec.tables }
        guard let table = spec.table(named: name) else {
            let known = spec.tables.map(\.name).joined(separator: ", ")
            throw Trouble(message: "\(spec.path) has no table named '\(name)'; its tables are \(known.isEmpty ? "(none)" : known)")
        }
        return [table]
    }
}
