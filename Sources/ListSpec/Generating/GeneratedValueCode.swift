import ListSpecRuntime

/// Values spelled as Swift literals in generated code, and their conversion back to `Value`.
extension GeneratedFileWriter {
    func height(_ height: Height?) -> String {
        switch height {
        case nil: return "nil"
        case .automatic?: return "ListSpecRuntime.Height.automatic"
        case .points(.int(let value))?: return "ListSpecRuntime.Height.points(.int(\(value)))"
        case .points(.double(let value))?: return "ListSpecRuntime.Height.points(.double(\(doubleLiteral(value))))"
        }
    }

    func headerFooter(_ value: HeaderFooter) -> String {
        "ListSpecRuntime.HeaderFooter(title: \(value.title.map(SwiftLiteral.string) ?? "nil"), "
            + "view: \(value.view.map(SwiftLiteral.string) ?? "nil"), height: \(height(value.height)))"
    }

    func doubleLiteral(_ value: Double) -> String {
        SwiftLiteral.double(value, typeName: "Swift.Double")
    }

    /// An untyped value, every level spelled with its type.
    func valueLiteral(_ value: Value) -> String {
        switch value.content {
        case .null: return "ListSpecRuntime.Value.null"
        case .bool(let flag): return "ListSpecRuntime.Value(.bool(\(flag)))"
        case .int(let number): return "ListSpecRuntime.Value(.int(\(number)))"
        case .double(let number): return "ListSpecRuntime.Value(.double(\(doubleLiteral(number))))"
        case .string(let text): return "ListSpecRuntime.Value(.string(\(SwiftLiteral.string(text))))"
        case .list(let items): return "ListSpecRuntime.Value(.list([\(items.map(valueLiteral).joined(separator: ", "))]))"
        case .map(let pairs):
            let entries = pairs.map { "(key: \(SwiftLiteral.string($0.key)), value: \(valueLiteral($0.value)))" }
            return "ListSpecRuntime.Value(.map([\(entries.joined(separator: ", "))]))"
        }
    }

    /// A value as `type` (lint has checked it has that type).
    func expression(_ value: Value?, as type: GeneratedType, expanding: Set<ObjectIdentifier> = []) -> String {
        let content = value?.content
        switch type {
        case .string:
            if case .string(let text)? = content { return SwiftLiteral.string(text) }
            return "\"\""
        case .int:
            switch content {
            case .int(let number)?: return String(number)
            case .double(let number)?: return Value.integralValue(number).map { String($0) } ?? "0"
            default: return "0"
            }
        case .double:
            switch content {
            case .int(let number)?: return doubleLiteral(Double(number))
            case .double(let number)?: return doubleLiteral(number)
            default: return "0.0"
            }
        case .bool:
            if case .bool(let flag)? = content { return String(flag) }
            return "false"
        case .value:
            return value.map(valueLiteral) ?? "ListSpecRuntime.Value.null"
        case .optional(let wrapped):
            switch content {
            case nil, .null?: return "nil"
            default: return expression(value, as: wrapped, expanding: expanding)
            }
        case .list(let element):
            guard case .list(let items)? = content else { return "[]" }
            return "[" + items.map { expression($0, as: element, expanding: expanding) }.joined(separator: ", ") + "]"
        case .dictionary(let element):
            guard case .map(let pairs)? = content, !pairs.isEmpty else { return "[:]" }
            return "[" + pairs.map { SwiftLiteral.string($0.key) + ": " + expression($0.value, as: element, expanding: expanding) }
                .joined(separator: ", ") + "]"
        case .declared(let declaration):
            switch declaration.kind {
            case .alias(let target):
                if expanding.contains(ObjectIdentifier(declaration)) { return value.map(valueLiteral) ?? "ListSpecRuntime.Value.null" }
                return expression(value, as: target, expanding: expanding.union([ObjectIdentifier(declaration)]))
            case .enumeration(let cases):
                guard case .string(let text)? = content, let match = cases.first(where: { $0.specName == text }) ?? cases.first else {
                    return "\(declaration.qualifiedName).\(cases.first?.swiftName ?? "")"
                }
                return "\(declaration.qualifiedName).\(match.swiftName)"
            case .structure(let fields):
                var values: [String: Value] = [:]
                if case .map(let pairs)? = content { for pair in pairs { values[pair.key] = pair.value } }
                // A field's type is spelled afresh (`spelling(field.type)`), so aliases expand afresh:
                // an alias met again behind a struct is not recursion.
                let arguments = fields.map { "\($0.swiftName): \(expression(values[$0.specName], as: $0.type))" }
                return "\(declaration.qualifiedName)(\(arguments.joined(separator: ", ")))"
            }
        }
    }

    /// `SpecValueConvertible` for every struct and enum, outside the namespace so it reads as one list.
    mutating func writeValueConversions() {
        for declaration in allDeclarations {
            switch declaration.kind {
            case .alias: continue
            case .enumeration(let cases):
                line()
                block("nonisolated extension \(declaration.qualifiedName): ListSpecRuntime.SpecValueConvertible") { w in
                    if cases.isEmpty {
                        w.line("\(w.access)var specValue: ListSpecRuntime.Value { ListSpecRuntime.Value.null }")
                    } else {
                        w.line("\(w.access)var specValue: ListSpecRuntime.Value { ListSpecRuntime.Value(.string(rawValue)) }")
                    }
                }
            case .structure(let fields):
                line()
                block("nonisolated extension \(declaration.qualifiedName): ListSpecRuntime.SpecValueConvertible") { w in
                    w.block("\(w.access)var specValue: ListSpecRuntime.Value") { w in
                        guard !fields.isEmpty else {
                            w.line("ListSpecRuntime.Value(.map([]))")
                            return
                        }
                        w.line("var pairs: [(key: Swift.String, value: ListSpecRuntime.Value)] = []")
                        for field in fields {
                            let key = SwiftLiteral.string(field.specName)
                            if case .optional = field.type.resolved {
                                // A field left out stays out, as in the spec.
                                w.line("if let value = self.\(field.swiftName) { pairs.append((key: \(key), value: value.specValue)) }")
                            } else {
                                w.line("pairs.append((key: \(key), value: self.\(field.swiftName).specValue))")
                            }
                        }
                        w.line("return ListSpecRuntime.Value(.map(pairs))")
                    }
                }
            }
        }
    }
}
