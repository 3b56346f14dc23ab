import ListSpecRuntime
/// A path pattern for `include:` and `exclude:` in `.listspec.yml`, matched against a
/// path relative to the folder holding the configuration, `/`-separated.
///
/// - `*` matches any run of characters within one path segment (not `/`);
///   `?` one character (not `/`);
/// - `[abc]`, `[a-z]` one character of the class, `[!abc]` or `[^abc]` one not in it;
/// - `**` as a whole segment matches zero or more segments (`**/x.yaml`, `a/**/b`); a trailing `/**`
///   one or more, what is inside its folder (`legacy/**`), as git has it;
/// - `\` takes the next character literally;
/// - a pattern without `/` matches a file or folder name at any depth (`*.json`, `drafts`);
///   a pattern with `/` is anchored at the configuration's folder (a leading `/` is dropped);
/// - a pattern that matches a folder matches everything below it (`Specs/legacy`);
///   a trailing `/` makes a pattern match folders only;
/// - a leading `!` negates: in a list, a later `!` pattern takes back what earlier ones matched
///   (`GlobList`), as in a `.gitignore` file; `\!` is a literal `!`.
package struct Glob: Sendable, Equatable, CustomStringConvertible {
    package let pattern: String
    /// A `!` pattern: what it matches is taken back from the patterns before it.
    package let negated: Bool
    private let segments: [[Character]]
    private let foldersOnly: Bool
    /// The first segment's bytes when it is plain ASCII text (no wildcard, class or escape):
    /// a path whose first name differs cannot match, which is told without splitting it.
    private let plainFirstSegment: [UInt8]?

    package init(_ pattern: String) {
        self.pattern = pattern
        negated = pattern.hasPrefix("!")
        var text = negated ? String(pattern.dropFirst()) : pattern
        foldersOnly = text.hasSuffix("/")
        while text.hasSuffix("/") { text.removeLast() }
        let anchored = text.contains("/")
        while text.hasPrefix("/") { text.removeFirst() }
        var parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map { Array($0) }
        if !anchored { parts.insert(Array("**"), at: 0) }
        segments = parts
        let first = parts.first.map { String($0) }
        plainFirstSegment = first.flatMap { name in
            name.utf8.allSatisfy { $0 < 0x80 && !"*?[\\".utf8.contains($0) } ? Array(name.utf8) : nil
        }
    }

    /// False when `path` (relative, `/`-separated) cannot match, told from its first name's bytes;
    /// true means it may. Only ASCII names are judged, since other text may be equal as Swift reads it.
    package func mayMatch(_ path: String) -> Bool { mayMatch(path.utf8) }

    /// `mayMatch(_:)` on the path's UTF-8 bytes.
    package func mayMatch<Bytes: Collection<UInt8>>(_ path: Bytes) -> Bool {
        guard let plainFirstSegment else { return true }
        let slash = UInt8(ascii: "/")
        let name = path.drop { $0 == slash }.prefix { $0 != slash }
        guard !name.isEmpty, name.allSatisfy({ $0 < 0x80 }), !name.elementsEqual(".".utf8) else { return true }
        return name.elementsEqual(plainFirstSegment)
    }

    package var description: String { pattern }

    /// A relative, `/`-separated path split into names once, for matching against several globs.
    package struct Path {
        fileprivate let parts: [[Character]]
        /// How many names the path has.
        package var count: Int { parts.count }

        package init(_ path: String) {
            parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
                .filter { !$0.elementsEqual(".".utf8) }
                .map { name in
                    // An ASCII name's characters are its bytes (most names; CR LF is one character, so not
                    // with a CR); others are split as Swift reads them.
                    name.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? name.map { Character(Unicode.Scalar($0)) }
                        : Array(String(decoding: name, as: UTF8.self))
                }
        }
    }

    /// Whether `path` (relative, `/`-separated) or one of the folders it lies in matches.
    package func matches(_ path: String) -> Bool { matches(Path(path)) }

    package func matches(_ path: Path) -> Bool {
        match(segment: 0, against: path.parts, at: 0, end: path.parts.count, isFolder: false, itself: false)
    }

    /// Whether the pattern matches the path made of `path`'s first `end` names itself, not through
    /// a folder above it: as .gitignore matches each folder on the way, then the file. A trailing
    /// `/**` matches what is inside its folder, not the folder.
    package func matchesItself(_ path: Path, end: Int, isFolder: Bool) -> Bool {
        match(segment: 0, against: path.parts, at: 0, end: end, isFolder: isFolder, itself: true)
    }

    /// Whether the folder at `path` (relative) matches as a whole, so nothing below it can escape the pattern.
    package func matchesFolder(_ path: String) -> Bool { matchesFolder(Path(path)) }

    package func matchesFolder(_ path: Path) -> Bool {
        match(segment: 0, against: path.parts, at: 0, end: path.parts.count, isFolder: true, itself: false)
    }

    /// `parts[..<end]` from `part` against the segments from `segment`; `itself`: the path must be
    /// used up with the pattern (else a folder above it may match).
    private func match(segment: Int, against parts: [[Character]], at part: Int, end: Int, isFolder: Bool, itself: Bool) -> Bool {
        if segment == segments.count {
            // The pattern is used up: the whole path matched (a file only unless foldersOnly), or a folder above it did.
            return part == end ? (isFolder || !foldersOnly) : !itself && part < end
        }
        if segments[segment] == ["*", "*"] {
            // A trailing `**` matches what is inside its folder, not the folder; only to skip a folder
            // whose contents all match (no `!` pattern reading them) may it match none.
            let least = segment == segments.count - 1 && (itself || !isFolder) ? part + 1 : part
            guard least <= end else { return false }
            for next in least...end where match(segment: segment + 1, against: parts, at: next, end: end, isFolder: isFolder, itself: itself) {
                return true
            }
            return false
        }
        guard part < end, Glob.matchSegment(segments[segment][...], parts[part][...]) else { return false }
        return match(segment: segment + 1, against: parts, at: part + 1, end: end, isFolder: isFolder, itself: itself)
    }

    /// One segment against one name: `*`, `?`, classes and escapes.
    static func matchSegment(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        // Where to retry after the last `*`: its pattern position and the name position it has eaten up to.
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex {
                switch pattern[p] {
                case "*":
                    star = (p + 1, n)
                    p += 1
                    continue
                case "?":
                    p += 1; n += 1
                    continue
                case "[":
                    if let (matched, end) = matchClass(pattern, from: p, name[n]) {
                        if matched { p = end; n += 1; continue }
                    } else if name[n] == "[" {  // an unclosed `[` is literal
                        p += 1; n += 1
                        continue
                    }
                case "\\" where p + 1 < pattern.endIndex:
                    if pattern[p + 1] == name[n] { p += 2; n += 1; continue }
                default:
                    if pattern[p] == name[n] { p += 1; n += 1; continue }
                }
            }
            guard let retry = star else { return false }
            star = (retry.pattern, retry.name + 1)
            p = retry.pattern
            n = retry.name + 1
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// A `[...]` class at `start`: whether `character` is in it and where the class ends; nil when unclosed.
    private static func matchClass(_ pattern: ArraySlice<Character>, from start: Int, _ character: Character) -> (Bool, Int)? {
        var i = start + 1
        var negated = false
        if i < pattern.endIndex, pattern[i] == "!" || pattern[i] == "^" { negated = true; i += 1 }
        var found = false
        var first = true
        while i < pattern.endIndex {
            var low = pattern[i]
            if low == "]" && !first { return (found != negated, i + 1) }
            first = false
            if low == "\\", i + 1 < pattern.endIndex { i += 1; low = pattern[i] }
            if i + 2 < pattern.endIndex, pattern[i + 1] == "-", pattern[i + 2] != "]" {
                var high = pattern[i + 2]
                i += 2
                if high == "\\", i + 1 < pattern.endIndex { i += 1; high = pattern[i] }
                if low <= character && character <= high { found = true }
            } else if low == character {
                found = true
            }
            i += 1
        }
        return nil
    }
}
