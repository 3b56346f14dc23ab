@_spi(DocumentStorage) import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads `.listspec.yml`:
///
/// ```yaml
/// rules:                 # rule id -> off | warning | error
///   unused-cell-type: off
///   header-zero-height: error
/// include: ["Specs/**"]  # globs relative to this file's folder; default: every spec file found
/// exclude: ["**/drafts", "*.generated.json"]
/// ```
///
/// Read with the same YAML reader as specs, so every mistake has a line and column.
/// An unknown key, an unknown rule id or a wrong value is an error, never ignored.
package enum ConfigurationLoader {
    package static let fileNames = [".listspec.yml", ".listspec.yaml"]
    static let keys = ["rules", "include", "exclude"]
    /// A configuration file is small; anything bigger is a mistake.
    static let limits = ReaderLimits(maxFileSize: 1 << 20, maxDepth: 16, maxAliasExpansion: 10_000, maxNodes: 100_000)

    /// The configuration file in `directory` or the nearest folder above it, if any.
    package static func discover(from directory: String) -> String? {
        for folder in PathResolution.selfAndAncestors(of: directory) {
            for name in fileNames {
                let candidate = (folder == "/" ? "" : folder) + "/" + name
                if PathResolution.exists(candidate) && !PathResolution.isDirectory(candidate) { return candidate }
            }
        }
        return nil
    }

    /// Reads the file at `path` (as given, relative to `currentDirectory` or absolute).
    package static func load(path: String, currentDirectory: String) throws(ConfigurationError) -> LintConfiguration {
        let bytes = try readBytes(path)
        let absolute = PathResolution.absolute(path, in: currentDirectory)
        let folder = PathResolution.selfAndAncestors(of: absolute).dropFirst().first ?? "/"
        return try parse(bytes: bytes, path: path, baseDirectory: folder)
    }

    /// Parses configuration text; `path` names it in errors, globs are relative to `baseDirectory`.
    package static func parse(bytes: [UInt8], path: String, baseDirectory: String) throws(ConfigurationError) -> LintConfiguration {
        let read = SpecLoader.isJSONPath(path) ? JSONReader.read(bytes: bytes, path: path, limits: limits)
                                                : YAMLReader.read(bytes: bytes, path: path, limits: limits)
        var configuration = LintConfiguration(baseDirectory: baseDirectory, sourcePath: path)
        if let problem = read.findings.first(where: { $0.rule != .emptyFile }) {
            throw ConfigurationError(path: path, location: problem.location, message: problem.message)
        }
        // An empty file is an empty configuration.
        guard read.isComplete, let root = read.document.root, !root.isNull else { return configuration }
        guard root.kind == .mapping else {
            throw error(path, root, "a configuration is a map with rules, include and exclude, not \(describe(root))")
        }
        var seen: Set<String> = []
        for (key, value) in root.pairs {
            let name = key.keyText
            guard seen.insert(name).inserted else { throw error(path, key, "'\(name)' appears twice") }
            switch name {
            case "rules": configuration.rules = try rules(value, path: path)
            case "include": configuration.include = try globs(value, name: name, path: path)
            case "exclude": configuration.exclude = try globs(value, name: name, path: path)
            default:
                let hint = KeySuggestion.nearest(to: name, in: keys).map { "did you mean '\($0)'?" }
                    ?? "known keys are \(keys.joined(separator: ", "))"
                throw error(path, key, "unknown key '\(name)'; \(hint)")
            }
        }
        return configuration
    }

    private static func rules(_ node: Document.Node, path: String) throws(ConfigurationError) -> [Rule: RuleSetting] {
        if node.isNull { return [:] }
        guard node.kind == .mapping else {
            throw error(path, node, "rules must be a map of rule id to off, warning or error, not \(describe(node))")
        }
        var settings: [Rule: RuleSetting] = [:]
        for (key, value) in node.pairs {
            let id = key.keyText
            guard let rule = Rule(rawValue: id) else {
                throw error(path, key, RuleLookup.unknownRuleMessage(id))
            }
            guard settings[rule] == nil else { throw error(path, key, "rule '\(id)' appears twice") }
            guard let text = value.string, let setting = RuleSetting(rawValue: text) else {
                let shown = value.string.map { "'\($0)'" } ?? describe(value)
                throw error(path, value, "rule '\(id)' must be off, warning or error, not \(shown)")
            }
            settings[rule] = setting
        }
        return settings
    }

    private static func globs(_ node: Document.Node, name: String, path: String) throws(ConfigurationError) -> [Glob] {
        if node.isNull { return [] }
        // A single pattern may stand alone instead of in a list.
        let items: [Document.Node] = node.kind == .sequence ? Array(node.items) : [node]
        var globs: [Glob] = []
        for item in items {
            guard let pattern = item.string else {
                throw error(path, item, "\(name) takes glob patterns (strings), not \(describe(item))")
            }
            guard !pattern.isEmpty else { throw error(path, item, "an empty pattern in \(name) would match nothing useful") }
            globs.append(Glob(pattern))
        }
        return globs
    }

    private static func error(_ path: String, _ node: Document.Node, _ message: String) -> ConfigurationError {
        ConfigurationError(path: path, location: node.location, message: message)
    }

    private static func describe(_ node: Document.Node) -> String {
        switch node.kind {
        case .null: return "null"
        case .bool: return "a boolean"
        case .int, .float: return "a number"
        case .string: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a map"
        }
    }

    private static func readBytes(_ path: String) throws(ConfigurationError) -> [UInt8] {
        guard !PathResolution.isDirectory(path), let file = fopen(path, "rb") else {
            let reason = PathResolution.isDirectory(path) ? "is a directory, not a configuration file" : String(cString: strerror(errno))
            throw ConfigurationError(path: path, location: nil, message: reason)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 14)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
            if bytes.count > limits.maxFileSize {
                throw ConfigurationError(path: path, location: nil, message: "is larger than \(limits.maxFileSize) bytes; a configuration file is small")
            }
            if count < chunk.count {
                if ferror(file) != 0 { throw ConfigurationError(path: path, location: nil, message: "could not be read") }
                return bytes
            }
        }
    }
}
