/// A finding's fix, as data: edits of the finding's own tokens, and whether applying them keeps
/// the data the author meant (section 15). `lint --fix` and the editor's quick fixes apply these
/// very edits (ListSpec's `FixSource` places them in the source's bytes, quoted as each token is).
package struct FindingFix: Hashable, Sendable {
    /// One token (or a word inside one) replaced.
    package struct Edit: Hashable, Sendable {
        /// Where the token starts (for `.word`, where the word starts inside it): line and column as
        /// findings count them. A check's draft leaves it at `.start`; placing the draft places it.
        package var location: SourceLocation
        /// What the edit covers: the whole scalar token (a key, a value, an ID), or only `old`'s
        /// characters inside one (a type name in a type expression such as `[Strng]?`).
        package var extent: Extent
        /// The token's value as read (a word's text), so an edit that no longer meets it is not applied.
        package var old: String
        /// What the token becomes.
        package var new: Replacement
    }

    /// What an edit covers.
    package enum Extent: Hashable, Sendable {
        case token
        case word
    }

    /// The new value: a name (written as the token's quoting needs) or an integer ID.
    package enum Replacement: Hashable, Sendable {
        case name(String)
        case id(Int64)

        /// The value as text, unquoted.
        package var text: String {
            switch self {
            case .name(let name): name
            case .id(let id): String(id)
            }
        }
    }

    package var edits: [Edit]
    /// Safe: a typo becomes the one known name meant (`KeySuggestion` decides). Unsafe
    /// (`--unsafe-fixes` only): a name further off, which may be another intent, or a free ID,
    /// which changes the row's identity for an app.
    package var isSafe: Bool

    /// The fix of a misspelt name at the finding's place: `old` becomes `new`.
    package static func rename(_ old: String, to new: String, extent: Extent = .token, isSafe: Bool) -> FindingFix {
        FindingFix(edits: [Edit(location: .start, extent: extent, old: old, new: .name(new))], isSafe: isSafe)
    }

    /// The unsafe fix of an ID out of order or repeated: `id` becomes `free`.
    package static func renumber(_ id: Int64, to free: Int64) -> FindingFix {
        FindingFix(edits: [Edit(location: .start, extent: .token, old: String(id), new: .id(free))], isSafe: false)
    }

    /// The fix with its edits placed at the finding's `location` (every fix edits the finding's own token).
    func placed(at location: SourceLocation) -> FindingFix {
        var fix = self
        for index in fix.edits.indices { fix.edits[index].location = location }
        return fix
    }
}
