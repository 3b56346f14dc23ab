/// A row's place in a table, as UIKit's `IndexPath(row:section:)`; ordered section first, then row.
/// (Named apart from Foundation's IndexPath so that code importing both stays unambiguous.)
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The row's index within its section.
    public var row: Int

    /// The index path of a row of a section.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    /// Section first, then row: the order UIKit's index paths sort in.
    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// `[section, row]`, the way the JSON output and the text report write it.
    public var description: String { "[\(section), \(row)]" }
}
