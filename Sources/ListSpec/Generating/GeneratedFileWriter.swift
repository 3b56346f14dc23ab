import ListSpecRuntime

/// Writes one generated file; holds the names given so far. Its jobs are apart: the types
/// (GeneratedTypeDeclarations.swift), the tables (GeneratedTableCode.swift) and the values
/// (GeneratedValueCode.swift).
struct GeneratedFileWriter {
    let access: String
    let namespace: String
    var output = ""
    private var indent = ""
    var declarations: [String: GeneratedDeclaration] = [:]
    var topLevel: [GeneratedDeclaration] = []
    var namespaceScope: SwiftNameScope

    init(access: SpecCodeGenerator.Access, namespace: String) {
        self.access = access.rawValue + " "
        self.namespace = namespace
        namespaceScope = GeneratedFileWriter.scope()
        self.namespaceScope.reserve(namespace)
    }

    /// A scope in which nothing can shadow the names generated code refers to.
    static func scope(_ extra: Set<String> = []) -> SwiftNameScope {
        SwiftNameScope(reserved: SpecCodeGenerator.moduleNames.union(extra))
    }

    // MARK: Lines

    mutating func line(_ text: String = "") {
        output += text.isEmpty ? "\n" : indent + text + "\n"
    }

    mutating func block(_ opening: String, _ body: (inout GeneratedFileWriter) -> Void) {
        line(opening + " {")
        let saved = indent
        indent += "    "
        body(&self)
        indent = saved
        line("}")
    }

    // MARK: File

    mutating func write(_ spec: Spec, declarations declared: ViewModelDeclarations, fileName: String) {
        line(GeneratedFileOwnership.firstLineStart + "\(SwiftLiteral.comment(fileName)). Do not edit: change the spec and generate again.")
        line("// swiftlint:disable all")
        line()
        line("import ListSpecRuntime")
        line()
        declareTypes(declared)
        let tableScopeNames = spec.tables.reduce(into: (scope: GeneratedFileWriter.scope([namespace]), names: [String]())) { state, table in
            state.names.append(state.scope.type(table.name.isEmpty ? "Table" : table.name))
        }.names
        var tables: [(table: Table, name: String, cellTypes: [String: GeneratedType?], sectionType: GeneratedType?)] = []
        for (table, name) in zip(spec.tables, tableScopeNames) {
            var tableScope = GeneratedFileWriter.scope(GeneratedFileWriter.tableMembers.union([namespace, name]))
            let qualified = "\(namespace).Tables.\(name)"
            var cellTypes: [String: GeneratedType?] = [:]
            for (cellType, expression) in declared.cellViewModels[table.name] ?? [:] {
                cellTypes[cellType] = expression == .void ? nil : resolve(expression, hint: cellType + "ViewModel", scope: &tableScope, qualifiedScope: qualified)
            }
            let sectionType = declared.sectionViewModel[table.name].flatMap {
                $0 == .void ? nil : resolve($0, hint: "SectionViewModel", scope: &tableScope, qualifiedScope: qualified)
            }
            tables.append((table, name, cellTypes, sectionType))
            // Inline types of this table go inside its namespace.
            tableInlineTypes[name] = pendingInline
            pendingInline = []
        }
        let isSectionTyped = { (name: String) in declared.sectionViewModel[name] != nil }
        var cellCases: [[GeneratedCellCase]] = []
        line("/// The spec \(SwiftLiteral.comment(fileName)): its declared types and its tables.")
        // `nonisolated` (Swift 6.1+): under default main-actor isolation (Xcode 26's new apps) the
        // content is still plain values that a differ can take anywhere. Nested types inherit it;
        // the top-level extensions below say it again, as extensions do not inherit it.
        block("\(access)nonisolated enum \(namespace)") { w in
            for declaration in w.topLevel { w.declare(declaration) }
            if !w.topLevel.isEmpty { w.line() }
            w.line("/// The spec as the runtime's value: for `SpecDiffer`, JSON encoding and `Locator`.")
            w.block("\(w.access)static func spec() -> ListSpecRuntime.Spec") { w in
                w.line("\(tables.isEmpty ? "let" : "var") tables: [ListSpecRuntime.Table] = []")
                for entry in tables { w.line("tables.append(Tables.\(entry.name).table(Tables.\(entry.name).sections()))") }
                w.line("return ListSpecRuntime.Spec(path: \(SwiftLiteral.string(fileName)), tables: tables)")
            }
            w.line()
            w.line("/// One namespace per table of the spec.")
            w.block("\(w.access)enum Tables") { w in
                for (index, entry) in tables.enumerated() {
                    if index > 0 { w.line() }
                    cellCases.append(w.writeTable(entry.table, name: entry.name, cellTypes: entry.cellTypes, sectionType: entry.sectionType,
                                                  sectionTyped: isSectionTyped(entry.table.name)))
                }
            }
        }
        writeValueConversions()
        writeSwiftUI(zip(tables, cellCases).map { (table: $0.table, name: $0.name, cases: $1) })
    }

    /// Members every table namespace declares.
    static let tableMembers: Set<String> = [
        "Cell", "Row", "Section", "ReuseIdentifier", "Action", "name", "style", "cellTypes", "sectionIDs", "sections", "table",
        "ListView",
    ]

    var tableInlineTypes: [String: [GeneratedDeclaration]] = [:]
    /// Inline types met while resolving a table's types, to declare in its namespace.
    var pendingInline: [GeneratedDeclaration] = []
    var allDeclarations: [GeneratedDeclaration] = []
}
