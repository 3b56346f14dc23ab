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

        Paths are found as lint finds them (directories searched for specs; a codecov.yml is \
        never touched; nor is a .listspec.yml); each spec's settings are those of the \
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
        let frontend = settings.frontend()
        let expansion = frontend.specFiles(paths.isEmpty ? ["."] : paths, standardInputName: stdinFilename)
        var troubled = !expansion.unusable.isEmpty
        for error in expansion.unusable { for line in error.lines { StandardError.error("configuration \(line)") } }
        var changed = 0
        var unchanged = 0
        for entry in expansion.entries {
            let outcome: Outcome
            switch entry {
            case .missing(let path, let reason):
                StandardError.error("\(path): \(reason)")
                troubled = true
                continue
            case .excludedStandardInput: outcome = format(.standardInput, excluded: true, frontend: frontend)
            case .spec(let found):
                // A configuration file is no spec: it is left as it is.
                if case .file(let path) = found.input, ConfigurationLoader.isConfigurationFile(path) { continue }
                outcome = format(found.input, excluded: false, frontend: frontend)
            }
            switch outcome {
            case .unchanged: unchanged += 1
            case .changed: changed += 1
            case .failed: troubled = true
            }
        }
        let files = changed + unchanged
        // The count says what was formatted: none when nothing could be read, nor for standard input alone.
        if (!paths.contains("-") || paths.count > 1) && !(troubled && files == 0) {
            let verb = check || diff ? "would change" : "formatted"
            StandardError.note("listspec: \(changed) of \(files) spec file\(files == 1 ? "" : "s") \(verb)"
                + (expansion.excluded > 0 ? ", \(expansion.excluded) excluded" : ""))
        }
        if troubled { throw ExitCode(2) }
        if (check || diff) && changed > 0 { throw ExitCode(1) }
    }

    private enum Outcome { case unchanged, changed, failed }

    /// `input`'s source, as the front end reads it, formatted (or passed through when `excluded`).
    private func format(_ input: SpecInput, excluded: Bool, frontend: Frontend) -> Outcome {
        let name = input == .standardInput ? (stdinFilename ?? "<stdin>") : input.displayPath
        let bytes: [UInt8]
        do {
            bytes = try frontend.bytes(of: input)
        } catch {
            StandardError.error(error.description)
            return .failed
        }
        if excluded {
            if !check && !diff { StandardOutput.write(bytes: bytes) }
            return .unchanged
        }
        let isJSON = SpecFormat.of(input, bytes: bytes, named: stdinFilename) == .json
        let result: Result<Bool, SpecFormatter.Problem>
        var writeProblem: String?
        switch (check, input) {
        case _ where diff:
            result = SpecFormatter.format(bytes, isJSON: isJSON).map { formatted in
                // Headed by the path as given, so `patch -p0` run from here applies it.
                if formatted != bytes { StandardOutput.write(bytes: UnifiedDiff.diff(path: name, old: bytes, new: formatted)) }
                return formatted != bytes
            }
        case (true, _): result = SpecFormatter.format(bytes, isJSON: isJSON, into: .changes(nil))
        case (false, .standardInput): result = SpecFormatter.format(bytes, isJSON: isJSON, into: .all { StandardOutput.write(bytes: $0) })
        case (false, .file(let path)): result = formatInPlace(bytes, isJSON: isJSON, path: path, problem: &writeProblem)
        }
        switch result {
        case .failure(let problem):
            // A file that does not parse is lint's finding for it, word for word.
            if let finding = problem.finding(path: name) {
                StandardError.write(DiagnosticsPrinter(palette: Terminal.palette(.auto, for: 2)).lines([finding]))
            } else {
                StandardError.error("\(name):\(problem.line):\(problem.column): \(problem.message)" + (check || diff ? "" : "; nothing was written"))
            }
            return .failed
        case .success(let differs):
            if let writeProblem {
                StandardError.error(writeProblem)
                return .failed
            }
            if check, differs { StandardOutput.write(DisplayText.sanitized(name) + "\n") }
            return differs ? .changed : .unchanged
        }
    }

    /// The file is rewritten only from the first byte that differs: the temporary file beside it
    /// gets the identical start then, the rest as it is printed, and is renamed into place at the
    /// end (a canonical file is not touched). A temporary file left by an interrupt is removed.
    private func formatInPlace(_ bytes: [UInt8], isJSON: Bool, path: String, problem: inout String?) -> Result<Bool, SpecFormatter.Problem> {
        var replacement: AtomicFileWriter.Replacement?
        var failure: OutputError?
        let result = SpecFormatter.format(bytes, isJSON: isJSON, into: .changes { chunk in
            if replacement == nil, failure == nil {
                AtomicFileInterruptCleanup.begin()
                do throws(OutputError) {
                    replacement = try AtomicFileWriter.Replacement(path, temporaryCreated: AtomicFileInterruptCleanup.guardTemporary)
                } catch {
                    failure = error
                    AtomicFileInterruptCleanup.end()
                }
            }
            replacement?.write(chunk)
        })
        if let replacement {
            if case .success = result {
                do throws(OutputError) { try replacement.commit() } catch { failure = error }
            } else {
                replacement.abandon()
            }
            AtomicFileInterruptCleanup.release()
            AtomicFileInterruptCleanup.end()
        }
        problem = failure?.description
        return result
    }
}
