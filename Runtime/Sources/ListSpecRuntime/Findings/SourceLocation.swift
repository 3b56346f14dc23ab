/// A 1-based line and column (columns count characters, as libyaml does).
/// Stored in 32 bits each: the model keeps one per ID, and there are many IDs.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The place at this line and column, both counted from 1.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// The line, from 1.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The column, from 1.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Line 1, column 1: the place of what has no place of its own.
    public static let start = SourceLocation(line: 1, column: 1)

    /// File order: by line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
