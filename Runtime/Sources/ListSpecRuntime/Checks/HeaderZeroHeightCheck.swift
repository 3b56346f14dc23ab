/// `header-zero-height`: a header or footer height of 0 in a grouped style, where UIKit shows the
/// default height instead (a warning).
enum HeaderZeroHeightCheck {
    /// The finding for the `height` of a header or footer (`name`) in a table of `style`, nil when UIKit shows it as written.
    static func finding(_ height: Height?, name: String, style: TableStyle) -> FindingDraft? {
        guard style.isGrouped, height?.points == 0 else { return nil }
        return FindingDraft(rule: .headerZeroHeight,
                            message: "a \(name) height of 0 in a \(style.rawValue) table shows the default height; use 0.01 to hide the \(name)")
    }
}
