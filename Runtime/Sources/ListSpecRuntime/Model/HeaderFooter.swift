/// A section header or footer: `header: Title` is `{title: Title}`.
public struct HeaderFooter: Hashable, Sendable {
    /// The title UIKit shows when no view is registered.
    public var title: String?
    /// The reuse identifier of a header/footer view.
    public var view: String?
    /// The header's or footer's height (nil: the table's own).
    public var height: Height?

    /// A header or footer written in code.
    public init(title: String? = nil, view: String? = nil, height: Height? = nil) {
        self.title = title
        self.view = view
        self.height = height
    }
}
