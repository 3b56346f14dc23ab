/// What lint of paths found: the report (files in the order of the paths given, those found in a
/// directory sorted; paths that could not be read; files skipped as not specs) and how many spec
/// files the settings' `exclude` left out.
package struct PathLintResult: Sendable {
    package var report: LintReport
    package var excluded: Int
}

extension Linter {
    /// Lints files and directories as `listspec lint` does: the walk (the settings' include and
    /// exclude; files found that are not specs skipped), the parallel load (each file's document
    /// let go once it is checked), and a configuration file named as an input checked as one, in
    /// its place. A file's findings are those `lint(bytes:path:settings:)` gives for its bytes.
    package func lint(paths: [String], settings: LintConfiguration,
                      currentDirectory: String = PathResolution.currentDirectory()) -> PathLintResult {
        let filter = SpecFileFilter(configuration: settings, currentDirectory: currentDirectory)
        var inputs: [SpecInput] = []
        var unreadable: [UnreadableInput] = []
        let expansion = SpecFileFinder.expand(paths, filter: filter)
        for entry in expansion.entries {
            switch entry {
            case .spec(let input): inputs.append(input)
            case .missing(let path, let reason): unreadable.append(UnreadableInput(path: path, reason: reason))
            }
        }
        func isConfiguration(_ input: SpecInput) -> Bool {
            if case .file(let path) = input { return ConfigurationLoader.isConfigurationFile(path) }
            return false
        }
        var loader = SpecLoader(limits: limits)
        loader.settings = settings
        var loaded = loader.loadAll(inputs.filter { !isConfiguration($0) }, keepingSpecs: keepsModel).makeIterator()
        var files: [LintReport.File] = []
        for input in inputs {
            if case .file(let path) = input, isConfiguration(input) {
                do {
                    _ = try ConfigurationLoader.load(path: path, currentDirectory: currentDirectory)
                    files.append(LintReport.File(path: path, findings: []))
                } catch {
                    if let reason = error.reason { unreadable.append(UnreadableInput(path: path, reason: reason)) }
                    else { files.append(LintReport.File(path: path, findings: error.findings)) }
                }
                continue
            }
            switch loaded.next() {
            case .failure(let problem): unreadable.append(problem)
            case .success(let loaded): files.append(LintReport.File(path: loaded.path, findings: loaded.findings))
            case nil: break
            }
        }
        var report = LintReport(files: files, unreadable: unreadable)
        report.skipped = expansion.skipped
        return PathLintResult(report: report, excluded: expansion.excluded)
    }
}
