import ListSpecRuntime

/// A lint run's baselines (`BaselineUse`): each spec's findings filtered through the baseline that
/// applies to it, or, writing one, the keys of every finding kept. Each baseline file is read once;
/// one that cannot be read is the run's trouble (exit 2), as an unreadable spec is.
package struct BaselineRun: Sendable {
    package let use: BaselineUse
    package let currentDirectory: String
    /// The baselines read, by path (`--baseline` as given, a setting's absolute).
    private var matchers: [String: BaselineMatcher] = [:]
    /// The order the baselines were first used in: their stale entries are reported in it.
    private var order: [String] = []
    /// Baselines that could not be read.
    package private(set) var unreadable: [UnreadableInput] = []
    /// Writing: every finding's key, and how many findings of invariant rules were left out.
    package private(set) var written: [BaselineKey] = []
    package private(set) var invariantsLeftOut = 0
    /// The invariant rules of the findings left out, each once: the note names these, not all of them.
    private var invariantRulesLeftOut: Set<Rule> = []
    /// The root the written keys are relative to.
    private let writtenRoot: String?

    package init(use: BaselineUse, currentDirectory: String) {
        (self.use, self.currentDirectory) = (use, currentDirectory)
        if case .write(let path) = use { writtenRoot = Baseline.root(forFileAt: path, currentDirectory: currentDirectory) } else { writtenRoot = nil }
    }

    /// Whether a spec under `settings` needs its findings' places (a baseline applies or is written).
    package func needsPlaces(_ settings: LintConfiguration) -> Bool {
        if case .settings = use { return settings.baseline != nil }
        return true
    }

    /// How many findings the baselines hid; nil when none applied (the summary then says nothing of them).
    package var hidden: Int? {
        if case .write = use { return nil }
        if case .settings = use, matchers.isEmpty { return nil }
        return matchers.values.reduce(0) { $0 + $1.hidden }
    }

    /// `findings` of the spec at `path` (under `settings`) as the run reports them; `places`, each
    /// finding's place in the model.
    package mutating func apply(to findings: [Finding], places: [FindingPlace?], path: String, settings: LintConfiguration) -> [Finding] {
        let file: String
        switch use {
        case .write:
            record(findings, places: places, path: path)
            return findings
        case .file(let given): file = given
        case .settings:
            guard let own = settings.baseline else { return findings }
            file = own
        }
        guard var matcher = matcher(file) else { return findings }
        let kept = matcher.filter(findings, places: places, specPath: path, currentDirectory: currentDirectory)
        matchers[file] = matcher
        return kept
    }

    /// Baseline files whose entries an unsafe fix moved (`move`): each path, as used, and its new text to write.
    package private(set) var rewritten: [(path: String, text: [UInt8])] = []

    /// Moves the entries of the rows `renumbered` in the spec at `specPath` to their new IDs in the
    /// baseline `file`, for this run's matching and to be written.
    package mutating func move(_ renumbered: [FixEngine.Renumbering], ofSpecAt specPath: String, in file: String) {
        guard let matcher = matcher(file),
              let (baseline, text) = matcher.baseline.moving(renumbered, ofSpecAt: specPath, currentDirectory: currentDirectory) else { return }
        matchers[file] = BaselineMatcher(baseline)
        rewritten.removeAll { $0.path == file }
        rewritten.append((file, text))
    }

    /// The stale entries of each baseline used, as warnings in its file.
    package var staleFiles: [LintReport.File] {
        order.compactMap { matchers[$0] }.filter(\.hasStale).map { LintReport.File(path: $0.baseline.path, findings: $0.staleFindings) }
    }

    /// The baseline file `--write-baseline` writes.
    package var writtenText: [UInt8] { Baseline.text(of: written) }

    /// What `--write-baseline` says once `file` is written: how many entries, and the findings of
    /// invariant rules left out (never baselined: the other commands refuse such a spec).
    package func writtenNotes(file: String) -> [String] {
        let shown = DisplayText.sanitized(file)
        var notes = ["listspec: wrote \(written.count) baseline entr\(written.count == 1 ? "y" : "ies") to \(shown)"]
        if invariantsLeftOut > 0 {
            notes.append("listspec: \(invariantsLeftOut) finding\(invariantsLeftOut == 1 ? " is" : "s are") of invariant rules (\(invariantRulesLeftOut.map(\.rawValue).sorted().joined(separator: ", "))) "
                         + "and not written to \(shown): render, diff, convert and the runtime refuse such a spec, so no baseline hides it; "
                         + "fix it (listspec lint --fix --unsafe-fixes gives free IDs) or exclude the spec (exclude: in .listspec.yml)")
        }
        return notes
    }

    private mutating func matcher(_ file: String) -> BaselineMatcher? {
        if let known = matchers[file] { return known }
        guard !unreadable.contains(where: { $0.path == file }) else { return nil }
        do throws(UnreadableInput) {
            let matcher = BaselineMatcher(try Baseline.load(path: file, currentDirectory: currentDirectory))
            matchers[file] = matcher
            order.append(file)
            return matcher
        } catch {
            unreadable.append(error)
            return nil
        }
    }

    private mutating func record(_ findings: [Finding], places: [FindingPlace?], path: String) {
        guard let writtenRoot else { return }
        let key = PathResolution.relativeIfInside(path, to: writtenRoot, currentDirectory: currentDirectory)
        for (index, finding) in findings.enumerated() {
            if finding.rule.isInvariant {
                invariantsLeftOut += 1
                invariantRulesLeftOut.insert(finding.rule)
                continue
            }
            // A stale entry of another baseline is no finding of a spec.
            if finding.rule == .staleBaseline { continue }
            written.append(BaselineKey(finding, path: key, place: index < places.count ? places[index] : nil))
        }
    }
}
