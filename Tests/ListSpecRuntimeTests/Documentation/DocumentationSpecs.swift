import Foundation

/// The two versions of the spec the articles of ListSpecRuntime.docc use: the first is
/// Specs/home.yaml of "Server-driven specs" in JSON; the second renames its recipe, adds one
/// and adds a section.
enum DocumentationSpecs {
    static let firstVersion = home(sections: """
        {"sectionID": 0, "header": "Today", "cells": [
          {"cellID": 0, "cellType": "RecipeCell",
           "viewModel": {"title": "Tomato Soup", "minutes": 20, "tags": ["vegetarian"]}, "action": "showRecipe"}
        ]}
        """)

    static let secondVersion = home(sections: """
        {"sectionID": 0, "header": "Today", "cells": [
          {"cellID": 0, "cellType": "RecipeCell",
           "viewModel": {"title": "Soup", "minutes": 20, "tags": ["vegetarian"]}, "action": "showRecipe"},
          {"cellID": 1, "cellType": "RecipeCell",
           "viewModel": {"title": "Bread", "minutes": 90, "tags": []}, "action": "showRecipe"}
        ]},
        {"sectionID": 1, "header": "Tomorrow", "cells": [
          {"cellID": 0, "cellType": "RecipeCell", "viewModel": {"title": "Lemon Tart", "minutes": 90, "tags": ["dessert"]}}
        ]}
        """)

    /// The JSON spec of the table `home` with these sections.
    private static func home(sections: String) -> Data {
        Data("""
            {"listspec": 1, "tables": {"home": {
              "style": "plain",
              "cellTypes": {"RecipeCell": {"height": 64}},
              "sections": [\(sections)]
            }}}
            """.utf8)
    }
}
