import Testing
@testable import ListSpec
import ListSpecRuntime

/// Typed view models (contract section 5): each rule, where it points, and what it says.
@Suite struct TypedViewModelTests {
    static let recipeTypes = """
    listspec: 1
    types:
      Recipe:
        title: String
        minutes: Int
        rating: Double?
        tags: [String]
        nutrition: [String: Double]
        difficulty: Difficulty
        author: {name: String, url: String?}
      Difficulty: [easy, medium, hard]

    """

    static func recipes(_ viewModel: String) -> String {
        recipeTypes + """
        tables:
          recipes:
            cellTypes:
              RecipeCell: {viewModel: Recipe}
            sections:
              - sectionID: 0
                cells:
                  - cellID: 0
                    cellType: RecipeCell
                    viewModel: \(viewModel)
        """
    }

    static let goodRecipe = "{title: Soup, minutes: 20, tags: [hot], nutrition: {fat: 1.5}, difficulty: easy, author: {name: Ann}}"

    @Test func theContractExampleLintsClean() {
        expectFindings(Self.recipes(Self.goodRecipe), [:])
        expectFindings(Self.recipes("{title: Soup, minutes: 2.0, rating: 4, tags: [], nutrition: {}, difficulty: hard, author: {name: Ann, url: null}}"), [:])
    }

    @Test func aPlainNumberWhereAStringBelongsSaysQuoteIt() throws {
        let findings = expectFindings(Self.recipes("{title: 1️⃣123, minutes: 20, tags: [], nutrition: {}, difficulty: easy, author: {name: Ann}}"),
                                      ["1️⃣": .viewModelType])
        let message = try #require(findings.first?.message)
        #expect(message == #"viewModel.title must be String, not the integer 123; quote it ("123") if it is text"#)
    }

    @Test func eachWrongElementOfAListOnceWithItsIndex() {
        let findings = expectFindings(
            Self.recipes("{title: a, minutes: 1, tags: [x, 1️⃣3, y, 2️⃣true], nutrition: {}, difficulty: easy, author: {name: Ann}}"),
            ["1️⃣": .viewModelType, "2️⃣": .viewModelType])
        #expect(findings.map(\.message).allSatisfy { $0.hasPrefix("viewModel.tags[1]") || $0.hasPrefix("viewModel.tags[3]") })
    }

    /// Each viewModel's paths start at its root, whatever the viewModel before it held.
    @Test func pathsStartAtEachCellsViewModel() {
        let text = Self.recipes("{title: a, minutes: 1, tags: [x, 1️⃣3], nutrition: {fat: 2️⃣x}, difficulty: easy, author: {name: 3️⃣[]}}")
            + "\n          - {cellID: 1, cellType: RecipeCell, viewModel: {title: 4️⃣[], minutes: 5️⃣a, tags: [], nutrition: {},"
            + " difficulty: easy, author: {name: Ann}}}\n"
        let findings = expectFindings(text, ["1️⃣": .viewModelType, "2️⃣": .viewModelType, "3️⃣": .viewModelType,
                                             "4️⃣": .viewModelType, "5️⃣": .viewModelType])
        #expect(findings.map { $0.message.prefix { $0 != " " } }
            == ["viewModel.tags[1]", "viewModel.nutrition.fat", "viewModel.author.name", "viewModel.title", "viewModel.minutes"])
    }

    @Test func missingFieldAtTheMapUnknownFieldAtItsKey() throws {
        let missing = expectFindings(Self.recipes("1️⃣{title: a, tags: [], nutrition: {}, difficulty: easy, author: {name: Ann}}"),
                                     ["1️⃣": .viewModelType])
        #expect(missing.first?.message == "viewModel is missing field 'minutes' (Int) of Recipe")
        let nested = expectFindings(Self.recipes("{title: a, minutes: 1, tags: [], nutrition: {}, difficulty: easy, author: 1️⃣{}}"),
                                    ["1️⃣": .viewModelType])
        #expect(nested.first?.message.hasPrefix("viewModel.author is missing field 'name' (String)") == true)
        let extra = expectFindings(Self.recipes("{title: a, minutes: 1, 1️⃣minute: 2, tags: [], nutrition: {}, difficulty: easy, author: {name: A}}"),
                                   ["1️⃣": .viewModelType])
        #expect(extra.first?.message == "viewModel has no field 'minute' (its type is Recipe); did you mean 'minutes'?")
    }

    @Test func aMisspeltFieldIsOneFinding() throws {
        let findings = expectFindings(Self.recipes("{title: a, minutes: 1, tags: [], nutrition: {}, difficulty: easy, author: {1️⃣nmae: Ann}}"),
                                      ["1️⃣": .viewModelType])
        #expect(findings.first?.message.hasSuffix("did you mean 'name'?") == true)
    }

    @Test func enumValuesAndNulls() throws {
        let wrongCase = expectFindings(Self.recipes("{title: a, minutes: 1, tags: [], nutrition: {}, difficulty: 1️⃣hardd, author: {name: A}}"),
                                       ["1️⃣": .viewModelType])
        #expect(wrongCase.first?.message == "viewModel.difficulty must be Difficulty, not 'hardd'; did you mean 'hard'?")
        let null = expectFindings(Self.recipes("{title: 1️⃣null, minutes: 1, tags: [], nutrition: {}, difficulty: easy, author: {name: A}}"),
                                  ["1️⃣": .viewModelType])
        #expect(null.first?.message == "viewModel.title must be String, not null; make the type String? if it may be null")
        expectFindings(Self.recipes("{title: a, minutes: 1, tags: [], nutrition: {salt: 1️⃣x}, difficulty: easy, author: {name: A}}"),
                       ["1️⃣": .viewModelType])
        expectFindings(Self.recipes("{title: a, minutes: 1️⃣1.5, tags: [], nutrition: {}, difficulty: easy, author: {name: A}}"),
                       ["1️⃣": .viewModelType])
        expectFindings(Self.recipes("{title: a, minutes: 1️⃣1e19, tags: [], nutrition: {}, difficulty: easy, author: {name: A}}"),
                       ["1️⃣": .viewModelType])
    }

    @Test func voidOptionalAndMissingViewModels() throws {
        let text = """
        sectionViewModel: String
        cellTypes:
          Spacer: {viewModel: Void}
          Title: {viewModel: String?}
          Row: {viewModel: Int}
          Legacy: {}
        sections:
          - sectionID: 0
            viewModel: head
            cells:
              - {cellID: 0, cellType: Spacer}
              - {cellID: 1, cellType: Spacer, viewModel: null}
              - {cellID: 2, cellType: Spacer, viewModel: 1️⃣{a: 1}}
              - {cellID: 3, cellType: Title}
              - 2️⃣{cellID: 4, cellType: Row}
              - {cellID: 5, cellType: Legacy, viewModel: [anything, 1]}
          - 3️⃣sectionID: 1
        """
        let findings = expectFindings(text, ["1️⃣": .viewModelType, "2️⃣": .viewModelType, "3️⃣": .viewModelType])
        #expect(findings.map(\.message).contains("cell 4 of cell type Row has no viewModel; its type is Int"))
    }

    @Test func unknownTypesNameTheNearestAndTheirCellsAreNotChecked() throws {
        let fixed = """
        types:
          Recipe: {title: String, kind: 1️⃣Strin}
        cellTypes:
          A: {viewModel: "[2️⃣Recpe]"}
          B: {viewModel: Recipe}
          C: {viewModel: 3️⃣Nothing?}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: A, viewModel: 1}
              - {cellID: 1, cellType: B, viewModel: 1}
              - {cellID: 2, cellType: C, viewModel: 1}
        """
        let findings = expectFindings(fixed, ["1️⃣": .unknownType, "2️⃣": .unknownType, "3️⃣": .unknownType])
        #expect(findings.map(\.message).contains("unknown type 'Strin'; did you mean 'String'?"))
        #expect(findings.map(\.message).contains("unknown type 'Recpe'; did you mean 'Recipe'?"))
    }

    @Test func malformedExpressionsPointIntoTheText() {
        let text = """
        cellTypes:
          A: {viewModel: "1️⃣[String"}
          B: {viewModel: "[2️⃣Int: String]"}
          C: {viewModel: String 3️⃣String}
          D: {viewModel: 4️⃣Ré}
          E: {viewModel: 5️⃣3}
          F: {viewModel: "[6️⃣Void]"}
        sections: []
        """
        expectFindings(text, ["1️⃣": .invalidType, "2️⃣": .invalidType, "3️⃣": .invalidType, "4️⃣": .invalidType,
                              "5️⃣": .invalidType, "6️⃣": .invalidType], ignoring: [.unusedCellType])
    }

    @Test func badDeclarations() {
        let text = """
        types:
          1️⃣String: {a: Int}
          2️⃣my-type: {a: Int}
          E: [a, 3️⃣a]
          F: [a, 4️⃣3]
          G: 5️⃣7
          H: 6️⃣[]
        sections: []
        """
        expectFindings(text, ["1️⃣": .invalidType, "2️⃣": .invalidType, "3️⃣": .invalidType, "4️⃣": .invalidType,
                              "5️⃣": .invalidType, "6️⃣": .invalidType])
    }

    @Test func cyclesOnlyThroughListsOrMaps() throws {
        let text = """
        types:
          1️⃣Node: {next: Link?}
          Link: {node: Node}
          Tree: {children: [Tree], byName: [String: Tree]}
          User: {node: Node}
        cellTypes:
          A: {viewModel: User}
          T: {viewModel: Tree}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: A, viewModel: 1}
              - {cellID: 1, cellType: T, viewModel: {children: [{children: [], byName: {}}], byName: {a: {children: 2️⃣x, byName: {}}}}}
        """
        let findings = expectFindings(text, ["1️⃣": .invalidType, "2️⃣": .viewModelType])
        #expect(findings.first?.message.contains("Node -> Link -> Node") == true)
        #expect(findings.last?.message.hasPrefix("viewModel.byName.a.children must be [Tree]") == true)
    }

    /// `P: O`, `O: Int?`: null is a value of P however many names stand between it and the `?`.
    @Test func anAliasOfAnOptionalAliasIsOptional() throws {
        let text = """
        types:
          O: "Int?"
          P: O
          Q: P
          S: {q: Q, n: N}
          N: M
          M: Int
        cellTypes:
          C: {viewModel: S}
          D: {viewModel: Q}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: C, viewModel: {n: 1}}
              - {cellID: 1, cellType: C, viewModel: {q: null, n: 1️⃣null}}
              - {cellID: 2, cellType: D}
              - {cellID: 3, cellType: D, viewModel: null}
              - {cellID: 4, cellType: C, viewModel: 2️⃣{q: 1}}
        """
        let findings = expectFindings(text, ["1️⃣": .viewModelType, "2️⃣": .viewModelType])
        #expect(findings.map(\.message) == ["viewModel.n must be N, not null; make the type N? if it may be null",
                                             "viewModel is missing field 'n' (N) of S"])
        let spec = try #require(load(MarkedText(text).text).spec)
        #expect(TypedSpecSchema.text(for: spec).contains("\"required\": [\"n\"]"))
    }

    @Test func typesWorkInJSONAndTheShorthand() {
        let json = """
        {"types": {"P": {"name": "String", "tags": "[String]", "kind": ["a", "b"]}},
         "sections": [{"sectionID": 0, "cells": [
           {"cellID": 0, "cellType": "C", "viewModel": {"name": "n", "tags": ["x"], "kind": "a"}},
           {"cellID": 1, "cellType": "C", "viewModel": {"name": "n", "tags": [1️⃣1], "kind": "a"}}]}],
         "cellTypes": {"C": {"viewModel": "P"}}}
        """
        expectFindings(json, ["1️⃣": .viewModelType], path: "test.json")
    }

    /// A one-item flow list where a type stands (contract section 5): a list type when its item is a
    /// type expression naming only built-in and declared types, else an enum of that one string,
    /// so a misspelt `[Strng]` or `[String:Doubl]` is an enum and only a value not its case is a finding.
    @Test func oneItemListsAreListTypesOrEnums() {
        let text = """
        types:
          Data: {a: Int}
          Kind: [Data]
        cellTypes:
          A: {viewModel: {list: [Data], strings: [String?], only: [B], enum: [easy], nested: [[Int]], dict: [String: Bool]}}
          K: {viewModel: Kind}
          T: {viewModel: {typo: [Strng]}}
          D: {viewModel: {tight: [String:Double], spaced: [ Int? ]}}
          E: {viewModel: {bad: [String:Doubl]}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: A, viewModel: {list: [{a: 1}], strings: [x, null], only: B, enum: easy, nested: [[1]], dict: {k: true}}}
              - {cellID: 1, cellType: A, viewModel: {list: [2️⃣{}], strings: [3️⃣1], only: 4️⃣C, enum: easy, nested: [[1]], dict: {k: true}}}
              - {cellID: 2, cellType: K, viewModel: Data}
              - {cellID: 3, cellType: T, viewModel: {typo: 1️⃣1}}
              - {cellID: 4, cellType: D, viewModel: {tight: {a: 1.5}, spaced: [1, null]}}
              - {cellID: 5, cellType: D, viewModel: {tight: {a: 6️⃣x}, spaced: [7️⃣x]}}
              - {cellID: 6, cellType: E, viewModel: {bad: 5️⃣1}}
              - {cellID: 7, cellType: T, viewModel: {typo: Strng}}
              - {cellID: 8, cellType: E, viewModel: {bad: "String:Doubl"}}
        """
        expectFindings(text, ["1️⃣": .viewModelType, "2️⃣": .viewModelType, "3️⃣": .viewModelType, "4️⃣": .viewModelType,
                              "5️⃣": .viewModelType, "6️⃣": .viewModelType, "7️⃣": .viewModelType])
    }

    /// Enum cases that are nearly type names (`init`, `Strng`) or are malformed expressions are
    /// valid enums: no finding, and only the misspelt one-case enum's value suggests the list type.
    @Test func oneItemEnumsThatNearlyNameATypeAreEnums() {
        let text = """
        types:
          Step: {kind: [init], typo: [Strng], open: ["[Int"], near: [Dta]}
          Dat: {a: Int}
        cellTypes:
          S: {viewModel: Step}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: S, viewModel: {kind: init, typo: Strng, open: "[Int", near: Dta}}
              - {cellID: 1, cellType: S, viewModel: {kind: init, typo: [a], open: "[Int", near: Dta}}
        """
        let findings = load(text).findings
        #expect(findings.map(\.message) == [
            "viewModel.typo must be one of Strng, not a list; if a list was meant, write its type [String]",
        ], "\(findings)")
    }

    /// Hostile shapes: a long chain of types (no deep recursion), a cycle through all of
    /// them (one finding), deep brackets, and thousands of unknown names (findings, no stall).
    @Test func manyTypesAreResolvedWithoutRecursionOrStall() {
        let count = 10_000
        var chain = "types:\n" + (0..<count).map { "  T\($0): {x: T\($0 + 1)}\n" }.joined()
        let broken = load(chain + "  T\(count): {y: Nope}\nsections: []\n").findings
        #expect(broken.map(\.rule) == [.unknownType])
        chain += "  T\(count): {y: T0}\nsections: []\n"
        #expect(load(chain).findings.map(\.rule) == [.invalidType])
        let deep = "cellTypes: {A: {viewModel: \"" + String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000) + "\"}}\nsections: []\n"
        #expect(Set(load(deep).findings.map(\.rule)) == [.invalidType, .unusedCellType])
        let unknown = "types:\n" + (0..<3_000).map { "  T\($0): {x: U\($0)}\n" }.joined() + "sections: []\n"
        #expect(load(unknown).findings.count == 3_000)
    }

    @Test func anAliasedWrongValueIsOneFinding() {
        let text = """
        cellTypes:
          A: {viewModel: {n: Int}}
        sections:
          - sectionID: 0
            cells:
              - {cellID: 0, cellType: A, viewModel: &bad {n: 1️⃣x}}
              - {cellID: 1, cellType: A, viewModel: *bad}
              - {cellID: 2, cellType: A, viewModel: *bad}
        """
        expectFindings(text, ["1️⃣": .viewModelType])
    }

    @Test func typesInsideATableSaysWhereTheyGo() throws {
        let findings = expectFindings("tables:\n  t:\n    1️⃣types: {A: {a: Int}}\n    sections: []\n", ["1️⃣": .unknownKey])
        #expect(findings.first?.message.hasSuffix("`types:` stands at the top level, beside `tables:` (or `sections:` in the shorthand)") == true)
    }

    @Test func expressionsInJSONPointInsideTheQuotes() {
        let json = """
        {"types": {"P": {"a": "[String: 1️⃣Strin]"}, "Q": {"b": "2️⃣Recipe?"}},
         "cellTypes": {"C": {"viewModel": "String 3️⃣Int"}},
         "sections": [{"sectionID": 0, "cells": [{"cellID": 0, "cellType": "C"}]}]}
        """
        expectFindings(json, ["1️⃣": .unknownType, "2️⃣": .unknownType, "3️⃣": .invalidType], path: "test.json")
    }

    @Test func hardNamesAreFieldsLikeAnyOther() {
        let text = """
        types:
          Type: {class: String, Self: Int, naïve: Bool, name: String, Name: String, "x y": Double}
          Data: {protocol: Type, self: [Data]}
        cellTypes:
          C: {viewModel: Data}
        sections:
          - sectionID: 0
            cells:
              - cellID: 0
                cellType: C
                viewModel: {protocol: {class: c, Self: 1, naïve: true, name: a, Name: b, x y: 1.5}, self: []}
              - cellID: 1
                cellType: C
                viewModel: {protocol: {class: c, Self: 1, naïve: true, name: a, 1️⃣NAME: b, x y: 1.5}, self: []}
        """
        expectFindings(text, ["1️⃣": .viewModelType])
    }
}

/// Keys find their fields, and strings their enum cases, by bytes when both are ASCII and the
/// names few; otherwise as Strings, which compare canonically: U+212A KELVIN SIGN is the letter
/// K, so that key names the field `Kind`. `others` adds names, enough to pass the byte path's limit.
@Suite struct ViewModelFieldMatchingTests {
    static func fieldSpec(field: String, key: String, others: Int) -> String {
        let fields = ["\"\(field)\": String"] + (0..<others).map { "other\($0): String?" }
        return """
        types:
          Row: {\(fields.joined(separator: ", "))}
        tables:
          t:
            cellTypes:
              C: {viewModel: Row}
            sections:
              - sectionID: 0
                cells:
                  - {cellID: 0, cellType: C, viewModel: {"\(key)": x}}
        """
    }

    static func enumSpec(name: String, value: String, others: Int) -> String {
        let cases = ["\"\(name)\""] + (0..<others).map { "other\($0)" }
        return """
        types:
          Kind: [\(cases.joined(separator: ", "))]
        tables:
          t:
            cellTypes:
              C: {viewModel: Kind}
            sections:
              - sectionID: 0
                cells:
                  - {cellID: 0, cellType: C, viewModel: "\(value)"}
        """
    }

    static let equal = [("Kind", "Kind"), ("Kind", "\u{212A}ind"), ("\u{212A}ind", "Kind"), ("café", "cafe\u{301}"), ("", "")]
    static let unequal = [("Kind", "kind"), ("Kind", "Kin"), ("Kind", "Kinds"), ("café", "cafe")]

    @Test(arguments: equal, [0, 20])
    func equalNamesMatch(names: (String, String), others: Int) {
        #expect(load(Self.fieldSpec(field: names.0, key: names.1, others: others)).findings.isEmpty)
        #expect(load(Self.enumSpec(name: names.0, value: names.1, others: others)).findings.isEmpty)
    }

    @Test(arguments: unequal, [0, 20])
    func otherNamesDoNot(names: (String, String), others: Int) {
        let fieldFindings = load(Self.fieldSpec(field: names.0, key: names.1, others: others)).findings
        #expect(fieldFindings.map(\.rule) == [.viewModelType], "\(fieldFindings)")
        let enumFindings = load(Self.enumSpec(name: names.0, value: names.1, others: others)).findings
        #expect(enumFindings.map(\.rule) == [.viewModelType], "\(enumFindings)")
    }

    /// A table with many cell types finds each cell's type by name too, the first declaration winning.
    @Test(arguments: [3, 40])
    func eachCellIsCheckedAgainstItsOwnCellType(cellTypes: Int) {
        let declared = (0..<cellTypes).map { "C\($0): {viewModel: \($0 % 2 == 0 ? "Int" : "String")}" }
        let cells = (0..<cellTypes).map { "{cellID: \($0), cellType: C\($0), viewModel: \($0 % 2 == 0 ? "1" : "'a'")}" }
        let spec = { (wrong: Int) in
            var cells = cells
            cells[wrong] = "{cellID: \(wrong), cellType: C\(wrong), viewModel: \(wrong % 2 == 0 ? "'a'" : "[]")}"
            return "cellTypes: {\(declared.joined(separator: ", "))}\nsections: [{sectionID: 0, cells: [\(cells.joined(separator: ", "))]}]\n"
        }
        for wrong in [0, cellTypes - 1] {
            let findings = load(spec(wrong)).findings
            #expect(findings.map(\.rule) == [.viewModelType], "\(findings)")
            #expect(findings.first?.message.contains(wrong % 2 == 0 ? "must be Int" : "must be String") == true, "\(findings)")
        }
    }
}
