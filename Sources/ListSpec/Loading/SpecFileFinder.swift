import ListSpecRuntime

/// Expands the paths given to `lint`: files as they are, directories searched
/// recursively for `*.yaml`, `*.yml` and `*.json`, skipping hidden folders, `.build`
/// and `node_modules`, and keeping the files that are specs (`SpecFilePeek`).
/// A configuration's include/exclude globs can narrow the result.
package enum SpecFileFinder {
    package static let extensions: [StaticString] = [".yaml", ".yml", ".json"]
    /// Folders never searched (besides hidden ones): build products and vendored packages.
    package static let skippedFolderNames: [String] = [".build", "node_modules"]

    package enum Entry: Equatable, Sendable {
        case spec(SpecInput)
        /// A path that does not exist or cannot be read: a folder that cannot be listed (at any
        /// depth), a spec-named FIFO or device found in a folder.
        case missing(path: String, reason: String)
    }

    /// What the paths expanded to.
    package struct Expansion: Equatable, Sendable {
        /// In the order of the paths; files found in one directory sorted by path; each file once.
        package var entries: [Entry]
        /// Spec files found (or named) that the filter left out.
        package var excluded: Int
        /// YAML and JSON files found in directories that are not specs (a `codecov.yml`, a `package.json`).
        package var skipped: Int = 0
    }

    /// Entries in the order of the paths; files found in one directory sorted by path.
    package static func expand(_ paths: [String]) -> [Entry] {
        expand(paths, filter: nil).entries
    }

    /// Like `expand(_:)`, leaving out what `filter` does not admit (named files too, so a
    /// pre-commit hook that passes file names honours the configuration).
    package static func expand(_ paths: [String], filter: SpecFileFilter?) -> Expansion {
        var entries: [Entry] = []
        var excluded = 0
        var skipped: Set<String> = []
        // One path's walk finds each file once: which files were added is kept from the second path on.
        var seen: Set<String> = []
        var tracksSeen = false
        // `lint Specs Specs/menu.yaml` lints menu.yaml once.
        func key(_ file: String) -> String { file.hasPrefix("./") ? String(file.dropFirst(2)) : file }
        func admits(_ file: String) -> Bool {
            if tracksSeen, seen.contains(key(file)) { return false }
            if let filter, !filter.admits(file) { excluded += 1; return false }
            return true
        }
        func add(_ file: String) {
            if tracksSeen { seen.insert(key(file)) }
            entries.append(.spec(.file(file)))
        }
        for (index, path) in paths.enumerated() {
            if index == 1 {
                tracksSeen = true
                for case .spec(.file(let file)) in entries { seen.insert(key(file)) }
            }
            if path == "-" {
                entries.append(.spec(.standardInput))
                continue
            }
            let status: FileStatus
            do {
                status = try FileStatus.of(path)
            } catch {
                entries.append(.missing(path: path, reason: error.reason))
                continue
            }
            if status.kind == .directory {
                var found: [String] = []
                for problem in search(directory: path, filter: filter, into: &found) {
                    entries.append(.missing(path: problem.path, reason: problem.reason))
                }
                // Excluded files are never opened; a skipped one may still be named later.
                let candidates = found.sorted().filter(admits)
                for (file, isSpec) in zip(candidates, SpecFilePeek.specs(among: candidates)) {
                    if isSpec { add(file) } else { skipped.insert(key(file)) }
                }
            } else if admits(path) {
                skipped.remove(key(path))
                add(path)
            }
        }
        return Expansion(entries: entries, excluded: excluded, skipped: skipped.count)
    }

    package static func isSpecFileName(_ name: String) -> Bool {
        FileNameEnding.path(name, endsWithAnyOf: extensions)
    }

    /// Walks a directory tree with an explicit stack; returns what could not be read, sorted by
    /// path: a folder that cannot be listed or searched (CI must not pass with specs never read),
    /// and a spec-named file that is not a regular file (a FIFO would block the walk until something
    /// writes to it, a device may never end: only a path named on the command line is read as one).
    /// Each folder is entered once (by device and inode), so symbolic link loops end.
    private static func search(directory: String, filter: SpecFileFilter?, into found: inout [String]) -> [(path: String, reason: String)] {
        var problems: [(path: String, reason: String)] = []
        var pending = [directory]
        var visited: Set<FileStatus.Identity> = []
        while let current = pending.popLast() {
            if let status = try? FileStatus.of(current), !visited.insert(status.identity).inserted { continue }
            let listing: FolderListing
            do {
                listing = try FolderListing(current)
            } catch {
                problems.append((current, error.reason))
                continue
            }
            let folder = current.utf8.last == UInt8(ascii: "/") ? current : current + "/"
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
                        problems.append((current, "cannot be searched: \(error.reason)"))
                        break entries
                    }
                    // A file gone since the listing, or a dangling link, holds nothing to read.
                    if !error.isMissing, isSpecFileName(child) { problems.append((child, error.reason)) }
                    continue
                }
                if status.kind == .directory {
                    let name = child.utf8.dropFirst(folder.utf8.count)
                    if skippedFolderNames.contains(where: { name.elementsEqual($0.utf8) }) { continue }
                    if let filter, filter.skipsFolder(child) { continue }
                    pending.append(child)
                } else if isSpecFileName(child) {
                    // The name's ending is the path's: no ending holds a `/`.
                    if status.kind == .regular {
                        found.append(child)
                    } else if case .special(let kind) = status.kind, filter?.admits(child) ?? true {
                        problems.append((child, "is \(kind), not a regular file; a folder's walk reads only regular files, name it to read it"))
                    }
                }
            }
        }
        return problems.sorted { $0.path < $1.path }
    }
}
