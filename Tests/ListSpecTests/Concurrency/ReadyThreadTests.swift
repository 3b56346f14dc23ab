import Dispatch
import Testing
@testable import ListSpec

/// `ReadyThread`: a thread asked for ahead of its job runs the job once it is handed over, and one
/// dropped without a job ends instead of waiting for ever.
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

    /// Many threads asked for and dropped: each ends, so the pool has threads left for a job handed over after.
    @Test func threadsDroppedWithoutAJobEnd() {
        for _ in 0..<200 { _ = ReadyThread() }
        let outcome = Outcome()
        ReadyThread().run { outcome.done.signal() }
        #expect(outcome.done.wait(timeout: .now() + 10) == .success)
    }
}
