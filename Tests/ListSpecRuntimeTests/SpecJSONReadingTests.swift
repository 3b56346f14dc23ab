import Foundation
import Testing
import ListSpecRuntime

/// `Spec(json:)` (contract section 6): the runtime reads a JSON spec with lint's own reader,
/// keeps the file's table order, and refuses what lint refuses with lint's findings.
@Suite struct SpecJSONReadingTests {
    /// What `Spec(json:)` throws for `json`, or nil when it reads.
    func refusal(_ json: String, path: String = "") -> InvalidSpec? {
        do {
            _ = try Spec(json: Data(json.utf8), path: path)
            return nil
        } catch let error as InvalidSpec {
            return error
        } catch {
            Issue.record("not an InvalidSpec: \(error)")
            return nil
        }
    }

    @Test func tablesKeepTheirFileOrder() throws {
        let json = #"{"tables": {"zebra": {"sections": []}, "apple": {"style": "grouped"}, "mango": {}}}"#
        #expect(try Spec(json: Data(json.utf8)).tables.map(\.name) == ["zebra", "apple", "mango"])
        // A Decoder does not tell key order: the same bytes decode in name order.
        #expect(try JSONDecoder().decode(Spec.self, from: Data(json.utf8)).tables.map(\.name) == ["apple", "mango", "zebra"])
    }

    @Test func readsAnyCollectionOfBytes() throws {
        let json = #"{"sections": [{"sectionID": 3, "cells": [{"cellID": 1, "cellType": "C", "viewModel": {"b": 1, "a": [2.5, "é"]}}]}]}"#
        let bytes = Array(json.utf8)
        let fromData = try Spec(json: Data(json.utf8))
        // Contiguous ([UInt8], a slice) and not (a lazy map) give the same spec.
        for spec in [try Spec(json: bytes), try Spec(json: bytes[...]), try Spec(json: bytes.lazy.map { $0 }), try Spec(json: json.utf8)] {
            #expect(!SpecDiffer.diff(old: fromData, new: spec).hasChanges)
            #expect(spec.tables.map(\.name) == ["main"])
            #expect(spec.tables[0].sections[0].cells[0].viewModel == ["b": 1, "a": [2.5, "é"]])
        }
    }

    /// Lint's hints, from lint's reader: a number meant as text is quoted as written (`1.10`, not
    /// the 1.1 it reads as), a quoted ID is told to drop its quotes, a comment is named as one.
    @Test func hintsQuoteTheBytesAsWritten() throws {
        let typed = #"{"listspec": 1, "types": {"Item": {"code": "String"}}, "tables": {"t": {"cellTypes": {"Row": {"viewModel": "Item"}},"#
            + #" "sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "Row", "viewModel": {"code": 1.10}}]}]}}}"#
        #expect(refusal(typed)?.findings.first?.message == #"viewModel.code must be String, not the number 1.1; quote it ("1.10") if it is text"#)
        // Bytes that are not contiguous are read (and quoted) the same.
        do {
            _ = try Spec(json: typed.utf8.lazy.map { $0 })
            Issue.record("read")
        } catch let error as InvalidSpec {
            #expect(error.findings.first?.message.contains(#"quote it ("1.10")"#) == true)
        }
        #expect(refusal(#"{"sections": [{"sectionID": "7"}]}"#)?.findings.first?.message
                == "sectionID must be an integer, not a string; drop the quotes (sectionID: 7)")
        #expect(refusal("{\"sections\": [] // no\n}")?.findings.first?.message.contains("JSON has no comments") == true)
    }

    /// What a Decoder cannot see: a key written twice and `1.0` as an ID.
    @Test func refusesWhatOnlyTheReaderSees() throws {
        let duplicate = try #require(refusal("{\"sections\": [],\n \"sections\": []}"))
        #expect(duplicate.description == "2:2: error: key 'sections' appears twice in this map (first at 1:2); remove one [duplicate-key]")
        let floatID = try #require(refusal(#"{"sections": [{"sectionID": 1.0}]}"#))
        #expect(floatID.findings.map(\.rule) == [.typeMismatch])
        #expect(floatID.findings.map(\.location) == [SourceLocation(line: 1, column: 29)])
        // JSONDecoder reads both.
        #expect(try JSONDecoder().decode(Spec.self, from: Data(#"{"sections": [{"sectionID": 1.0}]}"#.utf8)).tables[0].sections[0].sectionID == 1)
    }

    @Test func everyFindingIsListedOneLineEachInFileOrder() throws {
        let json = """
        {"sections": [{"sectionID": 2},
                      {"sectionID": 1, "cellz": []},
                      {"sectionID": "x"}],
         "cellTypes": {"Unused": {}}}
        """
        let error = try #require(refusal(json))
        #expect(error.findings.map(\.rule) == [.sectionOrder, .unknownKey, .typeMismatch, .unusedCellType])
        #expect(error.findings.map(\.severity) == [.error, .error, .error, .warning])
        let lines = error.description.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("2:29: error: "))
        #expect(lines[0].hasSuffix(" [section-order]"))
        #expect(lines[3].hasPrefix("4:16: warning: "))
        #expect(error.path == "")
    }

    @Test func aPathNamesTheFileInFindingsAndTheSpec() throws {
        let error = try #require(refusal(#"{"sections": [1]}"#, path: "menu.json"))
        #expect(error.path == "menu.json")
        #expect(error.findings.allSatisfy { $0.path == "menu.json" })
        #expect(error.description.hasPrefix("menu.json:1:15: error: "))
        #expect(try Spec(json: Data(#"{"sections": []}"#.utf8), path: "menu.json").path == "menu.json")
    }

    /// A spec's text cannot break a line of the description or drive a terminal.
    @Test func theDescriptionEscapesWhatTheSpecWrote() throws {
        let error = try #require(refusal(#"{"sections": [], "a\nb\u001B[2J\u202E": 1}"#))
        #expect(!error.description.contains("\n"))
        #expect(error.description.contains(#"a\nb\u{1B}[2J\u{202E}"#))
        #expect(error.findings[0].message.contains("a\nb\u{1B}[2J\u{202E}"), "findings keep the text as written")
    }

    @Test func syntaxErrorsAreFindingsWithTheirPlace() throws {
        for (json, place) in [("{\"sections\": [],}", "1:17"), ("{\n  \"sections\": [01]\n}", "2:16"), ("", "1:1"), ("{'a': 1}", "1:2")] {
            let error = try #require(refusal(json), "\(json)")
            #expect(error.findings.count == 1)
            #expect(error.findings.first.map { "\($0.location)" } == place, "\(json)")
            #expect([.syntax, .emptyFile].contains(error.findings.first?.rule), "\(json)")
        }
    }

    @Test func warningsAloneDoNotThrow() throws {
        let spec = try Spec(json: Data(#"{"cellTypes": {"Unused": {}}, "sections": [{"sectionID": 0}]}"#.utf8))
        #expect(spec.tables[0].cellTypes.map(\.name) == ["Unused"])
    }

    /// JSONDecoder stays the way to read a spec inside a larger payload.
    @Test func decodableStillReadsAnEmbeddedSpec() throws {
        struct Screen: Decodable { var title: String; var spec: Spec }
        let screen = try JSONDecoder().decode(Screen.self, from: Data(#"{"title": "Menu", "spec": {"sections": [{"sectionID": 1}]}}"#.utf8))
        #expect(screen.spec.tables[0].sections.map(\.sectionID) == [1])
    }
}
