import ListSpecRuntime

/// The declared types of a generated file: structs, `String`-backed enums and aliases, and
/// the Swift spelling of each type expression.
extension GeneratedFileWriter {
    mutating func declareTypes(_ declared: ViewModelDeclarations) {
        // Declared names first, in file order, so they keep their spelling when they can.
        for (name, _) in declared.types {
            let swiftName = namespaceScope.type(name)
            let declaration = GeneratedDeclaration(name: swiftName, qualifiedName: "\(namespace).\(swiftName)", scope: GeneratedFileWriter.scope([namespace]))
            declarations[name] = declaration
            topLevel.append(declaration)
            allDeclarations.append(declaration)
        }
        for (name, expression) in declared.types {
            guard let declaration = declarations[name] else { continue }
            define(declaration, as: expression)
        }
        topLevel += pendingInline
        pendingInline = []
    }

    /// Gives a declaration its struct, enum or alias body.
    mutating func define(_ declaration: GeneratedDeclaration, as expression: ViewModelTypeExpression) {
        switch expression {
        case .structure(let fields):
            var scope = declaration.scope
            for member in GeneratedFileWriter.structMembers { scope.reserve(member) }
            var generated: [GeneratedDeclaration.Field] = []
            for field in fields {
                let swiftName = scope.member(field.name)
                let type = resolveNested(field.type, hint: field.name, in: declaration, scope: &scope)
                generated.append(.init(specName: field.name, swiftName: swiftName, type: type))
            }
            declaration.scope = scope
            declaration.kind = .structure(generated)
        case .enumeration(let cases):
            var scope = declaration.scope
            for member in GeneratedFileWriter.enumMembers { scope.reserve(member) }
            declaration.kind = .enumeration(cases.map { .init(specName: $0, swiftName: scope.member($0)) })
            declaration.scope = scope
        default:
            var scope = namespaceScope
            declaration.kind = .alias(resolve(expression, hint: declaration.name + "Value", scope: &scope, qualifiedScope: namespace))
            namespaceScope = scope
        }
    }

    /// A struct's members, and `RawValue`: each field is also a case of its `String`-backed `CodingKeys`.
    static let structMembers: Set<String> = ["CodingKeys", "specValue", "hashValue", "hash", "encode", "init", "RawValue"]
    /// What a `String`-backed, `CaseIterable` enum declares (a case `RawValue` or `AllCases` would
    /// be its associated type's name).
    static let stringEnumMembers: Set<String> = ["rawValue", "RawValue", "allCases", "AllCases", "hashValue", "hash", "init"]
    static let enumMembers = stringEnumMembers.union(["encode", "specValue", "CodingKeys"])

    /// A type expression in a struct's field: inline types are declared inside the struct.
    mutating func resolveNested(_ expression: ViewModelTypeExpression, hint: String, in parent: GeneratedDeclaration,
                                        scope: inout SwiftNameScope) -> GeneratedType {
        switch expression {
        case .structure, .enumeration:
            let name = scope.type(hint)
            let nested = GeneratedDeclaration(name: name, qualifiedName: parent.qualifiedName + "." + name, scope: GeneratedFileWriter.scope([namespace]))
            parent.nested.append(nested)
            allDeclarations.append(nested)
            define(nested, as: expression)
            return .declared(nested)
        case .optional(let wrapped): return .optional(resolveNested(wrapped, hint: hint, in: parent, scope: &scope))
        case .list(let element): return .list(resolveNested(element, hint: hint, in: parent, scope: &scope))
        case .dictionary(let element): return .dictionary(resolveNested(element, hint: hint, in: parent, scope: &scope))
        default: return resolve(expression, hint: hint, scope: &scope, qualifiedScope: parent.qualifiedName)
        }
    }

    /// A type expression outside a struct: inline types go to `pendingInline`, in the scope given.
    mutating func resolve(_ expression: ViewModelTypeExpression, hint: String, scope: inout SwiftNameScope,
                                  qualifiedScope: String) -> GeneratedType {
        switch expression {
        case .string: return .string
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .void: return .value
        case .named(let name):
            guard let declaration = declarations[name] else { return .value }
            return .declared(declaration)
        case .optional(let wrapped): return .optional(resolve(wrapped, hint: hint, scope: &scope, qualifiedScope: qualifiedScope))
        case .list(let element): return .list(resolve(element, hint: hint, scope: &scope, qualifiedScope: qualifiedScope))
        case .dictionary(let element): return .dictionary(resolve(element, hint: hint, scope: &scope, qualifiedScope: qualifiedScope))
        case .structure, .enumeration:
            let name = scope.type(hint)
            let declaration = GeneratedDeclaration(name: name, qualifiedName: qualifiedScope + "." + name, scope: GeneratedFileWriter.scope([namespace]))
            pendingInline.append(declaration)
            allDeclarations.append(declaration)
            define(declaration, as: expression)
            return .declared(declaration)
        }
    }

    /// Whether an alias refers to itself (through a list or map): Swift cannot spell that as a typealias.
    func isRecursiveAlias(_ declaration: GeneratedDeclaration) -> Bool {
        guard case .alias(let target) = declaration.kind else { return false }
        var seen: Set<ObjectIdentifier> = []
        func visits(_ type: GeneratedType) -> Bool {
            switch type {
            case .optional(let inner), .list(let inner), .dictionary(let inner): return visits(inner)
            case .declared(let other):
                if other === declaration { return true }
                guard case .alias(let next) = other.kind, seen.insert(ObjectIdentifier(other)).inserted else { return false }
                return visits(next)
            default: return false
            }
        }
        return visits(target)
    }

    /// The Swift spelling of a type, aliases expanded (a recursive alias stays an untyped value).
    func spelling(_ type: GeneratedType, expanding: Set<ObjectIdentifier> = []) -> String {
        switch type {
        case .optional(let inner): return spelling(inner, expanding: expanding) + "?"
        case .list(let inner): return "[" + spelling(inner, expanding: expanding) + "]"
        case .dictionary(let inner): return "[Swift.String: " + spelling(inner, expanding: expanding) + "]"
        case .declared(let declaration):
            guard case .alias(let target) = declaration.kind else { return declaration.qualifiedName }
            if expanding.contains(ObjectIdentifier(declaration)) { return "ListSpecRuntime.Value" }
            return spelling(target, expanding: expanding.union([ObjectIdentifier(declaration)]))
        default: return type.swift
        }
    }

    mutating func declare(_ declaration: GeneratedDeclaration) {
        switch declaration.kind {
        case .alias:
            if !isRecursiveAlias(declaration) {
                line("\(access)typealias \(declaration.name) = \(spelling(.declared(declaration)))")
            }
        case .enumeration(let cases):
            if cases.isEmpty {
                // An enum without cases can have no raw type: it codes as nothing at all.
                line("\(access)enum \(declaration.name): Swift.Hashable, Swift.Sendable, Swift.Codable, Swift.CaseIterable {}")
                return
            }
            block("\(access)enum \(declaration.name): Swift.String, Swift.Hashable, Swift.Sendable, Swift.Codable, Swift.CaseIterable") { w in
                for item in cases { w.line("case \(item.swiftName) = \(SwiftLiteral.string(item.specName))") }
            }
        case .structure(let fields):
            block("\(access)struct \(declaration.name): Swift.Hashable, Swift.Sendable, Swift.Codable") { w in
                for field in fields { w.line("\(w.access)var \(field.swiftName): \(w.spelling(field.type))") }
                if !fields.isEmpty { w.line() }
                let parameters = fields.map { field -> String in
                    let type = w.spelling(field.type)
                    return "\(field.swiftName): \(type)" + (type.hasSuffix("?") ? " = nil" : "")
                }
                w.block("\(w.access)init(\(parameters.joined(separator: ", ")))") { w in
                    for field in fields { w.line("self.\(field.swiftName) = \(field.swiftName)") }
                }
                if !fields.isEmpty {
                    w.line()
                    w.block("private enum CodingKeys: Swift.String, Swift.CodingKey") { w in
                        for field in fields { w.line("case \(field.swiftName) = \(SwiftLiteral.string(field.specName))") }
                    }
                }
                for nested in declaration.nested {
                    w.line()
                    w.declare(nested)
                }
            }
        }
    }
}
