/// The cells of a table's sections, section by section: a section's own, or, for a section loaded
/// without them, decoded again from the document exactly as the load decoded them (its findings were
/// the load's, and are not made again).
package struct SectionCellReader {
    var decoder = SpecDecoder(path: "", checks: nil, keepsFindings: false)
    let defaults: [WrittenName: CellType]
    private let readsThroughTwin: Bool
    /// The document the cells were left in, and the twin they are read through (see `init`).
    private var twin: (of: Document, twin: Document)?

    /// `readsThroughTwin`: the cells are read on a thread of their own beside others reading the same
    /// document, so through a twin of it (`Document.twin()`), and the cells made hold the twin.
    package init(table: Table, readsThroughTwin: Bool = false) {
        defaults = SpecDecoder.heightDefaults(of: table)
        self.readsThroughTwin = readsThroughTwin
    }

    /// The cells of `section`, the `index`th of the table's sections.
    package mutating func cells(of section: Section, index: Int) -> [Cell] {
        guard let deferred = section.deferredCells else { return section.cells }
        return cells(ofDeferred: readable(deferred.list), section: section, index: index)
    }

    /// The cells of a section's `cells` list, read through `readable(_:)`.
    mutating func cells(ofDeferred list: Document.Node, section: Section, index: Int) -> [Cell] {
        decoder.decodeCells(list, section: SectionName(index: index, sectionID: section.sectionID), defaults: defaults)
    }

    /// A `cells` list as this reader reads it: through its twin of the document, if it reads through one.
    mutating func readable(_ list: Document.Node) -> Document.Node {
        guard readsThroughTwin else { return list }
        let own = twin.flatMap { $0.of === list.document ? $0.twin : nil } ?? list.document.twin()
        twin = (list.document, own)
        return Document.Node(document: own, index: list.index)
    }
}
