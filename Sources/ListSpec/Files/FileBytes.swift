#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C `open` (inside `FileBytes`, `open` names its own method).
private func openForReading(_ path: UnsafePointer<CChar>) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}

/// Opening and reading files, with clear reasons when it fails (`OpenFile` reads a spec through one descriptor).
package enum FileBytes {
    /// The open descriptor and the file's size (0 when unknown, as for a pipe); a directory, and a
    /// regular file past `limit`, are refused with their reason.
    static func openDescriptor(_ path: String, limit: Int) throws(UnreadableInput) -> (Int32, Int) {
        // `withCString` hands over a native String's own bytes; passing the String makes a C copy of it.
        let descriptor = path.withCString(openForReading)
        guard descriptor >= 0 else { throw UnreadableInput(path: path, reason: errorText()) }
        var info = stat()
        var problem: String?
        var passesLimit = false
        if fstat(descriptor, &info) != 0 {
            problem = errorText()
        } else if (info.st_mode & S_IFMT) == S_IFDIR {
            problem = "is a directory, not a spec file"
        } else if (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) > limit {
            problem = "is \(info.st_size) bytes, more than the limit of \(limit) bytes (limit maxFileSize)"
            passesLimit = true
        }
        if let problem {
            close(descriptor)
            throw UnreadableInput(path: path, reason: problem, passesLimit: passesLimit)
        }
        return (descriptor, (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0)
    }

    /// `expectedSize` (a regular file's size) reserves the bytes at once: no regrowth copies.
    /// The bytes are read straight into the array's memory (no chunk to clear and copy from). Input
    /// of unknown length (standard input, a pipe, a FIFO, a device such as `/dev/zero`), or a file
    /// that grew, goes on in `readRest`.
    static func readAll(descriptor: Int32, path: String, limit: Int, expectedSize: Int = 0) throws(UnreadableInput) -> [UInt8] {
        guard expectedSize > 0 else { return try readRest(descriptor: descriptor, path: path, limit: limit, after: []) }
        var failure: Int32?
        var ended = false
        // The file's size and a byte: the read that finds the end.
        let bytes = [UInt8](unsafeUninitializedCapacity: min(expectedSize, limit) + 1) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            initialized = 0
            while initialized < buffer.count {
                let count = read(descriptor, base + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 {
                    ended = true
                    return
                }
                initialized += count
            }
        }
        if let failure { throw UnreadableInput(path: path, reason: String(cString: strerror(failure))) }
        if ended, bytes.count <= limit { return bytes }
        return try readRest(descriptor: descriptor, path: path, limit: limit, after: bytes)
    }

    /// Reads to the end into memory that grows in place (`realloc` moves pages, it does not copy
    /// them), refusing the input once it passes `limit`: an endless one costs the limit and a byte
    /// at most, never more, and the array is made once, at the end.
    private static func readRest(descriptor: Int32, path: String, limit: Int, after start: [UInt8]) throws(UnreadableInput) -> [UInt8] {
        let tooLong = UnreadableInput(path: path, reason: "is more than the limit of \(limit) bytes (limit maxFileSize)", passesLimit: true)
        guard start.count <= limit else { throw tooLong }
        var capacity = min(max(start.count * 2, 1 << 16), limit + 1)
        guard var base = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) else {
            throw UnreadableInput(path: path, reason: "could not be held in memory")
        }
        defer { free(base) }
        start.withUnsafeBufferPointer { if let bytes = $0.baseAddress { base.initialize(from: bytes, count: $0.count) } }
        var count = start.count
        while true {
            if count == capacity {
                guard count <= limit else { throw tooLong }
                capacity = min(capacity * 2, limit + 1)
                guard let grown = realloc(base, capacity) else { throw UnreadableInput(path: path, reason: "could not be held in memory") }
                base = grown.assumingMemoryBound(to: UInt8.self)
            }
            let got = read(descriptor, base + count, capacity - count)
            if got < 0 {
                if errno == EINTR { continue }
                throw UnreadableInput(path: path, reason: errorText())
            }
            if got == 0 { break }
            count += got
        }
        guard count <= limit else { throw tooLong }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let target = buffer.baseAddress { target.initialize(from: base, count: count) }
            initialized = count
        }
    }

    /// A file's bytes, whole (a device or a FIFO up to the limit too).
    package static func contents(of path: String, limit: Int) throws(UnreadableInput) -> [UInt8] {
        let (descriptor, size) = try openDescriptor(path, limit: limit)
        defer { close(descriptor) }
        return try readAll(descriptor: descriptor, path: path, limit: limit, expectedSize: size)
    }

    /// What one read(2) of `descriptor` gives now (a pipe's bytes at hand, up to the buffer's
    /// size), going on after an interrupted one: how many, 0 at the end, nil when reading failed.
    static func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            return count < 0 ? nil : count
        }
    }

    private static func errorText() -> String {
        String(cString: strerror(errno))
    }
}

extension SpecInput {
    /// The input's bytes, whole: standard input, or a file (a device or a FIFO up to the limit too).
    package func bytes(limit: Int) throws(UnreadableInput) -> [UInt8] {
        switch self {
        case .standardInput: return try FileBytes.readAll(descriptor: 0, path: "<stdin>", limit: limit)
        case .file(let path): return try FileBytes.contents(of: path, limit: limit)
        }
    }
}
