import ListSpecRuntime
/// How the diff reports (text, Markdown, HTML) say a changed declaration, in the same words:
/// `~ field Recipe.rating: Double -> Double?`, `+ enum case Level.expert`, `- cell type
/// home.PhotoCell: {viewModel: Photo}`. Names and declarations come from the spec: each part
/// is sanitized for a terminal and cut to `valueColumns`; a format escapes them for itself.
package struct DeclarationLines: Sendable {
    package var valueColumns: Int

    package init(valueColumns: Int = 60) { self.valueColumns = valueColumns }

    /// `2 declarations changed`.
    package static func summary(_ changes: [DeclarationChange]) -> String {
        "\(changes.count) declaration\(changes.count == 1 ? "" : "s") changed"
    }

    /// `+`, `-` or `~`, as the table reports mark rows.
    package static func marker(_ change: DeclarationChange.Change) -> String {
        switch change {
        case .added: return "+"
        case .removed: return "-"
        case .changed: return "~"
        }
    }

    /// `type`, `field`, `enum case`, `cell type`.
    package static func kind(_ kind: DeclarationChange.Kind) -> String {
        switch kind {
        case .type: return "type"
        case .field: return "field"
        case .enumCase: return "enum case"
        case .cellType: return "cell type"
        }
    }

    /// The name, safe for a terminal.
    package func name(_ change: DeclarationChange) -> String {
        DisplayText.truncated(DisplayText.sanitized(change.name), to: valueColumns)
    }

    /// What the declaration is (added, removed) or was and is (`Double -> Double?`); nil for an
    /// enum case, whose name says it all.
    package func declaration(_ change: DeclarationChange) -> String? {
        guard change.kind != .enumCase else { return nil }
        switch change.change {
        case .added: return change.new.map(shown)
        case .removed: return change.old.map(shown)
        case .changed: return shown(change.old ?? "") + " -> " + shown(change.new ?? "")
        }
    }

    /// One declaration's text, safe for a terminal and cut to `valueColumns`.
    package func shown(_ text: String) -> String {
        DisplayText.truncated(DisplayText.sanitized(text), to: valueColumns)
    }
}
