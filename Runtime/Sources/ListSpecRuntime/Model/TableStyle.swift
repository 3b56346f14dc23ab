/// A table's `style:`, the `UITableView.Style` it is shown in.
public enum TableStyle: String, Sendable, CaseIterable {
    /// `plain` (the default), `grouped` or `insetGrouped`, as `UITableView.Style` names them.
    case plain, grouped, insetGrouped

    /// Grouped styles treat a header or footer height of 0 as "use the default".
    public var isGrouped: Bool { self != .plain }
}
