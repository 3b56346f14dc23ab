import ArgumentParser
import ListSpec
import ListSpecRuntime

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite specs in one canonical layout, keeping every comment.",
        discussion: """
        Each spec is rewritten in place, atomically (a temporary file beside it, renamed into \
        place): two-space indentation, block style for tables, sections and cell lists, one \
        line per cell where it fits in 120 columns, the known keys in the documented order, \
        strings quoted only where a plain scalar would read as something else (in YAML 1.2, \
        or as a boolean or null in YAML 1.1). The data stays exactly the same, every comment \
        stays with its node, a blank line between items stays, and the lines between \
        '# listspec:format off' and '# listspec:format on' are kept byte for byte (a file whose \
        regions would not read back in place is left as it is). A file already canonical is \
        not touched. A .json spec is written as JSON. \
        \(DocumentationLink.page("Formatting.md")) shows the layout with examples.

        Paths are found as lint finds them: a file found in a directory or named is formatted \
        only when it is a spec (its name ends in .listspec.yaml, .listspec.yml or .listspec.json, \
        or its top level has a listspec, tables or sections key; '-' always is), so a codecov.yml, \
        a .gitlab-ci.yml, a .listspec.yml or a baseline file is never touched, only counted. \
        Each spec's settings are those of the \
        .listspec.yml nearest to it, and their exclude is obeyed. '-' reads standard input and \
        writes the result to standard output. A file that does not parse gets lint's syntax \
        finding, word for word, and is left as it is.

        Examples:
          listspec format Specs/
          listspec format --check Specs/
          listspec format --diff Specs/ > format.patch
          listspec format - --stdin-filename menu.yaml < menu.yaml
          git diff --name-only -- '*.yaml' | xargs listspec format

        Exit codes: 0 formatted or already canonical; 1 with --check or --diff, a file would change; \
        2 a file that does not parse or cannot be read (nothing is written to it; the others \
        are still formatted), bad configuration or usage.
        """
    )

    @Argument(help: ArgumentHelp("Spec files or directories ('-' for standard input; default: the current directory).",
                                 valueName: "path"),
              completion: .specFiles)
    var paths: [String] = []

    @Flag(help: "Write nothing: name each file that would change, and exit 1 if any would.")
    var check = false

    @Flag(help: "Write nothing: print the unified diff format would apply (patch -p0 applies it), and exit 1 if any file would change.")
    var diff = false

    @Option(help: ArgumentHelp("The name of standard input, for settings and messages (its ending tells JSON from YAML).",
                               valueName: "name"))
    var stdinFilename: String?

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        if check && diff { throw ValidationError("--check and --diff: give one (--diff also exits 1 when a file would change)") }
        let mode: FormatMode = check ? .check : diff ? .diff : .write
        var output = FormatOutput(text: { StandardOutput.write(bytes: $0) },
                                  finding: { StandardError.write(DiagnosticsPrinter(palette: Terminal.palette(.auto, for: 2)).lines([$0])) },
                                  error: { StandardError.error($0) })
        output.writeBegins = AtomicFileInterruptCleanup.begin
        output.temporaryCreated = AtomicFileInterruptCleanup.guardTemporary
        output.temporaryResolved = AtomicFileInterruptCleanup.release
        output.writeEnds = AtomicFileInterruptCleanup.end
        let result = settings.frontend().format(paths: paths, standardInputName: stdinFilename, mode: mode, output: output)
        if let summary = result.summary(mode: mode, paths: paths) { StandardError.note(summary) }
        if result.troubled { throw ExitCode(2) }
        if mode != .write && result.changed > 0 { throw ExitCode(1) }
    }
}
