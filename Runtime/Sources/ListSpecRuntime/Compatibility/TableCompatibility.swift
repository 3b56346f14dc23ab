/// One table present in both versions: what of the new one old builds made from the old one do
/// not register (cell types, header and footer views), cannot hold (actions) or cannot decode
/// (viewModels, read with the old types).
struct TableCompatibility {
    let oldName: String
    let old: Table
    let new: Table
    let path: String

    func check(into findings: inout [Finding], reading reader: inout OldTypeReader) {
        // The cell types old builds register: those the old table declares, or where it declares
        // none, those its cells use.
        let registered = Set((old.cellTypes.isEmpty ? old.sections.flatMap { $0.cells.map(\.cellType) } : old.cellTypes.map(\.name))
            .map(WrittenName.init))
        let actions = Set(old.sections.flatMap { $0.cells.compactMap(\.action) })
        let views = Set(old.sections.flatMap { [$0.header?.view, $0.footer?.view].compactMap { $0 } }.map(WrittenName.init))
        var used: Set<WrittenName> = []
        for section in new.sections {
            checkViews(of: section, views: views, into: &findings)
            if let type = old.sectionViewModelType {
                reader.read(section.viewModel, as: type, at: .sectionViewModel(ofTable: old.name), missingAt: section.viewModelLocation)
            }
            for cell in section.cells {
                used.insert(WrittenName(cell.cellType))
                if !registered.contains(WrittenName(cell.cellType)) {
                    findings.append(Finding(path: path, location: cell.cellTypeLocation,
                                            NewCellTypeCheck.finding(cell.cellType, oldName: oldName, table: old.name, declares: !old.cellTypes.isEmpty,
                                                                     registered: registered.map(\.string))))
                } else if let type = old.cellTypes.first(where: { WrittenName.same($0.name, cell.cellType) })?.viewModelType {
                    reader.read(cell.viewModel, as: type, at: .viewModel(ofCellType: cell.cellType), missingAt: cell.viewModelLocation)
                }
                if let action = cell.action, !actions.contains(action) {
                    findings.append(Finding(path: path, location: cell.idLocation,
                                            NewActionCheck.finding(action, oldName: oldName, table: old.name, actions: actions)))
                }
            }
        }
        for cellType in new.cellTypes where !registered.contains(WrittenName(cellType.name)) && !used.contains(WrittenName(cellType.name)) {
            findings.append(Finding(path: path, location: cellType.location, NewCellTypeCheck.declaredOnly(cellType.name, oldName: oldName, table: old.name)))
        }
    }

    private func checkViews(of section: Section, views: Set<WrittenName>, into findings: inout [Finding]) {
        for (kind, view) in [("header", section.header?.view), ("footer", section.footer?.view)] {
            guard let view, !views.contains(WrittenName(view)) else { continue }
            findings.append(Finding(path: path, location: section.idLocation,
                                    NewHeaderViewCheck.finding(view, kind: kind, oldName: oldName, table: old.name, views: views.map(\.string))))
        }
    }
}
