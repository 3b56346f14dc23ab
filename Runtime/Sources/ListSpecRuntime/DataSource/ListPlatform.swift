/// The Apple platform a data source shows content on, for what its table and collection
/// views can do that a spec asks for. A parameter rather than `#if`, so that every
/// platform's decision is tested on Linux; the UIKit adapters pass `current`.
package enum ListPlatform: Sendable, CaseIterable {
    /// iOS, iPadOS, Mac Catalyst and visionOS: every style, swipe to delete.
    case iOS
    /// tvOS: UIKit there has no inset grouped style and no swipe actions
    /// (`UITableView.Style.insetGrouped` and `UIContextualAction` are not on tvOS).
    case tvOS

    /// The platform this build is for.
    package static var current: ListPlatform {
        #if os(tvOS)
        return .tvOS
        #else
        return .iOS
        #endif
    }

    /// The style a table of `style` is shown in: `insetGrouped` as `grouped` on tvOS.
    package func shownStyle(_ style: TableStyle) -> TableStyle {
        self == .tvOS && style == .insetGrouped ? .grouped : style
    }

    /// Whether a person can delete a `deletable` row (swipe to delete). On tvOS nobody
    /// can: such a row is removed only by the app, through `apply`.
    package var deletesBySwipe: Bool { self != .tvOS }
}
