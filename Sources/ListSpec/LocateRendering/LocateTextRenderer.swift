import ListSpecRuntime
/// `locate --format text`: the place found, one `name  value` line per fact, or the
/// miss message naming the nearest valid place.
package struct LocateTextRenderer: Sendable {
    package init() {}

    package static func render(_ result: LocateResult, table: Table) -> String {
        var lines: [(String, String)] = [("table", DisplayText.sanitized(table.name))]
        switch result {
        case .cell(let place):
            lines += [
                ("indexPath", place.indexPathText),
                ("sectionID", String(place.sectionID)),
                ("cellID", String(place.cell.cellID)),
                ("cellType", DisplayText.sanitized(place.cell.cellType)),
                ("viewModel", ValueSummary.summary(place.cell.viewModel)),
            ]
            if let height = place.cell.height { lines.append(("height", TextRenderer.describe(height))) }
            if let action = place.cell.action { lines.append(("action", DisplayText.sanitized(action))) }
            if place.cell.deletable { lines.append(("deletable", "true")) }
        case .section(let place):
            let section = place.section
            lines += [("section", String(place.index)), ("sectionID", String(section.sectionID))]
            if let title = section.header?.title { lines.append(("header", "\"" + DisplayText.sanitized(title) + "\"")) }
            if let title = section.indexTitle { lines.append(("indexTitle", "\"" + DisplayText.sanitized(title) + "\"")) }
            var rows = "\(section.cells.count)"
            if let first = section.cells.first, let last = section.cells.last {
                rows += " ([\(place.index), 0]-[\(place.index), \(section.cells.count - 1)], cellIDs \(first.cellID)-\(last.cellID))"
            }
            lines.append(("rows", rows))
            if let viewModel = section.viewModel { lines.append(("viewModel", ValueSummary.summary(viewModel))) }
        case .notFound(let message, _, _):
            return message + "\n"
        }
        let width = lines.map { $0.0.count }.max() ?? 0
        return lines.map { $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 }.joined(separator: "\n") + "\n"
    }
}
