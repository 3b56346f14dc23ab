/// An item of a diffable data source: a cell by its IDs (a cellID alone is unique
/// only within its section).
public struct ListItemID: Hashable, Sendable, CustomStringConvertible {
    /// The ID of the item's section: a diffable data source's section identifier.
    public var sectionID: Int64
    /// The cell's ID within its section.
    public var cellID: Int64

    /// The item of the cell with these IDs.
    public init(sectionID: Int64, cellID: Int64) {
        self.sectionID = sectionID
        self.cellID = cellID
    }

    /// `sectionID/cellID`, as in `3/7`.
    public var description: String { "\(sectionID)/\(cellID)" }
}

/// Content as Apple's diffable data sources take it: section identifiers are sectionIDs,
/// item identifiers `ListItemID`s, and the items whose content changed since the content
/// shown, split as `ListContent` splits them (same cell type: reconfigured; else reloaded).
/// The UIKit bridge turns it into an `NSDiffableDataSourceSnapshot`.
package struct ListSnapshot: Equatable, Sendable {
    package var sectionIDs: [Int64]
    /// The items of each section, in the order of `sectionIDs`.
    package var itemIDs: [[ListItemID]]
    /// Items in both versions whose content changed and whose cell type did not.
    package var reconfiguredItemIDs: [ListItemID]
    /// Items in both versions whose cell type changed.
    package var reloadedItemIDs: [ListItemID]
    /// Sections in both versions whose header, footer or viewModel changed.
    package var reloadedSectionIDs: [Int64]

    /// - Parameter shown: the content shown now (nil: nothing is, every item is new).
    /// - Throws: `ContentOrderError` when IDs do not ascend strictly (a diffable data
    ///   source raises on an identifier given twice).
    package init<S: DiffableSection>(_ sections: [S], changedFrom shown: [S]? = nil) throws(ContentOrderError) {
        try ContentOrderError.check(sections, version: .new)
        if let shown { try ContentOrderError.check(shown, version: .old) }
        sectionIDs = sections.map(\.sectionID)
        itemIDs = sections.map { section in section.cells.map { ListItemID(sectionID: section.sectionID, cellID: $0.cellID) } }
        reconfiguredItemIDs = []
        reloadedItemIDs = []
        reloadedSectionIDs = []
        guard let shown else { return }
        let plan = ContentUpdatePlan(from: shown, to: sections, reloadsAmongInsertsAndDeletes: true)
        reconfiguredItemIDs = plan.reconfigureRows.map { itemIDs[$0.section][$0.row] }
        reloadedItemIDs = plan.batch.reloadRows.map { ListItemID(sectionID: shown[$0.section].sectionID, cellID: shown[$0.section].cells[$0.row].cellID) }
        reloadedSectionIDs = plan.batch.reloadSections.map { shown[$0].sectionID }
    }
}
