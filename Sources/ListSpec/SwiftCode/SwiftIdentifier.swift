import ListSpecRuntime
/// Valid, readable Swift identifiers made from arbitrary names (reuse identifiers, table names).
package enum SwiftIdentifier {
    /// Keywords that need backticks to be used as a name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "super", "throws", "true", "try", "async", "some", "any", "consume",
        "borrowing", "consuming", "actor", "macro", "package",
    ]
    /// Names that cannot be an enum case even in backticks, or that would clash with
    /// the members a `String` raw-value enum already has.
    static let unusableAsCase: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "rawValue", "hashValue", "allCases", "_",
    ]

    /// `lowerCamelCase`, for an enum case: `"MenuCell"` → `menuCell`, `"URL cell"` → `urlCell`,
    /// `"2-up"` → `type2Up`; never empty, never a clash with the enum's own members.
    package static func caseName(_ name: String) -> String {
        var words = words(of: name)
        guard let first = words.first else { return "cellType" }
        words[0] = lowercasedLeadingCapitals(first)
        var result = words[0] + words.dropFirst().map(capitalized).joined()
        if result.first?.isNumber == true { result = "type" + result }
        if unusableAsCase.contains(result) { result += "_" }
        return result
    }

    /// `UpperCamelCase`, for a type: `"recipeDetail"` → `RecipeDetail`, `"my table"` → `MyTable`.
    package static func typeName(_ name: String, fallback: String = "Table") -> String {
        var result = words(of: name).map(capitalized).joined()
        if result.isEmpty { return fallback }
        if result.first?.isNumber == true { result = fallback + result }
        return result
    }

    /// The name as written in code: keywords in backticks.
    package static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `name`, or `name2`, `name3`… the first one not in `taken`; the result is added to `taken`.
    package static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var counter = 2
        while taken.contains(candidate) {
            candidate = name + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// Runs of ASCII letters and digits; everything else separates words.
    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `MenuCell` → `menuCell`, `URLCell` → `urlCell`, `URL` → `url`.
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        guard upperRun > 0 else { return word }
        // Keep the last capital of a run when it starts the next word (`URLCell`: `url` + `Cell`).
        let lowered = upperRun > 1 && upperRun < characters.count && characters[upperRun].isLowercase ? upperRun - 1 : upperRun
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
