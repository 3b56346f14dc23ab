import ListSpecRuntime
/// How text of each role is decorated. The library only names roles; the
/// command line decides whether they become terminal colours.
package struct Palette: Sendable {
    package enum Role: Sendable, CaseIterable {
        case heading, frame, dim, identifier, type, error, warning, added, removed, changed
    }

    private var styles: [Role: (prefix: String, suffix: String)]

    package init(styles: [Role: (prefix: String, suffix: String)] = [:]) { self.styles = styles }

    /// Whether text of `role` gets any decoration.
    package func decorates(_ role: Role) -> Bool { styles[role] != nil }

    /// No decoration at all.
    package static let plain = Palette()

    package func paint(_ text: String, _ role: Role) -> String {
        guard let style = styles[role], !text.isEmpty else { return text }
        return style.prefix + text + style.suffix
    }
}
