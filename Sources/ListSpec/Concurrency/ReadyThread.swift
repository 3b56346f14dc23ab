import Dispatch

/// A thread asked for before its job is known. libdispatch takes a few milliseconds to start the
/// first thread of its pool, time that a job handed over at once would wait; asked for early, the
/// thread is up by the time the job comes, and waits for it, having done what it was given to do
/// meanwhile. Dropped without a job, it ends.
final class ReadyThread {
    private let handover = Handover()

    /// Written before `ready` is signalled, read after waiting on it.
    private final class Handover: @unchecked Sendable {
        let ready = DispatchSemaphore(value: 0)
        var job: (() -> Void)?
    }

    private var handed = false

    /// `meanwhile` runs on the thread as soon as it is up, before the job (on the same thread).
    init(meanwhile: @escaping @Sendable () -> Void = {}) {
        let handover = self.handover
        DispatchQueue.global().async {
            meanwhile()
            handover.ready.wait()
            handover.job?()
        }
    }

    /// Runs `job` on the thread; once only.
    func run(_ job: @escaping () -> Void) {
        precondition(!handed, "a ready thread runs one job")
        handed = true
        handover.job = job
        handover.ready.signal()
    }

    deinit {
        if !handed { handover.ready.signal() }
    }
}
