#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names of a folder's entries, one at a time, as bytes (a walk makes a String only of a
/// name it keeps); `.` and `..` included, as the system lists them. Closed when let go of.
final class FolderListing {
    private let handle: OpaquePointer

    /// Throws the reason (`strerror`) when the folder cannot be listed.
    init(_ folder: String) throws(FileStatus.Failure) {
        guard let handle = opendir(folder) else { throw FileStatus.Failure(code: errno) }
        self.handle = handle
    }

    deinit { closedir(handle) }

    /// Whether the entry last named may be a symbolic link: the listing says it is one, or does
    /// not say what it is (some file systems never do), so only then is the link looked for.
    private(set) var mayBeLink = false

    /// The next entry's name, valid until the next call; nil after the last.
    func nextName<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        guard let entry = readdir(handle) else { return nil }
        let type = Int32(entry.pointee.d_type)
        mayBeLink = type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN)
        return withUnsafeBytes(of: entry.pointee.d_name) { raw in body(UnsafeRawBufferPointer(rebasing: raw.prefix { $0 != 0 })) }
    }
}
