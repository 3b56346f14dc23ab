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
        let joined = path.utf8.first == UInt8(ascii: "/") ? path : directory + "/" + path
        // As bytes: a path is bytes to the file system, and this runs for every file a walk finds.
        var parts: [Substring.UTF8View] = []
        for part in joined.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) { _ = parts.popLast(); continue }
            parts.append(part)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(joined.utf8.count)
        for part in parts {
            bytes.append(UInt8(ascii: "/"))
            bytes.append(contentsOf: part)
        }
        return bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self)
    }

    /// `absolutePath` relative to the folder `base` (both absolute and normalized), or nil when it is outside.
    package static func relative(_ absolutePath: String, to base: String) -> String? {
        // Paths are bytes to the file system, so they are compared and cut as bytes (no grapheme work).
        if absolutePath.utf8.elementsEqual(base.utf8) { return "" }
        let prefix = base == "/" ? 1 : base.utf8.count + 1
        guard absolutePath.utf8.count > prefix, absolutePath.utf8.starts(with: base.utf8),
              base == "/" || absolutePath.utf8.dropFirst(base.utf8.count).first == UInt8(ascii: "/") else { return nil }
        return String(decoding: absolutePath.utf8.dropFirst(prefix), as: UTF8.self)
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
