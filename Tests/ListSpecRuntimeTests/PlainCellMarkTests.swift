import Testing
@_spi(DocumentStorage) @testable import ListSpecRuntime

/// Lint's shortcut for plain cells (`CellMark.plain`) held to the full reading of a cell
/// (`SpecDecoder.cellParts`): cells of every shape, plain or one step from it, give the same marks
/// and the same findings either way.
@Suite struct PlainCellMarkTests {
    /// A cell's pairs: those of a plain cell and every kind of departure from one.
    static let pairs = [
        #""cellID": 1"#, #""cellType": "A""#, #""viewModel": {"title": "T", "n": 2}"#, #""viewModel": null"#,
        #""cellID": -7"#, #""cellType": "B""#, #""viewModel": 3"#, #""viewModel": []"#,
        #""cellID": null"#, #""cellID": "1""#, #""cellID": 1.5"#, #""cellID": true"#,
        #""cellType": 3"#, #""cellType": null"#, #""cellType": ["A"]"#,
        #""action": "open""#, #""height": 20"#, #""estimatedHeight": 44"#, #""deletable": true"#,
        #""x-note": 1"#, #""cellid": 2"#, #""viewmodel": {}"#, #""cellType ": "A""#,
    ]
    /// Numbers no Int64 or Double holds: the document that has one reads every cell the full way.
    static let overflowing = [#""cellID": 99999999999999999999"#, #""viewModel": {"big": 99999999999999999999}"#, #""viewModel": {"big": 1e999}"#]

    /// Every cell of up to three of `pairs` in every order (the first eight, of which plain cells are
    /// made, up to four), in sections of fifty.
    static func spec(with pairs: [String]) -> String {
        var cells: [String] = ["{}", "[]", "1", "null"]
        for i in pairs.indices {
            cells.append("{\(pairs[i])}")
            for j in pairs.indices where j != i {
                cells.append("{\(pairs[i]), \(pairs[j])}")
                for k in pairs.indices.prefix(8) where k != i && k != j {
                    cells.append("{\(pairs[i]), \(pairs[j]), \(pairs[k])}")
                    for l in pairs.indices.prefix(8) where l != i && l != j && l != k && i < 8 && j < 8 {
                        cells.append("{\(pairs[i]), \(pairs[j]), \(pairs[k]), \(pairs[l])}")
                    }
                }
            }
        }
        let sections = stride(from: 0, to: cells.count, by: 50).enumerated().map { index, start in
            #"{"sectionID": \#(index), "cells": [\#(cells[start..<min(start + 50, cells.count)].joined(separator: ", "))]}"#
        }
        return #"{"sections": [\#(sections.joined(separator: ",\n"))]}"#
    }

    /// The findings of the spec as lint checks it (its cells as marks), and the marks of each section's cells.
    static func lint(_ json: String, readsPlainCells: Bool) -> (findings: [Finding], marks: [[CellMark]]) {
        let read = JSONReader.read(bytes: Array(json.utf8), path: "cells.json", limits: .default)
        let document = read.document
        return document.withView { view in
            let checks = SectionChecks(path: "cells.json", view: view, keepingCells: false)
            var decoder = SpecDecoder(path: "cells.json", checks: checks)
            decoder.readsPlainCells = readsPlainCells
            _ = decoder.decode(document)
            var marks: [[CellMark]] = []
            var reader = SpecDecoder(path: "cells.json", checks: nil, keepsFindings: false)
            reader.readsPlainCells = readsPlainCells
            let list = document.root?.pairs.first { $0.key.stringEquals("sections") }?.value
            let sections: [Document.Node] = list.map { Array($0.items) } ?? []
            for (index, section) in sections.enumerated() {
                guard let cells = section.pairs.first(where: { $0.key.stringEquals("cells") })?.value else { continue }
                marks.append(reader.decodeCellMarks(cells, section: SectionName(index: index, sectionID: Int64(index))))
            }
            return (read.findings + decoder.findings + checks.findings, marks)
        }
    }

    @Test(arguments: [false, true]) func plainCellsGiveTheMarksAndFindingsOfTheFullReading(overflowing: Bool) {
        let json = Self.spec(with: Self.pairs + (overflowing ? Self.overflowing : []))
        let shortcut = Self.lint(json, readsPlainCells: true), full = Self.lint(json, readsPlainCells: false)
        #expect(shortcut.findings == full.findings)
        #expect(shortcut.marks == full.marks)
        #expect(full.marks.joined().count > 1000 && !full.findings.isEmpty, "the cells are not the mix they are meant to be")
    }

    @Test func aPlainCellIsReadStraightAndAnyOtherIsNot() throws {
        func mark(_ cell: String) throws -> CellMark? {
            let document = JSONReader.read(bytes: Array(cell.utf8), path: "cell.json", limits: .default).document
            let root = try #require(document.root)
            return document.withView { CellMark.plain(root.index, in: $0) }
        }
        #expect(try mark(#"{"cellID": 4, "cellType": "A", "viewModel": {"t": 1}}"#)?.id == 4)
        #expect(try mark(#"{"viewModel": null, "cellType": "A", "cellID": -2}"#)?.viewModel == -1)
        #expect(try mark(#"{"cellID": 4, "cellType": "A", "action": "go"}"#) == nil)
        #expect(try mark(#"{"cellID": 4, "cellType": "A", "viewModel": {"n": 99999999999999999999}}"#) == nil)
    }
}
