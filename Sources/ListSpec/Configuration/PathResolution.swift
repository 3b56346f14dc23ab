import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths as text: made absolute and normalized, made relative to a folder, and the
/// folders above one. No file system access except `currentDirectory` and `exists`.
package enum PathResolution {
    /// The process's working directory, or "/" when it cannot be read.
    package static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against `directory`, with `.`, `..` and repeated slashes removed.
    package static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `absolutePath` relative to the folder `base` (both absolute and normalized), or nil when it is outside.
    package static func relative(_ absolutePath: String, to base: String) -> String? {
        if absolutePath == base { return "" }
        if base == "/" { return String(absolutePath.dropFirst()) }
        guard absolutePath.hasPrefix(base + "/") else { return nil }
        return String(absolutePath.dropFirst(base.count + 1))
    }

    /// `directory` and every folder above it, nearest first.
    package static func selfAndAncestors(of directory: String) -> [String] {
        var folders = [directory]
        var current = directory
        while current != "/", let slash = current.lastIndex(of: "/") {
            current = slash == current.startIndex ? "/" : String(current[..<slash])
            folders.append(current)
        }
        return folders
    }

    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The nearest folder at or above `directory` that holds `.git`: the repository root.
    package static func repositoryRoot(from directory: String) -> String? {
        selfAndAncestors(of: directory).first { exists(($0 == "/" ? "" : $0) + "/.git") }
    }
}
