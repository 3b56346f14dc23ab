import Foundation
import Testing
@testable import ListSpec
import ListSpecRuntime

/// Lint checks each section as soon as it is decoded and lets go of its cells: the
/// findings must be exactly those of a load that keeps the whole model.
@Suite struct CellReleaseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every spec of the repository and of the tests, and one with a defect of each kind the section checks find.
    static func inputs() throws -> [(path: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = []
        for folder in ["Specs", "Tests/Hostile", "Tests/ListSpecTests/Fixtures/DiffPairs"] {
            let directory = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: directory.path) else { continue }
            for case let name as String in walker where name.hasSuffix(".yaml") || name.hasSuffix(".json") {
                files.append((name, Array(try Data(contentsOf: directory.appendingPathComponent(name)))))
            }
        }
        let defects = """
        types:
          Item: {title: String, count: Int}
          Broken: {x: Nope}
        tables:
          a:
            cellTypes: {Row: {viewModel: Item}, Unused: {}, Bad: {viewModel: Broken}}
            sectionViewModel: String
            sections:
              - sectionID: 2
                viewModel: 5
                cells:
                  - {cellID: 3, cellType: Row, viewModel: {title: x, count: 1.5}}
                  - {cellID: 3, cellType: Rwo}
                  - {cellID: 1, cellType: Row, viewModel: {title: y, count: 2, extra: 1}}
                  - {cellID: 4, cellType: Bad, viewModel: {x: 1}}
              - sectionID: 1
                cells: [{cellID: 1, cellType: Row}]
              - sectionID: 2
              - {cells: []}
          b:
            cellTypes: {Row: {viewModel: Item}}
            sections: [{sectionID: 1, cells: [{cellID: 1, cellType: Row, viewModel: {title: 1, count: x}}]}]
        """
        files.append(("defects.yaml", Array(defects.utf8)))
        return files
    }

    @Test func findingsAreThoseOfTheWholeModel() throws {
        var lint = SpecLoader()
        lint.keepsCells = false
        var checkedDefects = false
        for (path, bytes) in try Self.inputs() {
            let kept = SpecLoader().load(bytes: bytes, path: path, isJSON: path.hasSuffix(".json"))
            let released = lint.load(bytes: bytes, path: path, isJSON: path.hasSuffix(".json"))
            #expect(released.findings == kept.findings, "\(path)")
            #expect(released.spec?.tables.allSatisfy { $0.sections.allSatisfy(\.cells.isEmpty) } ?? true, "\(path)")
            if path == "defects.yaml" {
                let rules = Set(kept.findings.map(\.rule))
                #expect(rules.isSuperset(of: [.sectionOrder, .duplicateSectionID, .cellOrder, .duplicateCellID, .unknownCellType,
                                              .unusedCellType, .unknownType, .viewModelType]), "\(rules)")
                #expect(kept.spec?.tables.first?.sections.first?.cells.count == 4)
                checkedDefects = true
            }
        }
        #expect(checkedDefects)
    }
}
