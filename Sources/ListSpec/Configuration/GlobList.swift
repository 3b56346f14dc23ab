import ListSpecRuntime

/// The patterns of one `exclude:` or `include:`, in order, read as a `.gitignore` file reads its
/// lines: a later `!` pattern takes back what earlier ones matched. Without a `!` pattern, a path
/// is matched when any pattern matches it or a folder above it (what `Glob.matches` tells).
extension Array where Element == Glob {
    /// Whether any pattern is a `!` one (else the plain reading holds).
    var hasNegation: Bool { contains { $0.negated } }

    /// `exclude:`, as git ignores: each folder on the way down, then the path itself, is matched
    /// by the last pattern that matches it, and a folder so matched takes everything in it along,
    /// whatever a later `!` pattern says of what is inside (git does not look in it).
    /// `isFolder`: the path is a folder (a pattern ending in `/` may match it).
    func ignores(_ path: Glob.Path, isFolder: Bool = false) -> Bool {
        guard path.count > 0 else { return false }
        for end in 1..<path.count where lastDecision(path, end: end, isFolder: true) == true { return true }
        return lastDecision(path, end: path.count, isFolder: isFolder) == true
    }

    /// `include:`: the last pattern that matches the path or a folder above it decides, so
    /// `[Specs, "!Specs/drafts"]` takes Specs but its drafts.
    func selects(_ path: Glob.Path) -> Bool {
        last { $0.matches(path) }.map { !$0.negated } ?? false
    }

    /// Whether the last pattern that matches the first `end` names of `path` itself is a plain one; nil when none does.
    private func lastDecision(_ path: Glob.Path, end: Int, isFolder: Bool) -> Bool? {
        last { $0.matchesItself(path, end: end, isFolder: isFolder) }.map { !$0.negated }
    }
}
