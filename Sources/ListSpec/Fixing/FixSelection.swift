import ListSpecRuntime

/// The findings `lint --fix` fixes in a spec: all but those the `baseline:` of its settings hides
/// (what a team accepted stays as it is; a baseline given with `--baseline` only hides what is
/// reported). Each baseline file is read once for the run, whichever core asks first; one that
/// cannot be read hides nothing here (the run reports it).
final class FixSelection: @unchecked Sendable {  // `baselines` is read and written under the lock
    private let currentDirectory: String
    private var baselines: [String: Baseline?] = [:]
    private let lock = ThreadLock()

    init(currentDirectory: String) { self.currentDirectory = currentDirectory }

    func findings(of loaded: LoadedSpec, settings: LintConfiguration?) -> [Finding] {
        guard let file = settings?.baseline, let baseline = baseline(file) else { return loaded.findings }
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
