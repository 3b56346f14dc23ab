import ListSpec
import ListSpecRuntime
import Testing

/// `SpecCompatibility.findings(new:old:)`, rule by rule (contract section 14): each finding at
/// NEW's line and column (the markers), its message naming what OLD declared.
@Suite struct SpecCompatibilityTests {
    /// The findings of NEW (marked) against OLD, as `marker rule: message`.
    private func check(_ old: String, _ new: String, oldName: String = "OLD") throws -> [String] {
        let marked = MarkedText(new)
        let oldSpec = try #require(load(old, path: "old.yaml").spec)
        let loadedNew = load(marked.text, path: "new.yaml")
        let newSpec = try #require(loadedNew.spec)
        let byPlace = Dictionary(marked.locations.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return SpecCompatibility.findings(new: newSpec, old: oldSpec, oldName: oldName).map { finding in
            #expect(finding.path == "new.yaml")
            // A warning is marked as such; errors, the most, are not.
            let rule = finding.severity == .warning ? "\(finding.rule) (warning)" : "\(finding.rule)"
            return "\(byPlace[finding.location] ?? "\(finding.location)") \(rule): \(finding.message)"
        }
    }

    static let recipes = """
    types:
      Recipe: {title: String, minutes: Int, rating: Double?, tags: [String], level: Level}
      Level: [easy, hard]
    tables:
      recipes:
        cellTypes: {RecipeCell: {viewModel: Recipe}, TitleCell: {viewModel: String}}
        sections:
          - sectionID: 0
            header: {title: Top, view: Banner}
            cells:
              - {cellID: 0, cellType: RecipeCell, action: open, viewModel: {title: Soup, minutes: 20, tags: [], level: easy}}
              - {cellID: 1, cellType: TitleCell, viewModel: More}
    """

    @Test func theSameSpecBreaksNothing() throws {
        #expect(try check(Self.recipes, Self.recipes).isEmpty)
    }

    @Test func aValueOfAnotherTypeIsChangedFieldTypeNamingTheRef() throws {
        let new = Self.recipes.replacingOccurrences(of: "minutes: 20,", with: "minutes: 1️⃣\"20 min\",")
            .replacingOccurrences(of: "minutes: Int,", with: "minutes: String,")
        #expect(try check(Self.recipes, new, oldName: "HEAD~1")
            == ["1️⃣ changed-field-type: HEAD~1 declares Recipe.minutes as Int; this value is \"20 min\""])
    }

    @Test func aMissingRequiredFieldIsMissingFieldAtTheMap() throws {
        let new = Self.recipes.replacingOccurrences(of: "viewModel: {title: Soup, minutes: 20,", with: "viewModel: 1️⃣{title: Soup,")
            .replacingOccurrences(of: "minutes: Int,", with: "minutes: Int?,")
        #expect(try check(Self.recipes, new)
            == ["1️⃣ missing-field: OLD declares Recipe.minutes as Int, required; this value has no minutes"])
    }

    @Test func anUnknownEnumStringIsNewEnumCase() throws {
        let new = Self.recipes.replacingOccurrences(of: "level: easy}", with: "level: 1️⃣expert}")
            .replacingOccurrences(of: "[easy, hard]", with: "[easy, hard, expert]")
        #expect(try check(Self.recipes, new)
            == ["1️⃣ new-enum-case: OLD declares Recipe.level as Level (one of easy, hard); this value is 'expert', a case old builds do not know"])
    }

    @Test func aPartOfAnotherTypeIsNamedByItsPath() throws {
        let listToMap = Self.recipes.replacingOccurrences(of: "tags: [],", with: "tags: 1️⃣{a: 1},")
            .replacingOccurrences(of: "tags: [String]", with: "tags: [String: Int]")
        let found = try check(Self.recipes, listToMap)
        #expect(found == ["1️⃣ changed-field-type: OLD declares Recipe.tags as [String]; this value is a map"], "\(found)")
        let items = Self.recipes.replacingOccurrences(of: "tags: [],", with: "tags: [1️⃣1, 2️⃣2.5],")
            .replacingOccurrences(of: "tags: [String]", with: "tags: [Double]")
        let itemsFound = try check(Self.recipes, items)
        #expect(itemsFound == ["1️⃣ changed-field-type: OLD declares Recipe.tags[0] as String; this value is 1",
                               "2️⃣ changed-field-type: OLD declares Recipe.tags[1] as String; this value is 2.5"], "\(itemsFound)")
    }

    @Test func unknownFieldsAndWiderValuesDoNotBreak() throws {
        // A new field (old builds ignore it), an Int where OLD has Double, an integral 20.0 for an Int.
        let new = Self.recipes.replacingOccurrences(of: "minutes: 20,", with: "minutes: 20.0, rating: 4, extra: {deep: [1]},")
            .replacingOccurrences(of: "rating: Double?,", with: "rating: Int?, extra: Extra?,")
            .replacingOccurrences(of: "  Level: [easy, hard]", with: "  Level: [easy, hard]\n  Extra: {deep: [Int]}")
        let found = try check(Self.recipes, new)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func aTableGoneIsRemovedTableAtNewsTablesKey() throws {
        let old = Self.recipes + "\n  about: {sections: [{sectionID: 0}]}\n"
        let new = Self.recipes.replacingOccurrences(of: "tables:", with: "1️⃣tables:")
        #expect(try check(old, new) == ["1️⃣ removed-table: OLD has table 'about', which this spec lacks: old builds that show it find no table"])
    }

    @Test func aCellTypeOldBuildsDoNotRegisterIsNewCellType() throws {
        let new = Self.recipes.replacingOccurrences(of: "TitleCell: {viewModel: String}}", with: "TitleCell: {viewModel: String}, PromoCell: {}}")
            .replacingOccurrences(of: "cellType: TitleCell, viewModel: More}", with: "cellType: 1️⃣PromoCell}")
        #expect(try check(Self.recipes, new)
            == ["1️⃣ new-cell-type: OLD declares no cell type 'PromoCell' in table 'recipes' (it has RecipeCell, TitleCell): old builds register no cell for it"])
    }

    @Test func withoutDeclaredCellTypesTheCellTypesOldCellsUseAreRegistered() throws {
        let old = "sections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: A}]\n"
        #expect(try check(old, "sections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: A}, {cellID: 1, cellType: A}]\n").isEmpty)
        #expect(try check(old, "sections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: 1️⃣B}]\n")
            == ["1️⃣ new-cell-type: OLD uses no cell type 'B' in table 'main' (it has A): old builds register no cell for it"])
    }

    @Test func aDeclaredUnusedCellTypeIsANewCellTypeWarning() throws {
        let new = Self.recipes.replacingOccurrences(of: "TitleCell: {viewModel: String}}", with: "TitleCell: {viewModel: String}, 1️⃣PromoCell: {}}")
        let found = try check(Self.recipes, new)
        #expect(found.count == 1 && found[0].hasPrefix("1️⃣ new-cell-type (warning): OLD declares no cell type 'PromoCell' in table 'recipes'"))
    }

    @Test func anActionNoOldCellHasIsNewAction() throws {
        let new = Self.recipes.replacingOccurrences(of: "- {cellID: 1, cellType: TitleCell", with: "- {cellID: 1️⃣1, cellType: TitleCell, action: share")
        #expect(try check(Self.recipes, new)
            == ["1️⃣ new-action: OLD has no action 'share' in table 'recipes' (its actions are open): old builds' Action enum cannot hold it, so the tap does nothing"])
    }

    @Test func aHeaderViewNoOldSectionNamesIsNewHeaderView() throws {
        let new = Self.recipes.replacingOccurrences(of: "- sectionID: 0\n", with: "- sectionID: 1️⃣0\n")
            .replacingOccurrences(of: "header: {title: Top, view: Banner}", with: "header: {title: Top, view: Banner}\n        footer: {view: Video}")
        let found = try check(Self.recipes, new)
        #expect(found == ["1️⃣ new-header-view: OLD names no header or footer view 'Video' in table 'recipes' (it names Banner): old builds register no view for this section's footer"], "\(found)")
    }

    @Test func declarationsThatAllowWhatOldBuildsCannotReadAreWarnings() throws {
        let new = Self.recipes
            .replacingOccurrences(of: "Recipe: {title: String, minutes: Int, rating: Double?, tags: [String], level: Level}",
                                  with: "Recipe: {title: String, 1️⃣minutes: Int?, rating: Double?, 2️⃣tags: [Int], level: Level}")
            .replacingOccurrences(of: "3Level: [easy, hard]", with: "")
            .replacingOccurrences(of: "  Level: [easy, hard]", with: "  3️⃣Level: [easy, hard, expert]")
            .replacingOccurrences(of: "TitleCell: {viewModel: String}}", with: "4️⃣TitleCell: {}}")
        #expect(try check(Self.recipes, new) == [
            "1️⃣ field-made-optional (warning): OLD declares Recipe.minutes as Int, required; this spec declares Int?, so it may be left out",
            "2️⃣ changed-field-type (warning): OLD declares Recipe.tags[] as String; this spec declares Int",
            "3️⃣ new-enum-case (warning): OLD declares Recipe.level as Level (one of easy, hard); this spec adds 'expert', a case old builds do not know",
            "4️⃣ changed-field-type (warning): OLD declares TitleCell's viewModel as String; this spec declares no type for it, so any value may come",
        ])
    }

    @Test func anUntypedOldViewModelNeverBreaks() throws {
        let old = "cellTypes: {A: {}}\nsections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: A, viewModel: 1}]\n"
        let new = "cellTypes: {A: {viewModel: String}}\nsections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: A, viewModel: x}]\n"
        #expect(try check(old, new).isEmpty)
    }

    @Test func aNullWhereOldRequiresAValueBreaks() throws {
        let old = "cellTypes: {A: {viewModel: String}}\nsections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: A, viewModel: x}]\n"
        let new = "cellTypes: {A: {viewModel: String?}}\nsections:\n  - sectionID: 0\n    cells: [1️⃣{cellID: 0, cellType: A}]\n"
        #expect(try check(old, new) == ["1️⃣ changed-field-type: OLD declares A's viewModel as String; this has no viewModel"])
    }

    @Test func aNewerFormatIsNewerFormatAtTheVersion() throws {
        // Format 2 does not exist yet: its spec has an unsupported-version error, but still a model to compare.
        #expect(try check("listspec: 1\nsections: []\n", "listspec: 1️⃣2\nsections: []\n")
            == ["1️⃣ newer-format: this spec is listspec format 2; OLD is format 1, and builds made from it read no newer format"])
    }

    @Test func aTypeThatContainsItselfIsComparedOnce() throws {
        let old = "types: {Node: {name: String, children: [Node]}}\ncellTypes: {T: {viewModel: Node}}\n"
            + "sections:\n  - sectionID: 0\n    cells: [{cellID: 0, cellType: T, viewModel: {name: a, children: [{name: b, children: []}]}}]\n"
        let new = old.replacingOccurrences(of: "name: String, children", with: "name: String?, children")
        #expect(try check(old, new).count == 1)
        let broken = old.replacingOccurrences(of: "{name: b, children: []}", with: "{children: []}")
            .replacingOccurrences(of: "name: String, children", with: "name: String?, children")
        let found = try check(old, broken)
        #expect(found == ["5:70 missing-field: OLD declares Node.name as String, required; this value has no name"], "\(found)")
    }
}
