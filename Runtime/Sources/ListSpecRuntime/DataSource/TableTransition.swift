/// How a data source goes from the table it shows to the next version of it.
package enum TableTransition: Equatable, Sendable {
    /// One animated batch (`ListContent.apply`).
    case animate
    /// New content at once and `reloadData()`: a table added or removed (nil), or
    /// restyled (a UITableView's style is fixed when it is created: nothing can animate it).
    case reload

    /// From the style a table view has (`old`, as the platform shows it) to a table of
    /// style `new`: on tvOS an insetGrouped table goes on animating in its grouped view.
    package init(fromStyle old: TableStyle?, toStyle new: TableStyle?, on platform: ListPlatform) {
        self = old != nil && old == new.map(platform.shownStyle) ? .animate : .reload
    }
}
