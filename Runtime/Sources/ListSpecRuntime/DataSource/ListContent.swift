/// The content a table or collection view shows, and its animated replacement:
/// what a data source answers from, generic over the sections (a spec's
/// `table.sections`, generated sections, or an app's own `DiffableSection`s).
///
/// ```swift
/// let content = ListContent(table.sections)
/// content.numberOfRows(inSection: 0)
/// try content.apply(newTable.sections, to: tableView)   // one animated batch
/// ```
///
/// `apply` computes the batch update by the ascending-ID merge of `ListDiffer` and
/// replaces `sections` inside the batch, before its first delete or insert, so the view
/// never sees a count that disagrees with its updates. An `apply` that arrives while a
/// batch is still animating waits for it to end; only the last content waiting is then
/// applied, as one batch from what is shown. `sections` always describes what the view shows.
@MainActor
public final class ListContent<S: DiffableSection> {
    /// What the view shows now.
    public private(set) var sections: [S]
    /// Whether a batch's animation is running (its completion has not run yet).
    public private(set) var isAnimatingBatch = false
    /// The last content applied while a batch animated, and how to apply it when it ends.
    private var waiting: (sections: [S], perform: @MainActor ([S]) -> Void)?
    /// False when the content given at creation has IDs that do not ascend: lookups then search every section.
    private var isAscending: Bool

    /// Content shown as it is (with `reloadData()`). Content whose IDs do not ascend
    /// strictly is shown too, but cannot be animated from: `apply` refuses it as old content.
    public init(_ sections: [S]) {
        self.sections = sections
        isAscending = (try? ContentOrderError.check(sections, version: .old)) != nil
    }

    /// The content that the view will show once every waiting apply is done.
    public var latestSections: [S] { waiting?.sections ?? sections }

    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of rows of a section; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    /// The cell at an index path that exists (as an array's subscript, out of range traps).
    public func cell(at indexPath: TableIndexPath) -> S.Cell {
        sections[indexPath.section].cells[indexPath.row]
    }

    /// The cell at an index path, nil when there is none.
    func cellIfPresent(at indexPath: TableIndexPath) -> S.Cell? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let cells = sections[indexPath.section].cells
        return cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil
    }

    /// Where the section with this ID is shown.
    public func sectionIndex(sectionID: Int64) -> Int? {
        Self.index(of: sectionID, in: sections, ascending: isAscending, id: \.sectionID)
    }

    /// Where the cell with these IDs is shown.
    public func indexPath(sectionID: Int64, cellID: Int64) -> TableIndexPath? {
        guard let section = sectionIndex(sectionID: sectionID),
              let row = Self.index(of: cellID, in: sections[section].cells, ascending: isAscending, id: \.cellID)
        else { return nil }
        return TableIndexPath(section: section, row: row)
    }

    /// The section index titles: the `indexTitle`s of the sections that have one, in order.
    public var indexTitles: [String] { sections.compactMap(\.indexTitle) }

    /// The section that the index title at `index` (of `indexTitles`) goes to.
    public func section(forIndexTitleAt index: Int) -> Int? {
        guard index >= 0 else { return nil }
        var seen = 0
        for (section, content) in sections.enumerated() where content.indexTitle != nil {
            if seen == index { return section }
            seen += 1
        }
        return nil
    }

    /// Replaces the content in one animated batch on `view`; see the type's description.
    /// - Throws: `ContentOrderError` when the IDs of `newSections` do not ascend strictly
    ///   (nothing changes), or when the content shown does not (create the content anew then).
    public func apply(_ newSections: [S], to view: some BatchUpdateView, animation: BatchUpdateAnimation = .automatic) throws(ContentOrderError) {
        try ContentOrderError.check(newSections, version: .new)
        if !isAscending { try ContentOrderError.check(sections, version: .old) }
        if isAnimatingBatch {
            waiting = (newSections, { [unowned self] next in self.perform(next, on: view, animation: animation) })
            return
        }
        perform(newSections, on: view, animation: animation)
    }

    /// Replaces the content at once, with no animation: the caller reloads the view
    /// (`reloadData()`), as for a table whose style changed. A waiting apply is dropped.
    public func replace(with newSections: [S]) {
        sections = newSections
        isAscending = (try? ContentOrderError.check(newSections, version: .old)) != nil
        waiting = nil
    }

    private func perform(_ newSections: [S], on view: some BatchUpdateView, animation: BatchUpdateAnimation) {
        let plan = ContentUpdatePlan(from: sections, to: newSections, reloadsAmongInsertsAndDeletes: view.reloadsAmongInsertsAndDeletes)
        isAscending = true
        if plan.batch.hasNoAnimations {
            // Nothing moves: no batch, so nothing to wait for.
            sections = newSections
        } else {
            isAnimatingBatch = true
            view.performBatchUpdates(plan.batch, animation: animation, updatingDataSource: { self.sections = newSections },
                                     completion: { [weak self] _ in self?.batchEnded() })
        }
        if !plan.reconfigureRows.isEmpty { view.reconfigureRows(at: plan.reconfigureRows) }
        if plan.batch.hasNoAnimations && plan.batch.reloadSectionIndexTitles { view.reloadSectionIndexTitles() }
    }

    private func batchEnded() {
        isAnimatingBatch = false
        guard let (next, perform) = waiting else { return }
        waiting = nil
        perform(next)
    }

    /// Binary search by ID in ascending content; a linear one otherwise.
    private static func index<Element>(of id: Int64, in elements: [Element], ascending: Bool, id key: (Element) -> Int64) -> Int? {
        guard ascending else { return elements.firstIndex { key($0) == id } }
        var low = 0, high = elements.count
        while low < high {
            let middle = low + (high - low) / 2
            let found = key(elements[middle])
            if found == id { return middle }
            if found < id { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

extension ListContent where S: PresentableSection {
    /// The header of a section; nil for none, or for a section that does not exist.
    public func header(inSection section: Int) -> HeaderFooter? {
        sections.indices.contains(section) ? sections[section].header : nil
    }

    /// The footer of a section; nil for none, or for a section that does not exist.
    public func footer(inSection section: Int) -> HeaderFooter? {
        sections.indices.contains(section) ? sections[section].footer : nil
    }

    /// The row's height (a spec's cells carry their cell type's default); nil: the view's own.
    public func height(at indexPath: TableIndexPath) -> Height? { cellIfPresent(at: indexPath)?.height }

    /// The row's estimated height (a spec's cells carry their cell type's default); nil: the view's own.
    public func estimatedHeight(at indexPath: TableIndexPath) -> Height? { cellIfPresent(at: indexPath)?.estimatedHeight }

    /// What selecting the row does (nil: nothing).
    public func action(at indexPath: TableIndexPath) -> S.Cell.Action? { cellIfPresent(at: indexPath)?.action }

    /// Whether the row offers a delete swipe action (`deletable`; on tvOS, which has no swipe
    /// actions, the app removes such a row through `apply`).
    public func isDeletable(at indexPath: TableIndexPath) -> Bool { cellIfPresent(at: indexPath)?.deletable ?? false }

    /// Whether a person can delete the row on `platform`: a deletable row where swipe to
    /// delete exists (a table view's `canEditRowAt`).
    package func canDelete(at indexPath: TableIndexPath, on platform: ListPlatform) -> Bool {
        platform.deletesBySwipe && isDeletable(at: indexPath)
    }

    /// Removes a cell, found by its IDs (an index path may have moved while the app asked
    /// the user), with an animated `apply` on top of the latest content; false when the
    /// cell is gone already.
    @discardableResult
    public func deleteCell(sectionID: Int64, cellID: Int64, from view: some BatchUpdateView,
                           animation: BatchUpdateAnimation = .automatic) throws(ContentOrderError) -> Bool {
        var next = latestSections
        guard let section = next.firstIndex(where: { $0.sectionID == sectionID }),
              let row = next[section].cells.firstIndex(where: { $0.cellID == cellID })
        else { return false }
        next[section].cells.remove(at: row)
        try apply(next, to: view, animation: animation)
        return true
    }

    /// The delete swipe action of a row: `confirm` (nil: yes at once) is asked with the row,
    /// and on yes the row, found again by its IDs, is removed through `apply`; `done` gets
    /// whether it was. False at once when the row is not deletable.
    package func deleteRow(at indexPath: TableIndexPath, from view: some BatchUpdateView, animation: BatchUpdateAnimation,
                           confirm: ((S.Cell, @escaping (Bool) -> Void) -> Void)?, done: @escaping (Bool) -> Void) {
        guard isDeletable(at: indexPath), let row = cellIfPresent(at: indexPath) else { return done(false) }
        let sectionID = sections[indexPath.section].sectionID, cellID = row.cellID
        let remove: (Bool) -> Void = { [weak self] confirmed in
            guard let self, confirmed else { return done(false) }
            done((try? self.deleteCell(sectionID: sectionID, cellID: cellID, from: view, animation: animation)) ?? false)
        }
        if let confirm { confirm(row, remove) } else { remove(true) }
    }
}
