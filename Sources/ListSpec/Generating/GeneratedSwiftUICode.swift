import ListSpecRuntime

/// A case of a generated table's cell enum: its Swift name, its cell type, and its payload
/// (`.some(nil)` Void, `.some(T)` typed, `nil` untyped).
struct GeneratedCellCase {
    var name: String
    var reuseIdentifier: String
    var payload: GeneratedType??
}

/// The SwiftUI part of a generated file (contract section 17), after everything else and under
/// `#if canImport(SwiftUI)`: for each table, a view that shows it through ListSpecRuntime's
/// `SpecList`, made with one labelled closure per cell type and no default for any of them, so
/// that a cell type added to the spec fails the app's build until the app draws it, with
/// "missing argument for parameter" naming that cell type's case.
extension GeneratedFileWriter {
    mutating func writeSwiftUI(_ tables: [(table: Table, name: String, cases: [GeneratedCellCase])]) {
        guard !tables.isEmpty else { return }
        line()
        line("#if canImport(SwiftUI)")
        line("import SwiftUI")
        for entry in tables {
            line()
            let qualified = "\(namespace).Tables.\(entry.name)"
            block("extension \(qualified)") { w in
                w.writeListView(entry.table, qualified: qualified, cases: entry.cases)
            }
        }
        line("#endif")
    }

    /// What draws one case: the closure's label (the case's name), the property holding it, and
    /// the generic parameter of the view it returns.
    private struct Drawer {
        var cellCase: GeneratedCellCase
        var property: String
        var viewType: String
    }

    /// The closures' properties and view types, none equal to a case name, another member of the
    /// view, or a type its body names unqualified.
    private func drawers(_ cases: [GeneratedCellCase]) -> [Drawer] {
        var scope = GeneratedFileWriter.scope(Set(cases.map(\.name)).union(GeneratedFileWriter.tableMembers)
            .union([namespace, "sections", "onAction", "onDelete", "body", "drawNothing"]))
        return cases.map { cellCase in
            let upper = (cellCase.name.first.map { String($0).uppercased() } ?? "") + cellCase.name.dropFirst()
            return Drawer(cellCase: cellCase, property: scope.member("draw" + upper), viewType: scope.member(upper + "View"))
        }
    }

    /// The closure's type: no parameter for Void, else the viewModel, typed or the runtime's value.
    private func drawingType(_ drawer: Drawer) -> String {
        switch drawer.cellCase.payload {
        case .none: return "(ListSpecRuntime.Value?) -> \(drawer.viewType)"
        case .some(.none): return "() -> \(drawer.viewType)"
        case .some(.some(let type)): return "(\(spelling(type))) -> \(drawer.viewType)"
        }
    }

    private mutating func writeListView(_ table: Table, qualified: String, cases: [GeneratedCellCase]) {
        let drawers = drawers(cases)
        let handlers = [("onAction", "((Action, ListSpecRuntime.ListItemID, Row) -> Swift.Void)?"),
                        ("onDelete", "((ListSpecRuntime.ListItemID, Row) -> Swift.Void)?")]
        line("/// Table \(SwiftLiteral.comment(SwiftLiteral.string(table.name))) in a SwiftUI `List` (ListSpecRuntime's `SpecList`): its sections,")
        line("/// headers, style, heights and index titles; each cell type drawn by its own closure, none")
        line("/// optional, so that a cell type added to the spec fails the build until it is drawn; a tap on")
        line("/// a row with an action handed to `onAction` with the row's IDs, a deleted `deletable` row to")
        line("/// `onDelete` (`sections.remove(id)` removes it from the content the app holds).")
        line("@MainActor")
        let generics = drawers.isEmpty ? "" : "<" + drawers.map { "\($0.viewType): SwiftUI.View" }.joined(separator: ", ") + ">"
        block("\(access)struct ListView\(generics): SwiftUI.View") { w in
            w.line("\(w.access)var sections: [Section]")
            for (name, type) in handlers { w.line("\(w.access)var \(name): \(type)") }
            for drawer in drawers { w.line("private let \(drawer.property): \(w.drawingType(drawer))") }
            w.line()
            var parameters = ["_ sections: [Section] = \(qualified).sections()"] + handlers.map { "\($0.0): \($0.1) = nil" }
            parameters += drawers.map { "@SwiftUI.ViewBuilder \($0.cellCase.name) \($0.property): @escaping \(w.drawingType($0))" }
            if !drawers.isEmpty { w.line("/// - Parameters:") }
            for drawer in drawers {
                w.line("///   - \(drawer.cellCase.name): draws a cell of type \(SwiftLiteral.comment(SwiftLiteral.string(drawer.cellCase.reuseIdentifier))).")
            }
            w.block("\(w.access)init(\(parameters.joined(separator: ", ")))") { w in
                for field in ["sections"] + handlers.map(\.0) { w.line("self.\(field) = \(field)") }
                for drawer in drawers { w.line("self.\(drawer.property) = \(drawer.property)") }
            }
            w.line()
            w.block("\(w.access)var body: some SwiftUI.View") { w in
                let call = "ListSpecRuntime.SpecList(sections, style: \(qualified).style, onAction: onAction, onDelete: onDelete"
                guard !drawers.isEmpty else {
                    // No cell type: no row to draw, and no closure that would read one.
                    w.line("\(call), row: Self.drawNothing)")
                    return
                }
                w.line("\(call)) { row in")
                w.line("    switch row.cell {")
                for drawer in drawers {
                    let name = drawer.cellCase.name
                    if case .some(.none) = drawer.cellCase.payload {
                        w.line("    case .\(name): \(drawer.property)()")
                    } else {
                        w.line("    case .\(name)(let viewModel): \(drawer.property)(viewModel)")
                    }
                }
                w.line("    }")
                w.line("}")
            }
            if drawers.isEmpty {
                w.line()
                w.block("private static func drawNothing(_ row: Row) -> SwiftUI.EmptyView") { w in
                    w.line("switch row.cell {}")
                }
            }
        }
    }
}
