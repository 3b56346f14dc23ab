import ListSpecRuntime

/// Expands the paths given to `lint` and `format`: directories searched recursively for `*.yaml`,
/// `*.yml` and `*.json`, skipping hidden folders, `.build` and `node_modules`; found or named, a
/// file is kept only when it is a spec (`SpecFilePeek`; listspec's own configuration and baseline
/// files never are), so a hook handed every YAML file touches none but the specs (section 2).
/// A configuration's include/exclude globs can narrow the result.
package enum SpecFileFinder {
    package static let extensions: [StaticString] = [".yaml", ".yml", ".json"]
    /// Folders never searched (besides hidden ones): build products and vendored packages.
    package static let skippedFolderNames: [String] = [".build", "node_modules"]

    package enum Entry: Sendable {
        /// A spec to read, with the settings that apply to it (its nearest `.listspec.yml`'s).
        case spec(Found)
        /// A path that does not exist or cannot be read: a folder that cannot be listed (at any
        /// depth), a spec-named FIFO or device found in a folder.
        case missing(path: String, reason: String)
        /// Standard input named by `--stdin-filename` that its settings exclude (format passes it through).
        case excludedStandardInput
    }

    /// A spec to read, with the settings that apply to it.
    package struct Found: Sendable {
        package var input: SpecInput
        package var settings: LintConfiguration
    }

    /// What the paths expanded to.
    package struct Expansion: Sendable {
        /// In the order of the paths; files found in one directory sorted by path; each file once.
        package var entries: [Entry]
        /// Spec files found (or named) that their settings' `exclude` left out.
        package var excluded: Int
        /// The configuration files whose `exclude` left them out, each once.
        package var excludedBy: [String] = []
        /// YAML and JSON files found in directories or named that are not specs (a `codecov.yml`, a `package.json`).
        package var skipped: Int = 0
        /// Configuration files that could not be used, each once: the specs they govern were not read.
        package var unusable: [ConfigurationError] = []
    }

    /// Entries in the order of the paths (files found in one directory sorted by path), each file
    /// with its own settings, leaving out what they exclude (named files too, so a pre-commit hook
    /// that passes file names honours the configuration). `standardInputName`: the name `-`
    /// stands for (`--stdin-filename`), whose settings it takes; else the current directory's.
    package static func expand(_ paths: [String], settings lookup: SettingsLookup, standardInputName: String? = nil) -> Expansion {
        var entries: [Entry] = []
        var excluded = 0
        var excludedBy: [String] = []
        var skipped: Set<String> = []
        var unusable: [ConfigurationError] = []
        // One path's walk finds each file once: which files were added is kept from the second path on
        // (`lint Specs Specs/menu.yaml` lints menu.yaml once; paths come without `./`).
        var seen: Set<String> = []
        var tracksSeen = false
        /// A configuration that cannot be used, listed once.
        func note(_ error: ConfigurationError) {
            if !unusable.contains(where: { $0.path == error.path }) { unusable.append(error) }
        }
        /// The settings, or nil (the broken configuration noted) when they cannot be used.
        func usable(_ outcome: SettingsLookup.Outcome) -> LintConfiguration? {
            switch outcome {
            case .usable(let settings): return settings
            case .unusable(let error):
                note(error)
                return nil
            }
        }
        /// `source`: the configuration file whose exclude matched ("" for none).
        func exclude(by source: String) {
            excluded += 1
            if !source.isEmpty, !excludedBy.contains(source) { excludedBy.append(source) }
        }
        /// `filter`: the settings' include and exclude globs (nil: they leave nothing out).
        func admits(_ file: String, _ filter: SpecFileFilter?) -> Bool {
            if tracksSeen, seen.contains(file) { return false }
            if let filter, let source = filter.excluder(of: file) {
                exclude(by: source)
                return false
            }
            return true
        }
        func add(_ file: String, _ settings: LintConfiguration) {
            if tracksSeen { seen.insert(file) }
            entries.append(.spec(Found(input: .file(file), settings: settings)))
        }
        // A spec reached through a symbolic link is read, and reported, at its real path.
        let realPath = RealPath(currentDirectory: lookup.currentDirectory)
        for (index, written) in paths.enumerated() {
            // No path in any output begins with `./`: a walk of `.` names `Specs/menu.yaml`.
            let given = withoutDotSlash(written)
            if index == 1 {
                tracksSeen = true
                for case .spec(let found) in entries { if case .file(let file) = found.input { seen.insert(file) } }
            }
            if given == "-" {
                let outcome = standardInputName.map { lookup.settings(forFileAt: $0) } ?? lookup.settings(forFolder: lookup.currentDirectory)
                guard let settings = usable(outcome) else { continue }
                // Standard input named by --stdin-filename obeys exclude as that file would.
                if let name = standardInputName, let filter = SpecFileFilter(configuration: settings, currentDirectory: lookup.currentDirectory),
                   let source = filter.excluder(of: name) {
                    exclude(by: source)
                    entries.append(.excludedStandardInput)
                    continue
                }
                entries.append(.spec(Found(input: .standardInput, settings: settings)))
                continue
            }
            let status: FileStatus
            do {
                status = try FileStatus.of(given)
            } catch {
                entries.append(.missing(path: given, reason: error.reason))
                continue
            }
            let path = realPath.of(given)
            if status.kind == .directory {
                var found: [FoundFile] = []
                var folders: [FolderSettings?] = []
                var linked: [String] = []
                for problem in search(directory: path, lookup: lookup, realPath: realPath, usable: usable, folders: &folders, into: &found, linked: &linked) {
                    entries.append(.missing(path: problem.path, reason: problem.reason))
                }
                // A file met through a link takes the settings of where it is; met twice, it is read once.
                if !linked.isEmpty {
                    let met = Set(found.map(\.path))
                    for file in Set(linked) where !met.contains(file) {
                        let settings = usable(lookup.settings(forFileAt: file))
                        folders.append(settings.map { FolderSettings(settings: $0, filter: SpecFileFilter(configuration: $0, currentDirectory: lookup.currentDirectory)) })
                        found.append(FoundFile(path: file, folder: folders.count - 1, inExcludedFolder: false))
                    }
                }
                // Sorted as found (a path and its folder's index): a file's settings are copied only once it is kept.
                // Excluded files are never opened; a skipped one may still be named later.
                found.sort { PathOrder.precedes($0.path, $1.path, bothASCII: $0.pathIsASCII && $1.pathIsASCII) }
                var candidates: [FoundFile] = []
                for file in found {
                    guard let folder = folders[file.folder] else { continue }
                    if file.inExcludedFolder {
                        // Never opened, but counted: `exclude: [Specs/legacy]` says what it left out.
                        let source = SpecFileFilter(configuration: folder.settings, currentDirectory: lookup.currentDirectory)?.excluder(of: file.path)
                        exclude(by: source ?? "")
                    } else if admits(file.path, folder.filter) {
                        candidates.append(file)
                    }
                }
                for (file, isSpec) in zip(candidates, SpecFilePeek.specs(among: candidates.map(\.path))) {
                    guard let settings = folders[file.folder]?.settings else { continue }
                    if isSpec, !isBaseline(file.path, of: settings, in: lookup.currentDirectory) {
                        add(file.path, settings)
                    } else {
                        skipped.insert(file.path)
                    }
                }
            } else if ConfigurationLoader.isConfigurationFile(path) {
                // listspec's own settings are no spec: named (pre-commit names every YAML file), left alone.
                skipped.insert(path)
            } else {
                switch lookup.settings(forFileAt: path) {
                case .usable(let settings):
                    guard admits(path, SpecFileFilter(configuration: settings, currentDirectory: lookup.currentDirectory)) else { break }
                    guard isSpec(named: path, kind: status.kind, settings: settings, in: lookup.currentDirectory) else {
                        skipped.insert(path)
                        break
                    }
                    add(path, settings)
                case .unusable(let error): note(error)
                }
            }
        }
        return Expansion(entries: entries, excluded: excluded, excludedBy: excludedBy, skipped: skipped.count, unusable: unusable)
    }

    package static func isSpecFileName(_ name: String) -> Bool {
        FileNameEnding.path(name, endsWithAnyOf: extensions)
    }

    /// A file named on the command line passes the walk's test. Only a regular file is peeked at: a FIFO
    /// or a device is read once, like standard input. Opened to peek and closed, a FIFO has no reader
    /// until the read opens it again, and its writer, writing then, is gone (`yes > fifo` ends).
    private static func isSpec(named path: String, kind: FileStatus.Kind, settings: LintConfiguration, in currentDirectory: String) -> Bool {
        guard !isBaseline(path, of: settings, in: currentDirectory) else { return false }
        return kind != .regular || SpecFilePeek.isSpec(path)
    }

    /// Whether `path` is the baseline its settings name, which is never a spec, whatever its name.
    private static func isBaseline(_ path: String, of settings: LintConfiguration, in currentDirectory: String) -> Bool {
        guard let baseline = settings.baseline else { return false }
        return PathResolution.absolute(path, in: currentDirectory) == baseline
    }

    /// `path` without leading `./` (`.` for `./` alone).
    private static func withoutDotSlash(_ path: String) -> String {
        var rest = Substring(path)
        while rest.hasPrefix("./") { rest = rest.dropFirst(2).drop { $0 == "/" } }
        return rest.isEmpty ? (path.isEmpty ? path : ".") : String(rest)
    }

    /// A file a walk found: its folder's settings (an index into the walk's folders), and whether
    /// it lies in a folder `exclude` leaves out (counted, never opened).
    private struct FoundFile {
        var path: String
        var folder: Int
        var inExcludedFolder: Bool
        /// What the sort reads the path by (see `PathOrder`).
        var pathIsASCII: Bool

        init(path: String, folder: Int, inExcludedFolder: Bool) {
            self.path = path
            self.folder = folder
            self.inExcludedFolder = inExcludedFolder
            pathIsASCII = PathOrder.isASCII(path)
        }
    }

    /// The settings of a folder a walk entered, and the globs they match its files with: looked up
    /// and made once for the folder, not for each file in it. A class: each of the folder's files
    /// refers to them, and copying a reference costs less than copying the settings.
    private final class FolderSettings {
        let settings: LintConfiguration
        /// Nil: the settings leave none of the folder's files out.
        let filter: SpecFileFilter?

        init(settings: LintConfiguration, filter: SpecFileFilter?) {
            self.settings = settings
            self.filter = filter
        }
    }

    /// Walks a directory tree with an explicit stack; returns what could not be read, sorted by
    /// path: a folder that cannot be listed or searched (CI must not pass with specs never read),
    /// and a spec-named file that is not a regular file (a FIFO would block the walk until something
    /// writes to it, a device may never end: only a path named on the command line is read as one).
    /// Each folder is entered once (by device and inode), so symbolic link loops end. A file found
    /// is noted with its folder's settings (an index into `folders`; nil: a configuration that
    /// cannot be used); whether a folder is searched is up to the settings of the folder holding it.
    /// A file or folder met through a symbolic link goes by its real path (`realPath`): a folder
    /// is searched there, a file is noted in `linked`, whose settings are those of where it is.
    private static func search(directory: String, lookup: SettingsLookup, realPath: RealPath, usable: (SettingsLookup.Outcome) -> LintConfiguration?,
                               folders: inout [FolderSettings?], into found: inout [FoundFile],
                               linked: inout [String]) -> [(path: String, reason: String)] {
        var problems: [(path: String, reason: String)] = []
        // A folder `exclude` leaves out is listed only to count its specs: nothing in it is read or reported.
        // (`excludedBy`: the index of the folder whose settings leave it out, whose settings its files are counted under).
        var pending: [(path: String, excludedBy: Int?)] = [(directory, nil)]
        var visited: Set<FileStatus.Identity> = []
        while let (current, excludedBy) = pending.popLast() {
            if let status = try? FileStatus.of(current), !visited.insert(status.identity).inserted { continue }
            let excluded = excludedBy != nil
            let absolute = PathResolution.absolute(current, in: lookup.currentDirectory)
            let settings = if let excludedBy { folders[excludedBy]?.settings } else { usable(lookup.settings(forFolder: absolute)) }
            let filter = excluded ? nil : settings.flatMap { SpecFileFilter(configuration: $0, currentDirectory: lookup.currentDirectory) }
            // Globs that can leave none of the folder's files out are not asked about each file.
            let fileFilter = filter.flatMap { $0.admitsEveryFile(inFolder: absolute) ? nil : $0 }
            folders.append(settings.map { FolderSettings(settings: $0, filter: fileFilter) })
            let listing: FolderListing
            do {
                listing = try FolderListing(current)
            } catch {
                if !excluded { problems.append((current, error.reason)) }
                continue
            }
            let folder = current == "." ? "" : current.utf8.last == UInt8(ascii: "/") ? current : current + "/"
            // The name is looked at as bytes; only the path of an entry that is kept becomes a String.
            entries: while let child = listing.nextName({ name -> String? in
                guard let first = name.first, first != UInt8(ascii: ".") else { return nil }
                var folder = folder
                return folder.withUTF8 { start in
                    String(unsafeUninitializedCapacity: start.count + name.count) { buffer in
                        _ = buffer.initialize(fromContentsOf: start)
                        _ = UnsafeMutableBufferPointer(rebasing: buffer[start.count...]).initialize(fromContentsOf: name)
                        return start.count + name.count
                    }
                }
            }) {
                guard let child else { continue }
                let status: FileStatus
                do {
                    status = try FileStatus.of(child)
                } catch {
                    // A folder listed but not searchable (no `x`) fails for every entry: said once, for the folder.
                    if error.isDenied, !FileStatus.isSearchable(current) {
                        if !excluded { problems.append((current, "cannot be searched: \(error.reason)")) }
                        break entries
                    }
                    // A file gone since the listing, or a dangling link, holds nothing to read.
                    if !error.isMissing, !excluded, isSpecFileName(child) { problems.append((child, error.reason)) }
                    continue
                }
                if status.kind == .directory {
                    let name = child.utf8.dropFirst(folder.utf8.count)
                    if skippedFolderNames.contains(where: { name.elementsEqual($0.utf8) }) { continue }
                    let index = folders.count - 1
                    let excluder = excludedBy ?? (filter?.skipsFolder(child) == true ? index : nil)
                    pending.append((listing.mayBeLink ? realPath.of(child) : child, excluder))
                } else if isSpecFileName(child) {
                    // The name's ending is the path's: no ending holds a `/`.
                    if status.kind == .regular {
                        let real = listing.mayBeLink ? realPath.of(child) : child
                        if real == child {
                            found.append(FoundFile(path: child, folder: folders.count - 1, inExcludedFolder: excluded))
                        } else if !excluded, isSpecFileName(real) {
                            linked.append(real)
                        }
                    } else if excluded {
                        continue
                    } else if case .special(let kind) = status.kind, filter?.admits(child) ?? true {
                        problems.append((child, "is \(kind), not a regular file; a folder's walk reads only regular files, name it to read it"))
                    }
                }
            }
        }
        return problems.sorted { $0.path < $1.path }
    }
}
