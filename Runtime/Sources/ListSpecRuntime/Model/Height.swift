/// A row, header or footer height: a number of points (as written: 44 or 44.5), or automatic.
public enum Height: Hashable, Sendable {
    /// `automatic`: UIKit sizes the row (`UITableView.automaticDimension`).
    case automatic
    /// A number of points, as written.
    case points(Number)

    /// The height UIKit uses for layout; automatic is UITableView.automaticDimension.
    public var points: Double? {
        if case .points(let number) = self { return number.doubleValue }
        return nil
    }
}
