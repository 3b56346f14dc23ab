#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands the paths given to `lint`: files as they are, directories searched
/// recursively for `*.yaml`, `*.yml` and `*.json`, skipping hidden folders and `.build`.
public enum SpecFileFinder {
    public static let extensions = [".yaml", ".yml", ".json"]

    public enum Entry: Equatable, Sendable {
        case spec(SpecInput)
        /// A path that does not exist or cannot be listed.
        case missing(path: String, reason: String)
    }

    /// Entries in the order of the paths; files found in one directory sorted by path.
    public static func expand(_ paths: [String]) -> [Entry] {
        var entries: [Entry] = []
        for path in paths {
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
                if let problem = search(directory: path, into: &found) {
                    entries.append(.missing(path: path, reason: problem))
                }
                entries += found.sorted().map { .spec(.file($0)) }
            } else {
                entries.append(.spec(.file(path)))
            }
        }
        return entries
    }

    public static func isSpecFileName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return extensions.contains { lowered.hasSuffix($0) }
    }

    /// Walks a directory tree with an explicit stack; returns a problem for the top directory only.
    private static func search(directory: String, into found: inout [String]) -> String? {
        var pending = [directory]
        var isTop = true
        while let current = pending.popLast() {
            guard let handle = opendir(current) else {
                if isTop { return String(cString: strerror(errno)) }
                continue
            }
            isTop = false
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") || name == "node_modules" { continue }
                let child = current.hasSuffix("/") ? current + name : current + "/" + name
                var info = stat()
                guard stat(child, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(child)
                } else if isSpecFileName(name) {
                    found.append(child)
                }
            }
        }
        return nil
    }
}
