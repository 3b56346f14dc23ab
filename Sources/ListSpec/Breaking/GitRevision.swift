/// A git revision that `listspec breaking --against` reads old versions from, through the `git`
/// program (`ChildProcess`): the ref resolved once, files read and listed at it. Paths are given
/// relative to a folder (`REF:./name`, run in that folder), so no repository root is needed.
package struct GitRevision: Sendable {
    /// The ref as the user wrote it (`HEAD~1`, `origin/main`): what messages name.
    package let ref: String
    private let limit: Int

    /// The ref, resolved to a commit in the repository of `directory`; trouble, saying why, when
    /// it does not resolve (with what to do about a shallow clone or a branch not fetched).
    /// `subject` is how the messages name what was given (`--against 'HEAD~1'`).
    package init(resolving ref: String, in directory: String, limit: Int, subject: String) throws(Trouble) {
        self.ref = ref
        self.limit = limit
        guard !ref.hasPrefix("-") else { throw Trouble(message: "\(subject) is not a git ref (it starts with '-')") }
        guard Self.git(in: directory, ["rev-parse", "--git-dir"], limit: 4096) != nil else {
            throw Trouble(message: "\(subject) is neither a file nor REF:PATH, and \(directory) is not in a git repository "
                + "(or git is not installed) to read it from git")
        }
        guard Self.git(in: directory, ["rev-parse", "--verify", "--quiet", ref + "^{commit}"], limit: 4096) != nil else {
            throw Trouble(message: "\(subject) does not resolve to a commit in this repository; " + Self.hint(for: ref, in: directory))
        }
    }

    /// What to do about a ref that does not resolve: a shallow clone has no history, a
    /// remote-tracking branch may not be fetched.
    private static func hint(for ref: String, in directory: String) -> String {
        let shallow = git(in: directory, ["rev-parse", "--is-shallow-repository"], limit: 64).map { String(decoding: $0, as: UTF8.self) }
        if shallow?.hasPrefix("true") == true {
            return "this clone is shallow (it holds only the latest commits): fetch the history first "
                + "(actions/checkout with fetch-depth: 0, or git fetch --unshallow)"
        }
        if let slash = ref.firstIndex(of: "/"), !ref.hasPrefix("refs/") {
            return "fetch it first (git fetch \(ref[..<slash]) \(ref[ref.index(after: slash)...])), or check its spelling (git branch -a lists the branches)"
        }
        return "check its spelling (git log --oneline lists the commits, git branch -a the branches)"
    }

    /// The bytes of `name` (a file name in `folder`) at the ref; nil when the ref has no such file.
    package func file(_ name: String, inFolder folder: String) -> [UInt8]? {
        Self.git(in: folder, ["cat-file", "blob", ref + ":./" + name], limit: limit)
    }

    /// The bytes of `path` at the ref as git reads `REF:PATH` (from the repository's root, or
    /// from `directory` for `./path`); nil when the ref has no such file.
    package func file(atRepositoryPath path: String, in directory: String) -> [UInt8]? {
        Self.git(in: directory, ["cat-file", "blob", ref + ":" + path], limit: limit)
    }

    /// The files under `folder` at the ref, relative to it (every depth).
    package func files(under folder: String) -> [String] {
        guard let listing = Self.git(in: folder, ["ls-tree", "-r", "-z", "--name-only", ref, "--", "."], limit: 64 << 20) else { return [] }
        return listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func git(in directory: String, _ arguments: [String], limit: Int) -> [UInt8]? {
        ChildProcess.output(of: "git", arguments: ["-C", directory] + arguments, limit: limit)
    }
}
