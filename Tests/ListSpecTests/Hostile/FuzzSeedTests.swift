import Foundation
import ListSpec
import ListSpecRuntime
import Testing

/// The hostile JSON the fuzz targets start from (Fuzz/seeds/json: deep nesting, numbers past
/// every range, long strings and keys, lone surrogates, repeated keys), as an app meets it:
/// JSONDecoder reads it as a spec and as a value, the strict reader as a cell's viewModel, and
/// every accessor and decode of the value answers, quickly, without a trap.
@Suite struct FuzzSeedTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz/seeds/json")
    static let files = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path).sorted()) ?? []

    struct Row: Decodable {
        var title: String
        var tags: [String]?
        var nutrition: [String: Double]?
        var steps: [[Int8?]]?
    }

    /// Every value below `value`, each read every way.
    func readAll(_ value: Value, depth: Int = 0) {
        _ = (value.isNull, value.boolValue, value.stringValue, value.intValue, value.doubleValue, value.dictionaryValue?.count)
        _ = (try? value.decode(Row.self), try? value.decode([[String: Float]].self), try? value.decode(Decimal.self), value[0], value["title"])
        for item in value.arrayValue ?? [] { readAll(item, depth: depth + 1) }
        for pair in value.mapValue ?? [] { readAll(pair.value, depth: depth + 1) }
    }

    @Test func seedsAreThere() {
        #expect(Self.files.contains("deep-lists.json") && Self.files.contains("huge-numbers.json"))
    }

    @Test(arguments: files)
    func everySeedIsReadWithoutATrap(_ file: String) throws {
        let start = Date()
        let bytes = try Data(contentsOf: Self.seeds.appendingPathComponent(file))
        for part in bytes.split(separator: 0x0C, omittingEmptySubsequences: false) {
            _ = try? JSONDecoder().decode(Spec.self, from: Data(part))
            if let value = try? JSONDecoder().decode(Value.self, from: Data(part)) { readAll(value) }
        }
        let spec = Array(#"{"sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "C", "viewModel": "#.utf8) + bytes + Array("\n}]}]}".utf8)
        let loaded = SpecLoader().load(bytes: spec, path: file, isJSON: true)
        #expect(loaded.findings.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
        if let value = loaded.spec?.tables.first?.sections.first?.cells.first?.viewModel { readAll(value) }
        #expect(Date().timeIntervalSince(start) < 20, "\(file)")
    }

    /// What the seeds are read as: the numbers past a type's range are errors, not traps or wrong values.
    @Test func hugeNumbersAreErrorsWhereJSONDecoderGivesErrors() throws {
        let bytes = try Data(contentsOf: Self.seeds.appendingPathComponent("huge-numbers.json"))
        let spec = Array(#"{"sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "C", "viewModel": "#.utf8) + bytes + Array("\n}]}]}".utf8)
        let value = try #require(SpecLoader().load(bytes: spec, path: "huge.json", isJSON: true).spec?.tables.first?.sections.first?.cells.first?.viewModel)
        #expect(throws: DecodingError.self) { try value[0]?.decode(Double.self) }  // 1e400
        #expect(try value[7]?.decode(UInt64.self) == .max)  // 18446744073709551615
        #expect(throws: DecodingError.self) { try value[8]?.decode(UInt64.self) }  // 18446744073709551616
        #expect(value[4]?.int64Value == nil)  // 30 digits
        #expect(try value[18]?.decode(Float.self) == .greatestFiniteMagnitude)  // 3.4028235e38
        #expect(throws: DecodingError.self) { try value[19]?.decode(Float.self) }  // 3.4028236e38
    }
}
