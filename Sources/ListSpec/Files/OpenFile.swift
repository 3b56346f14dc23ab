#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file opened once for reading, and closed when the last reader lets go of it. Every read of
/// a spec goes through it: the stream libyaml parses, a second parser's half, and what only an
/// error's place, a suppression or a quote as written needs again. So a file is opened once, and
/// a file renamed or replaced meanwhile is still the one that was read. Text already in memory
/// (a file `lint --fix` has fixed) can stand for a file, so a large one is read as a file is (its
/// second half on another core: `SplitParse`).
final class OpenFile: @unchecked Sendable {  // its state is the descriptor's; pread leaves the offset alone
    let path: String
    /// The size `fstat` gave a regular file; 0 when unknown (a pipe, a FIFO, a device).
    let size: Int
    private let descriptor: Int32
    /// The text, when it is in memory (no descriptor then).
    private let memory: [UInt8]?

    /// Refuses a directory, and a regular file past `limit` (see `FileBytes.openDescriptor`).
    init(_ path: String, limit: Int) throws(UnreadableInput) {
        self.path = path
        (descriptor, size) = try FileBytes.openDescriptor(path, limit: limit)
        memory = nil
    }

    /// `bytes` standing for the file at `path`.
    init(path: String, bytes: [UInt8]) {
        self.path = path
        size = bytes.count
        descriptor = -1
        memory = bytes
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// `count` bytes at `offset` into `buffer`, fewer only at the end of the file: how many, nil when
    /// reading failed. Readers on several threads each read at their own offsets (a regular file's).
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int) -> Int? {
        guard offset >= 0 else { return nil }
        if let memory {
            let filled = max(0, min(count, memory.count - offset))
            memory.withUnsafeBufferPointer { bytes in
                if filled > 0, let base = bytes.baseAddress { buffer.update(from: base + offset, count: filled) }
            }
            return filled
        }
        var filled = 0
        while filled < count {
            let got = pread(descriptor, buffer + filled, count - filled, off_t(offset + filled))
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            filled += got
        }
        return filled
    }

    /// The file's bytes, whole, read in order from where the last such read ended (a device or a FIFO up to the limit too).
    func readAll(limit: Int) throws(UnreadableInput) -> [UInt8] {
        if let memory { return memory }
        return try FileBytes.readAll(descriptor: descriptor, path: path, limit: limit, expectedSize: size)
    }

    /// The file's bytes from its start once more, for what only an error, a suppression or a
    /// quote needs (libyaml streamed them, or the JSON reader handed their pages back); empty
    /// when they cannot be read again (a pipe's are gone).
    func readAgain(limit: Int) -> [UInt8] {
        if let memory { return memory }
        guard lseek(descriptor, 0, SEEK_SET) == 0 else { return [] }
        return (try? readAll(limit: limit)) ?? []
    }
}
