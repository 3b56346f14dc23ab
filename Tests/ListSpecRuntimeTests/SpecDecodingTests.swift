import Foundation
import Testing
import ListSpecRuntime

/// `Spec: Decodable` (contract section 6): a JSON spec decodes with JSONDecoder,
/// and one that breaks a rule throws a DecodingError naming the rule and the coding path.
@Suite struct SpecDecodingTests {
    func decode(_ json: String) throws -> Spec {
        try JSONDecoder().decode(Spec.self, from: Data(json.utf8))
    }

    /// The rule id and coding path of the error a spec throws.
    func rejection(_ json: String) -> (rule: String, path: String, all: [String])? {
        do {
            _ = try decode(json)
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            let violation = context.underlyingError as? SpecRuleViolation
            return (violation?.violations.first?.rule.rawValue ?? "?",
                    context.codingPath.map(\.stringValue).joined(separator: "."),
                    violation?.violations.map(\.description) ?? [])
        } catch {
            Issue.record("not a dataCorrupted error: \(error)")
            return nil
        }
    }

    /// The decoder reads a cell's, a section's and a header's fields by their places in `SpecKeys`.
    @Test func keysReadByPlaceAreInTheirPlaces() {
        #expect(SpecKeys.CellKey.allCases.map { "\($0)" } == SpecKeys.cell)
        #expect(SpecKeys.SectionKey.allCases.map { "\($0)" } == SpecKeys.section)
        #expect(SpecKeys.HeaderFooterKey.allCases.map { "\($0)" } == SpecKeys.headerFooter)
    }

    @Test func decodesEveryKeyOfTheFormat() throws {
        let spec = try decode("""
        {"listspec": 1, "tables": {"menu": {"style": "insetGrouped",
          "cellTypes": {"MenuCell": {"height": 44}},
          "sections": [{"sectionID": -3, "header": "Menu", "footer": {"title": "Tap", "view": "F", "height": 28.5},
            "indexTitle": "M", "viewModel": {"kind": "menu"}, "x-note": "ignored",
            "cells": [{"cellID": 0, "cellType": "MenuCell", "viewModel": "Random", "action": "Show", "deletable": true},
                      {"cellID": 9, "cellType": "MenuCell", "height": "automatic", "estimatedHeight": 1.0}]}]}}}
        """)
        let table = try #require(spec.table(named: "menu"))
        #expect(table.style == .insetGrouped)
        let section = try #require(table.sections.first)
        #expect(section.sectionID == -3)
        #expect(section.header == HeaderFooter(title: "Menu"))
        #expect(section.footer == HeaderFooter(title: "Tap", view: "F", height: .points(.double(28.5))))
        #expect(section.indexTitle == "M")
        #expect(section.viewModel == ["kind": "menu"])
        #expect(section.cells.map(\.cellID) == [0, 9])
        #expect(section.cells[0].height == .points(.int(44)))
        #expect(section.cells[0].viewModel == "Random")
        #expect(section.cells[0].action == "Show")
        #expect(section.cells[0].deletable)
        #expect(section.cells[1].height == .automatic)
        #expect(section.cells[1].estimatedHeight == .points(.int(1)))
    }

    @Test func shorthandIsOneTableNamedMain() throws {
        let spec = try decode(#"{"sections": [{"sectionID": 1}], "style": "grouped"}"#)
        #expect(spec.tables.map(\.name) == ["main"])
        #expect(spec.tables[0].style == .grouped)
    }

    /// Each rule the file alone decides, with the coding path of the offending value.
    @Test(arguments: [
        (#"{"sections": [{"sectionID": 2}, {"sectionID": 1}]}"#, "section-order", "sections.Index 1.sectionID"),
        (#"{"sections": [{"sectionID": 2}, {"sectionID": 2}]}"#, "duplicate-section-id", "sections.Index 1.sectionID"),
        (#"{"sections": [{"sectionID": 0, "cells": [{"cellID": 5, "cellType": "C"}, {"cellID": 3, "cellType": "C"}]}]}"#,
         "cell-order", "sections.Index 0.cells.Index 1.cellID"),
        (#"{"sections": [{"sectionID": 0, "cells": [{"cellID": 5, "cellType": "C"}, {"cellID": 5, "cellType": "C"}]}]}"#,
         "duplicate-cell-id", "sections.Index 0.cells.Index 1.cellID"),
        (#"{"sections": [{"cells": []}]}"#, "missing-key", "sections.Index 0"),
        (#"{"sections": [{"sectionID": 0, "cells": [{"cellID": 1}]}]}"#, "missing-key", "sections.Index 0.cells.Index 0"),
        (#"{"sections": [{"sectionID": 0, "cellz": []}]}"#, "unknown-key", "sections.Index 0.cellz"),
        (#"{"sections": [{"sectionID": "0"}]}"#, "type-mismatch", "sections.Index 0.sectionID"),
        (#"{"sections": [{"sectionID": 1.5}]}"#, "type-mismatch", "sections.Index 0.sectionID"),
        (#"{"style": "grouping", "sections": []}"#, "invalid-value", "style"),
        (#"{"listspec": 2, "sections": []}"#, "unsupported-version", "listspec"),
        (#"{"cellTypes": {"A": {}}, "sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "B"}]}]}"#,
         "unknown-cell-type", "sections.Index 0.cells.Index 0.cellType"),
        (#"{"tables": {"t": {"sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "C", "height": -1}]}]}}}"#,
         "negative-height", "tables.t.sections.Index 0.cells.Index 0.height"),
        (#"{"tables": {}, "sections": []}"#, "unknown-key", "sections"),
    ])
    func ruleViolationsNameTheRuleAndCodingPath(json: String, rule: String, path: String) throws {
        let rejection = try #require(self.rejection(json))
        #expect(rejection.rule == rule, "\(rejection.all)")
        #expect(rejection.path == path, "\(rejection.all)")
    }

    @Test func theDescriptionNamesTheRuleAndEveryViolationIsListed() {
        let json = #"{"sections": [{"sectionID": 2}, {"sectionID": 1}, {"sectionID": "x"}]}"#
        do {
            _ = try decode(json)
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.hasSuffix("[section-order]") || context.debugDescription.hasSuffix("[type-mismatch]"))
            let violations = (context.underlyingError as? SpecRuleViolation)?.violations ?? []
            #expect(Set(violations.map(\.rule.rawValue)) == ["section-order", "type-mismatch"])
        } catch {
            Issue.record("\(error)")
        }
    }

    static let typed = #"""
    {"types": {"Recipe": {"title": "String", "minutes": "Int", "tags": "[String]", "level": ["easy", "hard"],
                          "author": {"name": "String", "url": "String?"}}},
     "cellTypes": {"RecipeCell": {"viewModel": "Recipe"}, "Spacer": {"viewModel": "Void"}},
     "sectionViewModel": "String?",
     "sections": [{"sectionID": 0, "viewModel": "Mains", "cells": [
       {"cellID": 0, "cellType": "RecipeCell", "viewModel": VIEWMODEL},
       {"cellID": 1, "cellType": "Spacer"}]}]}
    """#

    @Test func typedSpecsDecodeWhenEveryViewModelHasItsType() throws {
        let good = #"{"title": "Soup", "minutes": 20.0, "tags": ["hot"], "level": "easy", "author": {"name": "Ann"}}"#
        let spec = try decode(Self.typed.replacingOccurrences(of: "VIEWMODEL", with: good))
        #expect(spec.tables[0].sections[0].cells[0].viewModel?.description.contains("Soup") == true)
    }

    @Test(arguments: [
        (#"{"title": 1, "minutes": 20, "tags": [], "level": "easy", "author": {"name": "A"}}"#, "sections.Index 0.cells.Index 0.viewModel.title"),
        (#"{"title": "a", "minutes": 1.5, "tags": [], "level": "easy", "author": {"name": "A"}}"#, "sections.Index 0.cells.Index 0.viewModel.minutes"),
        (#"{"title": "a", "minutes": 1, "tags": ["x", 2], "level": "easy", "author": {"name": "A"}}"#, "sections.Index 0.cells.Index 0.viewModel.tags.Index 1"),
        (#"{"title": "a", "minutes": 1, "tags": [], "level": "medium", "author": {"name": "A"}}"#, "sections.Index 0.cells.Index 0.viewModel.level"),
        (#"{"title": "a", "minutes": 1, "tags": [], "level": "easy", "author": {}}"#, "sections.Index 0.cells.Index 0.viewModel.author"),
        (#"{"title": "a", "minutes": 1, "tags": [], "level": "easy", "author": {"name": "A"}, "extra": 1}"#, "sections.Index 0.cells.Index 0.viewModel.extra"),
        // A null written where the type is not optional is pointed at where it is written.
        ("null", "sections.Index 0.cells.Index 0.viewModel"),
    ])
    func typedViewModelsOfTheWrongTypeDoNotDecode(viewModel: String, path: String) throws {
        let rejection = try #require(self.rejection(Self.typed.replacingOccurrences(of: "VIEWMODEL", with: viewModel)))
        #expect(rejection.rule == "view-model-type", "\(rejection.all)")
        #expect(rejection.path == path, "\(rejection.all)")
    }

    @Test func brokenTypeDeclarationsDoNotDecode() throws {
        let unknown = try #require(rejection(#"{"types": {"A": {"b": "Strng"}}, "sections": []}"#))
        #expect(unknown.rule == "unknown-type")
        #expect(unknown.path == "types.A.b")
        let cycle = try #require(rejection(#"{"types": {"A": {"b": "A?"}}, "sections": []}"#))
        #expect(cycle.rule == "invalid-type")
    }

    /// A one-item list naming no built-in or declared type is an enum (contract section 5):
    /// `["init"]` decodes, its case is checked, and `["String"]` stays a list type.
    @Test func aOneItemListOfAnUnknownNameIsAnEnum() throws {
        let typed = #"{"types": {"S": {"kind": ["init"], "tags": ["String"]}}, "cellTypes": {"C": {"viewModel": "S"}}, "#
            + #""sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "C", "viewModel": VIEWMODEL}]}]}"#
        let spec = try decode(typed.replacingOccurrences(of: "VIEWMODEL", with: #"{"kind": "init", "tags": ["a"]}"#))
        #expect(spec.tables[0].sections[0].cells[0].viewModel == ["kind": "init", "tags": ["a"]])
        let wrongCase = try #require(rejection(typed.replacingOccurrences(of: "VIEWMODEL", with: #"{"kind": "Int", "tags": []}"#)))
        #expect(wrongCase.rule == "view-model-type", "\(wrongCase.all)")
        #expect(wrongCase.path == "sections.Index 0.cells.Index 0.viewModel.kind")
        let wrongList = try #require(rejection(typed.replacingOccurrences(of: "VIEWMODEL", with: #"{"kind": "init", "tags": "a"}"#)))
        #expect(wrongList.path == "sections.Index 0.cells.Index 0.viewModel.tags")
    }

    @Test func warningsDoNotStopDecoding() throws {
        let spec = try decode(#"{"cellTypes": {"Unused": {}}, "sections": [{"sectionID": 0}]}"#)
        #expect(spec.tables[0].cellTypes.map(\.name) == ["Unused"])
    }

    @Test func notJSONSpecShapesThrowInsteadOfCrashing() {
        for json in ["[]", "1", "null", #""x""#, #"{"tables": []}"#, #"{"sections": {"a": 1}}"#] {
            #expect(throws: DecodingError.self, "\(json)") { try decode(json) }
        }
    }

    @Test func nestedInsideAnotherValueThePathIncludesTheOuterKeys() {
        struct Screen: Decodable { var spec: Spec }
        do {
            _ = try JSONDecoder().decode(Screen.self, from: Data(#"{"spec": {"sections": [{"sectionID": 1}, {"sectionID": 0}]}}"#.utf8))
            Issue.record("decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["spec", "sections", "Index 1", "sectionID"])
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func encodingGivesASpecThatDecodesEqual() throws {
        let json = #"{"tables": {"b": {"sections": [{"sectionID": 0, "header": {"title": "H", "height": 0.5}, "cells": [{"cellID": 1, "cellType": "C", "viewModel": {"a": [1, 2.5, null, true]}, "height": "automatic"}]}]}, "a": {"style": "grouped"}}}"#
        let spec = try decode(json)
        let again = try JSONDecoder().decode(Spec.self, from: try JSONEncoder().encode(spec))
        #expect(SpecDiffer.diff(old: spec, new: again).hasChanges == false)
        #expect(again.tables.map(\.name) == ["a", "b"])
    }
}
