import ListSpecRuntime

/// The findings `lint --fix` fixes in a spec: all but those a baseline hides, the `baseline:` of
/// its settings or the file `--baseline` gives (what a team accepted stays as it is, safe fix or
/// unsafe). Each baseline file is read once for the run, whichever core asks first; one that
/// cannot be read hides nothing here (the run reports it).
final class FixSelection: @unchecked Sendable {  // `baselines` is read and written under the lock
    private let currentDirectory: String
    private let use: BaselineUse
    private var baselines: [String: Baseline?] = [:]
    private let lock = ThreadLock()

    init(currentDirectory: String, baseline use: BaselineUse) {
        (self.currentDirectory, self.use) = (currentDirectory, use)
    }

    /// The baseline file that applies to a spec under `settings`, if any.
    func baselineFile(settings: LintConfiguration?) -> String? {
        switch use {
        case .settings: return settings?.baseline
        case .file(let given): return given
        case .write: return nil
        }
    }

    /// The findings of `loaded` to fix: those no baseline hides, its entries of the rows fixes
    /// renumbered so far (`renumbered`) moved with them.
    func findings(of loaded: LoadedSpec, settings: LintConfiguration?, renumbered: [FixEngine.Renumbering] = []) -> [Finding] {
        guard let file = baselineFile(settings: settings), var baseline = baseline(file) else { return loaded.findings }
        if !renumbered.isEmpty, let moved = baseline.moving(renumbered, ofSpecAt: loaded.path, currentDirectory: currentDirectory) {
            baseline = moved.baseline
        }
        var matcher = BaselineMatcher(baseline)
        return matcher.filter(loaded.findings, places: loaded.places, specPath: loaded.path, currentDirectory: currentDirectory)
    }

    private func baseline(_ file: String) -> Baseline? {
        lock.lock()
        defer { lock.unlock() }
        if let known = baselines[file] { return known }
        let read = try? Baseline.load(path: file, currentDirectory: currentDirectory)
        baselines[file] = .some(read)
        return read
    }
}
