@testable import ListSpec
import Testing

@Suite struct VersionPartsTests {
    @Test func versionsReadAsThreeNumbers() {
        #expect(ListSpecVersion.parts("1.2.3") == [1, 2, 3])
        #expect(ListSpecVersion.parts("0.2") == [0, 2, 0])
        #expect(ListSpecVersion.parts("7") == [7, 0, 0])
        for bad in ["", "1.", ".1", "1.2.3.4", "v1", "1.-2", "１.0", "1 .2"] {
            #expect(ListSpecVersion.parts(bad) == nil, "\(bad)")
        }
        #expect(ListSpecVersion.parts(ListSpecVersion.current) != nil)
    }
}
