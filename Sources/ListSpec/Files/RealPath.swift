#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a file reached through a symbolic link really is: a spec is linted and reported once,
/// at its own path (code scanning shows no result at a link), however many links lead to it.
/// A path with no link on its way (the current directory's own links aside) stays as given.
package struct RealPath: Sendable {
    private let currentDirectory: String
    /// The current directory with its links resolved (a temporary folder under a linked `/tmp`).
    private let realCurrentDirectory: String

    /// `currentDirectory`: absolute and normalized.
    package init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
        realCurrentDirectory = RealPath.resolve(currentDirectory) ?? currentDirectory
    }

    /// `path` (relative to the current directory, or absolute) where it has no link on its way;
    /// else the file's real path: relative to the current directory when inside it and `path`
    /// was relative, else absolute. As given when it cannot be resolved (it does not exist).
    package func of(_ path: String) -> String {
        let absolute = PathResolution.absolute(path, in: currentDirectory)
        guard let real = RealPath.resolve(absolute), real != absolute else { return path }
        guard let inside = PathResolution.relative(real, to: realCurrentDirectory) else { return real }
        if let given = PathResolution.relative(absolute, to: currentDirectory), given == inside { return path }
        if path.utf8.first == UInt8(ascii: "/") { return PathResolution.absolute(inside, in: currentDirectory) }
        return inside.isEmpty ? "." : inside
    }

    private static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
