import Foundation
import Testing
@testable import ListSpec
@_spi(DocumentStorage) import ListSpecRuntime

/// Lint checks each section as soon as it is decoded and lets go of its cells: the
/// findings must be exactly those of a load that keeps the whole model. Render reads such a
/// load's cells back one section at a time: every format must draw exactly what it draws
/// from the whole model.
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
                  - {cellID: 5}
                  - {cellType: Row}
                  - [not, a, cell]
              - sectionID: 1
                cells: [{cellID: 1, cellType: Row}]
              - sectionID: 2
              - {cells: []}
          b:
            cellTypes: {Row: {viewModel: Item}, Tall: {height: 80, estimatedHeight: automatic}}
            sections:
              - {sectionID: 1, cells: [{cellID: 1, cellType: Row, viewModel: {title: 1, count: x}}, {cellID: 2, cellType: Tall}]}
              - {sectionID: 2, cells: {not: a list}}
              - {sectionID: 3, cells: []}
        """
        files.append(("defects.yaml", Array(defects.utf8)))
        // Lint checks cells by their marks (`CellMark`): a viewModel null, missing or beyond a number's range,
        // the other keys' defects, and a table of more than 16 cell types (names looked up by text, not bytes).
        let manyTypes = (0..<20).map { "T\($0): {viewModel: Item}" }.joined(separator: ", ")
        let marks = """
        types:
          Item: {title: String, count: Int}
        tables:
          a:
            cellTypes: {Row: {viewModel: Item}, Maybe: {viewModel: Item?}}
            sections:
              - sectionID: 1
                cells:
                  - {cellID: 1, cellType: Row, viewModel: null}
                  - {cellID: 2, cellType: Row}
                  - {cellID: 3, cellType: Maybe, viewModel: null}
                  - {cellID: 4, cellType: Row, viewModel: {title: x, count: 99999999999999999999}}
                  - {cellID: 5, cellType: Row, viewModel: {title: x, count: 1e400}, deletable: yes, height: -1, action: 5}
                  - {cellID: 6, cellType: 7}
                  - {cellID: x, cellType: Row}
                  - {cellId: 8, cellType: Row}
          b:
            cellTypes: {\(manyTypes)}
            sections:
              - sectionID: 1
                cells:
                  - {cellID: 1, cellType: T3, viewModel: {title: 1, count: 2}}
                  - {cellID: 2, cellType: T30}
                  - {cellID: 3, cellType: T19}
        """
        files.append(("marks.yaml", Array(marks.utf8)))
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
            if path == "marks.yaml" {
                let rules = Set(kept.findings.map(\.rule))
                #expect(rules.isSuperset(of: [.viewModelType, .invalidValue, .typeMismatch, .negativeHeight, .unknownCellType, .unknownKey,
                                              .unusedCellType]), "\(rules)")
            }
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

    @Test func everyFormatDrawsCellsReadBackAsTheWholeModelHasThem() throws {
        var render = SpecLoader()
        render.keepsCells = false
        var checkedDefects = false
        for (path, bytes) in try Self.inputs() {
            let isJSON = path.hasSuffix(".json")
            guard let kept = SpecLoader().load(bytes: bytes, path: path, isJSON: isJSON).spec,
                  let deferred = render.load(bytes: bytes, path: path, isJSON: isJSON).spec else { continue }
            #expect(deferred.tables.map(\.cellCount) == kept.tables.map(\.cellCount), "\(path)")
            for (keptTable, deferredTable) in zip(kept.tables, deferred.tables) {
                var reader = SectionCellReader(table: deferredTable)
                for (index, (keptSection, deferredSection)) in zip(keptTable.sections, deferredTable.sections).enumerated() {
                    #expect(deferredSection.cells.isEmpty || keptSection.cells.isEmpty, "\(path): the cells are not held")
                    let cells = reader.cells(of: deferredSection, index: index)
                    #expect(cells.count == keptSection.cells.count && deferredSection.cellCount == cells.count, "\(path)")
                    for (a, b) in zip(cells, keptSection.cells) {
                        #expect(a.cellID == b.cellID && a.idLocation == b.idLocation && a.cellTypeLocation == b.cellTypeLocation
                                && a.viewModelLocation == b.viewModelLocation && a.hasSameContent(as: b), "\(path) cell \(b.cellID)")
                    }
                }
            }
            for format in RenderFormats.formats.all {
                for width in [60, 100] {
                    let context = RenderContext(path: path, width: width)
                    let drawn = String(decoding: format.writer.output(deferred.tables, context: context), as: UTF8.self)
                    #expect(drawn == String(decoding: format.writer.output(kept.tables, context: context), as: UTF8.self),
                            "\(path) as \(format.name), \(width) columns")
                }
            }
            if path == "defects.yaml" {
                #expect(kept.tables.map(\.cellCount) == [5, 2], "cells that do not decode are not counted")
                checkedDefects = true
            }
        }
        #expect(checkedDefects)
    }

    /// A thread of its own (render json's chunks) reads the cells through a twin of the document:
    /// the same cells, none of them holding the document the other threads read through.
    @Test func cellsReadThroughATwinAreTheSameCells() throws {
        var render = SpecLoader()
        render.keepsCells = false
        var comparedViewModels = 0
        for (path, bytes) in try Self.inputs() {
            guard let deferred = render.load(bytes: bytes, path: path, isJSON: path.hasSuffix(".json")).spec else { continue }
            for table in deferred.tables {
                var plain = SectionCellReader(table: table)
                var twinned = SectionCellReader(table: table, readsThroughTwin: true)
                for (index, section) in table.sections.enumerated() {
                    let shared = plain.cells(of: section, index: index), own = twinned.cells(of: section, index: index)
                    #expect(shared.count == own.count, "\(path)")
                    for (a, b) in zip(shared, own) {
                        #expect(a.cellID == b.cellID && a.idLocation == b.idLocation && a.viewModelLocation == b.viewModelLocation
                                && a.hasSameContent(as: b), "\(path) cell \(a.cellID)")
                        if let first = a.viewModel?.node.document, let second = b.viewModel?.node.document {
                            #expect(first !== second, "\(path) cell \(a.cellID) holds the shared document")
                            comparedViewModels += 1
                        }
                    }
                }
            }
        }
        #expect(comparedViewModels > 0)
    }

    /// A section written in code keeps its cells: the reader hands them over as they are.
    @Test func sectionsWrittenInCodeAreReadAsTheyAre() {
        let section = Section(sectionID: 1, cells: [Cell(cellID: 1, cellType: "A"), Cell(cellID: 2, cellType: "B")])
        var reader = SectionCellReader(table: Table(name: "t", sections: [section]))
        #expect(reader.cells(of: section, index: 0).map(\.cellID) == [1, 2])
        #expect(section.cellCount == 2)
    }
}
