/// How a data source goes from the table it shows to the next version of it.
package enum TableTransition: Equatable, Sendable {
    /// One animated batch (`ListContent.apply`).
    case animate
    /// New content at once and `reloadData()`: a table added or removed (nil), or
    /// restyled (a UITableView's style is fixed when it is created: nothing can animate it).
    case reload

    package init(fromStyle old: TableStyle?, toStyle new: TableStyle?) {
        self = old != nil && old == new ? .animate : .reload
    }
}
