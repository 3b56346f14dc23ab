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

/// What `lint --fix` of paths did: the report of what remains (lint's, with each fixed file's
/// findings those of its fixed bytes) and the files fixed.
package struct PathFixResult: Sendable {
    package var lint: PathLintResult
    package var files: [FixedFile]
}

extension Linter {
    /// Lints `paths` as `lint(paths:baseline:)` does, fixing each spec that has a fix within
    /// `reach` as it is loaded (`FixEngine`: passes until no fix applies): its findings are those
    /// of the fixed bytes, reported as lint reports them (the baseline applied, its stale entries
    /// found among them), so the report is a lint of the fixed files. The fixes are those of the
    /// findings no baseline hides (`baseline`: the settings' `baseline:`, or `--baseline`'s file). Standard input (`-`, alone) is read once
    /// and fixed in memory; it is always among the files (its text is written out even when
    /// nothing changed or settings exclude it). `inPlace` (`--fix`, not `--diff`): the fixed files are
    /// to be written, so one that may not be written is left unfixed, and said so.
    package func fix(paths: [String], settings lookup: SettingsLookup, standardInputName: String?, reach: FixEngine.Reach,
                     baseline: BaselineUse = .settings, inPlace: Bool = false) -> PathFixResult {
        if paths == ["-"] { return fixStandardInput(settings: lookup, name: standardInputName, reach: reach, baseline: baseline) }
        let fixes = FixedFiles()
        let selection = FixSelection(currentDirectory: lookup.currentDirectory, baseline: baseline)
        let limit = limits.maxFileSize
        var result = lint(paths: paths, settings: lookup, standardInputName: standardInputName, baseline: baseline) { index, loaded, loader in
            var unfixed = loaded
            unfixed.read = nil
            let selected = { (spec: LoadedSpec, renumbered: [FixEngine.Renumbering]) in
                selection.findings(of: spec, settings: loader.settings, renumbered: renumbered)
            }
            guard selected(loaded, []).contains(where: { $0.fix.map(reach.admits) ?? false }) else { return .success(unfixed) }
            // The text is read again to be fixed: a FIFO's or a device's was read once (opened again, a FIFO
            // waits for a writer), and neither is a file to write back into.
            if case .special(let kind)? = try? FileStatus.of(loaded.path).kind {
                fixes.failed(UnreadableInput(path: loaded.path, reason: "is \(kind), not a regular file: --fix and --diff fix only regular files and standard input"))
                return .success(unfixed)
            }
            // `--fix` leaves a file it may not write (read-only, another user's) as it is, and says so: its
            // findings are those of its text as it stays.
            if inPlace, let refusal = AtomicFileWriter.refusal(toReplace: loaded.path) {
                fixes.failed(UnreadableInput(path: loaded.path, reason: refusal + ": --fix leaves a file it may not write as it is"))
                return .success(unfixed)
            }
            let bytes: [UInt8]
            do throws(UnreadableInput) {
                bytes = try SpecInput.file(loaded.path).bytes(limit: limit)
            } catch {
                fixes.failed(error)
                return .success(unfixed)
            }
            let outcome = FixEngine.fix(bytes, loaded: loaded, path: loaded.path, isJSON: loaded.isJSON, reach: reach, loader: loader,
                                        selected: selected)
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
        result.report.unreadable += fixes.failures
        return PathFixResult(lint: result, files: fixes.files)
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
    private var unreadable: [UnreadableInput] = []
    private var moved: [(index: Int, rows: [FixEngine.Renumbering], spec: String, file: String)] = []
    private let lock = ThreadLock()

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

    /// A spec whose bytes could not be read again to be fixed.
    func failed(_ error: UnreadableInput) {
        lock.lock()
        unreadable.append(error)
        lock.unlock()
    }

    var files: [FixedFile] {
        lock.lock()
        defer { lock.unlock() }
        return stored.sorted { $0.index < $1.index }.map(\.file)
    }

    var failures: [UnreadableInput] {
        lock.lock()
        defer { lock.unlock() }
        return unreadable
    }
}
