// Diffable data sources and their snapshots (UIKit's Swift overlay; only table and collection
// views use them, so none exists on watchOS here). See UIKit.swift for how the declarations
// were copied.

import Foundation

#if !UIKIT_STUB_WATCHOS
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
// (the constraints as the data sources' pages give them)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
    public init() {}

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
    @available(iOS 15.0, tvOS 15.0, *)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloadsections(_:)
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers
    public var sectionIdentifiers: [SectionIdentifierType] { [] }

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers
    public var itemIdentifiers: [ItemIdentifierType] { [] }

    // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/numberofitems
    public var numberOfItems: Int { 0 }
}

// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/cellprovider
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/init(tableview:cellprovider:)
    @MainActor @preconcurrency
    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
    @MainActor @preconcurrency
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}

    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/snapshot()
    @MainActor @preconcurrency
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }

    // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/defaultrowanimation
    @MainActor @preconcurrency
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    // Its UITableViewDataSource methods, open so that a subclass can override them
    // (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir:
    // "provides implementations for all of the protocol's methods").
    open func numberOfSections(in tableView: UITableView) -> Int { 0 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
    @MainActor @preconcurrency
    public init(collectionView: UICollectionView,
                cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        super.init()
    }

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
    @MainActor @preconcurrency
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}

    // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
    @MainActor @preconcurrency
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }

    // Its UICollectionViewDataSource methods, open so that a subclass can override them.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        fatalError()
    }
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        fatalError()
    }
}
#endif
