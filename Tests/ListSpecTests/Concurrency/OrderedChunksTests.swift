import Testing
@testable import ListSpec
import ListSpecTestSupport

/// `OrderedChunks`: chunks rendered on several threads come out whole and in their order, whatever
/// their sizes, the number of threads and the number of buffers.
@Suite struct OrderedChunksTests {
    /// Chunk `i`'s bytes: its own length and a pattern that names it, so a chunk out of place, lost,
    /// doubled or cut shows.
    private static func bytes(of chunk: Int, length: Int) -> [UInt8] {
        (0..<length).map { UInt8(truncatingIfNeeded: chunk &* 31 &+ $0) }
    }

    @Test func chunksOfRandomSizesComeOutInOrder() {
        var rng = SeededRandom(seed: 0x6F72_6465)
        for round in 0..<80 {
            let count = Int.random(in: 0...40, using: &rng)
            // Empty chunks, chunks within a buffer's first size, and chunks that make it grow.
            let chunks = (0..<count).map { Self.bytes(of: $0, length: rng.pick([0, 1, 7, 100, 4096, 70_000])) }
            let helpers = Int.random(in: 0...3, using: &rng), window = Int.random(in: 1...6, using: &rng)
            var out = ByteWriter()
            OrderedChunks.write(count: count, helpers: helpers, window: window, into: &out) { chunk, buffer in
                buffer.raw(contentsOf: chunks[chunk])
            }
            #expect(out.output == Array(chunks.joined()), "round \(round): \(count) chunks, \(helpers) helpers, window \(window)")
        }
    }

    /// Each chunk written in many small writes, as a renderer writes, into a writer that drains as it goes.
    @Test func smallWritesIntoADrainingWriter() {
        var drained: [UInt8] = []
        var out = ByteWriter(drainingTo: { drained.append(contentsOf: $0) })
        let count = 300
        OrderedChunks.write(count: count, into: &out) { chunk, buffer in
            for piece in 0..<(chunk % 17) * 40 { buffer.int(Int64(chunk * 10_000 + piece)); buffer.raw(",") }
            buffer.raw("\n")
        }
        out.flush()
        var expected = ByteWriter()
        for chunk in 0..<count {
            for piece in 0..<(chunk % 17) * 40 { expected.int(Int64(chunk * 10_000 + piece)); expected.raw(",") }
            expected.raw("\n")
        }
        #expect(drained == expected.output)
    }
}
