import ArgumentParser
import ListSpec
import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LintFormat: ExpressibleByArgument {}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check spec files against every rule.",
        discussion: """
        Directories are searched recursively for *.yaml, *.yml and *.json (hidden folders, .build and \
        node_modules skipped); a file found there is linted when its name ends in .listspec.yaml, \
        .listspec.yml or .listspec.json or its top level has a listspec, tables or sections key (others \
        are skipped and counted; one that does not parse is linted). A file named is linted whatever it holds (only \
        exclude leaves it out). '-' reads standard input. Files are checked in parallel; the report keeps \
        the order of the paths given (files found in a directory sorted). A summary line ends every \
        report, on standard error.

        Formats: text (path:line:column: severity: message [rule-id]); github (workflow-command \
        annotations, the default when GITHUB_ACTIONS=true); sarif (SARIF 2.1.0 for code scanning); \
        junit (JUnit XML); json (findings, counts and files checked).

        Configuration: .listspec.yml in the current directory or the nearest folder above it (or \
        --config FILE) sets rules (rule-id: off|warning|error) and include/exclude globs. \
        'listspec rules' lists the rule ids.

        Examples:
          listspec lint Specs/
          listspec lint --format sarif Specs/ > listspec.sarif
          listspec lint --strict --disable unused-cell-type Specs/
          cat menu.yaml | listspec lint -

        Exit codes: 0 no error (with --strict: no warning either); 1 findings; \
        2 unreadable path, bad configuration or usage.
        """
    )

    @Argument(help: ArgumentHelp("Spec files or directories ('-' for standard input).", valueName: "path"))
    var paths: [String]

    @Option(help: ArgumentHelp("Output format: text, json, github, sarif or junit (default: text, or github when GITHUB_ACTIONS=true).",
                               valueName: "format"))
    var format: LintFormat?

    @Flag(help: "Warnings count too: any finding makes the exit code 1.")
    var strict = false

    @Option(help: ArgumentHelp("Turn a rule off (repeatable); see 'listspec rules'.", valueName: "rule-id"))
    var disable: [String] = []

    @Option(help: ArgumentHelp("The configuration file (default: .listspec.yml here or in a folder above).", valueName: "file"))
    var config: String?

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    func run() throws {
        let currentDirectory = PathResolution.currentDirectory()
        let configuration = try loadConfiguration(currentDirectory: currentDirectory)
        let filter = SpecFileFilter(configuration: configuration, currentDirectory: currentDirectory)

        var trouble = false
        var inputs: [SpecInput] = []
        let expansion = SpecFileFinder.expand(paths, filter: filter)
        for entry in expansion.entries {
            switch entry {
            case .spec(let input): inputs.append(input)
            case .missing(let path, let reason):
                StandardError.write("listspec: error: \(path): \(reason)\n")
                trouble = true
            }
        }
        if inputs.isEmpty && !trouble {
            if expansion.excluded > 0 {
                // Every file was excluded on purpose (a pre-commit run on excluded files): nothing to do is success.
                let source = configuration.sourcePath ?? "the configuration"
                StandardError.write("listspec: all \(expansion.excluded) spec file\(expansion.excluded == 1 ? " is" : "s are") excluded by \(source); nothing to lint\n")
                return
            }
            let note = LintSummary.skippedNote(expansion.skipped)
            let skipped = expansion.skipped == 0 ? "" : "; " + note.prefix(1).lowercased() + note.dropFirst()
            throw Trouble(message: "no spec files (*.yaml, *.yml, *.json) found in \(paths.joined(separator: ", "))\(skipped)")
        }
        if inputs.isEmpty { throw ExitCode(2) }

        var files: [LintReport.File] = []
        var unreadable: [UnreadableInput] = []
        for result in SpecLoader().loadAll(inputs, keepingSpecs: false) {
            switch result {
            case .failure(let problem):
                StandardError.write("listspec: error: \(problem)\n")
                unreadable.append(problem)
            case .success(let loaded):
                files.append(LintReport.File(path: loaded.path, findings: configuration.apply(to: loaded.findings)))
            }
        }
        var report = LintReport(files: files, unreadable: unreadable)
        report.skipped = expansion.skipped
        write(report, format: format ?? LintFormat.default(environment: environment("GITHUB_ACTIONS")), currentDirectory: currentDirectory)
        if trouble || !unreadable.isEmpty { throw ExitCode(2) }
        if report.fails(strict: strict) { throw ExitCode(1) }
    }

    private func write(_ report: LintReport, format: LintFormat, currentDirectory: String) {
        switch format {
        case .text:
            StandardOutput.write(TextReporter(palette: Terminal.palette(color, for: 1)).render(report))
        case .github:
            let reporter = GitHubReporter()
            StandardOutput.write(reporter.render(report))
            if let note = reporter.limitNote(for: report) { StandardError.write(note + "\n") }
        case .sarif:
            let base = PathResolution.repositoryRoot(from: currentDirectory) ?? currentDirectory
            StandardOutput.write(bytes: SARIFReporter(currentDirectory: currentDirectory, baseDirectory: base).render(report))
        case .junit:
            StandardOutput.write(JUnitReporter().render(report))
        case .json:
            StandardOutput.write(bytes: JSONReporter().render(report))
        }
        StandardError.write(LintSummary.line(for: report) + "\n")
    }

    /// `--config`, else the discovered `.listspec.yml`, else the defaults; `--disable` on top.
    private func loadConfiguration(currentDirectory: String) throws -> LintConfiguration {
        var disabled: [Rule] = []
        for id in disable {
            guard let rule = Rule(rawValue: id) else { throw Trouble(message: "--disable: \(RuleLookup.unknownRuleMessage(id))") }
            disabled.append(rule)
        }
        var configuration = LintConfiguration.default
        if let path = config ?? ConfigurationLoader.discover(from: currentDirectory) {
            do {
                configuration = try ConfigurationLoader.load(path: path, currentDirectory: currentDirectory)
            } catch {
                throw Trouble(message: "configuration \(error)")
            }
        }
        for rule in disabled { configuration.rules[rule] = .off }
        return configuration
    }

    private func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
