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
    /// Lints `paths` as `lint(paths:)` does, then fixes each spec that has a fix within `reach`
    /// (`FixEngine`: passes until no fix applies), its findings replaced by those of the fixed
    /// bytes. Standard input (`-`, alone) is read once and fixed in memory; it is always among
    /// the files (its text is written out even when nothing changed or settings exclude it).
    package func fix(paths: [String], settings lookup: SettingsLookup, standardInputName: String?, reach: FixEngine.Reach) -> PathFixResult {
        if paths == ["-"] { return fixStandardInput(settings: lookup, name: standardInputName, reach: reach) }
        var result = lint(paths: paths, settings: lookup, standardInputName: standardInputName)
        var fixed: [FixedFile] = []
        for index in result.report.files.indices {
            let file = result.report.files[index]
            guard file.findings.contains(where: { $0.fix.map(reach.admits) ?? false }), !ConfigurationLoader.isConfigurationFile(file.path),
                  case .usable(let settings) = lookup.settings(forFileAt: file.path) else { continue }
            let bytes: [UInt8]
            do {
                bytes = try SpecInput.file(file.path).bytes(limit: limits.maxFileSize)
            } catch {
                result.report.unreadable.append(error)
                continue
            }
            let outcome = FixEngine.fix(bytes, findings: file.findings, isJSON: SpecFormat.isJSON(path: file.path), reach: reach) {
                lint(bytes: $0, path: file.path, settings: settings, currentDirectory: lookup.currentDirectory).findings
            }
            result.report.files[index].findings = outcome.findings
            fixed.append(FixedFile(path: file.path, isStandardInput: false, original: bytes, fixed: outcome.bytes, applied: outcome.applied))
        }
        return PathFixResult(lint: result, files: fixed)
    }

    private func fixStandardInput(settings lookup: SettingsLookup, name: String?, reach: FixEngine.Reach) -> PathFixResult {
        let expansion = SpecFileFinder.expand(["-"], settings: lookup, standardInputName: name)
        var result = PathLintResult(report: LintReport(files: []), excluded: expansion.excluded, excludedBy: expansion.excludedBy,
                                    unusable: expansion.unusable, baselines: BaselineRun(use: .settings, currentDirectory: lookup.currentDirectory))
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
        let isJSON = SpecFormat.of(standardInput: bytes, named: name) == .json
        let lint = { (bytes: [UInt8]) in loader.load(bytes: bytes, path: path, isJSON: isJSON).findings }
        let outcome = FixEngine.fix(bytes, findings: lint(bytes), isJSON: isJSON, reach: reach, lint: lint)
        result.report.files = [LintReport.File(path: path, findings: outcome.findings)]
        return PathFixResult(lint: result, files: [FixedFile(path: path, isStandardInput: true, original: bytes, fixed: outcome.bytes,
                                                             applied: outcome.applied)])
    }
}
