import ArgumentParser
import ListSpec

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check spec files against every rule.",
        discussion: """
        Directories are searched recursively for *.yaml, *.yml and *.json (hidden folders skipped). \
        '-' reads standard input. Findings print as 'path:line:column: severity: message [rule-id]', \
        each file's together, in the order given; a summary line ends the report (on standard error).

        Examples:
          listspec lint Specs/
          listspec lint menu.yaml other.json
          cat menu.yaml | listspec lint -

        Exit codes: 0 no error; 1 findings at error level; 2 unreadable path or usage.
        """
    )

    @Argument(help: ArgumentHelp("Spec files or directories ('-' for standard input).", valueName: "path"))
    var paths: [String]

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    func run() throws {
        let printer = DiagnosticsPrinter(palette: Terminal.palette(color, for: 1))
        var trouble = false
        var inputs: [SpecInput] = []
        for entry in SpecFileFinder.expand(paths) {
            switch entry {
            case .spec(let input): inputs.append(input)
            case .missing(let path, let reason):
                StandardError.write("listspec: error: \(path): \(reason)\n")
                trouble = true
            }
        }
        if inputs.isEmpty {
            if !trouble { StandardError.write("listspec: error: no spec files (*.yaml, *.yml, *.json) found in \(paths.joined(separator: ", "))\n") }
            throw ExitCode(2)
        }
        var errors = 0, warnings = 0, filesWithFindings = 0, checked = 0
        for result in SpecLoader().loadAll(inputs) {
            switch result {
            case .failure(let unreadable):
                StandardError.write("listspec: error: \(unreadable)\n")
                trouble = true
            case .success(let loaded):
                checked += 1
                if !loaded.findings.isEmpty { filesWithFindings += 1 }
                errors += loaded.findings.count { $0.severity == .error }
                warnings += loaded.findings.count { $0.severity == .warning }
                StandardOutput.write(printer.lines(loaded.findings))
            }
        }
        StandardError.write(LintCommand.summary(checked: checked, errors: errors, warnings: warnings, filesWithFindings: filesWithFindings) + "\n")
        if trouble { throw ExitCode(2) }
        if errors > 0 { throw ExitCode(1) }
    }

    static func summary(checked: Int, errors: Int, warnings: Int, filesWithFindings: Int) -> String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let files = count(checked, "file")
        if errors + warnings == 0 { return "Linted \(files): no findings." }
        return "Linted \(files): \(count(errors, "error")), \(count(warnings, "warning")) in \(count(filesWithFindings, "file"))."
    }
}
