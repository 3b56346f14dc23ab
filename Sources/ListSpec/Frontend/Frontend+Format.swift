import ListSpecRuntime

/// What `listspec format` does with each spec it is handed (contract section 10).
package enum FormatMode: Sendable {
    /// Rewrite each spec in place, atomically (standard input: the formatted text to standard output).
    case write
    /// Write nothing: name each file that would change.
    case check
    /// Write nothing: print the unified diff format would apply.
    case diff
}

/// Where a format run's output goes: the command's streams, and its guard of an in-place write
/// against interrupts (the temporary file removed when a signal ends the process).
package struct FormatOutput {
    /// Standard output: formatted standard input (as it is printed, chunk by chunk), a diff, the
    /// name of a file that would change.
    package var text: (UnsafeBufferPointer<UInt8>) -> Void
    /// A file that does not parse: lint's syntax finding for it, word for word.
    package var finding: (Finding) -> Void
    /// Any other error line (without `listspec: error: `; the command escapes it).
    package var error: (String) -> Void
    /// The interrupt guard's four steps: signals held back, the temporary file's path known, the
    /// temporary file renamed or removed, signals let through.
    package var writeBegins: () -> Void = {}
    package var temporaryCreated: (String) -> Void = { _ in }
    package var temporaryResolved: () -> Void = {}
    package var writeEnds: () -> Void = {}

    package init(text: @escaping (UnsafeBufferPointer<UInt8>) -> Void, finding: @escaping (Finding) -> Void, error: @escaping (String) -> Void) {
        (self.text, self.finding, self.error) = (text, finding, error)
    }
}

/// What a format run did, for its summary line and exit code.
package struct FormatRunResult: Sendable {
    package var changed = 0
    package var unchanged = 0
    /// Specs their settings' `exclude` left out.
    package var excluded = 0
    /// Files found or named that are not specs (left alone).
    package var skipped = 0
    /// A file could not be read, did not parse or could not be written; or a configuration could not be used.
    package var troubled = false

    package var files: Int { changed + unchanged }

    /// The summary on standard error (nil: nothing to say, for standard input alone or a run that
    /// read nothing): `listspec: 1 of 3 spec files would change, 2 excluded; run listspec format Specs`.
    /// `paths`: as given (none: the current directory), for the command that makes the changes.
    package func summary(mode: FormatMode, paths: [String]) -> String? {
        if paths == ["-"] || (troubled && files == 0) { return nil }
        if files == 0, excluded == 0, skipped > 0 {
            // Only files that are not specs (pre-commit hands the hook every YAML file): nothing to do is success.
            let line = LintSummary.noSpecLine(searched: paths.isEmpty ? ["."] : paths, skipped: skipped)
            return "listspec: " + line.prefix(1).lowercased() + line.dropFirst()
        }
        let verb = mode == .write ? "formatted" : "would change"
        var line = "listspec: \(changed) of \(LintSummary.count(files, "spec file")) \(verb)"
            + (excluded > 0 ? ", \(excluded) excluded" : "") + (skipped > 0 ? ", \(skipped) skipped (not \(skipped == 1 ? "a spec" : "specs"))" : "")
        if mode != .write, changed > 0 {
            line += "; run " + (["listspec", "format"] + paths.map { SpecInput.file($0).shellArgument }).joined(separator: " ")
        }
        return line
    }
}

extension Frontend {
    /// `listspec format`'s workflow: the specs `paths` name, found as lint finds them (files that
    /// are not specs left alone and counted), each formatted as `mode` says, its output on `output`.
    /// A spec its settings exclude is left as it is (standard input passes through unchanged).
    package func format(paths: [String], standardInputName: String?, mode: FormatMode, output: FormatOutput) -> FormatRunResult {
        let expansion = specFiles(paths.isEmpty ? ["."] : paths, standardInputName: standardInputName)
        var result = FormatRunResult(excluded: expansion.excluded, skipped: expansion.skipped, troubled: !expansion.unusable.isEmpty)
        for error in expansion.unusable { for line in error.lines { output.error("configuration \(line)") } }
        for entry in expansion.entries {
            let outcome: FormatOutcome
            switch entry {
            case .missing(let path, let reason):
                output.error("\(path): \(reason)")
                result.troubled = true
                continue
            case .excludedStandardInput: outcome = format(.standardInput, excluded: true, name: standardInputName, mode: mode, output: output)
            case .spec(let found): outcome = format(found.input, excluded: false, name: standardInputName, mode: mode, output: output)
            }
            switch outcome {
            case .unchanged: result.unchanged += 1
            case .changed: result.changed += 1
            case .failed: result.troubled = true
            }
        }
        return result
    }

    private enum FormatOutcome { case unchanged, changed, failed }

    /// `input`'s source formatted as `mode` says (passed through when `excluded`); `name`: standard input's.
    private func format(_ input: SpecInput, excluded: Bool, name standardInputName: String?, mode: FormatMode, output: FormatOutput) -> FormatOutcome {
        let name = input == .standardInput ? (standardInputName ?? "<stdin>") : input.displayPath
        let bytes: [UInt8]
        do {
            bytes = try self.bytes(of: input)
        } catch {
            output.error(error.description)
            return .failed
        }
        if excluded {
            if mode == .write { bytes.withUnsafeBufferPointer(output.text) }
            return .unchanged
        }
        let isJSON = SpecFormat.of(input, bytes: bytes, named: standardInputName) == .json
        let result: Result<Bool, SpecFormatter.Problem>
        var writeProblem: String?
        switch (mode, input) {
        case (.diff, _):
            result = SpecFormatter.format(bytes, isJSON: isJSON, limits: limits).map { formatted in
                // Headed by the path as given, so `patch -p0` run from here applies it.
                if formatted != bytes { UnifiedDiff.diff(path: name, old: bytes, new: formatted).withUnsafeBufferPointer(output.text) }
                return formatted != bytes
            }
        case (.check, _): result = SpecFormatter.format(bytes, isJSON: isJSON, limits: limits, into: .changes(nil))
        case (.write, .standardInput):
            result = SpecFormatter.format(bytes, isJSON: isJSON, limits: limits, into: .all(output.text))
        case (.write, .file(let path)): result = formatInPlace(bytes, isJSON: isJSON, path: path, output: output, problem: &writeProblem)
        }
        switch result {
        case .failure(let problem):
            // A file that does not parse is lint's finding for it, word for word.
            if let finding = problem.finding(path: name) {
                output.finding(finding)
            } else {
                output.error("\(name):\(problem.line):\(problem.column): \(problem.message)" + (mode == .write ? "; nothing was written" : ""))
            }
            return .failed
        case .success(let differs):
            if let writeProblem {
                output.error(writeProblem)
                return .failed
            }
            if mode == .check, differs { Array((DisplayText.sanitized(name) + "\n").utf8).withUnsafeBufferPointer(output.text) }
            return differs ? .changed : .unchanged
        }
    }

    /// The file is rewritten only from the first byte that differs: the temporary file beside it
    /// gets the identical start then, the rest as it is printed, and is renamed into place at the
    /// end (a canonical file is not touched).
    private func formatInPlace(_ bytes: [UInt8], isJSON: Bool, path: String, output: FormatOutput,
                               problem: inout String?) -> Result<Bool, SpecFormatter.Problem> {
        var replacement: AtomicFileWriter.Replacement?
        var failure: OutputError?
        let result = SpecFormatter.format(bytes, isJSON: isJSON, limits: limits, into: .changes { chunk in
            if replacement == nil, failure == nil {
                output.writeBegins()
                do throws(OutputError) {
                    replacement = try AtomicFileWriter.Replacement(path, temporaryCreated: output.temporaryCreated)
                } catch {
                    failure = error
                    output.writeEnds()
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
            output.temporaryResolved()
            output.writeEnds()
        }
        problem = failure?.description
        return result
    }
}
