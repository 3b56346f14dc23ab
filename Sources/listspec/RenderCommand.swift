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

    @OptionGroup var format: FormatOptions<RenderFormats>

    @OptionGroup var output: OutputFileOptions

    @OptionGroup var color: ColorOptions

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        let input = SpecInput(argument: file)
        let destination = try OutputFile.destination(output.path, notOverwriting: input)
        // The cells stay in the document until their section is drawn: a large spec is never held
        // twice (its document and every cell), nor its drawing whole (it is written as it is made).
        let spec = try settings.frontend(color: color.choice).validSpec(input, keepingCells: false).spec
        let tables = try spec.tables(selecting: table)
        // A file gets no colour and the default width, whatever the terminal is.
        let context = destination != nil ? RenderContext(path: spec.path)
            : RenderContext(path: spec.path, palette: color.palette(for: 1), width: Terminal.width)
        try OutputFile.write(to: destination) { format.format.writer.write(tables, context: context, into: &$0) }
    }
}
