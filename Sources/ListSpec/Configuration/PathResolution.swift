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
        var joined = path.utf8.first == slash ? path : directory + "/" + path
        // As bytes, in one pass: a path is bytes to the file system, and this runs for every file a walk finds.
        return joined.withUTF8 { source in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count + 1)
            var i = 0
            while i < source.count {
                while i < source.count, source[i] == slash { i += 1 }
                let start = i
                while i < source.count, source[i] != slash { i += 1 }
                let part = UnsafeBufferPointer(rebasing: source[start..<i])
                if part.isEmpty || (part.count == 1 && part[0] == dot) { continue }
                if part.count == 2, part[0] == dot, part[1] == dot {
                    bytes.removeLast(bytes.count - (bytes.lastIndex(of: slash) ?? 0))
                    continue
                }
                bytes.append(slash)
                bytes.append(contentsOf: part)
            }
            return bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self)
        }
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

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
