/// A declaration that changed between two versions of a spec (contract section 4,
/// "Declarations"): a type of `types`, a field of a struct, a case of an enum, or a cell type
/// of a table's `cellTypes`. It moves no row, so it is no part of a batch update, but a
/// reviewer must see it: `listspec diff` names each, and its JSON lists them as
/// `declarations`.
public struct DeclarationChange: Sendable, Equatable {
    /// What kind of declaration changed.
    public enum Kind: String, Sendable, CaseIterable {
        /// A named type of `types` (`name`: `Recipe`).
        case type
        /// A field of a struct (`name`: `Recipe.rating`; of an inline struct, `Recipe.author.url`).
        case field
        /// A case of an enum (`name`: `Difficulty.expert`; of an inline enum, `Recipe.level.expert`).
        case enumCase
        /// A cell type of a table's `cellTypes` (`name`: the table's name, a dot, the cell type's: `menu.MenuCell`).
        case cellType
    }

    /// Whether the declaration is new, gone, or declared otherwise.
    public enum Change: String, Sendable, CaseIterable {
        /// Only in the new version.
        case added
        /// Only in the old version.
        case removed
        /// In both, declared otherwise.
        case changed
    }

    /// What kind of declaration changed.
    public var kind: Kind
    /// The declaration's name: a type's name, `Type.field`, `Type.case`, or `table.CellType`.
    public var name: String
    /// Whether it was added, removed or changed.
    public var change: Change
    /// The old declaration as text, nil when added: a type's or field's type in Swift syntax
    /// (`Double?`, `[String]`, an inline struct `{title: String}`, an inline enum `[easy, hard]`),
    /// the enum case itself, or a cell type's defaults (`{viewModel: Recipe, height: 64}`, `{}`).
    public var old: String?
    /// The new declaration as text, nil when removed; written as `old` is.
    public var new: String?

    /// A change of a declaration, as the differ makes it.
    package init(kind: Kind, name: String, change: Change, old: String?, new: String?) {
        self.kind = kind
        self.name = name
        self.change = change
        self.old = old
        self.new = new
    }
}
