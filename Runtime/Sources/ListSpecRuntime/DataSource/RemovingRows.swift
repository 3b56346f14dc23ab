extension Array where Element: PresentableSection {
    /// Removes the row with these IDs (as a list's `onDelete` hands them) from the content the
    /// app holds: the one call a delete needs. Sections stay, an emptied one too, so that the
    /// change is exactly the row's delete (`listspec diff` of the two versions prints only it).
    /// - Returns: the removed cell; nil when no row has these IDs (already removed: nothing changes).
    @discardableResult
    public mutating func remove(_ id: ListItemID) -> Element.Cell? {
        guard let section = firstIndex(where: { $0.sectionID == id.sectionID }),
              let row = self[section].cells.firstIndex(where: { $0.cellID == id.cellID }) else { return nil }
        return self[section].cells.remove(at: row)
    }
}
