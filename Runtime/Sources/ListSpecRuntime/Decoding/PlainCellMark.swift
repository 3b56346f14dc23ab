extension CellMark {
    /// The mark of a plain cell read straight from its map, or nil for any other cell. Plain: an
    /// integer `cellID`, a string `cellType` and perhaps a `viewModel`, each once and no other key,
    /// in a document with no number past Int64 or Double. Such a cell has nothing to report, and
    /// this is the mark `SpecDecoder.cellParts` gives it (a test holds the two alike); any other
    /// cell goes that full way. Most cells are plain: lint of many small files reads each without a
    /// node handle, a field list or a reference counted per cell.
    static func plain(_ cell: Int32, in view: Document.View) -> CellMark? {
        let record = view.records[Int(cell)]
        guard record.kind == .mapping, !view.document.hasOverflowingNumbers else { return nil }
        let map = view.map(record)
        var id: Int32 = -1, type: Int32 = -1, viewModel: Int32 = -1
        for k in 0..<map.count {
            let key = view.records[Int(map.key(k, in: view.children))]
            guard key.kind == .string else { return nil }
            let name = view.bytes(key), value = map.value(k, in: view.children)
            if id < 0, bytesSpell(name, "cellID") {
                id = value
            } else if type < 0, bytesSpell(name, "cellType") {
                type = value
            } else if viewModel < 0, bytesSpell(name, "viewModel") {
                viewModel = value
            } else {
                return nil
            }
        }
        guard id >= 0, type >= 0, view.records[Int(type)].kind == .string else { return nil }
        let idRecord = view.records[Int(id)]
        guard idRecord.kind == .int, !idRecord.overflow else { return nil }
        let isNull = viewModel >= 0 && view.records[Int(viewModel)].kind == .null
        return CellMark(id: Int64(bitPattern: view.bits(idRecord)), node: id, cell: cell, type: type,
                        viewModel: isNull ? -1 : viewModel, viewModelPlace: viewModel)
    }
}
