import ListSpecRuntime

/// What the language server shows for an editor's buffer: lint's findings for its text, with the
/// spec and document read (hover, completion and the other requests read them).
package struct BufferReport: Sendable {
    package var loaded: LoadedSpec
    /// The settings of the file the buffer stands for, or why they cannot be used (then nothing
    /// was linted; lint would stop with exit 2).
    package var settings: SettingsLookup.Outcome
    /// Whether `lint` would read the file as a spec (section 2): its name or top-level keys say so, and
    /// its settings do not exclude it. Nothing else is formatted or served.
    package var isSpec: Bool
}

extension Frontend {
    /// `listspec lint`'s report on files and directories (`Linter.lint(paths:)`): `-` is standard
    /// input, named `standardInputName` (`--stdin-filename`) for its settings and findings.
    package func lint(paths: [String], standardInputName: String? = nil, baseline: BaselineUse = .settings) -> PathLintResult {
        Linter(limits: limits).lint(paths: paths, settings: settings, standardInputName: standardInputName, baseline: baseline)
    }

    /// `lint --fix`'s (and `--diff`'s) report: `lint(paths:)`, each spec fixed within `reach`, the
    /// report that of the fixed files with `baseline` applied. `write` (`--fix`) writes each fixed file
    /// in place as it is fixed; one it may not write, or fails to, is reported as it stays.
    package func fix(paths: [String], standardInputName: String?, reach: FixEngine.Reach, baseline: BaselineUse = .settings,
                     write: (@Sendable (_ path: String, _ bytes: [UInt8]) throws(OutputError) -> Void)? = nil) -> PathFixResult {
        Linter(limits: limits).fix(paths: paths, settings: settings, standardInputName: standardInputName, reach: reach, baseline: baseline,
                                   write: write)
    }

    /// The language server's report on `bytes`, an editor's buffer standing for the file at `path`:
    /// the findings lint gives that file's bytes, under the settings that apply to it.
    package func report(onBuffer bytes: [UInt8], standingFor path: String) -> BufferReport {
        let outcome = settings.settings(forFileAt: path)
        // A buffer `lint FILE` would not read gets nothing, so an editor may hand the server every YAML and JSON buffer.
        guard case .usable(let own) = outcome,
              let loaded = Linter(limits: limits, keepsModel: true).lint(bytes: bytes, path: path, settings: own, currentDirectory: currentDirectory)
        else { return BufferReport(loaded: LoadedSpec(path: path, spec: nil, findings: []), settings: outcome, isSpec: false) }
        // A configuration file is read, and checked as one, but it is no spec.
        return BufferReport(loaded: loaded, settings: outcome, isSpec: !ConfigurationLoader.isConfigurationFile(path))
    }
}
