/// A section's cells as a renderer that writes them straight from the document reads them: when the
/// section's cells were left in its document and every one is plain (see `CellMark.plain`), each is
/// its ID, its cellType's and viewModel's nodes and its cell type's heights, with no `Cell` made;
/// any other section's are its `Cell`s.
package enum SectionRows: Sendable {
    case cells([Cell])
    /// Nodes of `document` (the one the marks were read through).
    case plain([PlainCell], document: Document)

    /// A plain cell: what a `Cell` made of it holds, as nodes of its document.
    package struct PlainCell: Sendable {
        package let id: Int64
        /// The cellType (a string).
        package let type: Int32
        /// The viewModel, -1 for none (absent or null).
        package let viewModel: Int32
        /// Its cell type's heights (a plain cell sets none of its own).
        package let height: Height?
        package let estimatedHeight: Height?
    }

    package var count: Int {
        switch self {
        case .cells(let cells): cells.count
        case .plain(let cells, _): cells.count
        }
    }
}

extension SectionCellReader {
    /// The rows of `section`, the `index`th of the table's sections: the same cells, fields and order
    /// as `cells(of:index:)`.
    package mutating func rows(of section: Section, index: Int) -> SectionRows {
        guard let deferred = section.deferredCells else { return .cells(section.cells) }
        let list = readable(deferred.list)
        let plain: [SectionRows.PlainCell]? = list.document.withView { view in
            let slots = view.slots(view.records[Int(list.index)])
            var cells: [SectionRows.PlainCell] = []
            cells.reserveCapacity(slots.count)
            for slot in slots {
                guard let mark = CellMark.plain(view.children[slot], in: view) else { return nil }
                let type = defaults.isEmpty ? nil : decoder.cellType(Document.Node(document: list.document, index: mark.type), in: defaults)
                cells.append(SectionRows.PlainCell(id: mark.id, type: mark.type, viewModel: mark.viewModel,
                                                   height: type?.height, estimatedHeight: type?.estimatedHeight))
            }
            return cells
        }
        guard let plain else { return .cells(cells(ofDeferred: list, section: section, index: index)) }
        return .plain(plain, document: list.document)
    }
}
