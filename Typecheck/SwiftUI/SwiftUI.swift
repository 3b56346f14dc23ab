// A SwiftUI interface stub, so that the SwiftUI code of ListSpecRuntime, the SwiftUI code
// that `listspec generate` writes, the docs' SwiftUI snippets and the example app's SwiftUI
// screen type-check on Linux. It is never run: bodies are empty or `fatalError()`.
//
// It declares only the SwiftUI API that code uses, each declaration copied from Apple's
// documentation page named in the comment above it (developer.apple.com/documentation/
// swiftui/...), independently of the UIKit stub beside it. `Typecheck/run` builds it as the
// module `SwiftUI`, once for each platform Package.swift declares.
//
// How the pages turn into Swift here:
// - `View` is `@MainActor @preconcurrency`, as the page shows; SwiftUI's own views and
//   modifiers are `nonisolated` (the pages show `nonisolated` on them), so the stub's types
//   are declared `nonisolated` and conform with `Body == Never`, as primitive views do.
// - A modifier returning `some View` returns an internal wrapper: only its opaqueness matters.
// - Availability as on the page. `@available(P, unavailable)` where the page lists no
//   platform P; Typecheck/run builds P's view of the stub from copies in which that reads
//   `@available(*, unavailable)` (Linux enforces that one), so that code using such an API
//   on P, outside `#if !os(P)`, is an error. Introduced-in versions as on the page
//   (`@available(iOS 14.0, macOS 11.0, *)`) on what the code checked uses: Typecheck/availability
//   makes each one newer than the deployment target a custom availability domain, which Linux
//   enforces, so that using it unguarded is an error.
// - Where a page shows `@ContentBuilder` (Xcode 27's name), the stub has `@ViewBuilder`,
//   the attribute of the SDKs the package supports.

// SwiftUI re-exports what its API names: CGFloat and IndexSet come with `import SwiftUI`.
@_exported import Foundation

// MARK: - Views

// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/never (Never conforms to View: the Body of primitive views)
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct EmptyView: View {
    // https://developer.apple.com/documentation/swiftui/emptyview/init()
    public init() {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct AnyView: View {
    // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/optional (Optional conforms to View when Wrapped does)
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    let first: TrueContent?
    let second: FalseContent?
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError() }
}

/// What a modifier returns (its `some View`).
nonisolated struct ModifiedView<Content: View>: View {
    let content: Content
    var body: Never { fatalError() }
}

// MARK: - ViewBuilder

// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(first: first, second: nil)
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(first: nil, second: second)
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// MARK: - State

// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper
public struct State<Value> {
    private let initial: Value

    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { initial = value }

    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
}
