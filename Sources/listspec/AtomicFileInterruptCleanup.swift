import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// While `--output`'s temporary file exists, Ctrl-C (SIGINT), SIGTERM and SIGHUP remove it
/// before the process ends as the signal says, so an interrupted run leaves the old file and
/// nothing else. (SIGKILL cannot be caught: it may leave that one temporary file.)
///
/// The signals are held back (blocked, not lost) from before the temporary file is created
/// until its path is known to the handler, so no signal can slip in between.
enum AtomicFileInterruptCleanup {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `write` with the handlers in place; afterwards a held-back signal acts as usual.
    static func whileWriting<T, Failure: Error>(_ write: () throws(Failure) -> T) throws(Failure) -> T {
        begin()
        defer { end() }
        return try write()
    }

    /// `whileWriting` in two halves, for a writer that learns only as it goes that it will write
    /// (`format` in place, at the first byte that differs): signals are held back from here...
    static func begin() {
        mask(SIG_BLOCK)
        for number in signals { signal(number, removePendingTemporaryAndDie) }
    }

    /// ... to here, after `release`; then a held-back signal acts as usual.
    static func end() {
        for number in signals { signal(number, SIG_DFL) }
        mask(SIG_UNBLOCK)
    }

    /// The temporary file exists: let signals in, the handler knows what to remove.
    static func guardTemporary(_ path: String) {
        let bytes = Array(path.utf8)
        // Longer than the system takes: no such file was made.
        if bytes.count < pendingTemporaryCapacity {
            bytes.withUnsafeBufferPointer { bytes in
                if let base = bytes.baseAddress { UnsafeMutableRawPointer(pendingTemporaryPath).copyMemory(from: base, byteCount: bytes.count) }
            }
            pendingTemporaryPath[bytes.count] = 0
            hasPendingTemporary = 1
        }
        mask(SIG_UNBLOCK)
    }

    /// The temporary file is renamed or removed: nothing left to clean up.
    static func release() {
        mask(SIG_BLOCK)
        hasPendingTemporary = 0
    }

    private static func mask(_ how: Int32) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        sigprocmask(how, &set, nil)
    }
}

/// The temporary path as a C string: the handler may call unlink(2) (async-signal-safe), but must not
/// touch Swift strings. One buffer made once and never freed: a signal handled on another thread than
/// the writer's (the mask holds signals back on the writer's only) never reads memory given back.
private let pendingTemporaryCapacity = Int(PATH_MAX) + 1
nonisolated(unsafe) private let pendingTemporaryPath = UnsafeMutablePointer<CChar>.allocate(capacity: pendingTemporaryCapacity)
nonisolated(unsafe) private var hasPendingTemporary: sig_atomic_t = 0

/// Removes the pending temporary file, then dies of the same signal (so the exit status says so).
private func removePendingTemporaryAndDie(_ number: Int32) {
    if hasPendingTemporary != 0 { unlink(pendingTemporaryPath) }
    signal(number, SIG_DFL)
    raise(number)
}
