/// The cells of a table's sections, section by section: a section's own, or, for a section loaded
/// without them, decoded again from the document exactly as the load decoded them (its findings were
/// the load's, and are not made again).
package struct SectionCellReader {
    private var decoder = SpecDecoder(path: "", checks: nil, keepsFindings: false)
    private let defaults: [WrittenName: CellType]

    package init(table: Table) {
        defaults = SpecDecoder.heightDefaults(of: table)
    }

    /// The cells of `section`, the `index`th of the table's sections.
    package mutating func cells(of section: Section, index: Int) -> [Cell] {
        guard let deferred = section.deferredCells else { return section.cells }
        return decoder.decodeCells(deferred.list, section: SectionName(index: index, sectionID: section.sectionID), defaults: defaults)
    }
}
