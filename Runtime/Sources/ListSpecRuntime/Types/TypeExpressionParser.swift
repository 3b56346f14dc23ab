/// Parses a type expression written as text, in Swift syntax: `String`, `Recipe?`,
/// `[Int]`, `[String: Double]`, spaces allowed between the parts.
struct TypeExpressionParser {
    /// The expression's shape, names not yet resolved; offsets count characters from its start.
    indirect enum Syntax {
        case name(String, offset: Int)
        case optional(Syntax)
        case list(Syntax)
        case dictionary(key: Syntax, value: Syntax, offset: Int)

        /// Calls `body` on every name, left to right (nesting is bounded by `maxDepth`).
        func forEachName(_ body: (String) -> Void) {
            switch self {
            case .name(let name, _): body(name)
            case .optional(let inner), .list(let inner): inner.forEachName(body)
            case .dictionary(let key, let value, _):
                key.forEachName(body)
                value.forEachName(body)
            }
        }
    }

    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let scalars: [Unicode.Scalar]
    private var position = 0
    /// Brackets open around the current position; deeper nesting is refused, not recursed into.
    private var depth = 0
    static let maxDepth = 32

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    static func parse(_ text: String) -> Result<Syntax, Failure> {
        var parser = TypeExpressionParser(text)
        do {
            parser.skipSpaces()
            guard parser.position < parser.scalars.count else { throw Failure(message: "the type expression is empty", offset: 0) }
            let syntax = try parser.type()
            parser.skipSpaces()
            if parser.position < parser.scalars.count {
                throw Failure(message: "unexpected '\(parser.scalars[parser.position])' after the type", offset: parser.position)
            }
            return .success(syntax)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "malformed type expression", offset: 0))
        }
    }

    private mutating func skipSpaces() {
        while position < scalars.count, scalars[position] == " " || scalars[position] == "\t" { position += 1 }
    }

    private mutating func type() throws -> Syntax {
        var result = try primary()
        skipSpaces()
        if position < scalars.count, scalars[position] == "?" {
            position += 1
            result = .optional(result)
            skipSpaces()
            if position < scalars.count, scalars[position] == "?" {
                throw Failure(message: "a type is optional once ('?'), not twice", offset: position)
            }
        }
        return result
    }

    private mutating func primary() throws -> Syntax {
        skipSpaces()
        guard position < scalars.count else { throw Failure(message: "expected a type name or '[' at the end", offset: position) }
        let start = position
        if scalars[position] == "[" {
            depth += 1
            defer { depth -= 1 }
            guard depth <= TypeExpressionParser.maxDepth else {
                throw Failure(message: "brackets nest more than \(TypeExpressionParser.maxDepth) deep", offset: position)
            }
            position += 1
            let first = try type()
            skipSpaces()
            if position < scalars.count, scalars[position] == ":" {
                position += 1
                let value = try type()
                try expect("]", opened: start)
                return .dictionary(key: first, value: value, offset: start + 1)
            }
            try expect("]", opened: start)
            return .list(first)
        }
        var name = ""
        while position < scalars.count, !TypeExpressionParser.delimiters.contains(scalars[position]) {
            name.unicodeScalars.append(scalars[position])
            position += 1
        }
        guard !name.isEmpty else {
            throw Failure(message: "expected a type name or '[', found '\(scalars[position])'", offset: position)
        }
        guard TypeExpressionParser.isTypeName(name) else {
            throw Failure(message: "'\(name)' is not a type name (letters A-Z, a-z, digits and _, not starting with a digit)", offset: start)
        }
        return .name(name, offset: start)
    }

    private mutating func expect(_ closing: Unicode.Scalar, opened: Int) throws {
        skipSpaces()
        guard position < scalars.count, scalars[position] == closing else {
            let found = position < scalars.count ? "'\(scalars[position])'" : "the end"
            throw Failure(message: "the '[' at character \(opened + 1) is not closed: expected '\(closing)', found \(found)", offset: opened)
        }
        position += 1
    }

    /// What ends a name: spaces and the punctuation of type expressions.
    private static let delimiters: Set<Unicode.Scalar> = [" ", "\t", "[", "]", ":", "?"]

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    /// Whether a name may be declared in `types`: `[A-Za-z_][A-Za-z0-9_]*`.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else { return false }
        return name.unicodeScalars.allSatisfy { isIdentifierHead($0) || ("0"..."9").contains($0) }
    }
}
