import ListSpecRuntime

/// The settings that apply to a spec file (contract section 2, "One answer per spec"): those of
/// `--config` where given, else of the `.listspec.yml` nearest the file itself (its folder, then
/// each folder above it, up to the repository's root), whatever the current directory, for every
/// command and the editor alike. Each folder is looked up once and each configuration file read
/// once; a lookup that refreshes (the language server's, which lives while files change) looks
/// again each time and reads a configuration anew when its file changed.
package final class SettingsLookup: @unchecked Sendable {
    /// The settings, or why they cannot be used.
    package enum Outcome: Sendable, Equatable {
        case usable(LintConfiguration)
        case unusable(ConfigurationError)
    }

    package let currentDirectory: String
    /// `--config`, read once: every spec takes it.
    private let given: Outcome?
    /// `--disable`: rules turned off on top of whichever file applies (never an invariant rule).
    private let disabled: [Rule]
    private let refreshes: Bool
    private let lock = ThreadLock()
    /// Folder -> the configuration file nearest it ("" when there is none).
    private var nearest: [String: String] = [:]
    /// Configuration file -> what it says.
    private var read: [String: ReadFile] = [:]

    /// What a configuration file said, and its stamp when it was read (nil unless the lookup refreshes).
    private struct ReadFile {
        let stamp: FileStatus.Stamp?
        let outcome: Outcome
    }

    /// `configurationFile`: `--config` (relative to `currentDirectory`); `refreshes`: look again on
    /// every lookup (the language server).
    package init(configurationFile: String? = nil, disabling disabled: [Rule] = [],
                 currentDirectory: String = PathResolution.currentDirectory(), refreshes: Bool = false) {
        self.currentDirectory = currentDirectory
        self.disabled = disabled.filter { !$0.isInvariant }
        self.refreshes = refreshes
        if let file = configurationFile {
            do throws(ConfigurationError) { given = .usable(try ConfigurationLoader.load(path: file, currentDirectory: currentDirectory)) }
            catch { given = .unusable(error) }
        } else {
            given = nil
        }
    }

    /// The settings of the spec file at `path` (relative to the current directory, or absolute).
    package func settings(forFileAt path: String) -> Outcome {
        settings(forFolder: PathResolution.folder(of: PathResolution.absolute(path, in: currentDirectory)))
    }

    /// The settings of a spec in the absolute folder `folder` (standard input without a name: the current directory's).
    package func settings(forFolder folder: String) -> Outcome {
        let outcome = given.map { givenWithExcludesAbove($0, folder) } ?? discovered(for: folder)
        guard !disabled.isEmpty, case .usable(var settings) = outcome else { return outcome }
        for rule in disabled { settings.rules[rule] = .off }
        return .usable(settings)
    }

    /// `--config`'s settings for a spec in `folder`, with the excludes of every `.listspec.yml`
    /// from that folder up to the repository's root.
    private func givenWithExcludesAbove(_ given: Outcome, _ folder: String) -> Outcome {
        guard case .usable(var settings) = given else { return given }
        lock.lock()
        defer { lock.unlock() }
        settings.above = configurations(from: folder)
        return .usable(settings)
    }

    private func discovered(for folder: String) -> Outcome {
        lock.lock()
        defer { lock.unlock() }
        let file = nearestFile(to: folder)
        guard !file.isEmpty else { return .usable(.default) }
        let read = outcome(of: file)
        guard case .usable(var settings) = read else { return read }
        // The configurations above this one, up to the repository's root (none when its folder is the root).
        let own = PathResolution.folder(of: file)
        if own != "/", !isRepositoryRoot(own) { settings.above = configurations(from: PathResolution.folder(of: own)) }
        return .usable(settings)
    }

    /// The usable configurations from `folder` up to the repository's root, nearest first (one that
    /// cannot be used excludes nothing here; lint reports it with the specs it governs). The lock is held.
    private func configurations(from folder: String) -> [LintConfiguration] {
        var found: [LintConfiguration] = []
        var next = folder
        // A bound on the depth: each step goes at least one folder up.
        for _ in 0..<4096 {
            let file = nearestFile(to: next)
            if file.isEmpty { break }
            if case .usable(let settings) = outcome(of: file) { found.append(settings) }
            let own = PathResolution.folder(of: file)
            if own == "/" || isRepositoryRoot(own) { break }
            next = PathResolution.folder(of: own)
        }
        return found
    }

    private func isRepositoryRoot(_ folder: String) -> Bool {
        PathResolution.exists((folder == "/" ? "" : folder) + "/.git")
    }

    /// What the configuration file `file` says, read once (again when it changed, for a lookup
    /// that refreshes). The lock is held.
    private func outcome(of file: String) -> Outcome {
        let stamp = refreshes ? (try? FileStatus.of(file))?.stamp : nil
        if let known = read[file], !refreshes || known.stamp == stamp { return known.outcome }
        let outcome: Outcome
        // Its findings and mistakes name it as lint names the specs: relative, never by an absolute
        // path a CI log cannot attach to a change (contract section 15).
        let shown = PathResolution.relativeIfInside(file, to: currentDirectory, currentDirectory: currentDirectory)
        do throws(ConfigurationError) { outcome = .usable(try ConfigurationLoader.load(path: shown, currentDirectory: currentDirectory)) }
        catch { outcome = .unusable(error) }
        read[file] = ReadFile(stamp: stamp, outcome: outcome)
        return outcome
    }

    /// Up from `folder` to the repository's root (a folder holding `.git`) or the file system's:
    /// the first configuration file found, "" for none; every folder passed remembers the answer.
    private func nearestFile(to folder: String) -> String {
        if !refreshes, let known = nearest[folder] { return known }
        var passed: [String] = []
        var found = ""
        for candidate in PathResolution.selfAndAncestors(of: folder) {
            if !refreshes, let known = nearest[candidate] {
                found = known
                break
            }
            passed.append(candidate)
            let prefix = candidate == "/" ? "" : candidate
            if let file = ConfigurationLoader.fileNames.lazy.map({ prefix + "/" + $0 }).first(where: ConfigurationLoader.isFile) {
                found = file
                break
            }
            if PathResolution.exists(prefix + "/.git") { break }
        }
        if !refreshes { for folder in passed { nearest[folder] = found } }
        return found
    }
}
