import ArgumentParser
import ListSpec
import ListSpecRuntime


struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check spec files against every rule.",
        discussion: """
        With no path, the current directory is linted. Directories are searched recursively for \
        *.yaml, *.yml and *.json (hidden folders, .build and node_modules skipped); a file found \
        there is linted when its name ends in .listspec.yaml, .listspec.yml or .listspec.json or its \
        top level has a listspec, tables or sections key (others are skipped and counted; one that \
        does not parse is linted). A file named passes the same test: one that is not a spec (a \
        .gitlab-ci.yml, a codecov.yml, listspec's own .listspec.yml and baseline files) is never \
        linted or fixed, only counted, and a run given only such files says so and exits 0, so \
        pre-commit may hand lint every YAML and JSON file; name a spec whose top-level key is \
        misspelt *.listspec.yaml. No path is written with a leading ./. '-' reads standard input (named by --stdin-filename, whose settings it takes). Files are checked in parallel; the report keeps \
        the order of the paths given (files found in a directory sorted). A summary line ends every \
        report, on standard error (--quiet leaves it out). A path that cannot be read is an error \
        on standard error and is listed in the json, sarif and junit reports, which are always \
        written whole.

        Formats: text (path:line:column: severity: message [rule-id]); github (workflow-command \
        annotations, the default when GITHUB_ACTIONS=true); sarif (SARIF 2.1.0 for code scanning); \
        junit (JUnit XML); gitlab (GitLab's code quality report for a merge request: paths from \
        the repository's root, fingerprints stable across runs and lines); json (findings, counts \
        and files checked).

        Configuration: each spec takes the .listspec.yml nearest to it (its folder, or the nearest \
        folder above it up to the repository's root), whatever the current directory, as every \
        command and the editor do; --config FILE gives one for all. It sets rules (rule-id: \
        off|warning|error) and include/exclude globs; the exclude of every .listspec.yml above a spec, up to the \
        repository's root, applies to it too, and the summary counts the files excluded. The rules render, diff and convert need \
        (syntax, limit, section-order, duplicate-section-id, cell-order, duplicate-cell-id) cannot be \
        turned off or lowered, by settings, --disable or suppressions: such an attempt is a warning \
        and the finding stays. 'listspec rules' lists the rule ids.

        Baselines (turning lint on where specs already have findings; \(DocumentationLink.page("Adopting.md"))): \
        --write-baseline FILE writes every finding but the invariant rules' into FILE (JSON, sorted, \
        keyed by path, table, sectionID, cellID, rule and message, never a line) and exits 0 (an \
        existing FILE that is no baseline is left as it is: exit 2); \
        --baseline FILE, or baseline: FILE in .listspec.yml (the editor reads it too), hides the \
        findings it lists, one finding an entry. An entry that hides nothing is a stale-baseline \
        warning at its line in FILE. The summary counts what was hidden.

        Inline suppression (YAML comments; JSON has no comments): \
        '# listspec:disable-next-line RULE[,RULE]' for the next line, '# listspec:disable RULE' \
        until '# listspec:enable RULE' (or the end of the file). A suppression that suppresses \
        nothing is an unused-suppression warning.

        Fixes: --fix rewrites each spec in place (atomically, as format writes) with the fixes of \
        its findings and reports what remains; only the finding's own token changes (comments and \
        layout stay). Safe fixes correct a typo: a key, cell type, style, type name or enum case one \
        edit (a letter added, dropped or changed, two neighbours swapped; case, _ and - aside) from \
        the one nearest known name. A name is suggested only within a third of its length in edits; \
        --unsafe-fixes also writes a suggestion further than one edit (another word may be another \
        intent), and gives an ID out of order or repeated the free ID its finding names (the row's \
        identity changes; its baseline entries move with it). No fix touches a finding a baseline \
        hides; a spec it may not write, or fails to, stays as it is and is named (exit 2). The \
        summary says how many findings --fix would fix. --diff writes nothing and prints \
        the unified diff --fix would apply (patch -p0 applies it). 'listspec rules' says which \
        rules have a fix. See \(DocumentationLink.page("Adopting.md")).

        Examples:
          listspec lint Specs/
          listspec lint --fix Specs/
          listspec lint --diff --unsafe-fixes Specs/ > fixes.patch
          listspec lint --format sarif Specs/ > listspec.sarif
          listspec lint --strict --disable unused-cell-type Specs/
          cat menu.yaml | listspec lint - --stdin-filename Specs/menu.yaml
          listspec lint --quiet
          listspec lint --write-baseline .listspec-baseline.json

        Shell completion (file names for paths, rule ids for --disable):
          listspec --generate-completion-script bash > /etc/bash_completion.d/listspec
          listspec --generate-completion-script zsh > ~/.zsh/completion/_listspec
          cd ~/.config/fish/completions
          listspec --generate-completion-script fish > listspec.fish

        Exit codes: 0 no error (with --strict: no warning either), also when no spec is found; \
        1 findings (with --fix: findings that remain; with --diff: something would change); \
        2 unreadable path, bad configuration, a file that cannot be written, or usage.
        """
    )

    @Argument(help: ArgumentHelp("Spec files or directories ('-' for standard input; default: the current directory).", valueName: "path"),
              completion: .specFiles)
    var paths: [String] = []

    @OptionGroup var format: FormatOptions<LintFormats>

    @Flag(help: "Warnings count too: any finding makes the exit code 1.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Findings only: no summary line.")
    var quiet = false

    @Option(help: ArgumentHelp("Turn a rule off (repeatable); see 'listspec rules'.", valueName: "rule-id"),
            completion: .list(Rule.lintRules.map(\.rawValue)))
    var disable: [String] = []

    @OptionGroup var settings: SettingsOptions

    @Option(help: ArgumentHelp("The name of standard input, for settings and messages (its ending tells JSON from YAML).",
                               valueName: "name"))
    var stdinFilename: String?

    @OptionGroup var color: ColorOptions

    @Flag(help: "Apply the safe fixes (typos) of the findings in place (standard input: the fixed text to standard output), then report what remains.")
    var fix = false

    @Flag(help: "With --fix or --diff, apply unsafe fixes too: a suggested name further than a typo, a free ID for an ID out of order or repeated (the row's identity changes).")
    var unsafeFixes = false

    @Flag(help: "Write nothing: print the unified diff --fix would apply (exit 1 if it would change something).")
    var diff = false

    @Option(help: ArgumentHelp("Hide the findings this baseline file lists, for every spec (else the settings' baseline: applies); an entry that hides nothing is a stale-baseline warning.",
                               valueName: "file"), completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every finding (but those of the invariant rules) into this baseline file, and exit 0.", valueName: "file"),
            completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    func run() throws {
        let format = self.format.format
        let frontend = settings.frontend(disabling: try disabledRules())
        let lookup = frontend.settings
        let currentDirectory = lookup.currentDirectory
        let targets = paths.isEmpty ? ["."] : paths
        let fixing = fix || diff
        if unsafeFixes, !fixing { throw ValidationError("--unsafe-fixes goes with --fix or --diff") }
        if fixing, targets.contains("-"), targets.count > 1 { throw ValidationError("with --fix or --diff, '-' (standard input) is the only path") }
        if fixing, writeBaseline != nil { throw ValidationError("--write-baseline writes what lint finds: run it without --fix or --diff") }
        let baselineUse = try baselineUse()
        if let file = writeBaseline, let refusal = Baseline.refusal(toReplace: file) {
            throw Trouble(message: OutputError(path: file, reason: refusal).description)
        }
        // What remains after fixing is the fixed files' lint, the baseline applied.
        let fixed = fixing ? frontend.fix(paths: targets, standardInputName: stdinFilename, reach: unsafeFixes ? .unsafe : .safe,
                                          baseline: baselineUse, write: diff ? nil : LintFixes.writeInPlace) : nil
        if let fixed, diff { return try LintFixes.printDiff(fixed, quiet: quiet, unsafeIncluded: unsafeFixes, currentDirectory: currentDirectory) }
        let writeFailed = fixed.map(LintFixes.finish) ?? false
        // A run that found no spec says so in its one line below.
        if let fixed, !quiet, !fixed.lint.report.files.isEmpty { StandardError.note(LintFixes.summary(fixed, verb: "applied", unsafeIncluded: unsafeFixes)) }
        // Standard input's fixed text is standard output: the report goes to standard error.
        let reportToError = fixed?.files.contains(where: \.isStandardInput) ?? false
        let result = fixed?.lint ?? frontend.lint(paths: targets, standardInputName: stdinFilename, baseline: baselineUse)
        let report = result.report
        if report.files.isEmpty && report.unreadable.isEmpty {
            if result.excluded > 0 {
                // Every file was excluded on purpose (a pre-commit run on excluded files): nothing to do is success.
                write(LintReport(files: []), format: format, currentDirectory: currentDirectory, summary: false, toError: reportToError)
                if !quiet { StandardError.note("listspec: all \(result.excluded) spec file\(result.excluded == 1 ? " is" : "s are") excluded by \(result.excludedBy.joined(separator: " and ")); nothing to lint") }
                return try writeBaseline(of: result)
            }
            // No spec is no finding (exit 0, as the exit-code table has it): a folder without specs
            // is readable. A machine format is written whole even so, so an upload step has a file to read.
            write(report, format: format, currentDirectory: currentDirectory, summary: false, toError: reportToError)
            if !quiet { StandardError.note(LintSummary.noSpecLine(searched: targets, skipped: report.skipped)) }
            return try writeBaseline(of: result)
        }
        // A configuration that cannot be used is said as every command says it; the specs it governs were not read.
        for error in result.unusable { for line in error.lines { StandardError.error("configuration \(line)") } }
        for problem in report.unreadable where !result.unusable.contains(where: { $0.path == problem.path }) {
            StandardError.error(problem.description)
        }
        // Only unusable configurations, nothing linted: their lines say it all, as before any spec is read.
        let onlyConfigurations = report.files.isEmpty && report.unreadable.count == result.unusable.count
        write(report, format: format, currentDirectory: currentDirectory, summary: !quiet && !onlyConfigurations, toError: reportToError)
        if !report.unreadable.isEmpty || writeFailed { throw ExitCode(2) }
        if writeBaseline != nil { return try writeBaseline(of: result) }
        if report.fails(strict: strict) { throw ExitCode(1) }
    }

    private func baselineUse() throws -> BaselineUse {
        switch (baseline, writeBaseline) {
        case (nil, nil): return .settings
        case (let file?, nil): return .file(file)
        case (nil, let file?): return .write(file)
        case (_?, _?): throw Trouble(message: "--baseline and --write-baseline: give one (writing a baseline applies none)")
        }
    }

    /// `--write-baseline`'s file, written atomically, and what it holds said on standard error.
    private func writeBaseline(of result: PathLintResult) throws {
        guard let file = writeBaseline else { return }
        let bytes = result.baselines.writtenText
        try OutputFile.write(to: file) { writer in bytes.withUnsafeBufferPointer { writer.raw(bytes: $0) } }
        for line in result.baselines.writtenNotes(file: file) { StandardError.note(line) }
    }

    /// The report on standard output (machine formats always whole; `toError`: on standard error), the summary on standard error.
    private func write(_ report: LintReport, format: OutputFormat<LintReport, LintReportContext>, currentDirectory: String, summary: Bool, toError: Bool) {
        let context = LintReportContext(palette: color.palette(for: toError ? 2 : 1), currentDirectory: currentDirectory,
                                        baseDirectory: PathResolution.repositoryRoot(from: currentDirectory) ?? currentDirectory,
                                        strict: strict)
        let produce = { (out: inout ByteWriter) in format.writer.write(report, context: context, into: &out) }
        if toError { StandardError.write(producing: produce) } else { StandardOutput.write(producing: produce) }
        // GitHub shows at most 10 annotations per kind: say so where the log is read.
        if summary, let github = format.writer as? GitHubReporter, let note = github.limitNote(for: report) { StandardError.note(note) }
        if summary { StandardError.note(LintSummary.line(for: report)) }
    }

    /// `--disable`'s rules; an invariant rule cannot be turned off: said, and its findings stay.
    private func disabledRules() throws -> [Rule] {
        var disabled: [Rule] = []
        for id in disable {
            guard let rule = RuleLookup.lintRule(id) else { throw Trouble(message: "--disable: \(RuleLookup.unknownRuleMessage(id))") }
            if rule.isInvariant { StandardError.warning("--disable \(id): " + rule.invariantNotice("turned off")) }
            disabled.append(rule)
        }
        return disabled
    }
}
