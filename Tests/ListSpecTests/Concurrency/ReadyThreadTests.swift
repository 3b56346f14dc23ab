import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ListSpec

/// `ReadyThread`: a thread asked for ahead of its job runs what it was given to do meanwhile, then the
/// job once it is handed over, and one dropped without a job ends instead of waiting for ever.
@Suite struct ReadyThreadTests {
    /// Written by the job before `done` is signalled.
    private final class Outcome: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var ran = 0
    }

    @Test func theJobHandedOverRunsOnceOnTheThread() {
        let outcome = Outcome()
        let thread = ReadyThread()
        thread.run {
            outcome.ran += 1
            outcome.done.signal()
        }
        #expect(outcome.done.wait(timeout: .now() + 10) == .success)
        #expect(outcome.ran == 1)
    }

    /// What it is given to do meanwhile runs first, on the same thread, whether the job comes before it ends or after.
    @Test(arguments: [false, true]) func meanwhileRunsBeforeTheJobOnTheSameThread(jobFirst: Bool) {
        final class Order: @unchecked Sendable {
            let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
            var steps: [String] = []
            var threads: [pthread_t] = []
        }
        let order = Order()
        let thread = ReadyThread {
            order.started.signal()
            order.release.wait()
            order.steps.append("meanwhile")
            order.threads.append(pthread_self())
        }
        #expect(order.started.wait(timeout: .now() + 10) == .success)
        if !jobFirst { order.release.signal() }
        thread.run {
            order.steps.append("job")
            order.threads.append(pthread_self())
            order.done.signal()
        }
        if jobFirst { order.release.signal() }
        #expect(order.done.wait(timeout: .now() + 10) == .success)
        #expect(order.steps == ["meanwhile", "job"])
        #expect(order.threads.count == 2 && pthread_equal(order.threads[0], order.threads[1]) != 0)
    }

    /// Many threads asked for and dropped: each ends, so the pool has threads left for a job handed over after.
    @Test func threadsDroppedWithoutAJobEnd() {
        for _ in 0..<200 { _ = ReadyThread() }
        let outcome = Outcome()
        ReadyThread().run { outcome.done.signal() }
        #expect(outcome.done.wait(timeout: .now() + 10) == .success)
    }
}
