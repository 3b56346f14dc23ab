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
        String(decoding: absoluteBytes(path, in: directory), as: UTF8.self)
    }

    /// `absolute(_:in:)` as bytes: a path is bytes to the file system, and a walk's filter asks this of every file it finds.
    static func absoluteBytes(_ path: String, in directory: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity((path.utf8.first == slash ? 0 : directory.utf8.count + 1) + path.utf8.count + 1)
        // In one pass over the directory's parts, then the path's.
        func appendParts(of source: UnsafeBufferPointer<UInt8>) {
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
        }
        var path = path, directory = directory
        if path.utf8.first != slash { directory.withUTF8(appendParts) }
        path.withUTF8(appendParts)
        if bytes.isEmpty { bytes.append(slash) }
        return bytes
    }

    private static let slash = UInt8(ascii: "/")
    private static let dot = UInt8(ascii: ".")

    /// `absolutePath` relative to the folder `base` (both absolute and normalized), or nil when it is outside.
    package static func relative(_ absolutePath: String, to base: String) -> String? {
        var absolutePath = absolutePath
        return absolutePath.withUTF8 { bytes in
            relativeRange(of: bytes, to: base).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }

    /// `path` (relative to `currentDirectory`, or absolute) relative to the folder `base` when it
    /// is inside it, else absolute: how a path is shown where an absolute one would not attach.
    package static func relativeIfInside(_ path: String, to base: String, currentDirectory: String) -> String {
        let absolute = absolute(path, in: currentDirectory)
        return relative(absolute, to: base) ?? absolute
    }

    /// Where `relative(_:to:)` is within the bytes of `absolutePath` (paths are compared and cut as bytes,
    /// with no grapheme work).
    static func relativeRange(of absolutePath: UnsafeBufferPointer<UInt8>, to base: String) -> Range<Int>? {
        var base = base
        return base.withUTF8 { base in
            // `base` is a prefix of the path (compared as memory: a walk asks this of every file it finds).
            guard absolutePath.count >= base.count, let path = absolutePath.baseAddress else { return nil }
            if let start = base.baseAddress, !memcmpEqual(path, start, base.count) { return nil }
            if absolutePath.count == base.count { return absolutePath.count..<absolutePath.count }
            let isRoot = base.count == 1 && base[0] == slash
            let prefix = isRoot ? 1 : base.count + 1
            guard absolutePath.count > prefix, isRoot || absolutePath[base.count] == slash else { return nil }
            return prefix..<absolutePath.count
        }
    }

    /// Whether `absolute(_:in:)` gives `bytes` back as they are: a path starting with `/` (or, with
    /// `absolute` false, not) that has no empty, `.` or `..` part and does not end with `/`.
    static func isNormalized(_ bytes: UnsafeBufferPointer<UInt8>, absolute: Bool) -> Bool {
        guard !bytes.isEmpty, (bytes[0] == slash) == absolute, bytes[bytes.count - 1] != slash else { return false }
        var start = absolute ? 1 : 0
        for i in start...bytes.count where i == bytes.count || bytes[i] == slash {
            let count = i - start
            if count == 0 || (bytes[start] == dot && (count == 1 || (count == 2 && bytes[start + 1] == dot))) { return false }
            start = i + 1
        }
        return true
    }

    /// The folder an absolute, normalized path is in ("/" for the root and what is in it).
    package static func folder(of absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/"), slash != absolutePath.startIndex else { return "/" }
        return String(absolutePath[..<slash])
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
        (try? FileStatus.of(path)) != nil
    }

    package static func isDirectory(_ path: String) -> Bool {
        (try? FileStatus.of(path))?.kind == .directory
    }

    /// The nearest folder at or above `directory` that holds `.git`: the repository root.
    package static func repositoryRoot(from directory: String) -> String? {
        selfAndAncestors(of: directory).first { exists(($0 == "/" ? "" : $0) + "/.git") }
    }
}
