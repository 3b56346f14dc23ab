/// A section's cells left in its document by a load that does not keep them (`keepingCells: false`):
/// their `cells` list and how many of its items decoded, so that a render can decode them again one
/// section at a time and never hold every cell of a large spec at once.
package struct DeferredCells: Sendable {
    let list: Document.Node
    let count: Int
}

extension Section {
    /// The section's cells: those it holds, or those its load left in the document.
    package var cellCount: Int { deferredCells?.count ?? cells.count }
}
