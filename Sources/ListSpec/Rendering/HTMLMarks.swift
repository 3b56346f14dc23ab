import ListSpecRuntime
/// Classes the HTML picture puts on sections and rows, so a page can colour them:
/// the diff page marks what is deleted, inserted and reloaded. Fixed names, never spec text
/// (the notes are text, escaped where they are written).
package struct HTMLMarks: Sendable {
    package enum Mark: String, Sendable {
        case deleted, inserted, reloaded
    }

    /// By section index.
    var sections: [Int: Mark] = [:]
    /// By index path.
    var rows: [TableIndexPath: Mark] = [:]
    /// The section index down the right edge.
    var indexTitles: Mark?
    /// Lines of text shown under a row (by index path) or a section's header (by index): what
    /// changed, `viewModel.servings: 2 -> 3`. Plain text; the renderer escapes it.
    var rowNotes: [TableIndexPath: [String]] = [:]
    var sectionNotes: [Int: [String]] = [:]

    package init() {}
}
