import Dispatch

/// An output made in chunks on more than one core and written in order: the calling thread and
/// `helpers` other threads each take the next chunk no one has taken and render it into a buffer
/// of its own; the calling thread writes the finished chunks in their order, and renders a chunk
/// itself whenever the next one to write is not ready. At most `window` chunks are rendered and not
/// yet written, so memory holds a few chunks, never the output. A chunk's bytes do not depend on
/// which thread rendered it, so the output is the one a single thread writes.
package enum OrderedChunks {
    /// Writes chunks `0..<count` into `out`, each as `render` writes it. `render` runs on several
    /// threads at once (each call with its own buffer), and must only read what they share.
    package static func write(count: Int, helpers: Int = 1, window: Int = 4, into out: inout ByteWriter,
                              render: @escaping @Sendable (_ chunk: Int, _ buffer: inout ByteWriter) -> Void) {
        guard count > 0 else { return }
        let window = max(window, 1)
        let state = State(count: count, window: window)
        for _ in 0..<max(helpers, 0) {
            DispatchQueue.global().async { state.help(render) }
        }
        var written = 0
        var takesMore = true
        while written < count {
            let slot = written % window
            if state.done[slot].wait(timeout: .now()) == .timedOut {
                if takesMore, state.free.wait(timeout: .now()) == .success {
                    takesMore = state.renderNext(render)
                    continue
                }
                state.done[slot].wait()
            }
            state.buffers[slot].move(into: &out)
            written += 1
            state.free.signal()
        }
        // No helper touches the buffers or calls `render` after this.
        for _ in 0..<max(helpers, 0) { state.helperFinished.wait() }
    }

    /// What the threads share. Chunk `i` goes into buffer `i % window`: a chunk is taken only with
    /// one of `window` permits (`free`), given back once a chunk is written, so the chunks taken and
    /// not yet written are at most `window` consecutive ones, each in a buffer of its own.
    private final class State: @unchecked Sendable {
        let buffers: [ByteWriter]
        /// Signalled when the chunk in that buffer is rendered.
        let done: [DispatchSemaphore]
        let free: DispatchSemaphore
        let helperFinished = DispatchSemaphore(value: 0)
        private let count: Int
        private let lock = ThreadLock()
        private var next = 0

        init(count: Int, window: Int) {
            self.count = count
            buffers = (0..<window).map { _ in ByteWriter(holding: 1 << 16) }
            done = (0..<window).map { _ in DispatchSemaphore(value: 0) }
            free = DispatchSemaphore(value: window)
        }

        /// Renders the next chunk no thread has taken, with a permit already taken; false (the
        /// permit given back) when every chunk is taken.
        func renderNext(_ render: (Int, inout ByteWriter) -> Void) -> Bool {
            lock.lock()
            let chunk = next
            if chunk < count { next += 1 }
            lock.unlock()
            guard chunk < count else {
                free.signal()
                return false
            }
            let slot = chunk % buffers.count
            var buffer = buffers[slot]
            render(chunk, &buffer)
            done[slot].signal()
            return true
        }

        /// A helper thread: renders chunks while there are any.
        func help(_ render: (Int, inout ByteWriter) -> Void) {
            repeat { free.wait() } while renderNext(render)
            helperFinished.signal()
        }
    }
}
