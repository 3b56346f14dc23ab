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
                    let known = old.cellTypes.isEmpty ? "uses" : "declares"
                    findings.append(Finding(path: path, location: cell.cellTypeLocation, rule: .newCellType,
                                            message: "\(oldName) \(known) no cell type '\(cell.cellType)' in table '\(old.name)' "
                                                + "(\(names(registered))): old builds register no cell for it"))
                } else if let type = old.cellTypes.first(where: { WrittenName.same($0.name, cell.cellType) })?.viewModelType {
                    reader.read(cell.viewModel, as: type, at: .viewModel(ofCellType: cell.cellType), missingAt: cell.viewModelLocation)
                }
                if let action = cell.action, !actions.contains(action) {
                    findings.append(Finding(path: path, location: cell.idLocation, rule: .newAction,
                                            message: "\(oldName) has no action '\(action)' in table '\(old.name)' "
                                                + "(\(actions.isEmpty ? "it has none" : "its actions are " + actions.sorted().joined(separator: ", "))): "
                                                + "old builds' Action enum cannot hold it, so the tap does nothing"))
                }
            }
        }
        for cellType in new.cellTypes where !registered.contains(WrittenName(cellType.name)) && !used.contains(WrittenName(cellType.name)) {
            findings.append(Finding(path: path, location: cellType.location, rule: .cellTypeAdded,
                                    message: "\(oldName) declares no cell type '\(cellType.name)' in table '\(old.name)': "
                                        + "old builds register no cell for it, so a cell that uses it will not show there"))
        }
    }

    private func checkViews(of section: Section, views: Set<WrittenName>, into findings: inout [Finding]) {
        for (kind, view) in [("header", section.header?.view), ("footer", section.footer?.view)] {
            guard let view, !views.contains(WrittenName(view)) else { continue }
            findings.append(Finding(path: path, location: section.idLocation, rule: .newHeaderView,
                                    message: "\(oldName) names no header or footer view '\(view)' in table '\(old.name)' "
                                        + "(\(views.isEmpty ? "it names none" : "it names " + views.map(\.string).sorted().joined(separator: ", "))): "
                                        + "old builds register no view for this section's \(kind)"))
        }
    }

    private func names(_ registered: Set<WrittenName>) -> String {
        registered.isEmpty ? "it has none" : "it has " + registered.map(\.string).sorted().joined(separator: ", ")
    }
}
