import ListSpecRuntime
/// Which found files are linted: the configuration's include and exclude globs, matched
/// against paths relative to the configuration's folder (files outside it: their absolute path).
package struct SpecFileFilter: Sendable {
    package var include: [Glob]
    package var exclude: [Glob]
    package var baseDirectory: String
    package var currentDirectory: String

    package init(include: [Glob], exclude: [Glob], baseDirectory: String, currentDirectory: String) {
        self.include = include
        self.exclude = exclude
        self.baseDirectory = baseDirectory
        self.currentDirectory = currentDirectory
    }

    package init?(configuration: LintConfiguration, currentDirectory: String) {
        guard !configuration.include.isEmpty || !configuration.exclude.isEmpty else { return nil }
        self.init(include: configuration.include, exclude: configuration.exclude,
                  baseDirectory: configuration.baseDirectory ?? currentDirectory, currentDirectory: currentDirectory)
    }

    /// Whether the file at `path` (as found or given) is linted.
    package func admits(_ path: String) -> Bool {
        let relative = relativePath(path)
        // Most globs are told apart by a path's first name, from its bytes: the path is made text and split,
        // once, only for the others.
        var parts: Glob.Path?
        func matches(_ glob: Glob) -> Bool {
            guard glob.mayMatch(relative) else { return false }
            let split = parts ?? Glob.Path(String(decoding: relative, as: UTF8.self))
            parts = split
            return glob.matches(split)
        }
        if exclude.contains(where: matches) { return false }
        return include.isEmpty || include.contains(where: matches)
    }

    /// Whether a search can skip the folder at `path` entirely.
    package func skipsFolder(_ path: String) -> Bool {
        let relative = Glob.Path(String(decoding: relativePath(path), as: UTF8.self))
        return exclude.contains { $0.matchesFolder(relative) }
    }

    private func relativePath(_ path: String) -> ArraySlice<UInt8> {
        let absolute = PathResolution.absoluteBytes(path, in: currentDirectory)[...]
        return PathResolution.relative(absolute, to: baseDirectory) ?? absolute
    }
}
