// Lists, their sections, rows, styles and deleting (see SwiftUI.swift for how the pages become Swift).

// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    // https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    // https://developer.apple.com/documentation/swiftui/foreach ("Creates an instance that uniquely identifies and creates views across updates based on the identity of the underlying data")
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { self.data = data }
}

// https://developer.apple.com/documentation/swiftui/dynamicviewcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicViewContent<Data>: View {
    associatedtype Data: Collection
    // https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data-swift.property
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    // https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent { self }
}

// https://developer.apple.com/documentation/swiftui/section
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }

    // https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:)
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { ModifiedView(content: self) }

    // https://developer.apple.com/documentation/swiftui/view/sectionindexlabel(_:)
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    nonisolated public func sectionIndexLabel(_ label: Text?) -> some View { ModifiedView(content: self) }

    // https://developer.apple.com/documentation/swiftui/view/liststyle(_:)
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { ModifiedView(content: self) }
}

// MARK: - List styles

// https://developer.apple.com/documentation/swiftui/liststyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol ListStyle {}

// https://developer.apple.com/documentation/swiftui/plainliststyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct PlainListStyle: ListStyle {
    // https://developer.apple.com/documentation/swiftui/plainliststyle/init()
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/defaultliststyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct DefaultListStyle: ListStyle {
    // https://developer.apple.com/documentation/swiftui/defaultliststyle/init()
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/groupedliststyle (iOS 13, tvOS 13, visionOS; not macOS, not watchOS)
@available(macOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct GroupedListStyle: ListStyle {
    // https://developer.apple.com/documentation/swiftui/groupedliststyle/init()
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle (iOS 14, visionOS; not macOS, tvOS, watchOS)
@available(iOS 14.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct InsetGroupedListStyle: ListStyle {
    // https://developer.apple.com/documentation/swiftui/insetgroupedliststyle/init()
    public init() {}
}

// https://developer.apple.com/documentation/swiftui/insetliststyle (iOS 14, macOS 11, visionOS; not tvOS, watchOS)
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct InsetListStyle: ListStyle {
    // https://developer.apple.com/documentation/swiftui/insetliststyle/init()
    public init() {}
}

// MARK: - Names an app sees twice

// https://developer.apple.com/documentation/swiftui/table (iOS 16, macOS 12, visionOS; its
// constraints left out). Not used by the code checked: declared so that code naming the
// runtime's `Table` unqualified beside `import SwiftUI` is ambiguous here, as it is against the
// SDK (as `Section` is).
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct Table<Value, Rows, Columns> {}
