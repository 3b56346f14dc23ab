import ArgumentParser
import ListSpec
import ListSpecRuntime

/// `lint --fix` and `--diff`'s output: fixed specs written in place atomically (as `format` writes
/// them; standard input's text to standard output), or the unified diff of what would change.
enum LintFixes {
    /// Writes each changed spec; standard input's text always goes out. Returns whether a write failed (said on standard error).
    /// A baseline whose entries moved with the rows an unsafe fix renumbered is rewritten the same way.
    static func write(_ result: PathFixResult) -> Bool {
        var failed = false
        func write(_ bytes: [UInt8], to path: String) {
            do {
                try AtomicFileInterruptCleanup.whileWriting { () throws(OutputError) in
                    try AtomicFileWriter.write(bytes, to: path, temporaryCreated: AtomicFileInterruptCleanup.guardTemporary,
                                               temporaryResolved: AtomicFileInterruptCleanup.release)
                }
            } catch {
                StandardError.error(error.description)
                failed = true
            }
        }
        for file in result.files {
            if file.isStandardInput {
                StandardOutput.write(bytes: file.fixed)
                continue
            }
            if file.changed { write(file.fixed, to: file.path) }
        }
        for baseline in result.lint.baselines.rewritten { write(baseline.text, to: baseline.path) }
        return failed
    }

    /// The unified diff of every spec `--fix` would change, and of a baseline whose entries would
    /// move with a renumbered row, on standard output; exit 1 when there is one.
    static func printDiff(_ result: PathFixResult, quiet: Bool, unsafeIncluded: Bool, currentDirectory: String) throws {
        for problem in result.lint.report.unreadable { StandardError.error(problem.description) }
        let changed = result.files.filter(\.changed)
        for file in changed { StandardOutput.write(bytes: UnifiedDiff.diff(path: file.path, old: file.original, new: file.fixed)) }
        for baseline in result.lint.baselines.rewritten {
            let old = (try? FileBytes.contents(of: PathResolution.absolute(baseline.path, in: currentDirectory), limit: ReaderLimits.default.maxFileSize)) ?? []
            let shown = PathResolution.relativeIfInside(baseline.path, to: currentDirectory, currentDirectory: currentDirectory)
            StandardOutput.write(bytes: UnifiedDiff.diff(path: shown, old: old, new: baseline.text))
        }
        if !quiet { StandardError.note(summary(result, verb: "would be applied", unsafeIncluded: unsafeIncluded)) }
        if !result.lint.report.unreadable.isEmpty { throw ExitCode(2) }
        if !changed.isEmpty { throw ExitCode(1) }
    }

    /// `listspec: 3 fixes applied to 2 files` (and how many more `--unsafe-fixes` would apply, unless it was given).
    static func summary(_ result: PathFixResult, verb: String, unsafeIncluded: Bool) -> String {
        let fixes = result.files.reduce(0) { $0 + $1.applied }, files = result.files.count(where: \.changed)
        let unsafe = unsafeIncluded ? 0 : result.lint.report.findings.count { $0.fix.map { !$0.isSafe } ?? false }
        return "listspec: \(fixes) fix\(fixes == 1 ? "" : "es") \(verb) to \(files) file\(files == 1 ? "" : "s")"
            + (unsafe > 0 ? "; \(unsafe) more with --unsafe-fixes" : "")
    }
}
