@_spi(DocumentStorage) import ListSpecRuntime

/// `listspec breaking`: pairs each new spec with its old version (a file, `REF:PATH`, or the same
/// path at a git ref), both read and judged by the front end (refused unless they pass lint's
/// invariants), and compares them with `SpecCompatibility`. What the command prints and how it
/// exits are its own.
package struct BreakingRun: Sendable {
    /// Reads both sides, each new spec under its own settings (its nearest `.listspec.yml`; the walk
    /// of a directory obeys their include and exclude), and refuses those that break a rule.
    package var frontend: Frontend
    /// The current directory's settings: an old side (a file, `REF:PATH`, a version at a ref) takes them.
    package var settings: LintConfiguration
    package var currentDirectory: String { frontend.currentDirectory }

    package init(frontend: Frontend) throws(Trouble) {
        self.frontend = frontend
        settings = try frontend.settings(ofSpecNamed: nil)
    }

    /// Where the old versions come from, read from `--against`.
    package enum Old: Sendable {
        /// One spec file (or `-`), compared with every new spec.
        case file(String)
        /// `REF:PATH`: one spec read from git, compared with every new spec.
        case revisionFile(RevisionPath)
        /// A git ref: each new spec compared with the same path there.
        case revision(GitRevision)
    }

    /// The comparison's result: a file per new spec (and per removed one), or the specs refused.
    package struct Outcome: Sendable {
        /// The findings, a file per spec compared (in the order of the paths), removed specs last.
        package var report = LintReport(files: [])
        /// How many new specs had an old version to compare with.
        package var compared = 0
        /// The sides refused, with their findings and why: exit 2, no report.
        package var refusals: [SpecRefusal] = []
        /// Specs a walk found that `served:` leaves out, and the settings of the first of them.
        package var unserved = 0
        package var unservedSettings: LintConfiguration?
        /// The paths compared (the current directory where none was given).
        package var paths: [String] = []
    }

    /// `--against` read: an existing file (or `-`), else `REF:PATH` when it holds a colon, else a git ref.
    package func old(_ against: String) throws(Trouble) -> Old {
        if against == "-" || PathResolution.exists(against) { return .file(against) }
        if let file = try RevisionPath(against, label: "--against", in: currentDirectory, limit: frontend.limits.maxFileSize) {
            return .revisionFile(file)
        }
        return .revision(try GitRevision(resolving: against, in: currentDirectory, limit: frontend.limits.maxFileSize,
                                         subject: "--against '\(against)'"))
    }

    /// Compares the new specs found in `paths` (none: the current directory) with their old versions.
    package func run(new paths: [String], against old: Old) throws(Trouble) -> Outcome {
        let paths = paths.isEmpty ? ["."] : paths
        if case .revision = old {
            if paths.contains("-") { throw Trouble(message: "standard input has no path to read at a git ref; give --against REF:PATH or a file") }
        } else if let folder = paths.first(where: { $0 != "-" && PathResolution.isDirectory($0) }) {
            throw Trouble(message: "\(folder) is a directory: compare a directory with --against a git ref (each spec with the same path there), "
                + "or name the new spec file")
        }
        let filter = SpecFileFilter(configuration: settings, currentDirectory: currentDirectory)
        let expansion = frontend.specFiles(paths)
        var found: [SpecFileFinder.Found] = []
        var outcome = Outcome(paths: paths)
        var unreadable: [String] = expansion.unusable.flatMap { $0.lines.map { "configuration \($0)" } }
        for entry in expansion.entries {
            switch entry {
            case .spec(let spec):
                if case .file(let file) = spec.input, !paths.contains(file), !isServed(file, settings: spec.settings) {
                    outcome.unserved += 1
                    if outcome.unservedSettings == nil { outcome.unservedSettings = spec.settings }
                    continue
                }
                found.append(spec)
            case .missing(let path, let reason): unreadable.append("\(path): \(reason)")
            case .excludedStandardInput: break
            }
        }
        guard unreadable.isEmpty else { throw Trouble(messages: unreadable) }

        let oldSpec = try oldSpec(old, into: &outcome)
        for (newFile, loaded) in zip(found, frontend.loadAll(found)) {
            let newSpec: LoadedSpec
            switch loaded {
            case .failure(let problem): throw Trouble(message: problem.description)
            case .success(let spec): newSpec = spec
            }
            guard let new = accepted(newSpec, from: .input(newFile.input), into: &outcome) else { continue }
            switch old {
            case .file(let argument):
                compare(new, with: oldSpec, named: argument, into: &outcome)
            case .revisionFile(let file):
                compare(new, with: oldSpec, named: file.argument, into: &outcome)
            case .revision(let revision):
                let absolute = PathResolution.absolute(new.path, in: currentDirectory)
                let folder = Self.folder(of: absolute)
                guard let bytes = revision.file(String(absolute.dropFirst(folder.count == 1 ? 1 : folder.count + 1)), inFolder: folder) else {
                    // Not at the ref: a new spec, which no build has seen.
                    outcome.report.files.append(LintReport.File(path: new.path, findings: []))
                    continue
                }
                let oldLoaded = frontend.load(bytes: bytes, as: revision.ref + ":" + new.path, under: settings)
                guard let previous = accepted(oldLoaded, from: Self.oldVersion, into: &outcome) else { continue }
                compare(new, with: previous, named: revision.ref, into: &outcome)
            }
        }
        if case .revision(let revision) = old, outcome.refusals.isEmpty {
            for folder in paths where PathResolution.isDirectory(folder) {
                outcome.report.files += removedSpecs(in: folder, at: revision, filter: filter)
            }
        }
        return outcome
    }

    private func compare(_ new: Spec, with old: Spec?, named name: String, into outcome: inout Outcome) {
        guard let old else { return }
        outcome.compared += 1
        outcome.report.files.append(LintReport.File(path: new.path, findings: SpecCompatibility.findings(new: new, old: old, oldName: name)))
    }

    /// The old spec of `--against FILE` or `REF:PATH` (nil for a git ref: one per new spec).
    private func oldSpec(_ old: Old, into outcome: inout Outcome) throws(Trouble) -> Spec? {
        switch old {
        case .revision:
            return nil
        case .file(let argument):
            let input = SpecInput(argument: argument)
            return accepted(try frontend.load(input, under: settings), from: .input(input), into: &outcome)
        case .revisionFile(let file):
            return accepted(frontend.load(bytes: try file.bytes(in: currentDirectory), as: file.argument, under: settings),
                            from: Self.oldVersion, into: &outcome)
        }
    }

    /// An old version read from git, which `listspec lint` cannot be pointed at.
    private static let oldVersion = SpecOrigin.gitVersion("the old version",
                                                          requirement: "listspec breaking compares only versions that pass lint's invariants")

    /// The spec when the front end accepts it, else nil with its refusal kept.
    private func accepted(_ loaded: LoadedSpec, from origin: SpecOrigin, into outcome: inout Outcome) -> Spec? {
        do {
            return try frontend.accepted(loaded, from: origin)
        } catch {
            outcome.refusals.append(error)
            return nil
        }
    }

    /// Specs at the ref under `folder` that are gone from it: `removed-spec` warnings. A file
    /// counts as the walk counts one (spec-named, or a spec key at its top; the settings'
    /// include and exclude; no hidden or skipped folder).
    private func removedSpecs(in folder: String, at revision: GitRevision, filter: SpecFileFilter?) -> [LintReport.File] {
        let base = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        var files: [LintReport.File] = []
        for name in revision.files(under: PathResolution.absolute(base, in: currentDirectory)).sorted() {
            let parts = name.split(separator: "/")
            guard SpecFileFinder.isSpecFileName(name),
                  !parts.dropLast().contains(where: { $0.hasPrefix(".") || SpecFileFinder.skippedFolderNames.contains(String($0)) })
            else { continue }
            // No path begins with `./`: a walk of `.` names `Specs/menu.yaml`.
            let path = base == "." ? name : base + "/" + name
            guard !PathResolution.exists(path), filter?.admits(path) ?? true, isServed(path),
                  let bytes = revision.file(name, inFolder: PathResolution.absolute(base, in: currentDirectory)),
                  isSpec(bytes, named: path) else { continue }
            files.append(LintReport.File(path: path, findings: [
                Finding(path: path, location: .start, RemovedSpecCheck.finding(ref: revision.ref)),
            ]))
        }
        return files
    }

    /// Whether a spec found by a walk is compared: where its settings name `served:` (the specs
    /// apps load at run time), only those, as the editor's lens shows them; else every spec.
    /// `settings`: the spec's own, else those of its folder.
    private func isServed(_ path: String, settings: LintConfiguration? = nil) -> Bool {
        let absolute = PathResolution.absolute(path, in: currentDirectory)
        var governing = settings
        if governing == nil, case .usable(let found) = frontend.settings.settings(forFolder: Self.folder(of: absolute)) { governing = found }
        guard let governing else { return true }
        return governing.served.isEmpty || governing.serves(absolute)
    }

    /// Whether bytes read from git are a spec, as the walk tells one.
    private func isSpec(_ bytes: [UInt8], named path: String) -> Bool {
        if FileNameEnding.path(path, endsWithAnyOf: SpecFilePeek.specSuffixes) { return true }
        guard let root = frontend.load(bytes: bytes, as: path, under: settings).spec?.root else { return false }
        return ["listspec", "tables", "sections"].contains { root.pairIndex(ofKey: $0) != nil }
    }

    private static func folder(of absolute: String) -> String {
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else { return "/" }
        return String(absolute[..<slash])
    }
}
