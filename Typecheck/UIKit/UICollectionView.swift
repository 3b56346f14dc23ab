// UICollectionView, its cells, list layout, data source and delegate (none of them exists on
// watchOS). See UIKit.swift for how the declarations were copied.

import Foundation

#if !UIKIT_STUB_WATCHOS
// https://developer.apple.com/documentation/uikit/uicollectionview
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor open class UICollectionView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }

    // https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    weak open var dataSource: (any UICollectionViewDataSource)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    weak open var delegate: (any UICollectionViewDelegate)?

    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:) (the AnyClass? overload)
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:) (the UINib? overload)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:) (the AnyClass? overload)
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }

    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView { fatalError() }

    // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    // (a C constant, readable from any isolation)
    nonisolated public static let elementKindSectionHeader: String = "UICollectionElementKindSectionHeader"

    // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    nonisolated public static let elementKindSectionFooter: String = "UICollectionElementKindSectionFooter"

    // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    open func deleteSections(_ sections: IndexSet) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    open func insertSections(_ sections: IndexSet) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    open func reloadSections(_ sections: IndexSet) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    open func deleteItems(at indexPaths: [IndexPath]) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    open func insertItems(at indexPaths: [IndexPath]) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    open func reloadItems(at indexPaths: [IndexPath]) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() {}

    // https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}

@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionView {
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
        @MainActor @preconcurrency public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
    }

    // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    @MainActor @preconcurrency
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: UICollectionView.CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell where Cell: UICollectionViewCell {
        fatalError()
    }
}

// MARK: - Cells and reusable views

// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor open class UICollectionReusableView: UIView {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor open class UICollectionViewCell: UICollectionReusableView {}

@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionViewCell {
    // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
    @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {}

@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionViewListCell {
    // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
    @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

// MARK: - Layouts

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor open class UICollectionViewLayout: NSObject {
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public override init() { super.init() }

    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {}

@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionViewCompositionalLayout {
    // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    @MainActor @preconcurrency
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public struct UICollectionLayoutListConfiguration {
    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
    public enum Appearance: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/plain
        case plain = 0
        // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/grouped
        case grouped = 1
        // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/insetgrouped
        // (iOS, iPadOS, Mac Catalyst and visionOS: no tvOS)
        @available(tvOS, unavailable)
        case insetGrouped = 2
        // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebar
        @available(tvOS, unavailable)
        case sidebar = 3
        // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebarplain
        @available(tvOS, unavailable)
        case sidebarPlain = 4
    }

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum
    public enum HeaderMode: Int, Sendable {
        case none = 0
        case supplementary = 1
        case firstItemInSection = 2
    }

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum
    public enum FooterMode: Int, Sendable {
        case none = 0
        case supplementary = 1
    }

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider
    @available(tvOS, unavailable)
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) {}

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode = .none

    // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
    // (computed here: a stored property cannot be unavailable)
    @available(tvOS, unavailable)
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { nil }
        set {}
    }
}

// MARK: - Data source and delegate

// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@available(watchOS, unavailable)
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    // Optional requirements (defaults below).

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    func numberOfSections(in collectionView: UICollectionView) -> Int

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    @available(iOS 8.0, tvOS 9.0, *)
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/indextitles(for:)
    @available(iOS 14.0, tvOS 10.2, *)
    func indexTitles(for collectionView: UICollectionView) -> [String]?

    // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:indexpathforindextitle:at:)
    @available(iOS 14.0, tvOS 10.2, *)
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

/// What UIKit does when a data source leaves an optional method out (a missing supplementary
/// view or index path is an exception there).
@available(watchOS, unavailable)
extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        fatalError()
    }
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        fatalError()
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@available(watchOS, unavailable)
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    // Optional (default below).

    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

@available(watchOS, unavailable)
extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
#endif
