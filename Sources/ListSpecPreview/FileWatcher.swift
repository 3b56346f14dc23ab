import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells when a file may have changed. On Linux it watches the file's folder with inotify (an
/// editor that saves by writing a new file and renaming it over the old one replaces the file,
/// which a watch on the file itself would lose); elsewhere it compares the file's `stat` every
/// 200 ms. Either way a change is noticed well within the 500 ms contract section 12 allows.
/// It may report a change that is none (the session compares the bytes), never miss one.
final class FileWatcher: Sendable {
    private let path: String
    private let changes: AsyncStream<Void>.Continuation

    /// Starts watching at once, on a queue of its own (its loop blocks); `changes` gets one element a change.
    init(path: String, changes: AsyncStream<Void>.Continuation) {
        self.path = path
        self.changes = changes
        DispatchQueue(label: "listspec preview: watching").async { [self] in watch() }
    }

    private func watch() {
        #if os(Linux)
        if watchWithInotify() { return }
        #endif
        pollStat(every: 200_000)
    }

    /// The file's identity and state: another inode (a rename), size or modification time is a change.
    private func signature() -> [Int] {
        var info = stat()
        guard stat(path, &info) == 0 else { return [] }
        #if os(Linux)
        let modified = [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec)]
        #else
        let modified = [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec), Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec)]
        #endif
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size)] + modified
    }

    private func pollStat(every microseconds: UInt32) {
        var last = signature()
        while true {
            usleep(microseconds)
            let now = signature()
            if now != last {
                last = now
                changes.yield()
            }
        }
    }

    #if os(Linux)
    /// False when inotify cannot be used here (then the caller polls).
    private func watchWithInotify() -> Bool {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return false }
        // The file's folder, and (when the path is a symbolic link) its target's: an edit of the target is a change.
        let url = URL(fileURLWithPath: path)
        let target = url.resolvingSymlinksInPath()
        let watched = target == url ? [url] : [url, target]
        let names = watched.map { Array($0.lastPathComponent.utf8) }
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MODIFY) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM)
            | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_ATTRIB)
        guard watched.allSatisfy({ inotify_add_watch(descriptor, $0.deletingLastPathComponent().path, mask) >= 0 }) else {
            close(descriptor)
            return false
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var last = signature()
        while true {
            // A second's wait, then a look at the file's stat anyway: a change inotify cannot see
            // (the folder itself replaced, a network file system) is still found.
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, 1000)
            if ready < 0 && errno != EINTR { break }
            var touched = false
            if ready > 0 {
                touched = readEvents(descriptor, into: &buffer, names: names)
                // One save is often several events (truncate, write, close; or create, write, rename):
                // wait until the file has been quiet for 40 ms (250 ms at most), so a half-written file is not shown.
                var waited = 0
                while touched, waited < 250 {
                    request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    guard poll(&request, 1, 40) > 0 else { break }
                    _ = readEvents(descriptor, into: &buffer, names: names)
                    waited += 40
                }
            }
            let now = signature()
            if touched || now != last {
                last = now
                changes.yield()
            }
        }
        close(descriptor)
        return false
    }

    /// Reads the waiting inotify events: whether any is about a file named as one of `names`.
    private func readEvents(_ descriptor: Int32, into buffer: inout [UInt8], names: [[UInt8]]) -> Bool {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 && FileWatcher.events(buffer[..<count], names: names)
    }

    /// Whether any of the inotify events in `bytes` is about a file named as one of `names`.
    private static func events(_ bytes: ArraySlice<UInt8>, names: [[UInt8]]) -> Bool {
        var offset = bytes.startIndex
        let header = MemoryLayout<inotify_event>.size
        while offset + header <= bytes.endIndex {
            let length = bytes[(offset + 12)..<(offset + 16)].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }
            let start = offset + header, end = min(start + Int(length), bytes.endIndex)
            // The name is padded with NUL bytes to a multiple of 16.
            let eventName = bytes[start..<end].prefix { $0 != 0 }
            if names.contains(where: { eventName.elementsEqual($0) }) { return true }
            offset = end
        }
        return false
    }
    #endif
}
