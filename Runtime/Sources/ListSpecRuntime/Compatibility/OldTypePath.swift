/// Where a value or a declaration stands inside an old spec's type, as messages name it:
/// `Recipe.minutes`, `Recipe.tags[2]`, `RecipeCell's viewModel`. A named type starts a path of
/// its own, so a field of `Recipe` is `Recipe.minutes` whichever cell holds it.
struct OldTypePath {
    /// What a message shows (list indices included).
    private(set) var shown: String
    /// The same place with any index or key left out (`Recipe.tags[]`): a value that breaks and a
    /// declaration that changed at one place are one defect, reported once.
    private(set) var key: String

    init(root: String) {
        shown = root
        key = root
    }

    func field(_ name: String) -> OldTypePath {
        var path = self
        path.shown += "." + name
        path.key += "." + name
        return path
    }

    func item(_ index: Int) -> OldTypePath {
        var path = self
        path.shown += "[\(index)]"
        path.key += "[]"
        return path
    }

    func entry(_ key: String) -> OldTypePath {
        var path = self
        path.shown += "[\"\(key)\"]"
        path.key += "[:]"
        return path
    }

    /// Any item of a list, as a declaration names it: `Recipe.tags[]`.
    var items: OldTypePath {
        var path = self
        path.shown += "[]"
        path.key += "[]"
        return path
    }

    /// Any value of a map, as a declaration names it: `Recipe.nutrition[:]`.
    var entries: OldTypePath {
        var path = self
        path.shown += "[:]"
        path.key += "[:]"
        return path
    }

    /// The place of one enum case at this place, for the case a value uses and a declaration adds.
    func enumCase(_ name: String) -> String { key + "=" + name }

    /// The path of a cell type's viewModel, `RecipeCell's viewModel`.
    static func viewModel(ofCellType name: String) -> OldTypePath { OldTypePath(root: "\(name)'s viewModel") }

    /// The path of a table's section viewModels, `the sectionViewModel of table 'menu'`.
    static func sectionViewModel(ofTable name: String) -> OldTypePath { OldTypePath(root: "the sectionViewModel of table '\(name)'") }
}
