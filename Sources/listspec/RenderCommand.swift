import ArgumentParser
import ListSpec
import ListSpecRuntime

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the tables of a spec: text, Markdown, JSON, an HTML picture or Swift code.",
        discussion: """
        A spec that breaks a rule is refused with its findings (exit 2). Warnings are printed \
        on standard error and the spec is rendered.

        Formats: text (a terminal picture), markdown (one table per section, for pull \
        requests), json (for other programs), html (a self-contained page drawing each table \
        as iOS does), swift (DCTableViewController-style code that builds the content).

        --output FILE replaces FILE atomically (a temporary file beside it, renamed into \
        place), so an interrupted run leaves the old file whole. Writing over the input spec \
        is refused.

        Examples:
          listspec render Specs/menu.yaml
          listspec render Specs/recipes.yaml --table recipeDetail
          listspec render Specs/menu.yaml --format json | jq .
          listspec render Specs/recipes.yaml --format html --output recipes.html
          listspec render Specs/menu.yaml --format markdown
          listspec render Specs/menu.yaml --format swift --output MenuContent.swift

        Exit codes: 0 rendered; 2 bad input, unreadable file, unwritable output or usage.
        """
    )

    @Argument(help: ArgumentHelp("The spec file ('-' for standard input).", valueName: "file"), completion: .specFiles)
    var file: String

    @Option(help: "Render only the table with this name.")
    var table: String?

    @Option(help: ArgumentHelp("Output format: " + SpecOutputs.formats.summaryList + "."))
    var format = FormatChoice<SpecOutputs>.first

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file (replaced atomically) instead of standard output.", valueName: "file"),
            completion: .file())
    var output: String?

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        let input = SpecInput(argument: file)
        let destination = try OutputFile.destination(output, notOverwriting: input)
        // The cells stay in the document until their section is drawn: a large spec is never held
        // twice (its document and every cell), nor its drawing whole (it is written as it is made).
        var loader = try settings.loader()
        loader.keepsCells = false
        let spec = try LoadedSpecGate.validSpec(input, loader: loader, color: color)
        let tables = try LoadedSpecGate.select(table, in: spec)
        // A file gets no colour and the default width, whatever the terminal is.
        let context = destination != nil ? SpecOutputContext(path: spec.path)
            : SpecOutputContext(path: spec.path, palette: Terminal.palette(color, for: 1), width: Terminal.width)
        try OutputFile.write(to: destination) { format.format.writer.write(tables, context: context, into: &$0) }
    }
}

/// Loading for commands that need a valid spec: unreadable or rule-breaking input is refused (exit 2).
/// The settings decide what is shown, as for lint (`LoadedSpec.blockingFindings` says what refuses).
enum LoadedSpecGate {
    /// `allowing`: rules whose errors do not refuse the spec (a schema is how an editor flags
    /// wrong viewModels, so `schema FILE` allows them).
    static func validSpec(_ input: SpecInput, loader: SpecLoader, color: ColorChoice, allowing allowed: Set<Rule> = []) throws -> Spec {
        try valid(input, loader: loader, color: color, allowing: allowed).spec
    }

    /// `validSpec`, with what the loader kept beside the spec (`loader` says what: convert keeps the document).
    static func valid(_ input: SpecInput, loader: SpecLoader, color: ColorChoice,
                      allowing allowed: Set<Rule> = []) throws -> (loaded: LoadedSpec, spec: Spec) {
        let loaded: LoadedSpec
        do {
            loaded = try loader.load(input)
        } catch {
            throw Trouble(message: error.description)
        }
        let printer = DiagnosticsPrinter(palette: Terminal.palette(color, for: 2))
        let printed = loaded.printedFindings
        if !printed.isEmpty { StandardError.write(printer.lines(printed)) }
        let blocking = loaded.blockingFindings(allowing: allowed)
        guard blocking.isEmpty, let spec = loaded.spec else { throw Trouble(message: refusal(loaded, of: input, blocking: blocking)) }
        return (loaded, spec)
    }

    /// `typo.yaml breaks 2 rules (section-order, unknown-key) with 4 errors; fix them first (...)`:
    /// rules counted as rules, errors as errors; the hint is a command that runs as printed, or
    /// why errors the settings turn off still count.
    static func refusal(_ loaded: LoadedSpec, of input: SpecInput, blocking errors: [Finding]) -> String {
        var rules: [String] = []
        for finding in errors where !rules.contains(finding.rule.rawValue) { rules.append(finding.rule.rawValue) }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let overruled = loaded.overruledErrorsTheModelNeeds.count
        let note = "the settings turn \(overruled == errors.count ? (errors.count == 1 ? "it" : "them") : "\(overruled)") off for lint, "
            + "but listspec needs strictly ascending, distinct IDs to work with a spec"
        let hint = overruled == errors.count ? note
            : "listspec lint \(input.shellArgument)" + (overruled > 0 ? "; " + note : "")
        return "\(loaded.path) breaks \(plural(rules.count, "rule")) (\(rules.joined(separator: ", "))) with \(plural(errors.count, "error")); "
            + "fix \(errors.count == 1 ? "it" : "them") first (\(hint))"
    }

    /// All tables, or the one named by `--table` (an unknown name lists the known ones).
    static func select(_ name: String?, in spec: Spec) throws -> [Table] {
        guard let name else { return spec.tables }
        guard let table = spec.table(named: name) else {
            let known = spec.tables.map(\.name).joined(separator: ", ")
            let guess = WordSuggestion.nearest(to: name, in: spec.tables.map(\.name)).map { "did you mean '\($0)'? " } ?? ""
            throw Trouble(message: "\(spec.path) has no table named '\(name)'; \(guess)its tables are \(known.isEmpty ? "(none)" : known)")
        }
        return [table]
    }
}
