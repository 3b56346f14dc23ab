@_spi(DocumentStorage) import ListSpecRuntime

/// Reads `.listspec.yml`:
///
/// ```yaml
/// rules:                 # rule id -> off | warning | error
///   unused-cell-type: off
///   header-zero-height: error
/// include: ["Specs/**"]  # globs relative to this file's folder; default: every spec file found
/// exclude: ["**/drafts", "*.generated.json"]
/// served: ["Specs/server/**"]  # specs apps load at run time: the editor shows `listspec breaking` against git HEAD
/// baseline: listspec-baseline.json  # findings to hide (listspec lint --write-baseline), relative to this file
/// minimum-version: 0.2.0  # an older listspec refuses the specs these settings govern
/// ```
///
/// Read with the same YAML reader as specs, so every mistake has a line and column.
/// An unknown key, an unknown rule id or a wrong value is an error, never ignored; every
/// mistake of the file is reported at once.
package enum ConfigurationLoader {
    package static let fileNames = [".listspec.yml", ".listspec.yaml"]
    static let keys = ["rules", "include", "exclude", "served", "baseline", "minimum-version"]
    /// A configuration file is small; anything bigger is a mistake.
    static let limits = ReaderLimits(maxFileSize: 1 << 20, maxDepth: 16, maxAliasExpansion: 10_000, maxNodes: 100_000)

    /// Whether a path names a configuration file (`Specs/.listspec.yml`), never a spec.
    package static func isConfigurationFile(_ path: String) -> Bool {
        // Compared as bytes (the names are ASCII): lint asks this of every file it lints.
        var path = path
        return path.withUTF8 { bytes in
            fileNameBytes.contains { name in
                guard bytes.count >= name.count, let base = bytes.baseAddress,
                      bytes.count == name.count || bytes[bytes.count - name.count - 1] == UInt8(ascii: "/") else { return false }
                return name.withUnsafeBufferPointer { memcmpEqual(base + (bytes.count - name.count), $0.baseAddress ?? base, name.count) }
            }
        }
    }

    private static let fileNameBytes = fileNames.map { Array($0.utf8) }

    /// Whether `path` is a file (a configuration is looked for by name in every folder up from a spec).
    static func isFile(_ path: String) -> Bool {
        guard let status = try? FileStatus.of(path) else { return false }
        return status.kind != .directory
    }

    /// Reads the file at `path` (as given, relative to `currentDirectory` or absolute).
    package static func load(path: String, currentDirectory: String) throws(ConfigurationError) -> LintConfiguration {
        // Read where `currentDirectory` says (which need not be the process's); named as given.
        let absolute = PathResolution.absolute(path, in: currentDirectory)
        let bytes = try readBytes(absolute, shownAs: path)
        let folder = PathResolution.selfAndAncestors(of: absolute).dropFirst().first ?? "/"
        return try parse(bytes: bytes, path: path, baseDirectory: folder)
    }

    /// What lint says of configuration text: its mistakes, else its warnings (`LintConfiguration.notices`).
    package static func check(bytes: [UInt8], path: String, baseDirectory: String) -> [Finding] {
        do { return try parse(bytes: bytes, path: path, baseDirectory: baseDirectory).notices }
        catch { return error.findings }
    }

    /// Parses configuration text; `path` names it in errors, globs are relative to `baseDirectory`.
    package static func parse(bytes: [UInt8], path: String, baseDirectory: String) throws(ConfigurationError) -> LintConfiguration {
        let read = SpecFormat.isJSON(path: path) ? JSONReader.read(bytes: bytes, path: path, limits: limits)
                                                : YAMLReader.read(bytes: bytes, path: path, limits: limits)
        var configuration = LintConfiguration(baseDirectory: baseDirectory, sourcePath: path)
        var problems = Problems(path: path)
        problems.list = read.findings.filter { $0.rule != .emptyFile }
        // An empty file is an empty configuration; a key written twice is the reader's finding, read once here.
        if read.isComplete, let root = read.document.root, !root.isNull {
            if root.kind == .mapping {
                var seen: Set<String> = []
                for (key, value) in root.pairs where seen.insert(key.keyText).inserted {
                    let name = key.keyText
                    switch name {
                    case "rules": configuration.rules = rules(value, into: &problems, notices: &configuration.notices)
                    case "include": configuration.include = globs(value, name: name, into: &problems)
                    case "exclude": configuration.exclude = globs(value, name: name, into: &problems)
                    case "served": configuration.served = globs(value, name: name, into: &problems)
                    case "baseline": configuration.baseline = baselinePath(value, baseDirectory: baseDirectory, into: &problems)
                    case "minimum-version": requireVersion(value, into: &problems)
                    default:
                        let hint = KeySuggestion.nearest(to: name, in: keys).map { "did you mean '\($0)'?" }
                            ?? "known keys are \(keys.joined(separator: ", "))"
                        problems.add(.unknownKey, key, "unknown key '\(name)'; \(hint)")
                    }
                }
            } else {
                problems.add(.typeMismatch, root, "a configuration is a map with rules, include and exclude, not \(describe(root))")
            }
        }
        guard problems.list.isEmpty else { throw ConfigurationError(path: path, findings: problems.list) }
        return configuration
    }

    /// The mistakes found so far: each is reported, and reading goes on past it.
    private struct Problems {
        let path: String
        var list: [Finding] = []

        mutating func add(_ rule: Rule, _ node: Document.Node, _ message: String) {
            list.append(Finding(path: path, location: node.location, rule: rule, message: message))
        }
    }

    /// `notices`: a setting that would turn off or lower an invariant rule, which is ignored (a warning).
    private static func rules(_ node: Document.Node, into problems: inout Problems, notices: inout [Finding]) -> [Rule: RuleSetting] {
        if node.isNull { return [:] }
        guard node.kind == .mapping else {
            problems.add(.typeMismatch, node, "rules must be a map of rule id to off, warning or error, not \(describe(node))")
            return [:]
        }
        var settings: [Rule: RuleSetting] = [:]
        for (key, value) in node.pairs {
            let id = key.keyText
            guard let rule = RuleLookup.lintRule(id) else {
                problems.add(.unknownKey, key, RuleLookup.unknownRuleMessage(id))
                continue
            }
            guard let text = value.string, let setting = RuleSetting(rawValue: text) else {
                let shown = value.string.map { "'\($0)'" } ?? describe(value)
                problems.add(.invalidValue, value, "rule '\(id)' must be off, warning or error, not \(shown)")
                continue
            }
            if rule.isInvariant, setting != .error {
                notices.append(Finding(path: problems.path, location: value.location, severity: .warning, rule: .invalidValue,
                                       message: rule.invariantNotice(setting == .off ? "turned off" : "lowered to a warning")))
                continue
            }
            // A rule written twice is the reader's duplicate-key finding.
            if settings[rule] == nil { settings[rule] = setting }
        }
        return settings
    }

    private static func globs(_ node: Document.Node, name: String, into problems: inout Problems) -> [Glob] {
        if node.isNull { return [] }
        // A single pattern may stand alone instead of in a list.
        let items: [Document.Node] = node.kind == .sequence ? Array(node.items) : [node]
        var globs: [Glob] = []
        for item in items {
            guard let pattern = item.string else {
                problems.add(.typeMismatch, item, "\(name) takes glob patterns (strings), not \(describe(item))")
                continue
            }
            guard !pattern.isEmpty else {
                problems.add(.invalidValue, item, "an empty pattern in \(name) would match nothing useful")
                continue
            }
            guard pattern != "!" else {
                problems.add(.invalidValue, item, "'!' alone in \(name) takes back nothing: a pattern follows it ('!Specs/keep.yaml')")
                continue
            }
            globs.append(Glob(pattern))
        }
        return globs
    }

    /// `minimum-version: X.Y.Z`: an older listspec refuses the specs these settings govern (the
    /// settings cannot be used: exit 2), naming the version to install, so that a team's machines,
    /// pre-commit, CI and the plugins cannot disagree because one of them is older.
    private static func requireVersion(_ node: Document.Node, into problems: inout Problems) {
        if node.isNull { return }
        guard let text = node.string ?? (node.kind == .int || node.kind == .float ? node.keyText : nil), let required = ListSpecVersion.parts(text) else {
            problems.add(.invalidValue, node, "minimum-version takes a version such as 0.2.0 (major.minor.patch), not \(describe(node))")
            return
        }
        guard let current = ListSpecVersion.parts(ListSpecVersion.current), current.lexicographicallyPrecedes(required) else { return }
        problems.add(.invalidValue, node, "these specs require listspec \(text) or newer (minimum-version), and this is listspec "
                     + "\(ListSpecVersion.current): install \(text) or newer (pip install --upgrade listspec, or the release archive)")
    }

    /// `baseline:`'s file, relative to the configuration's folder, as an absolute path.
    private static func baselinePath(_ node: Document.Node, baseDirectory: String, into problems: inout Problems) -> String? {
        if node.isNull { return nil }
        guard let path = node.string else {
            problems.add(.typeMismatch, node, "baseline takes the path of a baseline file (a string), not \(describe(node))")
            return nil
        }
        guard !path.isEmpty else {
            problems.add(.invalidValue, node, "an empty baseline path names no file")
            return nil
        }
        return PathResolution.absolute(path, in: baseDirectory)
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

    /// Read as specs are (a device or a FIFO stops at the limit too), with a configuration's reasons.
    private static func readBytes(_ file: String, shownAs path: String) throws(ConfigurationError) -> [UInt8] {
        guard !PathResolution.isDirectory(file) else { throw ConfigurationError(path: path, reason: "is a directory, not a configuration file") }
        do {
            return try FileBytes.contents(of: file, limit: limits.maxFileSize)
        } catch {
            throw ConfigurationError(path: path, reason: error.passesLimit
                ? "is larger than \(limits.maxFileSize) bytes; a configuration file is small" : error.reason)
        }
    }
}
