#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex for state shared between threads (the language server's documents, the settings lookup).
/// A pthread mutex rather than `NSLock` (which would link all of Foundation into the
/// binary) or `Synchronization.Mutex` (macOS 15 and later only).
final class ThreadLock: @unchecked Sendable {
    /// Allocated once and never moved: a pthread mutex must keep its address.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }
}
