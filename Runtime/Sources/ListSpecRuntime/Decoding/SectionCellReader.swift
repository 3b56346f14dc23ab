/// The cells of a table's sections, section by section: a section's own, or, for a section loaded
/// without them, decoded again from the document exactly as the load decoded them (its findings were
/// the load's, and are not made again).
package struct SectionCellReader {
    private var decoder = SpecDecoder(path: "", checks: nil, keepsFindings: false)
    private let defaults: [WrittenName: CellType]
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
        var list = deferred.list
        if readsThroughTwin {
            let own = twin.flatMap { $0.of === list.document ? $0.twin : nil } ?? list.document.twin()
            twin = (list.document, own)
            list = Document.Node(document: own, index: list.index)
        }
        return decoder.decodeCells(list, section: SectionName(index: index, sectionID: section.sectionID), defaults: defaults)
    }
}
