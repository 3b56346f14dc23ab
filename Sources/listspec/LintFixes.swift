import ArgumentParser
import ListSpec
import ListSpecRuntime

/// `lint --fix` and `--diff`'s output: fixed specs written in place atomically (as `format` writes
/// them; standard input's text to standard output), or the unified diff of what would change.
enum LintFixes {
    /// How `--fix` writes a fixed spec in place (as it is fixed, see `Frontend.fix`), and a rewritten baseline.
    static func writeInPlace(_ path: String, _ bytes: [UInt8]) throws(OutputError) {
        try AtomicFileInterruptCleanup.whileWriting { () throws(OutputError) in
            try AtomicFileWriter.write(bytes, to: path, temporaryCreated: AtomicFileInterruptCleanup.guardTemporary,
                                       temporaryResolved: AtomicFileInterruptCleanup.release)
        }
    }

    /// Standard input's fixed text (it always goes out), a baseline whose entries moved with the rows an
    /// unsafe fix renumbered, and what `--fix` left as it is, said on standard error. Returns whether
    /// something was not written (a file left as it is, a baseline that could not be written).
    static func finish(_ result: PathFixResult) -> Bool {
        var failed = !result.unfixed.isEmpty
        for file in result.unfixed { StandardError.error(file.description) }
        for file in result.files where file.isStandardInput { StandardOutput.write(bytes: file.fixed) }
        for baseline in result.lint.baselines.rewritten {
            do {
                try writeInPlace(baseline.path, baseline.text)
            } catch {
                StandardError.error(error.description)
                failed = true
            }
        }
        return failed
    }

    /// The unified diff of every spec `--fix` would change, and of a baseline whose entries would
    /// move with a renumbered row, on standard output; exit 1 when there is one.
    static func printDiff(_ result: PathFixResult, quiet: Bool, unsafeIncluded: Bool, currentDirectory: String) throws {
        for problem in result.lint.report.unreadable { StandardError.error(problem.description) }
        for file in result.unfixed { StandardError.error(file.description) }
        let changed = result.files.filter(\.changed)
        for file in changed { StandardOutput.write(bytes: UnifiedDiff.diff(path: file.path, old: file.original, new: file.fixed)) }
        for baseline in result.lint.baselines.rewritten {
            let old = (try? FileBytes.contents(of: PathResolution.absolute(baseline.path, in: currentDirectory), limit: ReaderLimits.default.maxFileSize)) ?? []
            let shown = PathResolution.relativeIfInside(baseline.path, to: currentDirectory, currentDirectory: currentDirectory)
            StandardOutput.write(bytes: UnifiedDiff.diff(path: shown, old: old, new: baseline.text))
        }
        if !quiet { StandardError.note(summary(result, verb: "would be applied", unsafeIncluded: unsafeIncluded)) }
        if !result.lint.report.unreadable.isEmpty || !result.unfixed.isEmpty { throw ExitCode(2) }
        if !changed.isEmpty { throw ExitCode(1) }
    }

    /// `listspec: 3 fixes applied to 2 files` (and how many more `--unsafe-fixes` would apply, unless it was given;
    /// and the files left as they are).
    static func summary(_ result: PathFixResult, verb: String, unsafeIncluded: Bool) -> String {
        let fixes = result.files.reduce(0) { $0 + $1.applied }, files = result.files.count(where: \.changed)
        let unsafe = unsafeIncluded ? 0 : result.lint.report.findings.count { $0.fix.map { !$0.isSafe } ?? false }
        let left = result.unfixed.count
        let named = result.unfixed.prefix(3).map(\.path).joined(separator: ", ") + (left > 3 ? " and \(left - 3) more" : "")
        return "listspec: \(fixes) fix\(fixes == 1 ? "" : "es") \(verb) to \(files) file\(files == 1 ? "" : "s")"
            + (unsafe > 0 ? "; \(unsafe) more with --unsafe-fixes" : "")
            + (left > 0 ? "; \(left) file\(left == 1 ? "" : "s") left as \(left == 1 ? "it is" : "they are"): \(named)" : "")
    }
}
