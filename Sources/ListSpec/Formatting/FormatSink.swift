import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the formatted text goes as the printer makes it, a chunk at a time: compared with the
/// input as it comes (a canonical file is never written), and passed on as `output` asks.
struct FormatSink {
    private let input: [UInt8]
    private let output: SpecFormatter.Output
    /// How many bytes at the start of the output are the input's.
    private var matched = 0
    private(set) var differs = false

    init(input: [UInt8], output: SpecFormatter.Output) {
        self.input = input
        self.output = output
    }

    /// `--check` after the first difference: nothing more is wanted.
    var isDone: Bool {
        if case .changes(nil) = output { return differs }
        return false
    }

    mutating func take(_ chunk: UnsafeBufferPointer<UInt8>) {
        if case .all(let write) = output { write(chunk) }
        if differs {
            if case .changes(let write?) = output { write(chunk) }
            return
        }
        let same = commonPrefix(chunk)
        matched += same
        guard same < chunk.count else { return }
        differs = true
        if case .changes(let write?) = output {
            input.withUnsafeBufferPointer { write(UnsafeBufferPointer(rebasing: $0[..<matched])) }
            write(UnsafeBufferPointer(rebasing: chunk[same...]))
        }
    }

    /// Whether the output differs from the input (it may be shorter: then only its end differs).
    mutating func finish() -> Bool {
        if !differs, matched != input.count {
            differs = true
            if case .changes(let write?) = output {
                input.withUnsafeBufferPointer { write(UnsafeBufferPointer(rebasing: $0[..<matched])) }
            }
        }
        return differs
    }

    /// How many of the chunk's first bytes are the input's next ones.
    private func commonPrefix(_ chunk: UnsafeBufferPointer<UInt8>) -> Int {
        input.withUnsafeBufferPointer { source in
            let count = min(chunk.count, source.count - matched)
            guard count > 0, let a = chunk.baseAddress, let b = source.baseAddress else { return 0 }
            // memcmp runs over the whole chunk at machine speed; only a chunk that differs is walked.
            if memcmp(a, b + matched, count) == 0 { return count }
            var i = 0
            while a[i] == b[matched + i] { i += 1 }
            return i
        }
    }
}
