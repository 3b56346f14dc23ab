// UITableView, its cells, data source and delegate (none of them exists on watchOS).
// See UIKit.swift for how the declarations were copied.

import Foundation

#if !UIKIT_STUB_WATCHOS
// https://developer.apple.com/documentation/uikit/uitableview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UITableView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
        case plain = 0
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
        case grouped = 1
        // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
        @available(iOS 13.0, *)
        @available(tvOS, unavailable)
        case insetGrouped = 2
    }

    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    public enum RowAnimation: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/fade
        case fade = 0
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/right
        case right = 1
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/left
        case left = 2
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/top
        case top = 3
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/bottom
        case bottom = 4
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none
        case none = 5
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/middle
        case middle = 6
        // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic
        case automatic = 100
    }

    // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    open var style: UITableView.Style { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitableview/datasource
    weak open var dataSource: (any UITableViewDataSource)?

    // https://developer.apple.com/documentation/uikit/uitableview/delegate
    weak open var delegate: (any UITableViewDelegate)?

    // https://developer.apple.com/documentation/uikit/uitableview/rowheight
    open var rowHeight: CGFloat = 0

    // https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
    @available(iOS 7.0, *)
    open var estimatedRowHeight: CGFloat = 0

    // https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight
    open var sectionHeaderHeight: CGFloat = 0

    // https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight
    open var sectionFooterHeight: CGFloat = 0

    // https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight
    @available(iOS 7.0, *)
    open var estimatedSectionHeaderHeight: CGFloat = 0

    // https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionfooterheight
    @available(iOS 7.0, *)
    open var estimatedSectionFooterHeight: CGFloat = 0

    // https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
    // (`class let` on the page: a C constant, readable from any isolation)
    @available(iOS 5.0, *)
    nonisolated public static let automaticDimension: CGFloat = -1

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo
    @available(iOS 5.0, *)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
    @available(iOS 6.0, *)
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    // https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-1rgvc
    @available(iOS 6.0, *)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }

    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
    @available(iOS 6.0, *)
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }

    // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    open func reloadData() {}

    // https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    @available(iOS 11.0, tvOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}

    // https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
    open func beginUpdates() {}

    // https://developer.apple.com/documentation/uikit/uitableview/endupdates()
    open func endUpdates() {}

    // https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    // https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    // https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
    @available(iOS 3.0, *)
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}

    // https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    // https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    // https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    @available(iOS 3.0, *)
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}

    // https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {}

    // https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()
    @available(iOS 3.0, *)
    open func reloadSectionIndexTitles() {}

    // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    // https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
    open var indexPathsForVisibleRows: [IndexPath]? { nil }
}

// MARK: - Cells and header-footer views

// https://developer.apple.com/documentation/uikit/uitableviewcell
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UITableViewCell: UIView {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    @available(iOS 3.0, *)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
    open func prepareForReuse() {}
}

@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UITableViewCell {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    @MainActor @preconcurrency public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    // https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }
}

// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@available(iOS 6.0, *)
@available(watchOS, unavailable)
@MainActor open class UITableViewHeaderFooterView: UIView {
    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
    public init(reuseIdentifier: String?) { super.init(frame: .zero) }

    // https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: - Data source

// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@available(watchOS, unavailable)
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    @available(iOS 8.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    // Optional requirements (defaults below).

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    func numberOfSections(in tableView: UITableView) -> Int

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    @available(iOS 8.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    @available(iOS 8.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}

/// What UIKit does when a data source leaves an optional method out.
@available(watchOS, unavailable)
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

// MARK: - Delegate

// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@available(watchOS, unavailable)
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    // All optional (defaults below).

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
    @available(iOS 7.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
    @available(iOS 2.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
    @available(iOS 2.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforheaderinsection:)
    @available(iOS 7.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforfooterinsection:)
    @available(iOS 7.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    // (only an @objc protocol's member can be unavailable: the tvOS build leaves it out)
    #if !UIKIT_STUB_TVOS
    @available(iOS 11.0, *)
    @available(tvOS, unavailable)
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    #endif

    // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
    @available(iOS 8.0, tvOS 9.0, *)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
}

/// What UIKit does when a delegate leaves an optional method out.
@available(watchOS, unavailable)
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    @available(tvOS, unavailable)
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
}

// MARK: - Swipe actions

// https://developer.apple.com/documentation/uikit/uicontextualaction
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIContextualAction: NSObject {
    // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
    public enum Style: Int, Sendable {
        // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/normal
        case normal = 0
        // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/destructive
        case destructive = 1
    }

    // https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
    // (the page declares it `@MainActor typealias`: the closure runs on the main actor)
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    override init() { super.init() }

    // https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init()
    }

    // https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property
    open var handler: UIContextualAction.Handler { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UISwipeActionsConfiguration: NSObject {
    override init() { super.init() }

    // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
    public convenience init(actions: [UIContextualAction]) { self.init() }

    // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
    open var performsFirstActionWithFullSwipe: Bool = true
}
#endif
