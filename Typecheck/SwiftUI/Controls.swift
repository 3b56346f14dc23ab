// Text, buttons and a view's frame (see SwiftUI.swift for how the pages become Swift).

// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Text: View, Equatable, Sendable {
    private let content: String

    // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) { self.content = content }

    // https://developer.apple.com/documentation/swiftui/text (init(_:) of a StringProtocol value)
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Button<Label: View>: View {
    // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Alignment: Equatable, Sendable {
    private let name: String

    // https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(name: "center")
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                                  minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                                  alignment: Alignment = .center) -> some View {
        ModifiedView(content: self)
    }
}
