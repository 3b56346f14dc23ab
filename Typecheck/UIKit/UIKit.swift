// A UIKit interface stub, so that the UIKit code of ListSpecRuntime type-checks on Linux.
// It is never run: bodies are empty or `fatalError()`.
//
// It declares only the UIKit API the adapters use, each declaration copied from Apple's
// documentation page named in the comment above it (the pages used are listed in the
// branch notes). `Typecheck/run` builds it as the module `UIKit`.
//
// How Objective-C turns into Swift here:
// - Linux has no `@objc` and no `optional` protocol requirements. An optional requirement
//   of a UIKit protocol is a requirement WITH a default implementation in a protocol
//   extension. A conformance written as `extension X: UITableViewDataSource { ... }` whose
//   method nearly matches such a requirement (a misspelt label, a wrong type) then gets the
//   compiler's "nearly matches defaulted requirement" warning, an error under
//   `-warnings-as-errors` (Typecheck/run checks that it does). Calling one through the
//   protocol with `?` (`dataSource?.numberOfSections?(in:)`) does not compile here.
// - UIKit's classes are `open`, their members `open` unless Apple's page shows `final`
//   or a Swift overlay declaration (`public`); a class UIKit marks `@MainActor` is
//   `@MainActor` here, and so are its members.
// - Availability as on the page: `@available(iOS x, *)`, with tvOS when it starts later
//   than tvOS itself, `@available(tvOS, unavailable)` where the page lists no tvOS and
//   `@available(watchOS, unavailable)` where it lists no watchOS. Building with
//   `-D UIKIT_STUB_WATCHOS` leaves out what watchOS lacks, as `canImport(UIKit)` there does.
//   Typecheck/run builds the tvOS view from copies in which `@available(tvOS, unavailable)`
//   reads `@available(*, unavailable)` (Linux enforces that one), with `-D UIKIT_STUB_TVOS`
//   leaving out the protocol requirements tvOS lacks (only an @objc protocol's can be unavailable).
//   Introduced-in versions and visionOS's deprecations count too: Typecheck/availability turns
//   them into custom availability domains and `@available(*, deprecated)` on the platform's copy.
// - The module is built with library evolution, so UIKit's enums are not frozen here
//   either: a `switch` over one needs `@unknown default`, as it does against the SDK.
// - Between a class and `NSObject`, UIKit's `UIResponder`, `UIBarItem` and
//   `UIMenuElement` are left out unless a listed declaration needs them.

// UIKit re-exports Foundation: `import UIKit` alone brings IndexPath, CGFloat and the rest.
@_exported import Foundation

// MARK: - Index paths

#if !UIKIT_STUB_WATCHOS
// UIKit's additions to IndexPath (swift-corelibs-foundation has none of them).
@available(watchOS, unavailable)
extension IndexPath {
    // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    // https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    // https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    // https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    // https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif

// MARK: - Images and nibs

// https://developer.apple.com/documentation/uikit/uiimage
// (UIImage is thread-safe and not main-actor isolated.)
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {}

#if !UIKIT_STUB_WATCHOS
// https://developer.apple.com/documentation/uikit/uinib
@available(iOS 4.0, *)
@available(watchOS, unavailable)
@MainActor open class UINib: NSObject {
    // https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
    @available(iOS 4.0, *)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) { fatalError() }
}

// MARK: - Views and view controllers

// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIView: NSObject {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}
}

// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIScrollView: UIView {}

// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@available(watchOS, unavailable)
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIViewController: NSObject {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set {}
    }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem { fatalError() }

    // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? {
        get { nil }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uinavigationitem
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UINavigationItem: NSObject {
    // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
    open var rightBarButtonItem: UIBarButtonItem? {
        get { nil }
        set {}
    }
}

// MARK: - Bar button items and actions

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIBarButtonItem: NSObject {
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init()
    public override init() { super.init() }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(coder:)
    public required init?(coder: NSCoder) { super.init() }

    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    @available(iOS 14.0, tvOS 14.0, *)
    @MainActor @preconcurrency
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
    }
}

// https://developer.apple.com/documentation/uikit/uimenuelement
// (only what UIAction's initializer names)
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIMenuElement: NSObject {
    // https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    // https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

// https://developer.apple.com/documentation/uikit/uimenu
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIMenu: UIMenuElement {}

// https://developer.apple.com/documentation/uikit/uiactionhandler
@available(watchOS, unavailable)
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UIAction: UIMenuElement {
    // https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    override init() { super.init() }

    // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @available(iOS 13.0, tvOS 14.0, *)
    @MainActor @preconcurrency
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.init()
    }
}
#endif
