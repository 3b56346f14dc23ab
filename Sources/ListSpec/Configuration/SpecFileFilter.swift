import ListSpecRuntime
/// Which found files are linted: the configuration's include and exclude globs, matched
/// against paths relative to the configuration's folder (files outside it: their absolute path),
/// and the excludes of the configurations above it, each relative to its own folder.
package struct SpecFileFilter: Sendable {
    package var include: [Glob]
    package var exclude: [Glob]
    package var baseDirectory: String
    package var currentDirectory: String
    /// The configuration file these globs come from, which `excluder(of:)` names.
    package var sourcePath: String?
    /// The excludes of the configurations above, nearest first.
    package var above: [SpecFileFilter] = []

    package init(include: [Glob], exclude: [Glob], baseDirectory: String, currentDirectory: String) {
        self.include = include
        self.exclude = exclude
        self.baseDirectory = baseDirectory
        self.currentDirectory = currentDirectory
    }

    package init?(configuration: LintConfiguration, currentDirectory: String) {
        let above = configuration.above.filter { !$0.exclude.isEmpty }.map { settings in
            var filter = SpecFileFilter(include: [], exclude: settings.exclude, baseDirectory: settings.baseDirectory ?? currentDirectory,
                                        currentDirectory: currentDirectory)
            filter.sourcePath = settings.sourcePath
            return filter
        }
        guard !configuration.include.isEmpty || !configuration.exclude.isEmpty || !above.isEmpty else { return nil }
        self.init(include: configuration.include, exclude: configuration.exclude,
                  baseDirectory: configuration.baseDirectory ?? currentDirectory, currentDirectory: currentDirectory)
        sourcePath = configuration.sourcePath
        self.above = above
    }

    /// Whether the file at `path` (as found or given) is linted: its own settings admit it and no
    /// configuration above excludes it.
    package func admits(_ path: String) -> Bool {
        excluder(of: path) == nil
    }

    /// The configuration file that leaves `path` out ("" when it has no file), nil when it is linted.
    package func excluder(of path: String) -> String? {
        if let above = above.first(where: { !$0.admitsOwn(path) }) { return above.sourcePath ?? "" }
        return admitsOwn(path) ? nil : sourcePath ?? ""
    }

    /// Whether every file directly in the folder `folder` (absolute, normalized) is admitted, told
    /// once for the folder rather than for each file: no include globs here or above, and no exclude
    /// glob that may match a path under the folder, judged by its first name (see `Glob.mayMatch`).
    /// False: ask `excluder(of:)` of each file.
    package func admitsEveryFile(inFolder folder: String) -> Bool {
        mayExcludeNothing(inFolder: folder) && above.allSatisfy { $0.mayExcludeNothing(inFolder: folder) }
    }

    private func mayExcludeNothing(inFolder folder: String) -> Bool {
        guard include.isEmpty else { return false }
        guard !exclude.isEmpty else { return true }
        // A file in the configuration's own folder is judged by its own name: no shortcut there.
        guard let relative = PathResolution.relative(folder, to: baseDirectory), !relative.isEmpty else { return false }
        return !exclude.contains { $0.mayMatch(relative) }
    }

    /// Whether these settings' own globs admit the file at `path`.
    private func admitsOwn(_ path: String) -> Bool {
        var path = path
        // A walk's paths are nearly always normalized already, absolute or below the configuration's own
        // folder: their bytes are matched as they are, with no absolute path made for each file.
        let direct: Bool? = path.withUTF8 { bytes in
            if PathResolution.isNormalized(bytes, absolute: true) {
                let range = PathResolution.relativeRange(of: bytes, to: baseDirectory) ?? 0..<bytes.count
                return admits(relative: UnsafeBufferPointer(rebasing: bytes[range]))
            }
            var start = 0
            while bytes.count - start > 2, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: "/") { start += 2 }
            let rest = UnsafeBufferPointer(rebasing: bytes[start...])
            guard currentDirectory == baseDirectory, PathResolution.isNormalized(rest, absolute: false) else { return nil }
            return admits(relative: rest)
        }
        if let direct { return direct }
        return PathResolution.absoluteBytes(path, in: currentDirectory).withUnsafeBufferPointer { bytes in
            let range = PathResolution.relativeRange(of: bytes, to: baseDirectory) ?? 0..<bytes.count
            return admits(relative: UnsafeBufferPointer(rebasing: bytes[range]))
        }
    }

    /// Whether a path relative to the configuration's folder (or an absolute one outside it) is linted.
    private func admits(relative: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most globs are told apart by a path's first name, from its bytes: the path is made text and split,
        // once, only for the others.
        var parts: Glob.Path?
        func split() -> Glob.Path {
            if let parts { return parts }
            let split = Glob.Path(String(decoding: relative, as: UTF8.self))
            parts = split
            return split
        }
        func matches(_ glob: Glob) -> Bool {
            glob.mayMatch(relative) && glob.matches(split())
        }
        // `!` patterns are read in order, as .gitignore reads them (`GlobList`).
        if exclude.hasNegation ? exclude.ignores(split()) : exclude.contains(where: matches) { return false }
        if include.isEmpty { return true }
        return include.hasNegation ? include.selects(split()) : include.contains(where: matches)
    }

    /// Whether a search can skip the folder at `path` entirely.
    package func skipsFolder(_ path: String) -> Bool {
        let absolute = PathResolution.absolute(path, in: currentDirectory)
        let relative = Glob.Path(PathResolution.relative(absolute, to: baseDirectory) ?? absolute)
        let excluded = exclude.hasNegation ? exclude.ignores(relative, isFolder: true) : exclude.contains { $0.matchesFolder(relative) }
        return excluded || above.contains { $0.skipsFolder(path) }
    }
}
