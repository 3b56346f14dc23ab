import ListSpecRuntime

/// A spec `lint --fix` fixed (or, with `--diff`, would fix): its bytes before and after.
package struct FixedFile: Sendable {
    /// The path as the report names it (standard input: its `--stdin-filename`, else `<stdin>`).
    package var path: String
    package var isStandardInput: Bool
    package var original: [UInt8]
    package var fixed: [UInt8]
    /// How many fixes were applied.
    package var applied: Int

    /// Whether the text changed (a fix always writes other text; no comparison of large files).
    package var changed: Bool { applied > 0 }
}

/// A spec `lint --fix` (or `--diff`) linted but left as it is, and why: no regular file, one it may
/// not write, one it could not read again or write. Its findings are those of its text as it stays.
package struct UnfixedFile: Sendable, CustomStringConvertible {
    package var path: String
    /// What is said on standard error: the path and why.
    package var description: String
}

/// What `lint --fix` of paths did: the report of what remains (lint's, with each fixed file's
/// findings those of its fixed bytes), the files fixed, and those left as they are.
package struct PathFixResult: Sendable {
    package var lint: PathLintResult
    package var files: [FixedFile]
    package var unfixed: [UnfixedFile] = []
}

extension Linter {
    /// Lints `paths` as `lint(paths:baseline:)` does, fixing each spec that has a fix within
    /// `reach` as it is loaded (`FixEngine`: passes until no fix applies): its findings are those
    /// of the fixed bytes, reported as lint reports them (the baseline applied, its stale entries
    /// found among them), so the report is a lint of the fixed files. The fixes are those of the
    /// findings no baseline hides (`baseline`: the settings' `baseline:`, or `--baseline`'s file). Standard input (`-`, alone) is read once
    /// and fixed in memory; it is always among the files (its text is written out even when
    /// nothing changed or settings exclude it). `write` (`--fix`, not `--diff`) writes a fixed file
    /// in place as soon as it is fixed, one at a time: one it may not write is not fixed, and one
    /// whose write fails is reported as it stays, so the report is what the files on disk hold.
    package func fix(paths: [String], settings lookup: SettingsLookup, standardInputName: String?, reach: FixEngine.Reach,
                     baseline: BaselineUse = .settings, write: (@Sendable (_ path: String, _ bytes: [UInt8]) throws(OutputError) -> Void)? = nil)
        -> PathFixResult {
        if paths == ["-"] { return fixStandardInput(settings: lookup, name: standardInputName, reach: reach, baseline: baseline) }
        let fixes = FixedFiles()
        let selection = FixSelection(currentDirectory: lookup.currentDirectory, baseline: baseline)
        let limit = limits.maxFileSize
        let result = lint(paths: paths, settings: lookup, standardInputName: standardInputName, baseline: baseline) { index, loaded, loader in
            var unfixed = loaded
            unfixed.read = nil
            let selected = { (spec: LoadedSpec, renumbered: [FixEngine.Renumbering]) in
                selection.findings(of: spec, settings: loader.settings, renumbered: renumbered)
            }
            guard selected(loaded, []).contains(where: { $0.fix.map(reach.admits) ?? false }) else { return .success(unfixed) }
            // The text is read again to be fixed: a FIFO's or a device's was read once (opened again, a FIFO
            // waits for a writer), and neither is a file to write back into.
            if case .special(let kind)? = try? FileStatus.of(loaded.path).kind {
                fixes.left(loaded.path, at: index, "\(loaded.path): is \(kind), not a regular file: --fix and --diff fix only regular files and standard input")
                return .success(unfixed)
            }
            // `--fix` leaves a file it may not write (read-only, another user's) as it is, and says so: its
            // findings are those of its text as it stays.
            if write != nil, let refusal = AtomicFileWriter.refusal(toReplace: loaded.path) {
                fixes.left(loaded.path, at: index, OutputError(path: loaded.path, reason: refusal).description + "; --fix leaves it as it is")
                return .success(unfixed)
            }
            let bytes: [UInt8]
            do throws(UnreadableInput) {
                bytes = try SpecInput.file(loaded.path).bytes(limit: limit)
            } catch {
                fixes.left(loaded.path, at: index, "\(error.description) (read again to be fixed); --fix leaves it as it is")
                return .success(unfixed)
            }
            let outcome = FixEngine.fix(bytes, loaded: loaded, path: loaded.path, isJSON: loaded.isJSON, reach: reach, loader: loader,
                                        selected: selected)
            if let write, outcome.applied > 0 {
                do throws(OutputError) {
                    try fixes.oneAtATime { () throws(OutputError) in try write(loaded.path, outcome.bytes) }
                } catch {
                    fixes.left(loaded.path, at: index, error.description + "; --fix leaves it as it is")
                    return .success(unfixed)
                }
            }
            fixes.store(FixedFile(path: loaded.path, isStandardInput: false, original: bytes, fixed: outcome.bytes, applied: outcome.applied),
                        at: index)
            if !outcome.renumbered.isEmpty, let file = selection.baselineFile(settings: loader.settings) {
                fixes.renumbered(outcome.renumbered, ofSpecAt: loaded.path, in: file, at: index)
            }
            return .success(outcome.loaded)
        } preparing: { baselines in
            // What the team accepted of a renumbered row stays accepted: its entries move with it.
            for moved in fixes.moves { baselines.move(moved.rows, ofSpecAt: moved.spec, in: moved.file) }
        }
        return PathFixResult(lint: result, files: fixes.files, unfixed: fixes.unfixed)
    }

    private func fixStandardInput(settings lookup: SettingsLookup, name: String?, reach: FixEngine.Reach, baseline: BaselineUse) -> PathFixResult {
        let expansion = SpecFileFinder.expand(["-"], settings: lookup, standardInputName: name)
        var result = PathLintResult(report: LintReport(files: []), excluded: expansion.excluded, excludedBy: expansion.excludedBy,
                                    unusable: expansion.unusable, baselines: BaselineRun(use: baseline, currentDirectory: lookup.currentDirectory))
        for error in expansion.unusable {
            result.report.unreadable.append(UnreadableInput(path: error.path, reason: "unusable configuration: \(error.lines.joined(separator: "; "))"))
        }
        let path = name ?? "<stdin>"
        let bytes: [UInt8]
        do {
            bytes = try SpecInput.standardInput.bytes(limit: limits.maxFileSize)
        } catch {
            result.report.unreadable.append(error)
            return PathFixResult(lint: result, files: [])
        }
        guard case .spec(let found)? = expansion.entries.first else {
            // Excluded (or its settings unusable): the text goes out as it came.
            return PathFixResult(lint: result, files: [FixedFile(path: path, isStandardInput: true, original: bytes, fixed: bytes, applied: 0)])
        }
        var loader = SpecLoader(limits: limits)
        loader.settings = found.settings
        loader.keepsCells = false
        loader.keepsRead = true
        loader.placesFindings = result.baselines.needsPlaces(found.settings)
        let isJSON = SpecFormat.of(standardInput: bytes, named: name) == .json
        let selection = FixSelection(currentDirectory: lookup.currentDirectory, baseline: baseline)
        let outcome = FixEngine.fix(bytes, loaded: loader.load(bytes: bytes, path: path, isJSON: isJSON), path: path, isJSON: isJSON,
                                    reach: reach, loader: loader, selected: { selection.findings(of: $0, settings: found.settings, renumbered: $1) })
        let findings = result.baselines.apply(to: outcome.loaded.findings, places: outcome.loaded.places, path: path, settings: found.settings)
        result.report.files = [LintReport.File(path: path, findings: findings)] + result.baselines.staleFiles
        result.report.unreadable += result.baselines.unreadable
        result.report.baselined = result.baselines.hidden
        return PathFixResult(lint: result, files: [FixedFile(path: path, isStandardInput: true, original: bytes, fixed: outcome.bytes,
                                                             applied: outcome.applied)])
    }
}

/// The fixed files of a run, each stored by the core that fixed it, in the order of the inputs.
private final class FixedFiles: @unchecked Sendable {  // every access holds the lock
    private var stored: [(index: Int, file: FixedFile)] = []
    private var leftAsTheyAre: [(index: Int, file: UnfixedFile)] = []
    private var moved: [(index: Int, rows: [FixEngine.Renumbering], spec: String, file: String)] = []
    private let lock = ThreadLock()
    /// Held while a fixed file is written: the command line's signal handling guards one temporary file at a time.
    private let writing = ThreadLock()

    /// Rows an unsafe fix renumbered in the spec at `spec`, whose entries in the baseline `file` move with them.
    func renumbered(_ rows: [FixEngine.Renumbering], ofSpecAt spec: String, in file: String, at index: Int) {
        lock.lock()
        moved.append((index, rows, spec, file))
        lock.unlock()
    }

    var moves: [(index: Int, rows: [FixEngine.Renumbering], spec: String, file: String)] {
        lock.lock()
        defer { lock.unlock() }
        return moved.sorted { $0.index < $1.index }
    }

    func store(_ file: FixedFile, at index: Int) {
        lock.lock()
        stored.append((index, file))
        lock.unlock()
    }

    /// A spec linted but not fixed, and why.
    func left(_ path: String, at index: Int, _ message: String) {
        lock.lock()
        leftAsTheyAre.append((index, UnfixedFile(path: path, description: message)))
        lock.unlock()
    }

    func oneAtATime(_ write: () throws(OutputError) -> Void) throws(OutputError) {
        writing.lock()
        defer { writing.unlock() }
        try write()
    }

    var files: [FixedFile] {
        lock.lock()
        defer { lock.unlock() }
        return stored.sorted { $0.index < $1.index }.map(\.file)
    }

    var unfixed: [UnfixedFile] {
        lock.lock()
        defer { lock.unlock() }
        return leftAsTheyAre.sorted { $0.index < $1.index }.map(\.file)
    }
}
