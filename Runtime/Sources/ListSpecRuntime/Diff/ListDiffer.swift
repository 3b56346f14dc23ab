/// The batch update between two versions of an app's own content, by the same
/// ascending-ID merge that `SpecDiffer` and `listspec diff` use.
///
/// ```swift
/// let update = try ListDiffer.batchUpdate(from: shownSections, to: newSections)
/// tableView.performBatchUpdates(update) { shownSections = newSections }
/// ```
public enum ListDiffer {
    /// The batch update from `old` to `new`, sections and cells matched by ID.
    ///
    /// Throws ``ContentOrderError`` when IDs do not ascend strictly (the merge would give an
    /// update UIKit refuses). Inlinable: specialized for the app's own types where it is called.
    @inlinable
    public static func batchUpdate<Section: DiffableSection>(from old: [Section], to new: [Section]) throws(ContentOrderError) -> BatchUpdate {
        try ContentOrderError.check(old, version: .old)
        try ContentOrderError.check(new, version: .new)
        var merge = AscendingMerge(observer: IgnoringObserver<Section>())
        merge.run(old, new)
        return merge.update
    }
}

/// Content whose IDs do not ascend strictly: no batch update can be computed by ID.
public struct ContentOrderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which version of the content the IDs are out of order in: `old` (the content shown) or `new`.
    public enum Version: String, Sendable {
        /// The content shown, that the update starts from.
        case old
        /// The content to show, that the update leads to.
        case new
    }

    /// The version whose IDs are out of order.
    public var version: Version
    /// The section's index, and for a cell its row.
    public var section: Int
    /// The cell's row; nil when a sectionID is out of order.
    public var row: Int?
    /// The ID that is not greater than the one before it, and that one.
    public var id: Int64
    /// The ID before it, which it must be greater than.
    public var previousID: Int64

    /// The error for the ID `id` at this place, not greater than `previousID`.
    public init(version: Version, section: Int, row: Int?, id: Int64, previousID: Int64) {
        self.version = version
        self.section = section
        self.row = row
        self.id = id
        self.previousID = previousID
    }

    /// Which ID is out of order, where: `new content: cellID 3 at [0, 2] must be greater than the previous ID 5`.
    public var description: String {
        let place = row.map { "cellID \(id) at [\(section), \($0)]" } ?? "sectionID \(id) at section [\(section)]"
        return "\(version.rawValue) content: \(place) must be greater than the previous ID \(previousID)"
    }

    @inlinable
    static func check<Section: DiffableSection>(_ sections: [Section], version: Version) throws(ContentOrderError) {
        for (index, section) in sections.enumerated() {
            if index > 0, section.sectionID <= sections[index - 1].sectionID {
                throw ContentOrderError(version: version, section: index, row: nil, id: section.sectionID,
                                        previousID: sections[index - 1].sectionID)
            }
            let cells = section.cells
            for row in cells.indices.dropFirst() where cells[row].cellID <= cells[row - 1].cellID {
                throw ContentOrderError(version: version, section: index, row: row, id: cells[row].cellID, previousID: cells[row - 1].cellID)
            }
        }
    }
}
