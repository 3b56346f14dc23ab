import ListSpecRuntime

/// `listspec schema FILE`: the format's schema with one spec's declared types added,
/// so an editor holds each cell's viewModel to its cell type's type as it is typed.
/// Declared types become `$defs` named `type-NAME`; each table's cells get an
/// `if cellType is X then viewModel is T` per typed cell type.
package enum TypedSpecSchema {
    package static func text(for spec: Spec) -> String {
        let declarations = spec.typeDeclarations
        var json = JSONWriter()
        // The constraints, applied beside the base schema at the root.
        json.raw("[")
        json.raw("{\"properties\": {\"tables\": {\"properties\": {")
        for (index, table) in spec.tables.enumerated() {
            if index > 0 { json.raw(", ") }
            json.string(table.name)
            json.raw(": ")
            tableConstraint(table, declarations, into: &json)
        }
        json.raw("}}}}")
        if let main = spec.tables.first(where: { $0.name == "main" }) {
            // The one-table shorthand: the table's keys stand at the root.
            json.raw(", ")
            tableConstraint(main, declarations, into: &json)
        }
        json.raw("]")
        let constraints = json.text

        var definitions = JSONWriter()
        for declaration in declarations {
            definitions.raw(",\n    ")
            definitions.string("type-" + declaration.name)
            definitions.raw(": ")
            schema(declaration.type, declarations, into: &definitions)
        }
        var text = SpecSchema.text
        let title = "\"title\": \"listspec spec (format 1)\","
        text = text.replacingFirst(title, with: "\"title\": " + quoted("listspec spec \(spec.path) (format 1, typed)") + ",\n  \"allOf\": " + constraints + ",")
        // Declared types go at the end of $defs: before the closing of $defs and of the root.
        text = text.replacingLast("\n  }\n}", with: definitions.text + "\n  }\n}")
        return text
    }

    private static func quoted(_ text: String) -> String {
        var json = JSONWriter()
        json.string(text)
        return json.text
    }

    private static func tableConstraint(_ table: Table, _ declarations: [TypeDeclaration], into json: inout JSONWriter) {
        json.raw("{\"properties\": {\"sections\": {\"items\": {\"allOf\": [")
        if let type = table.sectionViewModelType {
            viewModelConstraint(type, declarations, into: &json)
        } else {
            json.raw("true")
        }
        json.raw(", {\"properties\": {\"cells\": {\"items\": {\"allOf\": [true")
        for cellType in table.cellTypes {
            guard let type = cellType.viewModelType else { continue }
            json.raw(", {\"if\": {\"properties\": {\"cellType\": {\"const\": ")
            json.string(cellType.name)
            json.raw("}}, \"required\": [\"cellType\"]}, \"then\": ")
            viewModelConstraint(type, declarations, into: &json)
            json.raw("}")
        }
        json.raw("]}}}}]}}}}")
    }

    /// What a section's or cell's `viewModel` key must hold: required unless optional or Void.
    private static func viewModelConstraint(_ type: ViewModelType, _ declarations: [TypeDeclaration], into json: inout JSONWriter) {
        json.raw("{")
        if !type.acceptsNull(declarations) { json.raw("\"required\": [\"viewModel\"], ") }
        json.raw("\"properties\": {\"viewModel\": ")
        schema(type, declarations, into: &json)
        json.raw("}}")
    }

    private static func schema(_ type: ViewModelType, _ declarations: [TypeDeclaration], into json: inout JSONWriter) {
        switch type {
        case .string: json.raw("{\"type\": \"string\"}")
        case .int: json.raw("{\"type\": \"integer\"}")
        case .double: json.raw("{\"type\": \"number\"}")
        case .bool: json.raw("{\"type\": \"boolean\"}")
        case .void: json.raw("{\"type\": \"null\"}")
        case .broken: json.raw("true")
        case .optional(let wrapped):
            json.raw("{\"anyOf\": [")
            schema(wrapped, declarations, into: &json)
            json.raw(", {\"type\": \"null\"}]}")
        case .list(let element):
            json.raw("{\"type\": \"array\", \"items\": ")
            schema(element, declarations, into: &json)
            json.raw("}")
        case .dictionary(let element):
            json.raw("{\"type\": \"object\", \"additionalProperties\": ")
            schema(element, declarations, into: &json)
            json.raw("}")
        case .enumeration(let enumeration):
            json.raw("{\"enum\": [")
            for (index, name) in enumeration.cases.enumerated() {
                if index > 0 { json.raw(", ") }
                json.string(name)
            }
            json.raw("]}")
        case .declared(let index):
            guard declarations.indices.contains(index) else { return json.raw("true") }
            json.raw("{\"$ref\": ")
            json.string("#/$defs/type-" + declarations[index].name)
            json.raw("}")
        case .structure(let structure):
            json.raw("{\"type\": \"object\", \"properties\": {")
            for (index, field) in structure.fields.enumerated() {
                if index > 0 { json.raw(", ") }
                json.string(field.name)
                json.raw(": ")
                schema(field.type, declarations, into: &json)
            }
            json.raw("}, \"required\": [")
            let required = structure.fields.filter { !$0.type.acceptsNull(declarations) }
            for (index, field) in required.enumerated() {
                if index > 0 { json.raw(", ") }
                json.string(field.name)
            }
            json.raw("], \"patternProperties\": {\"^x-\": {}}, \"additionalProperties\": false}")
        }
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = firstRange(of: target) else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }

    func replacingLast(_ target: String, with replacement: String) -> String {
        guard let range = ranges(of: target).last else { return self }
        var copy = self
        copy.replaceSubrange(range, with: replacement)
        return copy
    }
}
