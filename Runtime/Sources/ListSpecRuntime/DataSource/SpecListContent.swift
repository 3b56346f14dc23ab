/// What a SwiftUI list of a table shows, worked out without SwiftUI: sections and rows with
/// the identities SwiftUI animates by, their titles, minimum heights, and what a tap or a
/// delete hands the app. `SpecList` draws it and decides nothing itself.
///
/// A section is identified by its sectionID and a row by its `ListItemID` (sectionID,
/// cellID): a row keeps its identity while its IDs stay, so the rows that SwiftUI moves,
/// inserts and removes are those `listspec diff` prints. Content whose IDs repeat (an app's
/// own, unchecked) keeps the first section or row of an ID: SwiftUI needs unique identities.
package struct SpecListContent<S: PresentableSection> {
    /// A section as the list shows it.
    package struct SectionItem: Identifiable {
        /// The sectionID.
        package var id: Int64
        /// The section's header title (a header naming only a view has none).
        package var header: String?
        /// The section's footer title.
        package var footer: String?
        /// The section's entry in the section index.
        package var indexTitle: String?
        /// The rows, in order.
        package var rows: [RowItem]

        /// Whether any row can be deleted (else the section offers no delete).
        package var offersDelete: Bool { rows.contains(where: \.isDeletable) }

        /// The rows that a delete of `offsets` (positions in `rows`, as SwiftUI's `onDelete`
        /// gives them, an `IndexSet`) hands the app: those that exist and are deletable, in order.
        /// Any sequence of positions: `IndexSet` is Foundation's, which the command line does not link.
        package func deletedRows(atOffsets offsets: some Sequence<Int>) -> [RowItem] {
            offsets.filter { rows.indices.contains($0) && rows[$0].isDeletable }.map { rows[$0] }
        }
    }

    /// A row as the list shows it.
    package struct RowItem: Identifiable {
        /// The row's identity: its section's ID and its cellID.
        package var id: ListItemID
        /// The cell the app draws.
        package var cell: S.Cell
        /// The row's height as its minimum height, in points; nil: the list's own (also `automatic`).
        package var minimumHeight: Double?
        /// What a tap hands the app (the cell's `action`); nil: the row is no button.
        package var action: S.Cell.Action?
        /// Whether a person can delete the row on this platform (`deletable`).
        package var isDeletable: Bool
    }

    /// The sections, in order.
    package let sections: [SectionItem]
    /// The list style of the table's style on the platform.
    package let listStyle: SpecListStyle

    package init(_ sections: [S], style: TableStyle, platform: SwiftUIPlatform) {
        listStyle = platform.listStyle(style)
        var seenSections = Set<Int64>()
        self.sections = sections.compactMap { section in
            guard seenSections.insert(section.sectionID).inserted else { return nil }
            var seenCells = Set<Int64>()
            let rows = section.cells.compactMap { cell -> RowItem? in
                guard seenCells.insert(cell.cellID).inserted else { return nil }
                return RowItem(id: ListItemID(sectionID: section.sectionID, cellID: cell.cellID), cell: cell,
                               minimumHeight: Self.minimumHeight(cell.height), action: cell.action, isDeletable: platform.deletesRows && cell.deletable)
            }
            return SectionItem(id: section.sectionID, header: section.header?.title, footer: section.footer?.title,
                               indexTitle: section.indexTitle, rows: rows)
        }
    }

    /// Every row's identity, in order.
    package var rowIDs: [ListItemID] { sections.flatMap { $0.rows.map(\.id) } }

    /// A height in points as a minimum row height: a positive finite number (content written
    /// in code may hold any); `automatic`, none or another number: the list's own.
    private static func minimumHeight(_ height: Height?) -> Double? {
        guard let points = height?.points, points.isFinite, points > 0 else { return nil }
        return points
    }
}
