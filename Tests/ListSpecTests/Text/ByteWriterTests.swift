import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime

/// The byte writer every text format writes through: what it is given comes out, in order.
@Suite struct ByteWriterTests {
    /// A draining writer hands on exactly the bytes a holding writer keeps, in order, whatever the
    /// sizes of the writes (small ones gathered, ones larger than its buffer passed straight on),
    /// and holds none of them itself.
    @Test func aDrainingWriterPassesOnExactlyWhatItIsGiven() {
        var drained: [UInt8] = []
        var pieces = 0
        var draining = ByteWriter(drainingTo: { drained.append(contentsOf: $0); pieces += 1 })
        var holding = ByteWriter()
        var generator = SystemRandomNumberGenerator()
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        for step in 0..<20_000 {
            let length = step % 997 == 0 ? Int.random(in: 60_000...200_000, using: &generator) : Int.random(in: 0...40, using: &generator)
            big.withUnsafeBufferPointer { all in
                let piece = UnsafeBufferPointer(rebasing: all[..<length])
                draining.raw(bytes: piece)
                holding.raw(bytes: piece)
            }
            draining.int(Int64(step))
            holding.int(Int64(step))
            // JSON written on top of a writer goes into its bytes, in order.
            for writer in [draining, holding] {
                var json = JSONWriter(into: writer)
                json.string("s\"\(step)")
            }
            draining.spaces(step % 5)
            holding.spaces(step % 5)
        }
        draining.flush()
        draining.flush()
        #expect(drained == holding.output)
        #expect(draining.output.isEmpty)
        #expect(pieces > 10)
    }
}
