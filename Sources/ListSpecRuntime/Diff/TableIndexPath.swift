/// A row's place in a table, as UIKit's `IndexPath(row:section:)`; ordered section first, then row.
/// (Named apart from Foundation's IndexPath so that code importing both stays unambiguous.)
public struct TableIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: TableIndexPath, rhs: TableIndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
    }

    /// `[section, row]`, the way the JSON output and the text report write it.
    public var description: String { "[\(section), \(row)]" }
}
