/// What a finding is about, as data: the tools that act on a finding (the editor's fixes, the
/// explanation of an emptied key) read this, never another layer's message text.
package enum FindingSubject: Hashable, Sendable {
    /// A required key the map lacks (`missing-key`).
    case missingKey(String)
    /// A cellID or sectionID out of order or repeated (`cell-order`, `duplicate-cell-id`,
    /// `section-order`, `duplicate-section-id`): the ID as written, the line of the row it
    /// conflicts with (a duplicate's first copy, an out-of-order ID's neighbour), and an ID free
    /// between this row's neighbours, nil when there is none (the editor's fix writes it).
    case misplacedID(id: Int64, otherLine: Int, freeID: Int64?)
}
