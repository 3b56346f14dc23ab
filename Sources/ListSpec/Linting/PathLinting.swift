import ListSpecRuntime

/// What lint of paths found: the report (files in the order of the paths given, those found in a
/// directory sorted; paths that could not be read; files skipped as not specs), how many spec
/// files their settings' `exclude` left out, and the configuration files that could not be used.
package struct PathLintResult: Sendable {
    package var report: LintReport
    package var excluded: Int
    /// The configuration files whose `exclude` left files out.
    package var excludedBy: [String]
    package var unusable: [ConfigurationError]
    /// The run's baselines: what they hid, or the keys `--write-baseline` writes.
    package var baselines: BaselineRun
}

extension Linter {
    /// Lints files and directories as `listspec lint` does: the walk (each file under the settings
    /// of its nearest `.listspec.yml`, which may exclude it; files found or named that are not specs,
    /// configuration files among them, skipped), the parallel load (each file's document let go once
    /// it is checked). A file's findings are those
    /// `lint(bytes:path:settings:)` gives for its bytes. The warnings of the configuration files
    /// that applied (an invariant rule they try to turn off) are reported in their own files, last,
    /// then the stale entries of the baselines used (`baseline`, see `BaselineRun`). `finishing`
    /// takes each spec loaded, with its read, before its findings are reported (see `loadAll`);
    /// `prepare`, the baselines once every spec is loaded, before they apply.
    package func lint(paths: [String], settings lookup: SettingsLookup, standardInputName: String? = nil,
                      baseline: BaselineUse = .settings,
                      finishing: (@Sendable (Int, LoadedSpec, SpecLoader) -> LoadOutcome)? = nil,
                      preparing prepare: ((inout BaselineRun) -> Void)? = nil) -> PathLintResult {
        let expansion = SpecFileFinder.expand(paths, settings: lookup, standardInputName: standardInputName)
        var inputs: [SpecInput] = []
        /// Each input's place among the entries, which hold its settings.
        var places: [Int] = []
        var unreadable: [UnreadableInput] = []
        for (place, entry) in expansion.entries.enumerated() {
            switch entry {
            case .spec(let found):
                inputs.append(found.input)
                places.append(place)
            case .missing(let path, let reason): unreadable.append(UnreadableInput(path: path, reason: reason))
            case .excludedStandardInput: break
            }
        }
        for error in expansion.unusable {
            unreadable.append(UnreadableInput(path: error.path, reason: "unusable configuration: \(error.lines.joined(separator: "; "))"))
        }
        var baselines = BaselineRun(use: baseline, currentDirectory: lookup.currentDirectory)
        var loader = SpecLoader(limits: limits)
        loader.standardInputName = standardInputName
        loader.keepsRead = finishing != nil
        loader.placesFindings = expansion.entries.contains { entry in
            guard case .spec(let found) = entry else { return false }
            return baselines.needsPlaces(found.settings)
        }
        let entries = expansion.entries
        var loaded = loader.loadAll(inputs, settings: { [places] index in
            guard case .spec(let found) = entries[places[index]] else { return .default }
            return found.settings
        }, keepingSpecs: keepsModel, finishing: finishing).makeIterator()
        prepare?(&baselines)
        var files: [LintReport.File] = []
        var applied: [LintConfiguration] = []
        for entry in expansion.entries {
            guard case .spec(let found) = entry else { continue }
            let own = found.settings
            if own.sourcePath != nil, !own.notices.isEmpty, !applied.contains(where: { $0.sourcePath == own.sourcePath }) { applied.append(own) }
            switch loaded.next() {
            case .failure(let problem): unreadable.append(problem)
            case .success(let loaded):
                files.append(LintReport.File(path: loaded.path, findings: baselines.apply(to: loaded.findings, places: loaded.places,
                                                                                           path: loaded.path, settings: own)))
            case nil: break
            }
        }
        for configuration in applied {
            guard let path = configuration.sourcePath, !files.contains(where: { $0.path == path }) else { continue }
            files.append(LintReport.File(path: path, findings: baselines.apply(to: configuration.notices, places: [], path: path,
                                                                               settings: configuration)))
        }
        files += baselines.staleFiles
        var report = LintReport(files: files, unreadable: unreadable + baselines.unreadable)
        report.skipped = expansion.skipped
        report.baselined = baselines.hidden
        report.excluded = expansion.excluded
        return PathLintResult(report: report, excluded: expansion.excluded, excludedBy: expansion.excludedBy,
                              unusable: expansion.unusable, baselines: baselines)
    }
}
