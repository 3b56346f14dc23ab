/// The Apple platform a SwiftUI list shows a table on, for the list styles and the
/// deleting it has there. A parameter rather than `#if`, so that every platform's
/// decision is tested on Linux; `SpecList` passes `current`.
package enum SwiftUIPlatform: Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// The platform this build is for (Mac Catalyst is iOS, as SwiftUI there is).
    package static var current: SwiftUIPlatform {
        #if os(macOS)
        return .macOS
        #elseif os(tvOS)
        return .tvOS
        #elseif os(watchOS)
        return .watchOS
        #elseif os(visionOS)
        return .visionOS
        #else
        return .iOS
        #endif
    }

    /// The list style a table of `style` is shown in: the nearest style the platform has
    /// (grouped styles are iOS's, tvOS's and visionOS's; macOS insets them, watchOS has its own).
    package func listStyle(_ style: TableStyle) -> SpecListStyle {
        switch (self, style) {
        case (_, .plain): return .plain
        case (.iOS, .grouped), (.visionOS, .grouped), (.tvOS, _): return .grouped
        case (.iOS, .insetGrouped), (.visionOS, .insetGrouped): return .insetGrouped
        case (.macOS, _): return .inset
        case (.watchOS, _): return .automatic
        }
    }

    /// Whether a person can delete a `deletable` row: by swipe, or on macOS with the Delete
    /// key. tvOS has neither (as in UIKit there): the app removes such a row itself.
    package var deletesRows: Bool { self != .tvOS }
}

/// A SwiftUI list style, named by the platform-neutral core and made by `SpecList`.
package enum SpecListStyle: Sendable, Equatable {
    /// `PlainListStyle`.
    case plain
    /// `GroupedListStyle` (iOS, tvOS, visionOS).
    case grouped
    /// `InsetGroupedListStyle` (iOS 14 and later, visionOS; grouped before iOS 14).
    case insetGrouped
    /// `InsetListStyle` (macOS).
    case inset
    /// `DefaultListStyle`: the platform's own (watchOS).
    case automatic
}
