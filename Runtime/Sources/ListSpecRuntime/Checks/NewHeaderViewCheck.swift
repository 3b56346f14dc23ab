/// `new-header-view`: a header or footer names a view that no header or footer of the old table
/// names: old builds register no view for it (`TableCompatibility`).
enum NewHeaderViewCheck {
    /// A section's header or footer (`kind`) `view`, which no header or footer of the old table
    /// (`table` of the spec named `oldName`, whose views are `views`) names.
    static func finding(_ view: String, kind: String, oldName: String, table: String, views: [String]) -> FindingDraft {
        FindingDraft(rule: .newHeaderView, message: "\(oldName) names no header or footer view '\(view)' in table '\(table)' "
                     + "(\(views.isEmpty ? "it names none" : "it names " + views.sorted().joined(separator: ", "))): "
                     + "old builds register no view for this section's \(kind)")
    }
}
