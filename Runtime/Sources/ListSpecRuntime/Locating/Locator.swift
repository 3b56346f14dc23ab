/// Turns an index path into sectionID and cellID and back, within one table.
/// IDs ascend strictly within a table (the spec's rule), so an ID is found, or its
/// neighbours named, by binary search.
package struct Locator: Sendable {
    /// The table searched.
    package var table: Table

    /// A locator in this table.
    package init(table: Table) { self.table = table }

    /// The place asked for: a section, a cell, or why there is none and the nearest places.
    package func locate(_ query: LocateQuery) -> LocateResult {
        switch query {
        case .indexPath(let section, let row): return locate(section: section, row: row)
        case .ids(let sectionID, let cellID): return locate(sectionID: sectionID, cellID: cellID)
        }
    }

    // MARK: index path → IDs

    private func locate(section index: Int, row: Int?) -> LocateResult {
        let sections = table.sections
        guard sections.indices.contains(index) else {
            guard let last = sections.indices.last else {
                return .notFound(message: "no section [\(index)]: table '\(table.name)' has no sections", nearestCells: [], nearestSections: [])
            }
            let nearest = min(max(index, 0), last)
            let place = LocatedSection(index: nearest, section: sections[nearest])
            return .notFound(message: "no section [\(index)]: table '\(table.name)' has \(count(sections.count, "section")) (0-\(last)); "
                                + "nearest is section [\(nearest)] (sectionID \(sections[nearest].sectionID))",
                             nearestCells: [], nearestSections: [place])
        }
        let section = sections[index]
        guard let row else { return .section(LocatedSection(index: index, section: section)) }
        guard section.cells.indices.contains(row) else {
            guard let last = section.cells.indices.last else {
                return .notFound(message: "no row \(row) in section [\(index)] (sectionID \(section.sectionID)): it has no rows",
                                 nearestCells: [], nearestSections: [LocatedSection(index: index, section: section)])
            }
            let nearest = min(max(row, 0), last)
            let place = located(section: index, row: nearest)
            return .notFound(message: "no row \(row) in section [\(index)] (sectionID \(section.sectionID)): it has \(count(section.cells.count, "row")) (0-\(last)); "
                                + "nearest is \(place.indexPathText) cellID \(place.cell.cellID)",
                             nearestCells: [place], nearestSections: [])
        }
        return .cell(located(section: index, row: row))
    }

    // MARK: IDs → index path

    private func locate(sectionID: Int64, cellID: Int64?) -> LocateResult {
        let sections = table.sections
        let sectionPosition = Locator.position(of: sectionID, in: sections.map(\.sectionID))
        guard case .found(let index) = sectionPosition else {
            let nearest = neighbours(sectionPosition, count: sections.count).map { LocatedSection(index: $0, section: sections[$0]) }
            let names = nearest.map { "\($0.section.sectionID) at section [\($0.index)]" }
            let message = "no sectionID \(sectionID) in table '\(table.name)'"
                + (names.isEmpty ? "; it has no sections" : "; nearest " + (names.count == 1 ? "is sectionID " : "sectionIDs are ") + names.joined(separator: " and "))
            return .notFound(message: message, nearestCells: [], nearestSections: nearest)
        }
        let section = sections[index]
        guard let cellID else { return .section(LocatedSection(index: index, section: section)) }
        let cellPosition = Locator.position(of: cellID, in: section.cells.map(\.cellID))
        guard case .found(let row) = cellPosition else {
            let nearest = neighbours(cellPosition, count: section.cells.count).map { located(section: index, row: $0) }
            let names = nearest.map { "\($0.cell.cellID) at \($0.indexPathText)" }
            let message = "no cellID \(cellID) in section [\(index)] (sectionID \(sectionID))"
                + (names.isEmpty ? "; it has no cells" : "; nearest " + (names.count == 1 ? "is cellID " : "cellIDs are ") + names.joined(separator: " and "))
            return .notFound(message: message, nearestCells: nearest, nearestSections: [])
        }
        return .cell(located(section: index, row: row))
    }

    private enum Position: Equatable {
        case found(Int)
        /// Not there; it would go before the element at this index.
        case insertion(Int)
    }

    /// Binary search in ascending IDs; a spec that broke the order rule still gets a linear answer.
    private static func position(of id: Int64, in ids: [Int64]) -> Position {
        guard zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) else {
            if let index = ids.firstIndex(of: id) { return .found(index) }
            return .insertion(ids.firstIndex(where: { $0 > id }) ?? ids.count)
        }
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? .found(low) : .insertion(low)
    }

    /// The indices on either side of an insertion point that exist.
    private func neighbours(_ position: Position, count: Int) -> [Int] {
        guard case .insertion(let index) = position else { return [] }
        return [index - 1, index].filter { (0..<count).contains($0) }
    }

    private func located(section: Int, row: Int) -> LocatedCell {
        let owner = table.sections[section]
        return LocatedCell(section: section, row: row, sectionID: owner.sectionID, cell: owner.cells[row])
    }

    private func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
