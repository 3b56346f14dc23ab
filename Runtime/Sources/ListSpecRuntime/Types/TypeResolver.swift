/// Reads type declarations (`types`, a cell type's `viewModel`, a table's
/// `sectionViewModel`) into resolved types, reporting `unknown-type` and
/// `invalid-type` once each. A type with a finding becomes `.broken`, and so does
/// every declaration that depends on one, so values are never checked against it.
package struct TypeResolver {
    let path: String
    package private(set) var findings: [Finding] = []
    package private(set) var declarations: [TypeDeclaration] = []
    private var indexByName: [String: Int] = [:]
    private var candidateNames: [String] = []
    private var suggestionBudget = 200_000
    /// Per declaration: whether its type (and everything it names) is free of findings;
    /// worked out once all are declared.
    private var soundness: [Bool] = []

    static let builtIns = ["String", "Int", "Double", "Bool", "Void"]

    package init(path: String) { self.path = path }

    private mutating func report(_ draft: FindingDraft, at location: SourceLocation) {
        findings.append(Finding(path: path, location: location, draft))
    }

    // MARK: Declarations

    /// Reads `types:`: every name first (so types may refer to each other in any order), then each type.
    package mutating func declare(_ types: Document.Node?) {
        guard let types, !types.isNull else { return }
        guard types.kind == .mapping else {
            report(TypeMismatchCheck.types(types), at: types.location)
            return
        }
        var pending: [(index: Int, node: Document.Node)] = []
        for (key, value) in types.pairs {
            let name = key.keyText
            if name.hasPrefix("x-") { continue }
            if TypeResolver.builtIns.contains(name) {
                report(InvalidTypeCheck.builtInName(name), at: key.location)
                continue
            }
            if key.kind != .string || !TypeExpressionParser.isTypeName(name) {
                report(InvalidTypeCheck.notAnIdentifier(name), at: key.location)
            }
            indexByName[name] = declarations.count
            pending.append((declarations.count, value))
            declarations.append(TypeDeclaration(name: name, location: key.location, type: .broken))
        }
        for (index, node) in pending {
            declarations[index].type = resolve(node, allowVoid: false, isDeclaration: true)
        }
        reportCycles()
    }

    /// Whether a type and every declaration it names are free of findings.
    package mutating func isSound(_ type: ViewModelType) -> Bool {
        if soundness.count != declarations.count { computeSoundness() }
        var sound = true
        TypeResolver.visit(type) { part in
            switch part {
            case .broken: sound = false
            case .declared(let index): if !soundness[index] { sound = false }
            default: break
            }
        }
        return sound
    }

    /// Every declaration's soundness at once, without recursion: a declaration is unsound when
    /// its own type has a finding, or when it names an unsound one (followed backwards).
    private mutating func computeSoundness() {
        var sound = Array(repeating: true, count: declarations.count)
        var dependents = Array(repeating: [Int](), count: declarations.count)
        var pending: [Int] = []
        for (index, declaration) in declarations.enumerated() {
            TypeResolver.visit(declaration.type) { part in
                switch part {
                case .broken: sound[index] = false
                case .declared(let other) where other != index: dependents[other].append(index)
                default: break
                }
            }
            if !sound[index] { pending.append(index) }
        }
        while let next = pending.popLast() {
            for dependent in dependents[next] where sound[dependent] {
                sound[dependent] = false
                pending.append(dependent)
            }
        }
        soundness = sound.map { $0 }
    }

    /// Calls `body` on every part of a type, without recursion (a type from a YAML flow
    /// collection may nest as deep as the reader allows).
    static func visit(_ type: ViewModelType, _ body: (ViewModelType) -> Void) {
        var stack = [type]
        while let part = stack.popLast() {
            body(part)
            switch part {
            case .optional(let inner), .list(let inner), .dictionary(let inner): stack.append(inner)
            case .structure(let structure): stack.append(contentsOf: structure.fields.map(\.type))
            default: break
            }
        }
    }

    // MARK: Type nodes

    /// A type as written: a type expression (string), a map (struct) or a list (enum, or `[T]` and
    /// `[String: T]` spelled as YAML flow collections).
    package mutating func resolve(_ node: Document.Node, allowVoid: Bool, isDeclaration: Bool = false) -> ViewModelType {
        switch node.kind {
        case .string:
            // Positions inside a quoted expression start after its opening quote.
            let start = node.isQuoted ? node.location.offset(by: 1) : node.location
            return resolve(expression: node.string ?? "", at: start, allowVoid: allowVoid)
        case .mapping:
            var fields: [StructureType.Field] = []
            for (key, value) in node.pairs where !key.keyText.hasPrefix("x-") {
                fields.append(.init(name: key.keyText, location: key.location, type: resolve(value, allowVoid: false)))
            }
            return .structure(StructureType(fields: fields))
        case .sequence:
            return resolveList(node, isDeclaration: isDeclaration)
        case .null:
            report(InvalidTypeCheck.null, at: node.location)
            return .broken
        default:
            report(InvalidTypeCheck.notAType(node), at: node.location)
            return .broken
        }
    }

    /// `[T]` in YAML is a one-item list holding a type, `[String: T]` a one-item list holding
    /// a one-pair map with the key String; any other list is an enum of its strings. A one-item
    /// list of a string is a list type only when the string is a type expression naming built-in
    /// or declared types alone (contract section 5), so a valid enum (`[init]`) never gets a
    /// finding; under `types:` a list is always an enum.
    private mutating func resolveList(_ node: Document.Node, isDeclaration: Bool) -> ViewModelType {
        let items = node.items
        if items.count == 1, let item = items.first, !isDeclaration {
            switch item.kind {
            case .string:
                // Read as the bracketed expression it stands for: `[String:Double]`, `[ Int? ]`.
                let text = "[" + (item.string ?? "") + "]"
                guard let syntax = typeSyntax(text) else { break }
                let start = item.isQuoted ? item.location.offset(by: 1) : item.location
                return resolve(syntax, text: text, at: start.offset(by: -1), allowVoid: false)
            case .sequence:
                return .list(resolve(item, allowVoid: false))
            case .mapping where item.count == 1 && item.pairs[0].key.keyText == "String" && item.pairs[0].key.kind == .string:
                return .dictionary(resolve(item.pairs[0].value, allowVoid: false))
            case .mapping:
                return .list(resolve(item, allowVoid: false))
            default:
                break
            }
        }
        var cases: [String] = []
        var seen: Set<String> = []
        var sound = true
        for item in items {
            guard item.kind == .string, let text = item.string else {
                report(InvalidTypeCheck.enumCase(item), at: item.location)
                sound = false
                continue
            }
            guard seen.insert(text).inserted else {
                report(InvalidTypeCheck.repeatedCase(text), at: item.location)
                sound = false
                continue
            }
            cases.append(text)
        }
        if items.isEmpty {
            report(InvalidTypeCheck.emptyEnum, at: node.location)
            return .broken
        }
        guard sound else { return .broken }
        // `[Strng]` is a valid enum; a value that is not `Strng` may have meant the list type.
        let meantList = cases.count == 1 && !isDeclaration && TypeExpressionParser.isTypeName(cases[0])
            ? nearestTypeName(to: cases[0]).map { "[\($0.word)]" } : nil
        return .enumeration(EnumerationType(cases: cases, meantList: meantList))
    }

    /// A one-item list as a type expression (`[Recipe]`, `[String?]`, `[String:Double]`), when it
    /// parses and names only built-in and declared types; nil: its item is an enum case.
    private func typeSyntax(_ text: String) -> TypeExpressionParser.Syntax? {
        guard case .success(let syntax) = TypeExpressionParser.parse(text) else { return nil }
        var known = true
        syntax.forEachName { name in
            if !TypeResolver.builtIns.contains(name) && indexByName[name] == nil { known = false }
        }
        return known ? syntax : nil
    }

    /// The built-in or declared name nearest a misspelt one. Suggestions stop after a fixed amount
    /// of work: thousands of unknown names against thousands of declared ones still give their
    /// findings at once.
    private mutating func nearestTypeName(to name: String) -> KeySuggestion.Suggestion? {
        if candidateNames.count != TypeResolver.builtIns.count + declarations.count {
            candidateNames = TypeResolver.builtIns + declarations.map(\.name)
        }
        suggestionBudget -= candidateNames.count
        return suggestionBudget >= 0 ? KeySuggestion.closest(to: name, in: candidateNames) : nil
    }

    private mutating func resolve(expression text: String, at location: SourceLocation, allowVoid: Bool) -> ViewModelType {
        switch TypeExpressionParser.parse(text) {
        case .failure(let failure):
            report(InvalidTypeCheck.malformed(text, failure.message), at: location.offset(by: failure.offset))
            return .broken
        case .success(let syntax):
            return resolve(syntax, text: text, at: location, allowVoid: allowVoid)
        }
    }

    private mutating func resolve(_ syntax: TypeExpressionParser.Syntax, text: String, at location: SourceLocation,
                                  allowVoid: Bool) -> ViewModelType {
        switch syntax {
        case .name(let name, let offset):
            switch name {
            case "String": return .string
            case "Int": return .int
            case "Double": return .double
            case "Bool": return .bool
            case "Void":
                if allowVoid { return .void }
                report(InvalidTypeCheck.voidInside, at: location.offset(by: offset))
                return .broken
            default:
                if let index = indexByName[name] { return .declared(index) }
                report(UnknownTypeCheck.finding(name, nearest: nearestTypeName(to: name)), at: location.offset(by: offset))
                return .broken
            }
        case .optional(let wrapped):
            let inner = resolve(wrapped, text: text, at: location, allowVoid: false)
            return .optional(inner)
        case .list(let element):
            return .list(resolve(element, text: text, at: location, allowVoid: false))
        case .dictionary(let key, let value, _):
            let valueType = resolve(value, text: text, at: location, allowVoid: false)
            guard case .name("String", _) = key else {
                report(InvalidTypeCheck.dictionaryKey, at: location.offset(by: TypeResolver.offset(of: key)))
                return .broken
            }
            return .dictionary(valueType)
        }
    }

    /// Where a part of an expression starts.
    private static func offset(of syntax: TypeExpressionParser.Syntax) -> Int {
        switch syntax {
        case .name(_, let offset), .dictionary(_, _, let offset): return offset
        case .optional(let inner): return offset(of: inner)
        case .list(let inner): return max(offset(of: inner) - 1, 0)
        }
    }

    // MARK: Cycles

    /// A declaration that contains itself other than through a list or map has no finite value.
    /// One depth-first walk over the direct references, on an explicit stack: each cycle is
    /// reported once, at its first declaration, however long the chain.
    private mutating func reportCycles() {
        enum State { case unvisited, onPath, done }
        var state = Array(repeating: State.unvisited, count: declarations.count)
        let edges = declarations.map { TypeResolver.directReferences($0.type) }
        var cycles: [[Int]] = []
        for start in declarations.indices where state[start] == .unvisited {
            var path: [(node: Int, next: Int)] = [(start, 0)]
            state[start] = .onPath
            while let top = path.last {
                guard top.next < edges[top.node].count else {
                    state[top.node] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = edges[top.node][top.next]
                switch state[target] {
                case .unvisited:
                    state[target] = .onPath
                    path.append((target, 0))
                case .onPath:
                    if let from = path.firstIndex(where: { $0.node == target }) { cycles.append(path[from...].map(\.node)) }
                case .done:
                    break
                }
            }
        }
        for cycle in cycles {
            guard let first = cycle.min() else { continue }
            let names = cycle.map { declarations[$0].name }
            let loop = (names.count > 8 ? Array(names.prefix(4)) + ["..."] + Array(names.suffix(3)) : names) + [names[0]]
            report(InvalidTypeCheck.containsItself(declarations[first].name, loop: loop), at: declarations[first].location)
            for index in cycle { declarations[index].type = .broken }
        }
        soundness = []
    }

    /// Declarations a value of this type must contain (not through a list or map; an optional
    /// still counts, as in Swift, where a struct cannot hold an optional of itself).
    private static func directReferences(_ type: ViewModelType) -> [Int] {
        var result: [Int] = []
        var stack = [type]
        while let part = stack.popLast() {
            switch part {
            case .declared(let index): result.append(index)
            case .optional(let inner): stack.append(inner)
            case .structure(let structure): stack.append(contentsOf: structure.fields.map(\.type))
            default: break
            }
        }
        return result
    }
}

extension SourceLocation {
    /// A place `characters` further along the same line (a position inside a scalar).
    func offset(by characters: Int) -> SourceLocation {
        SourceLocation(line: line, column: column + characters)
    }
}
