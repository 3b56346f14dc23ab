import ListSpecRuntime

/// A case of a generated table's cell enum: its Swift name, its cell type, and its payload
/// (`.some(nil)` Void, `.some(T)` typed, `nil` untyped).
struct GeneratedCellCase {
    var name: String
    var reuseIdentifier: String
    var payload: GeneratedType??
}

/// The SwiftUI part of a generated file (contract section 17), after everything else and under
/// `#if canImport(SwiftUI)`: for each table, a protocol with one requirement per cell type, so
/// that a cell type added to the spec fails the app's build until the app draws it, and a view
/// that shows the table through ListSpecRuntime's `SpecList` given a value conforming to it.
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
                let drawers = w.writeCellViews(entry.table, cases: entry.cases)
                w.line()
                w.writeListView(entry.table, qualified: qualified, drawers: drawers)
            }
        }
        line("#endif")
    }

    /// The requirement that draws a case, and the associated type it returns.
    private struct Drawer {
        var cellCase: GeneratedCellCase
        var viewType: String
    }

    private mutating func writeCellViews(_ table: Table, cases: [GeneratedCellCase]) -> [Drawer] {
        // Requirements are named as the cases; their views' types must differ from all of them.
        var scope = GeneratedFileWriter.scope(Set(cases.map(\.name)))
        let drawers = cases.map { Drawer(cellCase: $0, viewType: scope.member(($0.name.first.map { String($0).uppercased() } ?? "") + $0.name.dropFirst() + "View")) }
        line("/// Draws each cell type of table \(SwiftLiteral.comment(SwiftLiteral.string(table.name))) in SwiftUI: one requirement per cell")
        line("/// type, so that a cell type added to the spec fails the build until a conforming type draws it.")
        line("@MainActor")
        block("\(access)protocol CellViews") { w in
            for (index, drawer) in drawers.enumerated() {
                if index > 0 { w.line() }
                w.line("associatedtype \(drawer.viewType): SwiftUI.View")
                w.line("/// Draws a cell of type \(SwiftLiteral.comment(SwiftLiteral.string(drawer.cellCase.reuseIdentifier))).")
                w.line("@SwiftUI.ViewBuilder func \(drawer.cellCase.name)(\(w.viewModelParameter(drawer.cellCase.payload))) -> \(drawer.viewType)")
            }
        }
        return drawers
    }

    /// The requirement's parameter: none for Void, else the viewModel, typed or the runtime's value.
    private func viewModelParameter(_ payload: GeneratedType??) -> String {
        switch payload {
        case .none: return "_ viewModel: ListSpecRuntime.Value?"
        case .some(.none): return ""
        case .some(.some(let type)): return "_ viewModel: \(spelling(type))"
        }
    }

    private mutating func writeListView(_ table: Table, qualified: String, drawers: [Drawer]) {
        let handlers = [("onAction", "((Action, Row) -> Swift.Void)?"), ("onDelete", "((ListSpecRuntime.ListItemID, Row) -> Swift.Void)?")]
        line("/// The table in a SwiftUI `List` (ListSpecRuntime's `SpecList`): its sections, headers, style,")
        line("/// heights and index titles; each cell drawn by `cells`; a tap on a row with an action handed to")
        line("/// `onAction`, a deleted `deletable` row to `onDelete` (remove it from `sections`).")
        line("@MainActor")
        block("\(access)struct ListView<Cells: CellViews>: SwiftUI.View") { w in
            w.line("\(w.access)var sections: [Section]")
            w.line("\(w.access)var cells: Cells")
            for (name, type) in handlers { w.line("\(w.access)var \(name): \(type)") }
            w.line()
            let parameters = ["_ sections: [Section] = \(qualified).sections()", "cells: Cells"] + handlers.map { "\($0.0): \($0.1) = nil" }
            w.block("\(w.access)init(\(parameters.joined(separator: ", ")))") { w in
                for field in ["sections", "cells"] + handlers.map(\.0) { w.line("self.\(field) = \(field)") }
            }
            w.line()
            w.block("\(w.access)var body: some SwiftUI.View") { w in
                let call = "ListSpecRuntime.SpecList(sections, style: \(qualified).style, onAction: onAction, onDelete: onDelete)"
                guard !drawers.isEmpty else {
                    w.line("\(call) { _ in SwiftUI.EmptyView() }")
                    return
                }
                w.line("\(call) { row in")
                w.line("    switch row.cell {")
                for drawer in drawers {
                    let name = drawer.cellCase.name
                    if case .some(.none) = drawer.cellCase.payload {
                        w.line("    case .\(name): cells.\(name)()")
                    } else {
                        w.line("    case .\(name)(let viewModel): cells.\(name)(viewModel)")
                    }
                }
                w.line("    }")
                w.line("}")
            }
        }
    }
}
