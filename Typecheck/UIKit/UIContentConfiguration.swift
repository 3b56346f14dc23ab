// Content configurations: what a cell shows. See UIKit.swift for how the declarations were copied.

import Foundation

#if !UIKIT_STUB_WATCHOS
// https://developer.apple.com/documentation/uikit/uiconfigurationstate
// (only what UIContentConfiguration.updated(for:) names)
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public protocol UIConfigurationState {}

// https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
@MainActor public protocol UIContentView: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
    var configuration: any UIContentConfiguration { get set }
}

// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public protocol UIContentConfiguration {
    // https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
    @MainActor func makeContentView() -> any UIView & UIContentView

    // https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
    func updated(for state: any UIConfigurationState) -> Self
}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
    public var text: String?

    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
    public var secondaryText: String?

    @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
#endif
