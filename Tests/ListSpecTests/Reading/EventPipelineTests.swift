import Testing
@testable import ListSpec
import ListSpecRuntime

/// Large YAML inputs are parsed on a second thread; the result must be the serial one.
@Suite struct EventPipelineTests {
    private static func bigSpec(cells: Int, tail: String) -> String {
        var text = "sections:\n  - sectionID: 0\n    cells:\n"
        for id in 0..<cells { text += "      - {cellID: \(id), cellType: Cell, viewModel: {title: \"Item \(id)\"}}\n" }
        return text + tail
    }

    private func both(_ text: String) -> (serial: LoadedSpec, pipelined: LoadedSpec) {
        let bytes = Array(text.utf8)
        #expect(bytes.count >= EventPipeline.minimumSize, "large enough to be pipelined")
        let serial = SpecLoader(limits: ReaderLimits(pipelinesLargeFiles: false)).load(bytes: bytes, path: "big.yaml", isJSON: false)
        let pipelined = SpecLoader(limits: ReaderLimits(pipelinesLargeFiles: true)).load(bytes: bytes, path: "big.yaml", isJSON: false)
        return (serial, pipelined)
    }

    @Test func sameSpecAndFindings() {
        let (serial, pipelined) = both(Self.bigSpec(cells: 25_000, tail: "      - {cellID: 3, cellType: Cell}\n"))
        #expect(pipelined.findings == serial.findings)
        #expect(pipelined.findings.map(\.rule) == [.duplicateCellID])
        #expect(pipelined.spec?.tables.first?.cellCount == 25_001)
    }

    @Test func aSyntaxErrorAtTheEnd() {
        let (serial, pipelined) = both(Self.bigSpec(cells: 25_000, tail: "      - {cellID: [\n"))
        #expect(pipelined.findings == serial.findings)
        #expect(pipelined.findings.map(\.rule) == [.syntax])
    }

    @Test func aLimitStopsTheParserThread() {
        let (serial, pipelined) = both(Self.bigSpec(cells: 25_000, tail: "x-deep: " + String(repeating: "[", count: 300) + "\n"))
        #expect(pipelined.findings == serial.findings)
        #expect(pipelined.findings.map(\.rule) == [.limit])
    }
}
