import ListSpecRuntime

/// The names declared in one Swift scope of generated code: each name asked for
/// becomes a valid identifier that is no keyword, none of the scope's reserved
/// names and none it gave before. The rule, documented in README:
/// characters Swift does not allow become `_` (a leading digit gets a `_` before
/// it), a keyword gets a trailing `_`, and a name already taken (or reserved for
/// the generated code's own members) gets `_2`, `_3`, ...
struct SwiftNameScope {
    private var taken: Set<String>

    init(reserved: Set<String> = []) { taken = reserved }

    /// A member name that keeps the spec's spelling where Swift allows it (`größe`, `Name` and `name` stay apart).
    mutating func member(_ name: String) -> String { claim(SwiftNameScope.identifier(name)) }

    /// A type name: `UpperCamelCase` of an ASCII name, else the spelling kept.
    mutating func type(_ name: String) -> String {
        let camel = SwiftNameScope.upperCamelCase(name)
        return claim(camel.isEmpty ? SwiftNameScope.identifier(name) : camel)
    }

    /// `UpperCamelCase` of the name's ASCII words (`my list` -> `MyList`), a leading digit
    /// after a `_` as for every name (`2x` -> `_2x`); empty when the name has no ASCII word.
    static func upperCamelCase(_ name: String) -> String {
        let camel = SwiftIdentifier.typeName(name, fallback: "")
        return camel.first?.isNumber == true ? "_" + camel : camel
    }

    /// An enum case in `lowerCamelCase` (`MenuCell` -> `menuCell`); a name without
    /// ASCII letters or digits keeps its spelling (`名前`).
    mutating func caseName(_ name: String) -> String {
        let hasASCIIWord = name.unicodeScalars.contains { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
        return claim(hasASCIIWord ? SwiftIdentifier.caseName(name) : SwiftNameScope.identifier(name))
    }

    /// Marks a name as used (a name the generator itself declares here).
    mutating func reserve(_ name: String) { taken.insert(name) }

    private mutating func claim(_ identifier: String) -> String {
        let base = SwiftNameScope.keywords.contains(identifier) ? identifier + "_" : identifier
        var candidate = base
        var counter = 2
        while taken.contains(candidate) {
            candidate = base + "_" + String(counter)
            counter += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// Keywords and the names with a meaning of their own as members (`x.self`,
    /// `T.Type`, `x.init`): none is used as a name, even in backticks.
    static let keywords: Set<String> = SwiftIdentifier.keywords.union([
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "Any", "_", "super",
        "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect", "lazy", "left",
        "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "required",
        "right", "set", "unowned", "weak", "willSet", "nonisolated", "isolated", "each", "repeat", "then",
    ])

    /// The name with every character Swift does not allow in an identifier made `_`.
    static func identifier(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if out.isEmpty {
                if isHead(scalar) {
                    out.unicodeScalars.append(scalar)
                } else if isCharacter(scalar) {
                    out += "_"
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "_"
                }
            } else {
                if isCharacter(scalar) { out.unicodeScalars.append(scalar) } else { out += "_" }
            }
        }
        // `_` alone is the wildcard, `__x` style is fine; a name of underscores only gets a word.
        if out.allSatisfy({ $0 == "_" }) { out += "unnamed" }
        return out
    }

    /// The Swift reference's identifier-head ranges, less invisible formatting characters
    /// and the characters swiftc refuses although the reference lists them.
    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 {
            return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) || v == 0x5F
        }
        let ranges: [ClosedRange<UInt32>] = [
            0xA8...0xA8, 0xAA...0xAA, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
            0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
            0x1E00...0x1FFF, 0x203F...0x2040, 0x2054...0x2054, 0x2070...0x20CF, 0x2100...0x218F,
            0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
            0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
            0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD,
            0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD,
            0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
            0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
        ]
        // Noncharacters and the combining marks below are not heads; swiftc rejects the
        // interlinear annotation marks, U+FFFC and U+FFFD anywhere in an identifier.
        if (0xFDD0...0xFDEF).contains(v) || (0xFFF9...0xFFFD).contains(v) || v & 0xFFFE == 0xFFFE { return false }
        if (0x300...0x36F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v) {
            return false
        }
        return ranges.contains { $0.contains(v) }
    }

    private static func isCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if (0x30...0x39).contains(v) { return true }
        if (0x300...0x36F).contains(v) || (0x1DC0...0x1DFF).contains(v) || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v) {
            return true
        }
        return isHead(scalar)
    }
}
