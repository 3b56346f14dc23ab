import ArgumentParser
import ListSpec
import ListSpecRuntime
import ListSpecTesting

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the UIKit batch update that turns one version of a spec into another.",
        discussion: """
        Tables match by name, sections by sectionID, cells by cellID within their section: one \
        linear merge of the ascending IDs, as DCTableViewController does, so nothing in both \
        versions is deleted and inserted. Deletes and reloads name the OLD table, inserts the NEW \
        one (UIKit's coordinates). A section whose header, footer or viewModel changed is reloaded \
        whole; a cell is reloaded when its cellType, viewModel, height, estimatedHeight, action or \
        deletable changed. Rows of inserted, deleted and reloaded sections are never listed. A table \
        whose style changed is 'restyled': a new table view, nothing to animate.

        Either side may be REF:PATH, read from git as 'listspec breaking' reads OLD \
        (HEAD~1:Specs/menu.yaml, a path from the repository's root; origin/main:./menu.yaml, from \
        the current directory); a file that exists is read as a file. Each side takes the \
        settings of its own path (for REF:PATH, the .listspec.yml nearest PATH in the working \
        tree). A spec those settings exclude is skipped: a line on standard error says so, and \
        the exit code is 0 (nothing compared, as lint of excluded files only).

        Both specs are read and checked first; one that breaks a rule is refused with its \
        findings (exit 2). --verify replays the update on the OLD table with a simulator of \
        UITableView's performBatchUpdates and checks it yields the NEW table.

        Formats: text (a report to read, coloured on a terminal), json (one batch update per table: \
        the sections and rows to delete, insert and reload, for other programs), swift (performBatchUpdates blocks), markdown (GitHub Markdown for a pull request comment \
        or $GITHUB_STEP_SUMMARY: per table a summary and a table of changes with IDs, index \
        paths, cell types and what changed old -> new; long tables fold into <details>), html \
        (a self-contained page: old and new tables side by side, deleted rows red, inserted \
        green, reloaded yellow). --output FILE replaces FILE atomically.

        A change that looks like a renumbering (rows whose contents moved to neighbouring \
        cellIDs, so UIKit reloads them instead of inserting or moving one) gets a 'warning:' \
        line on standard error, or a "warnings" array in json; the update and the exit code stay \
        the same. Give a new row a free ID between its neighbours instead (\(DocumentationLink.choosingIDs)).

        Declarations: a type, field, enum case or cell type added, removed or changed moves no \
        row, but every format except swift names it (text and Markdown after the tables, HTML \
        under them, json as a "declarations" array), and a change of declarations alone exits 1. \
        With --table, only that table's cell types.

        In git: 'listspec git-diff' is an external diff driver (see its --help).

        Examples:
          listspec diff old.yaml new.yaml
          listspec diff old.yaml new.yaml --format swift --table menu
          listspec diff HEAD:Specs/menu.yaml Specs/menu.yaml --format json
          listspec diff origin/main:Specs/menu.yaml Specs/menu.yaml --format markdown
          listspec diff old.yaml new.yaml --format markdown >> "$GITHUB_STEP_SUMMARY"
          listspec diff old.yaml new.yaml --format html --output diff.html

        Exit codes: 0 no change; 1 changes found; 2 bad input (a spec that breaks a rule), \
        unreadable file, a ref that does not resolve or lacks PATH, unwritable output, unknown \
        table, failed --verify, or usage. A spec its settings exclude is skipped with 0.
        """
    )

    @Argument(help: ArgumentHelp("The spec before the change: a file, '-' for standard input, or REF:PATH read from git.", valueName: "old"), completion: .specFiles)
    var old: String

    @Argument(help: ArgumentHelp("The spec after the change: a file, '-' for standard input, or REF:PATH read from git.", valueName: "new"), completion: .specFiles)
    var new: String

    @Option(help: "Diff only the table with this name.")
    var table: String?

    @OptionGroup var format: FormatOptions<DiffFormats>

    @OptionGroup var output: OutputFileOptions

    @OptionGroup var color: ColorOptions

    @Flag(help: "Replay each update on the old table with the UIKit simulator; exit 2 if it would raise or not yield the new table. Each verified table gets a line on standard error.")
    var verify = false

    @OptionGroup var settings: SettingsOptions

    @Flag(help: "Print the lint warnings of both files (by default one line on standard error counts them).")
    var showWarnings = false

    func validate() throws {
        if old == "-" && new == "-" {
            throw ValidationError("only one of OLD and NEW can be '-' (standard input)")
        }
    }

    private var destination: String? { output.path == "-" ? nil : output.path }

    func run() throws {
        // Refuse before reading: the inputs must survive a mistyped command.
        if let destination, let input = [old, new].first(where: { $0 != "-" && AtomicFileWriter.isSameFile($0, destination) }) {
            throw Trouble(message: "--output \(destination) is the input spec \(input) itself; choose another file")
        }
        // Both specs, each under the settings of its own path, or none when those exclude one.
        let frontend = settings.frontend(color: color.choice)
        let oldSpec: Spec, newSpec: Spec
        switch try frontend.comparedSpecs(old: old, new: new, showingWarnings: showWarnings) {
        case .excluded(let path, let by):
            // Excluded is excluded everywhere (contract section 2): skipped, as lint skips it, with nothing to report.
            StandardError.note(frontend.exclusionNote(path, by: by, nothingTo: "diff"))
            return
        case .valid(let old, let new):
            // Warnings are counted in one line (printed with --show-warnings), so the diff stays the diff.
            if !showWarnings, !old.loaded.findings.isEmpty || !new.loaded.findings.isEmpty {
                let counts = [old, new].map { "\($0.loaded.findings.count) in \($0.loaded.path)" }.joined(separator: ", ")
                StandardError.note("lint warnings: \(counts) (--show-warnings prints them)")
            }
            (oldSpec, newSpec) = (old.spec, new.spec)
        }
        if let table, oldSpec.table(named: table) == nil, newSpec.table(named: table) == nil {
            var known: [String] = []
            for name in (oldSpec.tables + newSpec.tables).map(\.name) where !known.contains(name) { known.append(name) }
            let guess = WordSuggestion.nearest(to: table, in: known).map { "did you mean '\($0)'? " } ?? ""
            throw Trouble(message: "neither \(oldSpec.path) nor \(newSpec.path) has a table named '\(table)'; \(guess)"
                + "their tables are \(known.isEmpty ? "(none)" : known.joined(separator: ", "))")
        }
        let diff = SpecDiffer.diff(old: oldSpec, new: newSpec, onlyTable: table)
        if verify {
            for tableDiff in diff.tables {
                do {
                    try BatchUpdateVerifier.verify(tableDiff)
                } catch {
                    throw Trouble(message: "verification failed: \(error.description)")
                }
                // A CI log shows the check ran, table by table.
                StandardError.note("verified \(DiffCommand.verifiedNote(tableDiff))")
            }
        }
        // A file gets no colour and the default widths, whatever the terminal is.
        let context = destination == nil
            ? DiffContext(oldPath: oldSpec.path, newPath: newSpec.path, palette: color.palette(for: 1), width: Terminal.width)
            : DiffContext(oldPath: oldSpec.path, newPath: newSpec.path)
        try OutputFile.write(to: destination) { format.format.writer.write(diff, context: context, into: &$0) }
        // A warning never changes the report or the exit code: it goes beside them.
        if !format.format.holdsWarnings {
            StandardError.write(DiffWarningLines.text(diff.warnings, palette: color.palette(for: 2)))
        }
        if diff.hasChanges { throw ExitCode(1) }
    }

    /// `table 'menu': the batch update applied cleanly in the simulator and yields the new table`.
    static func verifiedNote(_ diff: TableDiff) -> String {
        switch diff.change {
        case .unchanged, .modified:
            return "table '\(diff.name)': the batch update applied cleanly in the UIKit simulator and yields the new table"
        case .added, .removed, .restyled:
            return "table '\(diff.name)': \(diff.change.rawValue), nothing to animate (no batch update to apply)"
        }
    }
}
