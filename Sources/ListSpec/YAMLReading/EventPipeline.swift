import ListSpecRuntime
import CYaml
import Dispatch

/// Parses on a second thread while the calling thread builds the document: libyaml's
/// parsing and listspec's building each take about half the time, so on two cores a large
/// file reads in little more than libyaml's own time. Events travel in chunks through a
/// small ring of buffers. The parser thread also deletes them, when it reuses a buffer:
/// memory goes back to the thread that allocated it, which glibc's allocator needs to stay fast.
enum EventPipeline {
    /// Smaller files read serially: a thread hand-off would cost more than it saves.
    static let minimumSize = 1 << 20
    private static let chunkSize = 4096
    private static let depth = 4

    /// The ring shared by the two threads. Each slot is written by the parser thread before
    /// `filled` is signalled and read by the builder thread after waiting on it.
    private final class Ring: @unchecked Sendable {
        let buffers: [UnsafeMutablePointer<yaml_event_t>]
        // Plain memory, not arrays: a copy-on-write check must never race the other thread.
        let counts = UnsafeMutablePointer<Int>.allocate(capacity: EventPipeline.depth)
        let ends = UnsafeMutablePointer<Bool>.allocate(capacity: EventPipeline.depth)
        let filled = DispatchSemaphore(value: 0)
        let free = DispatchSemaphore(value: EventPipeline.depth)
        private var cancelled = false
        private let lock = DispatchSemaphore(value: 1)

        init() {
            buffers = (0..<EventPipeline.depth).map { _ in
                UnsafeMutablePointer<yaml_event_t>.allocate(capacity: EventPipeline.chunkSize)
            }
            counts.initialize(repeating: 0, count: EventPipeline.depth)
            ends.initialize(repeating: false, count: EventPipeline.depth)
        }

        deinit {
            buffers.forEach { $0.deallocate() }
            counts.deallocate()
            ends.deallocate()
        }

        var isCancelled: Bool {
            lock.wait()
            defer { lock.signal() }
            return cancelled
        }

        func cancel() {
            lock.wait()
            cancelled = true
            lock.signal()
        }
    }

    /// A pointer the parser thread may use while the calling thread waits for it to finish.
    private struct ParserHandle: @unchecked Sendable {
        let parser: UnsafeMutablePointer<yaml_parser_t>
    }

    /// The consumer's result, or nil when libyaml failed (the parser then holds the problem).
    static func run(_ parser: inout yaml_parser_t, into consumer: inout YAMLReader.EventConsumer) -> ReadResult? {
        let ring = Ring()
        return withUnsafeMutablePointer(to: &parser) { pointer in
            let handle = ParserHandle(parser: pointer)
            DispatchQueue.global().async { produce(handle, into: ring) }
            var result: ReadResult?
            var slot = 0
            while true {
                ring.filled.wait()
                let buffer = ring.buffers[slot]
                for i in 0..<ring.counts[slot] where result == nil {
                    result = consumer.consume(buffer + i)
                    if result != nil { ring.cancel() }
                }
                let end = ring.ends[slot]
                ring.free.signal()
                if end { break }
                slot = (slot + 1) % depth
            }
            // The parser thread has finished: the parser and the last events are the caller's again.
            for (slot, buffer) in ring.buffers.enumerated() {
                for i in 0..<ring.counts[slot] { yaml_event_delete(buffer + i) }
            }
            return result
        }
    }

    private static func produce(_ handle: ParserHandle, into ring: Ring) {
        var slot = 0
        while true {
            ring.free.wait()
            let buffer = ring.buffers[slot]
            for i in 0..<ring.counts[slot] { yaml_event_delete(buffer + i) }
            ring.counts[slot] = 0
            var count = 0
            var end = ring.isCancelled
            while !end, count < chunkSize {
                if yaml_parser_parse(handle.parser, buffer + count) == 0 {
                    end = true
                    break
                }
                end = buffer[count].type == YAML_STREAM_END_EVENT
                count += 1
            }
            ring.counts[slot] = count
            ring.ends[slot] = end
            ring.filled.signal()
            if end { return }
            slot = (slot + 1) % depth
        }
    }
}
