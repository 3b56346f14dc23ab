import ArgumentParser
import ListSpec
import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `listspec breaking`: what app builds made from an older version of a spec cannot show (contract section 14).
struct BreakingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "breaking",
        abstract: "Check that app builds made from an older version of a spec can show the new one.",
        discussion: """
        A spec an app loads at run time (downloaded, served, read with Spec(json:)) reaches app \
        builds compiled against older versions of it: their generated types, registered cell \
        types and enums. An old build reads a viewModel as its generated Swift does: unknown \
        fields are ignored; a missing required field, a value of another type or an enum string \
        it does not know fails. Errors: removed-table, new-cell-type, missing-field, \
        changed-field-type, new-enum-case, newer-format, new-action, new-header-view. Warnings \
        (declared, not yet used): field-made-optional, and new-cell-type, changed-field-type and \
        new-enum-case while NEW only declares what old builds cannot read; removed-spec. An untyped viewModel never breaks. 'listspec rules' \
        describes each.

        OLD (--against) is a spec file, REF:PATH read from git (HEAD~1:Specs/menu.yaml, a path \
        from the repository's root), or a git ref: then each spec found in NEW (files or \
        directories; default: the current directory) is compared with the same path at the \
        ref. A spec not at the ref is new (nothing to break); a spec at the ref but gone is a \
        removed-spec warning. Both versions must pass lint's invariants, else they are refused \
        with their findings (exit 2). Each finding is at NEW's line and column, its message \
        naming what OLD declared. In a CI clone, fetch the history the ref needs \
        (actions/checkout with fetch-depth: 0).

        Formats: text, json, github (annotations; the default when GITHUB_ACTIONS=true), sarif, \
        junit, gitlab (GitLab's code quality report), as lint writes them, and markdown (a table \
        for a pull-request comment).

        Examples:
          listspec breaking Specs/home.yaml --against published/home.yaml
          listspec breaking Specs/home.yaml --against HEAD~1:Specs/home.yaml
          listspec breaking --against origin/main
          listspec breaking Specs --against v2.3 --strict --format markdown

        Exit codes: 0 no error (with --strict: no warning either); 1 findings; 2 unreadable \
        input, a ref that does not resolve, a version that fails lint's invariants, or usage.
        """
    )

    @Argument(help: ArgumentHelp("The new specs: files or directories ('-' for standard input; default: the current directory).",
                                 valueName: "new"), completion: .specFiles)
    var new: [String] = []

    @Option(help: ArgumentHelp("The old version: a spec file, REF:PATH, or a git ref (each spec with the same path there).", valueName: "old"),
            completion: .specFiles)
    var against: String

    @OptionGroup var format: FormatOptions<BreakingFormats>

    @Flag(help: "Warnings count too: any finding makes the exit code 1.")
    var strict = false

    @OptionGroup var settings: SettingsOptions

    @OptionGroup var color: ColorOptions

    func run() throws {
        let run = try BreakingRun(frontend: settings.frontend())
        let currentDirectory = run.currentDirectory
        let outcome = try run.run(new: new, against: try run.old(against))
        guard outcome.refusals.isEmpty else {
            StandardError.write(DiagnosticsPrinter(palette: color.palette(for: 2)).lines(outcome.refusals.flatMap(\.findings)))
            throw Trouble(messages: outcome.refusals.map(\.message))
        }
        let format = self.format.format
        let context = LintReportContext(palette: color.palette(for: 1), currentDirectory: currentDirectory,
                                        baseDirectory: PathResolution.repositoryRoot(from: currentDirectory) ?? currentDirectory, strict: strict,
                                        command: "breaking")
        StandardOutput.write { format.writer.write(outcome.report, context: context, into: &$0) }
        StandardError.note(Self.summary(outcome, against: against, currentDirectory: currentDirectory))
        if outcome.report.fails(strict: strict) { throw ExitCode(1) }
    }

    /// `Compared 2 specs with HEAD~1: 1 error, 0 warnings.`; where `served:` left out every spec
    /// found, which and why: `0 of 3 specs under Specs are served (served: Backend/specs in .listspec.yml): nothing to compare`.
    static func summary(_ outcome: BreakingRun.Outcome, against: String, currentDirectory: String) -> String {
        let report = outcome.report
        if report.files.isEmpty, outcome.unserved > 0, let settings = outcome.unservedSettings {
            let file = settings.sourcePath.map { " in " + PathResolution.relativeIfInside($0, to: currentDirectory, currentDirectory: currentDirectory) } ?? ""
            let served = settings.served.map(\.pattern).joined(separator: ", ")
            return DisplayText.sanitized("0 of \(outcome.unserved) spec\(outcome.unserved == 1 ? " under \(outcome.paths.joined(separator: ", ")) is" : "s under \(outcome.paths.joined(separator: ", ")) are") "
                + "served (served: \(served)\(file)): nothing to compare")
        }
        let compared = "Compared \(outcome.compared) spec\(outcome.compared == 1 ? "" : "s") with \(DisplayText.sanitized(against))"
        let fresh = report.files.count - outcome.compared - report.files.count { $0.findings.contains { $0.rule == .removedSpec } }
        let added = fresh > 0 ? " (\(fresh) new, nothing to break)" : ""
        guard report.errorCount + report.warningCount > 0 else { return "\(compared)\(added): no findings." }
        return "\(compared)\(added): \(report.errorCount) error\(report.errorCount == 1 ? "" : "s"), "
            + "\(report.warningCount) warning\(report.warningCount == 1 ? "" : "s")."
    }
}
