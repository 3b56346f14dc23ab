#if canImport(SwiftUI)
import SwiftUI

/// A table in a SwiftUI `List`, with no hand-written rows code: a spec's table read at run
/// time, generated sections, or an app's own `PresentableSection`s. The app draws each cell;
/// sections, headers and footers (their titles), the list style, minimum row heights, section
/// index titles (iOS 26 and later), taps on rows with an `action` and swipe to delete of
/// `deletable` rows come from the content.
///
/// ```swift
/// SpecList(table: table, onAction: { action, id, cell in open(action, id) },
///          onDelete: { id, _ in table.sections.remove(id) }) { cell in
///     Text(cell.viewModel?["title"]?.stringValue ?? cell.cellType)
/// }
/// ```
///
/// Sections are identified by sectionID and rows by their `ListItemID`, so new content
/// animates as `listspec diff` prints it: a row whose IDs stay is kept, and only the rows it
/// deletes and inserts go and come. A tap and a delete hand the app the row's `ListItemID`
/// (its sectionID and cellID); the app removes a deleted row from the content it gives the list
/// with one call, `sections.remove(id)`; on tvOS, which has no swipe to delete, the
/// app removes `deletable` rows itself. The decisions are `SpecListContent`'s, tested on Linux.
public struct SpecList<S: PresentableSection, RowContent: View>: View {
    private let content: SpecListContent<S>
    private let rowContent: (S.Cell) -> RowContent
    private let onAction: ((S.Cell.Action, ListItemID, S.Cell) -> Void)?
    private let onDelete: ((ListItemID, S.Cell) -> Void)?

    /// Shows `sections` in the list style of `style`.
    /// - Parameters:
    ///   - onAction: a tap on a row whose cell has an `action`: the action, the row's IDs and its cell (nil: rows are no buttons).
    ///   - onDelete: a person deleted a `deletable` row: its IDs and cell; remove it from the content,
    ///     `sections.remove(id)` (nil: no deleting).
    ///   - row: draws a cell (its `cellType` and view model).
    public init(_ sections: [S], style: TableStyle = .plain,
                onAction: ((S.Cell.Action, ListItemID, S.Cell) -> Void)? = nil,
                onDelete: ((ListItemID, S.Cell) -> Void)? = nil,
                @ViewBuilder row: @escaping (S.Cell) -> RowContent) {
        content = SpecListContent(sections, style: style, platform: .current)
        rowContent = row
        self.onAction = onAction
        self.onDelete = onDelete
    }

    /// The list.
    public var body: some View {
        styled(List {
            ForEach(content.sections) { section in
                indexed(section)
            }
        })
    }

    // MARK: Sections and rows

    @ViewBuilder
    private func indexed(_ section: SpecListContent<S>.SectionItem) -> some View {
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            self.section(section).sectionIndexLabel(section.indexTitle.map { Text(verbatim: $0) })
        } else {
            self.section(section)
        }
    }

    private func section(_ section: SpecListContent<S>.SectionItem) -> some View {
        SwiftUI.Section {
            ForEach(section.rows) { row in
                self.row(row).deleteDisabled(!row.isDeletable)
            }
            .onDelete(perform: deleteAction(section))
        } header: {
            section.header.map { Text(verbatim: $0) }
        } footer: {
            section.footer.map { Text(verbatim: $0) }
        }
    }

    @ViewBuilder
    private func row(_ row: SpecListContent<S>.RowItem) -> some View {
        if let action = row.action, let onAction {
            Button(action: { onAction(action, row.id, row.cell) }) { drawn(row) }
        } else {
            drawn(row)
        }
    }

    private func drawn(_ row: SpecListContent<S>.RowItem) -> some View {
        rowContent(row.cell).frame(minHeight: row.minimumHeight.map { CGFloat($0) })
    }

    /// The section's delete handler: the deleted rows to `onDelete`; nil where no row can be deleted.
    private func deleteAction(_ section: SpecListContent<S>.SectionItem) -> ((IndexSet) -> Void)? {
        guard let onDelete, section.offersDelete else { return nil }
        return { offsets in
            for row in section.deletedRows(atOffsets: offsets) { onDelete(row.id, row.cell) }
        }
    }

    // MARK: Styles

    @ViewBuilder
    private func styled(_ list: some View) -> some View {
        switch content.listStyle {
        case .plain: list.listStyle(PlainListStyle())
        case .automatic: list.listStyle(DefaultListStyle())
        case .grouped: grouped(list)
        case .insetGrouped: insetGrouped(list)
        case .inset: inset(list)
        }
    }

    // Each style only where the platform has it; elsewhere `SwiftUIPlatform.listStyle` never
    // names it, and the platform's own style stands in.

    private func grouped(_ list: some View) -> some View {
        #if !os(macOS) && !os(watchOS)
        list.listStyle(GroupedListStyle())
        #else
        list.listStyle(DefaultListStyle())
        #endif
    }

    @ViewBuilder
    private func insetGrouped(_ list: some View) -> some View {
        #if !os(macOS) && !os(watchOS) && !os(tvOS)
        if #available(iOS 14.0, *) {
            list.listStyle(InsetGroupedListStyle())
        } else {
            list.listStyle(GroupedListStyle())
        }
        #else
        list.listStyle(DefaultListStyle())
        #endif
    }

    @ViewBuilder
    private func inset(_ list: some View) -> some View {
        #if !os(tvOS) && !os(watchOS)
        if #available(iOS 14.0, macOS 11.0, *) {
            list.listStyle(InsetListStyle())
        } else {
            list.listStyle(DefaultListStyle())
        }
        #else
        list.listStyle(DefaultListStyle())
        #endif
    }
}

extension SpecList where S == Section {
    /// Shows a spec's table (read at run time, as `Spec(json:)` reads it) in its style.
    /// - Parameters:
    ///   - onAction: a tap on a row whose cell has an `action`: the action's name, the row's IDs and its cell.
    ///   - onDelete: a person deleted a `deletable` row: its IDs and cell; remove it from the table,
    ///     `table.sections.remove(id)`.
    ///   - row: draws a cell: its `cellType` and `viewModel` (a `Value`).
    public init(table: Table, onAction: ((String, ListItemID, Cell) -> Void)? = nil, onDelete: ((ListItemID, Cell) -> Void)? = nil,
                @ViewBuilder row: @escaping (Cell) -> RowContent) {
        self.init(table.sections, style: table.style, onAction: onAction, onDelete: onDelete, row: row)
    }
}
#endif
