#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path's kind and identity as `stat` tells them (symbolic links followed), or why it cannot be told.
struct FileStatus {
    enum Kind: Equatable {
        case directory, regular
        /// A FIFO, a device or a socket: what a folder's walk does not read.
        case special(String)
    }

    /// The same folder reached by two paths (a symbolic link) has one identity.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Why `stat` (or `opendir`) failed: its `errno`, told in words only when asked (a path that
    /// does not exist is common: the configuration file looked for in every folder above).
    struct Failure: Error {
        var code: Int32
        var reason: String { String(cString: strerror(code)) }
        /// The path does not exist (a file gone since its folder was listed, a dangling link).
        var isMissing: Bool { code == ENOENT }
        /// Permission denied: a folder on the way that cannot be searched.
        var isDenied: Bool { code == EACCES }
    }

    /// What tells a file changed since it was read (the language server reads a configuration anew then).
    struct Stamp: Hashable {
        var identity: Identity
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64
    }

    var kind: Kind
    var identity: Identity
    var stamp: Stamp

    /// The file's status, or the `errno` that `stat` gave.
    static func of(_ path: String) throws(Failure) -> FileStatus {
        var info = stat()
        // `withCString` hands over a native String's own bytes (a walk stats every file it lists).
        guard path.withCString({ stat($0, &info) }) == 0 else { throw Failure(code: errno) }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .directory
        case S_IFREG: kind = .regular
        case S_IFIFO: kind = .special("a FIFO")
        case S_IFCHR: kind = .special("a character device")
        case S_IFBLK: kind = .special("a block device")
        case S_IFSOCK: kind = .special("a socket")
        default: kind = .special("a special file")
        }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileStatus(kind: kind, identity: identity,
                          stamp: Stamp(identity: identity, size: Int64(info.st_size), modifiedSeconds: Int64(modified.tv_sec),
                                       modifiedNanoseconds: Int64(modified.tv_nsec)))
    }

    /// Whether a folder may be searched (its `x` permission): entries of one that may not all fail alike.
    static func isSearchable(_ folder: String) -> Bool {
        access(folder, X_OK) == 0
    }
}
