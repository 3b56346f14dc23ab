import ListSpecRuntime

/// The viewModel types a spec declares, as the generator reads them.
package enum GeneratorDeclarations {
    package static func of(_ spec: Spec) -> ViewModelDeclarations {
        let declarations = spec.typeDeclarations
        func expression(_ type: ViewModelType) -> ViewModelTypeExpression {
            switch type {
            case .string: return .string
            case .int: return .int
            case .double: return .double
            case .bool: return .bool
            case .void, .broken: return .void
            case .optional(let wrapped): return .optional(expression(wrapped))
            case .list(let element): return .list(expression(element))
            case .dictionary(let element): return .dictionary(expression(element))
            case .structure(let structure): return .structure(structure.fields.map { (name: $0.name, type: expression($0.type)) })
            case .enumeration(let enumeration): return .enumeration(enumeration.cases)
            case .declared(let index): return .named(declarations.indices.contains(index) ? declarations[index].name : "")
            }
        }
        var result = ViewModelDeclarations()
        result.types = declarations.map { (name: $0.name, type: expression($0.type)) }
        for table in spec.tables {
            if let type = table.sectionViewModelType { result.sectionViewModel[table.name] = expression(type) }
            var cells: [String: ViewModelTypeExpression] = [:]
            for cellType in table.cellTypes {
                if let type = cellType.viewModelType { cells[cellType.name] = expression(type) }
            }
            result.cellViewModels[table.name] = cells
        }
        return result
    }
}
