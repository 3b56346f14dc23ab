import ArgumentParser
import ListSpec
import ListSpecRuntime

struct LocateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "locate",
        abstract: "Turn an index path into section and cell IDs, or IDs into an index path.",
        discussion: """
        From the index path in a crash log to the cell it names (sectionID, cellID, cellType, \
        viewModel), or from IDs back to the index path. An index path is written S.R, S,R, \
        [S, R] or S - R (NSIndexPath's form); S alone names a section.

        Examples:
          listspec locate Specs/recipes.yaml --table recipes --index-path 2.3
          listspec locate Specs/recipes.yaml --table recipes --index-path "[2, 3]"
          listspec locate Specs/recipes.yaml --table recipes --section-id 2 --cell-id 3
          listspec locate Specs/menu.yaml --index-path 0 --format json

        Exit codes: 0 found; 1 no such place (the nearest valid one is named); \
        2 bad input, unreadable file or usage.
        """
    )

    @Argument(help: ArgumentHelp("The spec file ('-' for standard input).", valueName: "file"), completion: .specFiles)
    var file: String

    @Option(help: "The table to look in (needed when the spec has several).")
    var table: String?

    // Unconditional: `--index-path -1.0` is a value to refuse with its reason, not a missing one.
    @Option(parsing: .unconditional, help: ArgumentHelp("An index path: S.R, S,R, [S, R], or S for a section.", valueName: "S.R"))
    var indexPath: String?

    // Unconditional: `--section-id -5` takes -5 as the value (IDs may be negative), not as an option.
    @Option(parsing: .unconditional, help: ArgumentHelp("A sectionID (may be negative: --section-id -5).", valueName: "ID"))
    var sectionId: Int64?

    @Option(parsing: .unconditional, help: ArgumentHelp("A cellID within --section-id (may be negative).", valueName: "ID"))
    var cellId: Int64?

    @OptionGroup var format: FormatOptions<LocateFormats>

    @OptionGroup var color: ColorOptions

    @OptionGroup var settings: SettingsOptions

    func validate() throws {
        if indexPath != nil, sectionId != nil || cellId != nil {
            throw ValidationError("Give either --index-path or --section-id (with --cell-id), not both.")
        }
        if cellId != nil, sectionId == nil {
            throw ValidationError("--cell-id needs --section-id (a cellID is unique only within its section).")
        }
        if indexPath == nil, sectionId == nil {
            throw ValidationError("Say what to locate: --index-path S.R, or --section-id ID [--cell-id ID].")
        }
        if let indexPath, LocateQuery.indexPath(parsing: indexPath) == nil {
            // A negative number is most likely an ID: IDs may be negative, index paths count from 0.
            let negative = indexPath.hasPrefix("-") ? " (an index path counts from 0; for a negative sectionID use --section-id)" : ""
            throw ValidationError("'\(indexPath)' is not an index path; write S.R, S,R, [S, R] or S, with S and R not negative\(negative).")
        }
    }

    func run() throws {
        let query: LocateQuery
        if let indexPath, let parsed = LocateQuery.indexPath(parsing: indexPath) {
            query = parsed
        } else if let sectionId {
            query = .ids(sectionID: sectionId, cellID: cellId)
        } else {
            throw Trouble(message: "say what to locate: --index-path S.R, or --section-id ID [--cell-id ID]")
        }
        let input = SpecInput(argument: file)
        let spec = try settings.frontend(color: color.choice).validSpec(input).spec
        let table = try onlyTable(of: spec)
        let result = Locator(table: table).locate(query)
        StandardOutput.write { format.format.writer.write(result, context: table, into: &$0) }
        if !result.isFound { throw ExitCode(1) }
    }

    /// The table named by --table, or the only one; several tables need --table.
    private func onlyTable(of spec: Spec) throws -> Table {
        if let table, let selected = try spec.tables(selecting: table).first { return selected }
        guard spec.tables.count == 1, let only = spec.tables.first else {
            let names = spec.tables.map(\.name).joined(separator: ", ")
            throw Trouble(message: spec.tables.isEmpty
                ? "\(spec.path) has no tables"
                : "\(spec.path) has \(spec.tables.count) tables (\(names)); choose one with --table")
        }
        return only
    }
}
