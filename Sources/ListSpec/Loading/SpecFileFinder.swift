import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        /// A path that does not exist or cannot be listed.
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
            var info = stat()
            guard stat(path, &info) == 0 else {
                entries.append(.missing(path: path, reason: String(cString: strerror(errno))))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var found: [String] = []
                if let problem = search(directory: path, filter: filter, into: &found) {
                    entries.append(.missing(path: path, reason: problem))
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

    /// Walks a directory tree with an explicit stack; returns a problem for the top directory only.
    /// Each folder is entered once (by device and inode), so symbolic link loops end.
    private static func search(directory: String, filter: SpecFileFilter?, into found: inout [String]) -> String? {
        var pending = [directory]
        var visited: Set<FolderIdentity> = []
        var isTop = true
        while let current = pending.popLast() {
            var info = stat()
            if stat(current, &info) == 0, !visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted {
                continue
            }
            guard let handle = opendir(current) else {
                if isTop { return String(cString: strerror(errno)) }
                continue
            }
            isTop = false
            defer { closedir(handle) }
            let folder = current.utf8.last == UInt8(ascii: "/") ? current : current + "/"
            while let entry = readdir(handle) {
                // The name is looked at as bytes; only the path of an entry that is kept becomes a String.
                let child = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
                    let name = UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })
                    guard let first = name.first, first != UInt8(ascii: ".") else { return nil }
                    var folder = folder
                    return folder.withUTF8 { start in
                        String(unsafeUninitializedCapacity: start.count + name.count) { buffer in
                            _ = buffer.initialize(fromContentsOf: start)
                            _ = UnsafeMutableBufferPointer(rebasing: buffer[start.count...]).initialize(fromContentsOf: name)
                            return start.count + name.count
                        }
                    }
                }
                guard let child else { continue }
                var childInfo = stat()
                guard child.withCString({ stat($0, &childInfo) }) == 0 else { continue }
                if (childInfo.st_mode & S_IFMT) == S_IFDIR {
                    let name = child.utf8.dropFirst(folder.utf8.count)
                    if skippedFolderNames.contains(where: { name.elementsEqual($0.utf8) }) { continue }
                    if let filter, filter.skipsFolder(child) { continue }
                    pending.append(child)
                } else if isSpecFileName(child) {
                    // The name's ending is the path's: no ending holds a `/`.
                    found.append(child)
                }
            }
        }
        return nil
    }

    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }
}
