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
        // Most globs are told apart by a path's first name: the path is split only for the others.
        let excluding = exclude.filter { $0.mayMatch(relative) }, including = include.filter { $0.mayMatch(relative) }
        guard !excluding.isEmpty || !including.isEmpty else { return include.isEmpty }
        let parts = Glob.Path(relative)
        if excluding.contains(where: { $0.matches(parts) }) { return false }
        return include.isEmpty || including.contains { $0.matches(parts) }
    }

    /// Whether a search can skip the folder at `path` entirely.
    package func skipsFolder(_ path: String) -> Bool {
        let relative = Glob.Path(relativePath(path))
        return exclude.contains { $0.matchesFolder(relative) }
    }

    private func relativePath(_ path: String) -> String {
        let absolute = PathResolution.absolute(path, in: currentDirectory)
        return PathResolution.relative(absolute, to: baseDirectory) ?? absolute
    }
}
