import ListSpecRuntime
/// How `lint` is tuned: rule settings, and which found files are linted.
/// Read from `.listspec.yml` (see `ConfigurationLoader`), then `--disable` on top.
package struct LintConfiguration: Sendable, Equatable {
    /// Rules whose severity is changed or that are off; the others keep their default.
    package var rules: [Rule: RuleSetting]
    /// When not empty, only files matching one of these are linted.
    package var include: [Glob]
    /// Files matching one of these are not linted (exclude wins over include).
    package var exclude: [Glob]
    /// The absolute folder that globs are relative to (the configuration file's), nil without a file.
    package var baseDirectory: String?
    /// The configuration file this came from, for messages.
    package var sourcePath: String?
    /// Warnings about the file itself: its settings of invariant rules, which are ignored.
    package var notices: [Finding] = []
    /// Specs that apps load at run time (`served:`): the language server shows what builds made
    /// from their git HEAD version cannot show (`listspec breaking`'s findings).
    package var served: [Glob] = []
    /// The settings of each `.listspec.yml` above these, nearest first, up to the repository's root
    /// (`SettingsLookup` finds them): their `exclude` applies too, whatever these settings say, as
    /// `.gitignore` files stack (contract section 2, "Excluded is excluded everywhere").
    package var above: [LintConfiguration] = []
    /// The baseline file whose entries hide findings (`baseline:`, absolute), for lint and the editor alike.
    package var baseline: String?

    package init(rules: [Rule: RuleSetting] = [:], include: [Glob] = [], exclude: [Glob] = [],
                baseDirectory: String? = nil, sourcePath: String? = nil) {
        self.rules = rules
        self.include = include
        self.exclude = exclude
        self.baseDirectory = baseDirectory
        self.sourcePath = sourcePath
    }

    package static let `default` = LintConfiguration()

    /// Whether the spec at `path` (absolute) is one the `served` globs name.
    package func serves(_ path: String) -> Bool {
        guard !served.isEmpty, let baseDirectory else { return false }
        return SpecFileFilter(include: served, exclude: [], baseDirectory: baseDirectory, currentDirectory: baseDirectory).admits(path)
    }

    package func setting(for rule: Rule) -> RuleSetting {
        rules[rule] ?? (rule.defaultSeverity == .error ? .error : .warning)
    }

    /// Findings with the configured severities; findings of rules that are off are dropped.
    /// Applied before counting, so the exit code follows the configuration. The invariant rules
    /// are never set (see `Rule.isInvariant`).
    package func apply(to findings: [Finding]) -> [Finding] {
        guard !rules.isEmpty else { return findings }
        return findings.compactMap { finding in
            guard !finding.rule.isInvariant, let setting = rules[finding.rule] else { return finding }
            guard let severity = setting.severity else { return nil }
            var changed = finding
            changed.severity = severity
            return changed
        }
    }
}
