/// Why a served table (a `Table` of `Spec(json:)`) could not be read as a generated table's
/// typed sections, and where: the table, the section and the cell by their IDs, and inside a
/// viewModel the path to the value that does not fit (`viewModel.tags[2]`).
///
/// Generated code throws it: an app built from one version of a spec meets content of another,
/// and shows the error's place instead of a row it cannot type.
public struct ServedContentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What does not fit.
    public enum Reason: Sendable, Equatable {
        /// The served spec has no table of this name.
        case missingTable
        /// A cell's type is none of the table's cell types (the name as served).
        case unknownCellType(String)
        /// A cell's action is none of the table's actions (the name as served).
        case unknownAction(String)
        /// A viewModel is not of its declared type: the path to the value that does not fit
        /// (`viewModel.tags[2]`) and the message saying why (`viewModel.tags[2]: expected
        /// String, found the integer 12`).
        case viewModel(path: String, message: String)
    }

    /// The table's name.
    public var table: String
    /// The section's ID; nil when the table itself is the place.
    public var sectionID: Int64?
    /// The cell's ID; nil for a section's viewModel or the table itself.
    public var cellID: Int64?
    /// What does not fit.
    public var reason: Reason

    /// An error at a place of a served table.
    public init(table: String, sectionID: Int64? = nil, cellID: Int64? = nil, reason: Reason) {
        self.table = table
        self.sectionID = sectionID
        self.cellID = cellID
        self.reason = reason
    }

    /// The viewModel's path, as lint writes it (`viewModel.author.name`); nil when no viewModel is the place.
    public var viewModelPath: String? {
        guard case .viewModel(let path, _) = reason else { return nil }
        return path
    }

    /// `table "feed", sectionID 2, cellID 7: viewModel.tags[2]: expected String, found the integer 12`:
    /// names from the served content escaped, so that the line is one line of plain text.
    public var description: String {
        var place = "table \"\(TextEscaper.terminal.escaped(table))\""
        if let sectionID { place += ", sectionID \(sectionID)" }
        if let cellID { place += ", cellID \(cellID)" }
        let what: String
        switch reason {
        case .missingTable: what = "the served spec has no such table"
        case .unknownCellType(let name): what = "unknown cell type \"\(TextEscaper.terminal.escaped(name))\" (this build draws only the cell types of its spec)"
        case .unknownAction(let name): what = "unknown action \"\(TextEscaper.terminal.escaped(name))\" (this build knows only the actions of its spec)"
        case .viewModel(_, let message): what = TextEscaper.terminal.escaped(message)
        }
        return place + ": " + what
    }
}
