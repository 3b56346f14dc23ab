@testable import ListSpec
import Testing

/// `PositionEncoding`: UTF-8 when the client offers it, else the protocol's UTF-16; how many
/// units each scalar takes in each.
@Suite struct PositionEncodingTests {
    @Test func negotiation() {
        #expect(PositionEncoding.negotiated(offered: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiated(offered: ["utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiated(offered: ["utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiated(offered: ["utf-32"]) == .utf16)
        #expect(PositionEncoding.negotiated(offered: ["UTF-8"]) == .utf16, "the protocol's names are lowercase")
        #expect(PositionEncoding.negotiated(offered: []) == .utf16)
        #expect(PositionEncoding.utf8.rawValue == "utf-8" && PositionEncoding.utf16.rawValue == "utf-16")
    }

    @Test func unitsPerScalar() {
        // "A", "é", "€", "😀" and a stray continuation byte.
        let leads: [UInt8] = [0x41, 0xC3, 0xE2, 0xF0, 0x80]
        #expect(leads.map { PositionEncoding.utf8.units(lead: $0) } == [1, 2, 3, 4, 1])
        #expect(leads.map { PositionEncoding.utf16.units(lead: $0) } == [1, 1, 1, 2, 1])
        #expect(leads.map(UTF8Sequence.length) == [1, 2, 3, 4, 1])
        // The counts agree with Swift's own for each scalar.
        for scalar in ["A", "é", "€", "😀"] {
            let lead = Array(scalar.utf8)[0]
            #expect(PositionEncoding.utf8.units(lead: lead) == scalar.utf8.count)
            #expect(PositionEncoding.utf16.units(lead: lead) == scalar.utf16.count)
        }
    }
}
