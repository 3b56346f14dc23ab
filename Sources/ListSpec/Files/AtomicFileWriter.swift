import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be written (the message names the path and the reason).
package struct OutputError: Error, CustomStringConvertible, Sendable {
    package var path: String
    package var reason: String
    package var description: String { "cannot write \(path): \(reason)" }

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Replaces a file all at once: the bytes go to a temporary file in the same folder,
/// are flushed to disk, and the temporary file is renamed over the target (rename(2)
/// is atomic within a file system). Readers see the old file or the new one, never a
/// mix; a failure removes the temporary file and leaves the old file as it was. Only a
/// kill that cannot be caught (SIGKILL, power loss) can leave the temporary file behind:
/// one `.NAME.listspec-XXXXXX` beside the target, never a damaged target. (Catchable
/// signals are the caller's to handle: see `temporaryCreated`.) A device, a FIFO or a socket is
/// never replaced (a rename would put a file in its place, `/dev/null`'s too when run as root):
/// an output is written into a character device or a FIFO (`writeIntoStream`), anything else refused.
package enum AtomicFileWriter {
    /// `temporaryCreated` is told the temporary file's path as soon as it exists and
    /// `temporaryResolved` once it is renamed or removed, so a caller can remove it if the
    /// process is interrupted in between (see the command line's signal handling).
    package static func write(_ bytes: [UInt8], to path: String,
                             temporaryCreated: (String) -> Void = { _ in },
                             temporaryResolved: () -> Void = {}) throws(OutputError) {
        try write(to: path, temporaryCreated: temporaryCreated, temporaryResolved: temporaryResolved) { writer in
            writer.raw(contentsOf: bytes)
        }
    }

    /// `write(_:to:)` for what `produce` writes into the writer it is given: the bytes go to the
    /// temporary file as they are written (a large render is never held whole); a write that fails
    /// ends in the error once `produce` returns, and the old file stays.
    package static func write(to path: String,
                             temporaryCreated: (String) -> Void = { _ in },
                             temporaryResolved: () -> Void = {},
                             producing produce: (inout ByteWriter) -> Void) throws(OutputError) {
        let replacement = try Replacement(path, temporaryCreated: temporaryCreated)
        defer { temporaryResolved() }
        var writer = ByteWriter(drainingTo: replacement.write)
        produce(&writer)
        writer.flush()
        try replacement.commit()
    }

    /// Writes an output (`--output`, generated code) into `path` when it is a character device or a
    /// FIFO (`/dev/null`, `/dev/stdout`, a named pipe), as a shell's `>` does, for it is no file to
    /// replace; returns false, having done nothing, for anything else (a file to replace). No
    /// temporary file: signals act as usual meanwhile (a FIFO's open waits for a reader).
    package static func writeIntoStream(at path: String, producing produce: (inout ByteWriter) -> Void) throws(OutputError) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR || info.st_mode & S_IFMT == S_IFIFO else { return false }
        let stream = open(path, O_WRONLY | O_CLOEXEC)
        guard stream >= 0 else { throw OutputError(path: path, reason: lastError()) }
        defer { close(stream) }
        var failure: Int32?
        var writer = ByteWriter(drainingTo: { bytes in
            if failure == nil { failure = writeWhole(bytes, to: stream) }
        })
        produce(&writer)
        writer.flush()
        if let failure { throw OutputError(path: path, reason: String(cString: strerror(failure))) }
        return true
    }

    /// Why the file at `path` is not to be replaced, nil when it may be (or does not exist): a device, a
    /// FIFO or a socket, or a file that may not be written, which stays as a write in place would leave
    /// it (a rename in a writable folder would not ask: a read-only file, one another user owns).
    package static func refusal(toReplace path: String) -> String? {
        if case .special(let kind)? = try? FileStatus.of(path).kind {
            return "is \(kind), not a regular file: listspec replaces only regular files"
        }
        guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0, errno != ENOENT else { return nil }
        return lastError()
    }

    /// A file being replaced, for a writer that learns only as it goes that it has anything to
    /// write (`format` starts one at the first byte that differs): `write` as often as needed,
    /// then `commit` (renamed into place) or `abandon` (removed, the old file left as it was).
    package final class Replacement {
        private let path: String
        private let target: String
        private let folder: String
        private let temporary: String
        private var descriptor: Int32
        /// The first write that failed (reported by `commit`).
        private var failure: OutputError?

        /// Creates the temporary file beside `path` (through a symbolic link, beside the file it names).
        package init(_ path: String, temporaryCreated: (String) -> Void = { _ in }) throws(OutputError) {
            // Write through a symbolic link to the file it names, as editors do.
            target = AtomicFileWriter.resolvedTarget(path)
            if let refusal = AtomicFileWriter.refusal(toReplace: target) { throw OutputError(path: path, reason: refusal) }
            let (folder, name) = AtomicFileWriter.split(target)
            var template = Array((folder + "/." + name + ".listspec-XXXXXX").utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
                guard let base = buffer.baseAddress else { return -1 }
                return mkstemp(base)
            }
            guard descriptor >= 0 else { throw OutputError(path: path, reason: AtomicFileWriter.lastError()) }
            self.path = path
            self.folder = folder
            self.descriptor = descriptor
            temporary = template.withUnsafeBufferPointer { buffer in
                String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            temporaryCreated(temporary)
        }

        package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            if failure == nil, let code = writeWhole(bytes, to: descriptor) {
                failure = OutputError(path: path, reason: String(cString: strerror(code)))
            }
        }

        /// Flushes the bytes to disk and renames the temporary file over the target; on failure
        /// the temporary file is removed and the target stays as it was.
        package func commit() throws(OutputError) {
            do throws(OutputError) {
                if let failure { throw failure }
                AtomicFileWriter.keepOwner(of: target, on: descriptor)
                // mkstemp makes the file 0600; give it the old file's mode, or what a new file would get.
                guard fchmod(descriptor, AtomicFileWriter.modeForReplacing(target)) == 0 else {
                    throw OutputError(path: path, reason: AtomicFileWriter.lastError())
                }
                guard fsync(descriptor) == 0 else { throw OutputError(path: path, reason: AtomicFileWriter.lastError()) }
                let closed = close(descriptor)
                descriptor = -1
                guard closed == 0 else { throw OutputError(path: path, reason: AtomicFileWriter.lastError()) }
            } catch {
                abandon()
                throw error
            }
            guard rename(temporary, target) == 0 else {
                let reason = AtomicFileWriter.lastError()
                unlink(temporary)
                throw OutputError(path: path, reason: reason)
            }
            AtomicFileWriter.syncFolder(folder)
        }

        /// Removes the temporary file: the target stays as it was.
        package func abandon() {
            if descriptor >= 0 { _ = close(descriptor) }
            descriptor = -1
            unlink(temporary)
        }
    }

    /// Writes only when the regular file there does not already hold exactly `bytes`, so a build
    /// that regenerates code leaves an unchanged file (and its timestamp) alone. Returns whether it wrote.
    @discardableResult
    package static func writeIfChanged(_ bytes: [UInt8], to path: String,
                                      temporaryCreated: (String) -> Void = { _ in },
                                      temporaryResolved: () -> Void = {}) throws(OutputError) -> Bool {
        // Only a regular file is read to compare: a FIFO would wait for a writer, a device never end.
        if (try? FileStatus.of(path).kind) == .regular, let existing = try? OpenFile(path, limit: bytes.count),
           existing.size == bytes.count, (try? existing.readAll(limit: bytes.count)) == bytes {
            return false
        }
        try write(bytes, to: path, temporaryCreated: temporaryCreated, temporaryResolved: temporaryResolved)
        return true
    }

    /// Whether two paths name the same file (same device and inode), so a render never
    /// overwrites its own input. False when either does not exist.
    package static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// The file a symbolic link points to, else the path itself. A dangling link (its target
    /// does not exist yet) is followed too: the target is created, the link stays a link.
    /// Chains of links are followed to a bound (a loop ends there and fails on writing).
    fileprivate static func resolvedTarget(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            if let resolved = realpath(current, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
            guard let destination = linkDestination(current) else { return current }
            // A relative link is relative to the folder that holds the link.
            current = destination.hasPrefix("/") ? destination : split(current).folder + "/" + destination
        }
        return current
    }

    /// What a symbolic link says (readlink(2)), nil when it cannot be read.
    private static func linkDestination(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { pointer -> Int in
            guard let base = pointer.baseAddress else { return -1 }
            return base.withMemoryRebound(to: CChar.self, capacity: pointer.count) { readlink(path, $0, pointer.count - 1) }
        }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
    }

    fileprivate static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let folder = String(path[..<slash])
        return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
    }

    /// Gives the replacement the old file's owner and group where the process may: root (a CI
    /// container over a developer's checkout) would otherwise leave files only root may edit. Anyone
    /// else keeps what chown allows (their own group); a refusal changes nothing.
    fileprivate static func keepOwner(of target: String, on descriptor: Int32) {
        var info = stat()
        guard stat(target, &info) == 0 else { return }
        _ = fchown(descriptor, info.st_uid, info.st_gid)
    }

    fileprivate static func modeForReplacing(_ target: String) -> mode_t {
        var info = stat()
        if stat(target, &info) == 0 { return info.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }

    /// Makes the rename itself durable; best effort (some file systems refuse).
    fileprivate static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }

    fileprivate static func lastError() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text)
    }
}
