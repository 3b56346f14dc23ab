/// Where a message sends its reader to read more: the documentation's address on the web, since
/// a user has the tool, not listspec's repository (no message names a path of it).
package enum DocumentationLink {
    /// The folder of the documentation's pages.
    package static let pages = "https://github.com/listspec/listspec/blob/main/Docs/"

    /// A page (`SpecFormat.md`), at a heading's anchor where given.
    package static func page(_ name: String, anchor: String? = nil) -> String {
        pages + name + (anchor.map { "#" + $0 } ?? "")
    }

    /// How to choose IDs so that a new row is inserted, not a neighbour reloaded.
    package static let choosingIDs = page("SpecFormat.md", anchor: "choosing-ids")
}
