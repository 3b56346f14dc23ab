import ListSpecRuntime

/// A generated table namespace: its cell enum, row and section types, content and conversion.
extension GeneratedFileWriter {
    /// One table's namespace. `cellTypes`: declared viewModel type per cell type (nil: Void; absent: untyped).
    /// Returns the cell enum's cases, which the table's SwiftUI code draws.
    mutating func writeTable(_ table: Table, name: String, cellTypes declared: [String: GeneratedType?],
                                     sectionType: GeneratedType?, sectionTyped: Bool) -> [GeneratedCellCase] {
        // Reuse identifiers are told apart as UIKit does, as written (see `WrittenName`).
        var seenTypes: Set<WrittenName> = []
        let cellTypeNames = (table.cellTypes.map(\.name) + table.sections.flatMap { $0.cells.map(\.cellType) })
            .filter { seenTypes.insert(WrittenName($0)).inserted }
        // Cell cases are also `ReuseIdentifier` cases.
        var caseScope = GeneratedFileWriter.scope(GeneratedFileWriter.stringEnumMembers.union(["reuseIdentifier", "viewModel"]))
        let cases = cellTypeNames.map { (reuseIdentifier: $0, name: caseScope.caseName($0), payload: declared[$0]) }
        let caseByType = Dictionary(cases.map { (WrittenName($0.reuseIdentifier), $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        let actions = table.sections.flatMap { $0.cells.compactMap(\.action) }.filter { seen.insert($0).inserted }
        var actionScope = GeneratedFileWriter.scope(GeneratedFileWriter.stringEnumMembers)
        let actionNames = Dictionary(actions.map { ($0, actionScope.caseName($0)) }, uniquingKeysWith: { first, _ in first })

        line("/// Table \(SwiftLiteral.comment(SwiftLiteral.string(table.name))): \(table.style.rawValue), "
             + "\(table.sections.count) section(s), \(table.cellCount) cell(s).")
        block("\(access)enum \(name)") { w in
            for inline in w.tableInlineTypes[name] ?? [] {
                w.declare(inline)
                w.line()
            }
            w.line("\(w.access)static let name: Swift.String = \(SwiftLiteral.string(table.name))")
            w.line("\(w.access)static let style: ListSpecRuntime.TableStyle = .\(table.style.rawValue)")
            w.line("\(w.access)static let sectionIDs: [Swift.Int64] = [\(table.sections.map { String($0.sectionID) }.joined(separator: ", "))]")
            w.line()
            w.writeStringEnum("ReuseIdentifier", doc: "The reuse identifiers (cell types) of the table.",
                              cases: cases.map { ($0.name, $0.reuseIdentifier) })
            w.line()
            w.writeStringEnum("Action", doc: "What selecting a row does.", cases: actions.map { (actionNames[$0] ?? "", $0) })
            w.line()
            w.line("/// The cell types with their defaults.")
            w.block("\(w.access)static var cellTypes: [ListSpecRuntime.CellType]") { w in
                guard !table.cellTypes.isEmpty else {
                    w.line("[]")
                    return
                }
                w.line("var types: [ListSpecRuntime.CellType] = []")
                for type in table.cellTypes {
                    w.line("types.append(ListSpecRuntime.CellType(name: \(SwiftLiteral.string(type.name)), height: \(w.height(type.height)), "
                           + "estimatedHeight: \(w.height(type.estimatedHeight))))")
                }
                w.line("return types")
            }
            w.line()
            w.writeCellEnum(cases.map { ($0.name, $0.payload) })
            w.line()
            w.writeRow(hasCells: !cases.isEmpty)
            w.line()
            w.writeSection(viewModel: w.sectionViewModelSpelling(sectionType, typed: sectionTyped))
            w.line()
            w.writeContent(table, caseByType: caseByType, actionNames: actionNames, sectionType: sectionType, sectionTyped: sectionTyped)
            w.line()
            w.writeConversion(hasCells: !cases.isEmpty, sectionType: sectionType, sectionTyped: sectionTyped)
            w.line()
            w.writeServedReading(cases.map { ($0.name, $0.payload) }, hasActions: !actions.isEmpty, sectionType: sectionType, sectionTyped: sectionTyped)
        }
        return cases.map { GeneratedCellCase(name: $0.name, reuseIdentifier: $0.reuseIdentifier, payload: $0.payload) }
    }

    func sectionViewModelSpelling(_ type: GeneratedType?, typed: Bool) -> String? {
        guard typed else { return "ListSpecRuntime.Value?" }
        return type.map { spelling($0) }
    }

    mutating func writeStringEnum(_ name: String, doc: String, cases: [(name: String, raw: String)]) {
        line("/// \(doc)")
        if cases.isEmpty {
            block("\(access)enum \(name): Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { w in
                w.line("\(w.access)var rawValue: Swift.String { switch self {} }")
            }
            return
        }
        block("\(access)enum \(name): Swift.String, Swift.Hashable, Swift.Sendable, Swift.CaseIterable") { w in
            for item in cases { w.line("case \(item.name) = \(SwiftLiteral.string(item.raw))") }
        }
    }

    /// Payload: `.some(nil)` Void (no payload), `.some(T)` typed, `nil` untyped.
    mutating func writeCellEnum(_ cases: [(name: String, payload: GeneratedType??)]) {
        line("/// A cell: its type, with its typed viewModel.")
        block("\(access)enum Cell: Swift.Hashable, Swift.Sendable") { w in
            for item in cases {
                switch item.payload {
                case .none: w.line("case \(item.name)(ListSpecRuntime.Value?)")
                case .some(.none): w.line("case \(item.name)")
                case .some(.some(let type)): w.line("case \(item.name)(\(w.spelling(type)))")
                }
            }
            w.line()
            w.block("\(w.access)var reuseIdentifier: ReuseIdentifier") { w in
                w.line("switch self {")
                for item in cases { w.line("case .\(item.name): return .\(item.name)") }
                w.line("}")
            }
            w.line()
            w.line("/// The viewModel as the runtime's value (nil for none).")
            w.block("\(w.access)var viewModel: ListSpecRuntime.Value?") { w in
                w.line("switch self {")
                for item in cases {
                    switch item.payload {
                    case .none: w.line("case .\(item.name)(let viewModel): return viewModel")
                    case .some(.none): w.line("case .\(item.name): return nil")
                    case .some(.some(let type)):
                        if case .optional = type.resolved {
                            w.line("case .\(item.name)(let viewModel): return viewModel.map { $0.specValue }")
                        } else {
                            w.line("case .\(item.name)(let viewModel): return viewModel.specValue")
                        }
                    }
                }
                w.line("}")
            }
        }
    }

    /// `hasCells` false: `Cell` has no case, so no row exists, and code that would read one is
    /// an empty `switch` (else every stage after type checking warns "will never be executed").
    mutating func writeRow(hasCells: Bool) {
        line("/// A row: the cell, its ID within the section, heights (cell type defaults applied), action, deletable.")
        block("\(access)struct Row: ListSpecRuntime.PresentableCell, Swift.Identifiable, Swift.Hashable, Swift.Sendable") { w in
            w.line("\(w.access)var cellID: Swift.Int64")
            w.line("\(w.access)var cell: Cell")
            w.line("\(w.access)var height: ListSpecRuntime.Height?")
            w.line("\(w.access)var estimatedHeight: ListSpecRuntime.Height?")
            w.line("\(w.access)var action: Action?")
            w.line("\(w.access)var deletable: Swift.Bool")
            w.line()
            w.block("\(w.access)init(cellID: Swift.Int64, cell: Cell, height: ListSpecRuntime.Height? = nil, "
                    + "estimatedHeight: ListSpecRuntime.Height? = nil, action: Action? = nil, deletable: Swift.Bool = false)") { w in
                guard hasCells else {
                    w.line("switch cell {}")
                    return
                }
                for field in ["cellID", "cell", "height", "estimatedHeight", "action", "deletable"] { w.line("self.\(field) = \(field)") }
            }
            w.line()
            w.line("/// The row's identity for SwiftUI's `ForEach`: its cellID, unique within its section.")
            w.line("\(w.access)var id: Swift.Int64 { cellID }")
            w.line()
            w.line("/// The reuse identifier the row's cell is dequeued with.")
            w.line("\(w.access)var cellType: Swift.String { " + (hasCells ? "cell.reuseIdentifier.rawValue" : "switch cell {}") + " }")
        }
    }

    mutating func writeSection(viewModel: String?) {
        line("/// A section: its ID, header, footer, index title, viewModel and rows.")
        block("\(access)struct Section: ListSpecRuntime.PresentableSection, Swift.Identifiable, Swift.Hashable, Swift.Sendable") { w in
            w.line("\(w.access)var sectionID: Swift.Int64")
            w.line("\(w.access)var header: ListSpecRuntime.HeaderFooter?")
            w.line("\(w.access)var footer: ListSpecRuntime.HeaderFooter?")
            w.line("\(w.access)var indexTitle: Swift.String?")
            if let viewModel { w.line("\(w.access)var viewModel: \(viewModel)") }
            w.line("\(w.access)var cells: [Row]")
            w.line()
            var parameters = ["sectionID: Swift.Int64", "header: ListSpecRuntime.HeaderFooter? = nil", "footer: ListSpecRuntime.HeaderFooter? = nil",
                              "indexTitle: Swift.String? = nil"]
            if let viewModel { parameters.append("viewModel: \(viewModel)" + (viewModel.hasSuffix("?") ? " = nil" : "")) }
            parameters.append("cells: [Row] = []")
            w.block("\(w.access)init(\(parameters.joined(separator: ", ")))") { w in
                var fields = ["sectionID", "header", "footer", "indexTitle", "cells"]
                if viewModel != nil { fields.insert("viewModel", at: 4) }
                for field in fields { w.line("self.\(field) = \(field)") }
            }
            w.line()
            w.line("/// The section's identity for SwiftUI's `ForEach`: its sectionID.")
            w.line("\(w.access)var id: Swift.Int64 { sectionID }")
            w.line()
            w.line("/// Header, footer and viewModel: a change reloads the section.")
            w.block("\(w.access)func isContentEqual(to other: Section) -> Swift.Bool") { w in
                w.line("header == other.header && footer == other.footer" + (viewModel == nil ? "" : " && viewModel == other.viewModel"))
            }
        }
    }

    mutating func writeContent(_ table: Table, caseByType: [WrittenName: (reuseIdentifier: String, name: String, payload: GeneratedType??)],
                                       actionNames: [String: String], sectionType: GeneratedType?, sectionTyped: Bool) {
        line("/// The content as written in the spec.")
        block("\(access)static func sections() -> [Section]") { w in
            guard !table.sections.isEmpty else {
                w.line("[]")
                return
            }
            w.line("var sections: [Section] = []")
            w.line("sections.reserveCapacity(\(table.sections.count))")
            for index in table.sections.indices { w.line("sections.append(makeSection\(index)())") }
            w.line("return sections")
        }
        for (index, section) in table.sections.enumerated() {
            line()
            block("private static func makeSection\(index)() -> Section") { w in
                if section.cells.isEmpty {
                    w.line("let cells: [Row] = []")
                } else {
                    w.line("var cells: [Row] = []")
                    w.line("cells.reserveCapacity(\(section.cells.count))")
                }
                for cell in section.cells {
                    guard let item = caseByType[WrittenName(cell.cellType)] else { continue }
                    var arguments = ["cellID: \(cell.cellID)"]
                    switch item.payload {
                    case .none: arguments.append("cell: .\(item.name)(\(cell.viewModel.map { w.valueLiteral($0) } ?? "nil"))")
                    case .some(.none): arguments.append("cell: .\(item.name)")
                    case .some(.some(let type)): arguments.append("cell: .\(item.name)(\(w.expression(cell.viewModel, as: type)))")
                    }
                    if let height = cell.height { arguments.append("height: \(w.height(height))") }
                    if let height = cell.estimatedHeight { arguments.append("estimatedHeight: \(w.height(height))") }
                    if let action = cell.action, let actionName = actionNames[action] { arguments.append("action: .\(actionName)") }
                    if cell.deletable { arguments.append("deletable: true") }
                    w.line("cells.append(Row(\(arguments.joined(separator: ", "))))")
                }
                var arguments = ["sectionID: \(section.sectionID)"]
                if let header = section.header { arguments.append("header: \(w.headerFooter(header))") }
                if let footer = section.footer { arguments.append("footer: \(w.headerFooter(footer))") }
                if let title = section.indexTitle { arguments.append("indexTitle: \(SwiftLiteral.string(title))") }
                if !sectionTyped {
                    if let viewModel = section.viewModel { arguments.append("viewModel: \(w.valueLiteral(viewModel))") }
                } else if let sectionType {
                    arguments.append("viewModel: \(w.expression(section.viewModel, as: sectionType))")
                }
                arguments.append("cells: cells")
                w.line("return Section(\(arguments.joined(separator: ", ")))")
            }
        }
    }

    mutating func writeConversion(hasCells: Bool, sectionType: GeneratedType?, sectionTyped: Bool) {
        line("/// Sections as the runtime's table: for `SpecDiffer`, JSON encoding and `Locator`.")
        block("\(access)static func table(_ sections: [Section]) -> ListSpecRuntime.Table") { w in
            w.line("var runtimeSections: [ListSpecRuntime.Section] = []")
            w.line("runtimeSections.reserveCapacity(sections.count)")
            w.block("for section in sections") { w in
                guard hasCells else {
                    // No cell type, so no row to convert.
                    w.line("let cells: [ListSpecRuntime.Cell] = []")
                    w.writeRuntimeSection(sectionType: sectionType, sectionTyped: sectionTyped)
                    return
                }
                w.line("var cells: [ListSpecRuntime.Cell] = []")
                w.line("cells.reserveCapacity(section.cells.count)")
                w.block("for row in section.cells") { w in
                    w.line("cells.append(ListSpecRuntime.Cell(cellID: row.cellID, cellType: row.cell.reuseIdentifier.rawValue, "
                           + "viewModel: row.cell.viewModel, height: row.height, estimatedHeight: row.estimatedHeight, "
                           + "action: row.action?.rawValue, deletable: row.deletable))")
                }
                w.writeRuntimeSection(sectionType: sectionType, sectionTyped: sectionTyped)
            }
            w.line("return ListSpecRuntime.Table(name: name, style: style, cellTypes: cellTypes, sections: runtimeSections)")
        }
    }

    /// Appends `section` (with `cells`) to `runtimeSections`, its viewModel as the runtime's value.
    private mutating func writeRuntimeSection(sectionType: GeneratedType?, sectionTyped: Bool) {
        let viewModel: String
        if !sectionTyped {
            viewModel = "section.viewModel"
        } else if let sectionType {
            if case .optional = sectionType.resolved {
                viewModel = "section.viewModel.map { $0.specValue }"
            } else {
                viewModel = "section.viewModel.specValue"
            }
        } else {
            viewModel = "nil"
        }
        line("runtimeSections.append(ListSpecRuntime.Section(sectionID: section.sectionID, header: section.header, "
             + "footer: section.footer, indexTitle: section.indexTitle, viewModel: \(viewModel), cells: cells))")
    }

    /// Reading a served table as the typed sections (contract section 7): every cell type, action
    /// and viewModel checked at its place, what does not fit thrown as a `ServedContentError`.
    /// A table with no cell type (or no action) has no case to read a served one as: any is
    /// refused with no closure over the empty enum (whose body would "never be executed").
    mutating func writeServedReading(_ cases: [(name: String, payload: GeneratedType??)], hasActions: Bool,
                                     sectionType: GeneratedType?, sectionTyped: Bool) {
        line("/// A served table (a `Table` of `Spec(json:)`: server-driven content) as this table's typed sections,")
        line("/// which the SwiftUI list and a data source take as they take `sections()`.")
        line("/// - Throws: `ServedContentError` naming the table, sectionID, cellID and the viewModel's path of a cell")
        line("///   type or action this table does not have, or a viewModel that does not fit its type.")
        block("\(access)static func sections(_ table: ListSpecRuntime.Table) throws(ListSpecRuntime.ServedContentError) -> [Section]") { w in
            if !cases.isEmpty || sectionTyped { w.line("let reader = ListSpecRuntime.ServedTableReader(table)") }
            w.line("var sections: [Section] = []")
            w.line("sections.reserveCapacity(table.sections.count)")
            w.block("for section in table.sections") { w in
                let cellType = "try reader.cellType(of: cell, in: section, rawValue: { (identifier: ReuseIdentifier) in identifier.rawValue })"
                let place = "table: table.name, sectionID: section.sectionID, cellID: cell.cellID"
                if cases.isEmpty {
                    w.line("let cells: [Row] = []")
                    w.block("if let cell = section.cells.first") { w in
                        w.line("throw ListSpecRuntime.ServedContentError(\(place), reason: .unknownCellType(cell.cellType))")
                    }
                } else {
                    w.line("var cells: [Row] = []")
                    w.line("cells.reserveCapacity(section.cells.count)")
                    w.block("for cell in section.cells") { w in
                        w.line("let typed: Cell")
                        w.line("switch \(cellType) {")
                        for item in cases {
                            switch item.payload {
                            case .none: w.line("case .\(item.name): typed = .\(item.name)(cell.viewModel)")
                            case .some(.none):
                                w.line("case .\(item.name):")
                                w.line("    try reader.noViewModel(of: cell, in: section)")
                                w.line("    typed = .\(item.name)")
                            case .some(.some(let type)):
                                w.line("case .\(item.name): typed = .\(item.name)(try reader.viewModel((\(w.spelling(type))).self, of: cell, in: section))")
                            }
                        }
                        w.line("}")
                        if hasActions {
                            w.line("let action: Action? = try reader.action(of: cell, in: section, rawValue: { (action: Action) in action.rawValue })")
                        } else {
                            w.block("if let action = cell.action") { w in
                                w.line("throw ListSpecRuntime.ServedContentError(\(place), reason: .unknownAction(action))")
                            }
                        }
                        w.line("cells.append(Row(cellID: cell.cellID, cell: typed, height: cell.height, estimatedHeight: cell.estimatedHeight, "
                               + (hasActions ? "action: action, " : "") + "deletable: cell.deletable))")
                    }
                }
                var arguments = ["sectionID: section.sectionID", "header: section.header", "footer: section.footer", "indexTitle: section.indexTitle"]
                if !sectionTyped {
                    arguments.append("viewModel: section.viewModel")
                } else if let sectionType {
                    arguments.append("viewModel: try reader.viewModel((\(w.spelling(sectionType))).self, of: section)")
                } else {
                    w.line("try reader.noViewModel(of: section)")
                }
                arguments.append("cells: cells")
                w.line("sections.append(Section(\(arguments.joined(separator: ", "))))")
            }
            w.line("return sections")
        }
        line()
        line("/// The table of this name in a served spec's JSON (what `Spec(json:)` reads) as this table's typed sections.")
        line("/// - Throws: `InvalidSpec` for JSON that is no valid spec; `ServedContentError` for a table it lacks, or")
        line("///   content that does not fit this table's types.")
        block("\(access)static func sections(json: some Swift.Collection<Swift.UInt8>) throws -> [Section]") { w in
            w.line("try sections(ListSpecRuntime.ServedTableReader.table(named: name, in: ListSpecRuntime.Spec(json: json)))")
        }
    }
}
