/// A spec named as `REF:PATH` (`HEAD~1:Specs/menu.yaml`, `origin/main:./menu.yaml`): the file as
/// git holds it at a revision, read as `listspec breaking --against` and `listspec diff` read a
/// side. PATH is from the repository's root, or from the current directory when it starts with
/// `./` or `../`, as git reads it.
package struct RevisionPath: Sendable {
    /// The argument as the user wrote it: what findings and messages name the spec by.
    package let argument: String
    package let revision: GitRevision
    /// The path after the colon, as written.
    package let path: String
    /// How messages name the argument's place on the command line (`--against`, `old`).
    private let label: String

    /// `argument` read as `REF:PATH`, the ref resolved in the repository of `directory`; nil when
    /// it holds no colon after its first character (so it is no `REF:PATH`). Trouble when the ref
    /// does not resolve or no path follows the colon.
    package init?(_ argument: String, label: String, in directory: String, limit: Int) throws(Trouble) {
        guard let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else { return nil }
        let ref = String(argument[..<colon])
        path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else {
            throw Trouble(message: "\(label) '\(argument)' names no path after the ref (REF:PATH, as in HEAD~1:Specs/menu.yaml)")
        }
        self.argument = argument
        self.label = label
        // An option names its value (`--against 'HEAD~1'`), an argument its ref within it.
        let subject = label.hasPrefix("-") ? "\(label) '\(ref)'" : "the ref '\(ref)' of \(label) '\(argument)'"
        revision = try GitRevision(resolving: ref, in: directory, limit: limit, subject: subject)
    }

    /// The file's bytes at the ref; trouble, saying where PATH is looked for, when it has none.
    package func bytes(in directory: String) throws(Trouble) -> [UInt8] {
        guard let bytes = revision.file(atRepositoryPath: path, in: directory) else {
            throw Trouble(message: "\(label) '\(argument)': \(revision.ref) has no file \(path) (a path from the repository's root, "
                + "or ./path from the current directory; git ls-tree -r --name-only \(revision.ref) lists its files)")
        }
        return bytes
    }

    /// Where the file is in the working tree (absolute; it may not exist there): its settings are that path's.
    package func workingTreePath(in directory: String) -> String {
        if path.hasPrefix("./") || path.hasPrefix("../") { return PathResolution.absolute(path, in: directory) }
        let root = PathResolution.repositoryRoot(from: directory) ?? directory
        return PathResolution.absolute(path, in: root)
    }
}
