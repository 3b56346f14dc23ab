import Foundation
import Testing

/// `listspec locate`: exit 0 found, 1 no such place (with the nearest), 2 bad input or usage.
@Suite struct LocateCommandTests {
    @Test func indexPathToIDs() throws {
        let result = try CLI.run(["locate", "Specs/recipes.yaml", "--table", "recipes", "--index-path", "2.3"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
        table      recipes
        indexPath  [2, 3]
        sectionID  2
        cellID     3
        cellType   RecipeCell
        viewModel  {title: Salmon with Dill Sauce, subtitle: 30 min, servings: 2}
        height     64pt
        action     ShowRecipe

        """)
    }

    @Test func everyIndexPathForm() throws {
        for form in ["2.3", "2,3", "[2, 3]", "2 - 3"] {
            let result = try CLI.run(["locate", "Specs/recipes.yaml", "--table", "recipes", "--index-path", form, "--format", "json"])
            #expect(result.status == 0, "\(form): \(result.stderr)")
            #expect(result.stdout.contains("\"sectionID\":2,\"cellID\":3,"), "\(form)")
        }
    }

    @Test func idsToIndexPathAsJSON() throws {
        let result = try CLI.run(["locate", "Specs/table-view-protocols.json", "--section-id", "2", "--cell-id", "1", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["found"] as? Bool == true)
        #expect(object["indexPath"] as? [Int] == [2, 1])
        #expect(object["cellType"] as? String == "BasicCell")
        #expect(object["viewModel"] as? String == "Me too")
        #expect(object["deletable"] as? Bool == true)
    }

    @Test func aSectionAlone() throws {
        let byIndex = try CLI.run(["locate", "Specs/base-listing.yaml", "--index-path", "1"])
        #expect(byIndex.status == 0)
        #expect(byIndex.stdout.contains("sectionID  2\n"))
        #expect(byIndex.stdout.contains("rows       3 ([1, 0]-[1, 2], cellIDs 0-2)"))
        let byID = try CLI.run(["locate", "Specs/base-listing.yaml", "--section-id", "2"])
        #expect(byID.status == 0)
        #expect(byID.stdout.contains("section    1\n"))
    }

    @Test func noSuchPlaceNamesTheNearest() throws {
        let row = try CLI.run(["locate", "Specs/recipes.yaml", "--table", "recipes", "--index-path", "2.9"])
        #expect(row.status == 1)
        #expect(row.stdout == "no row 9 in section [2] (sectionID 2): it has 4 rows (0-3); nearest is [2, 3] cellID 3\n")
        let section = try CLI.run(["locate", "Specs/menu.yaml", "--index-path", "[4, 0]"])
        #expect(section.status == 1)
        #expect(section.stdout == "no section [4]: table 'menu' has 1 section (0-0); nearest is section [0] (sectionID 0)\n")
        let cell = try CLI.run(["locate", "Specs/custom-updates-new.yaml", "--section-id", "1", "--cell-id", "4"])
        #expect(cell.status == 1)
        #expect(cell.stdout == "no cellID 4 in section [1] (sectionID 1); nearest cellIDs are 2 at [1, 2] and 5 at [1, 3]\n")
        let json = try CLI.run(["locate", "Specs/custom-updates-new.yaml", "--section-id", "9", "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["found"] as? Bool == false)
        #expect((object["nearest"] as? [[String: Any]])?.first?["sectionID"] as? Int == 2)
    }

    @Test func severalTablesNeedTable() throws {
        let result = try CLI.run(["locate", "Specs/recipes.yaml", "--index-path", "0.0"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("has 2 tables (recipes, recipeDetail); choose one with --table"))
        let unknown = try CLI.run(["locate", "Specs/recipes.yaml", "--table", "nope", "--index-path", "0.0"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no table named 'nope'"))
    }

    @Test func usageErrorsAreExitTwo() throws {
        let cases: [[String]] = [
            ["locate", "Specs/menu.yaml"],
            ["locate", "Specs/menu.yaml", "--index-path", "x.y"],
            ["locate", "Specs/menu.yaml", "--index-path", "-1.0"],
            ["locate", "Specs/menu.yaml", "--cell-id", "1"],
            ["locate", "Specs/menu.yaml", "--index-path", "0.0", "--section-id", "0"],
            ["locate", "Specs/menu.yaml", "--section-id", "zero"],
            ["locate", "Specs/menu.yaml", "--index-path", "0.0", "--format", "xml"],
            ["locate", "Specs/missing.yaml", "--index-path", "0.0"],
        ]
        for arguments in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(!result.stderr.isEmpty, "\(arguments)")
        }
    }

    @Test func aSpecThatBreaksARuleIsRefused() throws {
        let input = Data("sections: [{sectionID: 1}, {sectionID: 0}]\n".utf8)
        let result = try CLI.run(["locate", "-", "--index-path", "0"], stdin: input)
        #expect(result.status == 2)
        #expect(result.stderr.contains("breaks"))
    }
}
