import ListSpecRuntime
import ListSpecTestSupport

/// Random typed specs for property tests: declared types with names that are hard on
/// purpose (Swift keywords, `Data`, `Type`, non-ASCII, fields differing only in case),
/// values that conform, and single mutations that must each give one finding.

indirect enum GenType {
    case string, int, double, bool
    case optional(GenType)
    case list(GenType)
    case dictionary(GenType)
    case named(Int)
    case structure([(String, GenType)])
    case enumeration([String])

    /// Whether the type can be written as a text expression (no inline struct or enum inside).
    var isExpressible: Bool {
        switch self {
        case .string, .int, .double, .bool, .named: return true
        case .optional(let t), .list(let t), .dictionary(let t): return t.isExpressible
        case .structure, .enumeration: return false
        }
    }

    var isOptional: Bool { if case .optional = self { return true } else { return false } }
}

/// A value tree; `marked` records the line where the value (or, for a map, its first key) is written.
indirect enum GenTypedValue {
    case null, bool(Bool), int(Int64), double(Double), string(String)
    case list([GenTypedValue])
    case map([(String, GenTypedValue)])
    case marked(GenTypedValue)
    /// No viewModel key at all (a cell's whole viewModel only).
    case absent
}

enum TypedSpecGenerator {
    static let typeNames = ["Data", "Type", "Self_", "Any", "Array", "Optional", "class", "Protocol", "ñame_", "T"]
        .filter { $0 != "ñame_" }
    static let fieldNames = ["class", "Type", "Data", "self", "naïve", "name", "Name", "protocol", "x y", "init", "ñ", "_", "NAME", "default"]
    static let caseNames = ["a", "b", "case", "default", "Ünï", "x y", "B"]

    static func declarations(_ rng: inout SeededRandom) -> [(String, GenType)] {
        let count = Int.random(in: 1...4, using: &rng)
        var result: [(String, GenType)] = []
        for i in 0..<count {
            let name = typeNames[i]
            if rng.chance(0.25) {
                result.append((name, .enumeration(cases(&rng))))
            } else {
                result.append((name, .structure(fields(&rng, depth: 0, declared: i))))
            }
        }
        return result
    }

    static func cases(_ rng: inout SeededRandom) -> [String] {
        Array(caseNames.shuffled(using: &rng).prefix(Int.random(in: 2...4, using: &rng)))
    }

    static func fields(_ rng: inout SeededRandom, depth: Int, declared: Int) -> [(String, GenType)] {
        fieldNames.shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng)).map { ($0, type(&rng, depth: depth + 1, declared: declared)) }
    }

    /// A type that may name only types declared before it (no cycles), and itself through a list.
    static func type(_ rng: inout SeededRandom, depth: Int, declared: Int) -> GenType {
        let leaf: [GenType] = [.string, .int, .double, .bool]
        if depth > 2 { return rng.pick(leaf) }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...3: return rng.pick(leaf)
        case 4:
            let wrapped = type(&rng, depth: depth + 1, declared: declared)
            return wrapped.isExpressible && !wrapped.isOptional ? .optional(wrapped) : wrapped
        case 5: return .list(type(&rng, depth: depth + 1, declared: declared))
        case 6: return .dictionary(type(&rng, depth: depth + 1, declared: declared))
        case 7: return declared > 0 ? .named(Int.random(in: 0..<declared, using: &rng)) : .string
        case 8: return .structure(fields(&rng, depth: depth + 1, declared: declared))
        default: return .enumeration(cases(&rng))
        }
    }

    static func value(_ type: GenType, _ declarations: [(String, GenType)], _ rng: inout SeededRandom, depth: Int = 0) -> GenTypedValue {
        switch type {
        case .string: return .string(rng.pick(["", "text", "123", "true", "null", "ü \"q\"", "- x"]))
        case .int: return rng.chance(0.8) ? .int(Int64.random(in: -1000...1000, using: &rng)) : .double(3.0)
        case .double: return rng.chance(0.5) ? .int(7) : .double(Double(Int.random(in: 0...1000, using: &rng)) / 8)
        case .bool: return .bool(rng.chance(0.5))
        case .optional(let wrapped): return rng.chance(0.3) ? .null : value(wrapped, declarations, &rng, depth: depth)
        case .list(let element):
            return .list((0..<(depth > 3 ? 0 : Int.random(in: 0...3, using: &rng))).map { _ in value(element, declarations, &rng, depth: depth + 1) })
        case .dictionary(let element):
            return .map((0..<(depth > 3 ? 0 : Int.random(in: 0...2, using: &rng))).map { i in
                ("k\(i)", value(element, declarations, &rng, depth: depth + 1))
            })
        case .named(let index): return value(declarations[index].1, declarations, &rng, depth: depth + 1)
        case .structure(let fields):
            var pairs: [(String, GenTypedValue)] = []
            for (name, fieldType) in fields {
                if fieldType.isOptional, rng.chance(0.3) { continue }
                pairs.append((name, value(fieldType, declarations, &rng, depth: depth + 1)))
            }
            return .map(pairs)
        case .enumeration(let cases): return .string(rng.pick(cases))
        }
    }

    // MARK: Writing

    static func typeText(_ type: GenType, _ declarations: [(String, GenType)]) -> String {
        if type.isExpressible { return quoted(expression(type, declarations)) }
        switch type {
        case .list(let element): return "[" + typeText(element, declarations) + "]"
        case .dictionary(let element): return "[{String: " + typeText(element, declarations) + "}]"
        case .structure(let fields): return "{" + fields.map { quoted($0.0) + ": " + typeText($0.1, declarations) }.joined(separator: ", ") + "}"
        case .enumeration(let cases): return "[" + cases.map(quoted).joined(separator: ", ") + "]"
        default: return quoted(expression(type, declarations))
        }
    }

    static func expression(_ type: GenType, _ declarations: [(String, GenType)]) -> String {
        switch type {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .optional(let t): return expression(t, declarations) + "?"
        case .list(let t): return "[ " + expression(t, declarations) + " ]"
        case .dictionary(let t): return "[String :" + expression(t, declarations) + "]"
        case .named(let i): return declarations[i].0
        case .structure, .enumeration: return "?"
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Writes a value in block style after `prefix` ("key:" or "-"): a non-empty map or
    /// list starts on the next line, one entry per line. Returns the line of the marked
    /// value (a map's: its first key's), if any.
    static func write(_ value: GenTypedValue, prefix: String, indent: String, into lines: inout [String]) -> Int? {
        switch value {
        case .marked(let inner):
            let before = lines.count
            _ = write(inner, prefix: prefix, indent: indent, into: &lines)
            switch inner {
            case .map(let entries) where !entries.isEmpty: return before + 2
            case .list(let entries) where !entries.isEmpty: return before + 2
            default: return before + 1
            }
        case .map(let pairs) where !pairs.isEmpty:
            lines.append(indent + prefix)
            var marked: Int?
            for (key, item) in pairs { marked = write(item, prefix: quoted(key) + ":", indent: indent + "  ", into: &lines) ?? marked }
            return marked
        case .list(let items) where !items.isEmpty:
            lines.append(indent + prefix)
            var marked: Int?
            for item in items { marked = write(item, prefix: "-", indent: indent + "  ", into: &lines) ?? marked }
            return marked
        default:
            lines.append(indent + prefix + " " + flow(value))
            return nil
        }
    }

    static func flow(_ value: GenTypedValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return formatDouble(d)
        case .string(let s): return quoted(s)
        case .list(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .map(let pairs): return "{" + pairs.map { quoted($0.0) + ": " + flow($0.1) }.joined(separator: ", ") + "}"
        case .marked(let inner): return flow(inner)
        case .absent: return "null"
        }
    }
}

