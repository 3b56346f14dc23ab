import Foundation
import Testing
import ListSpecRuntime

/// A rule lives in one file: ListSpecRuntime's `Rules/<Name>Rule.swift` holds its `Rule` (its id
/// and descriptor) and its check (`<Name>Check`), which makes its findings; no other source file
/// does (but the exceptions below), and the registry is made from those files. Read from the
/// sources, so a new rule or a finding made elsewhere fails here, not in a review.
@Suite struct RuleFileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Files that make findings of a rule outside its check file, each with why. Reading a
    /// finding's rule (`finding.rule == .syntax`) is no making and needs no entry.
    static let exceptions: [(file: String, rule: String, reason: String)] = ["unknownKey", "typeMismatch", "invalidValue"].map { rule in
        ("Sources/ListSpec/Configuration/ConfigurationLoader.swift", rule,
         "a .listspec.yml's own keys and values (rules, include, exclude), checked where the settings are read: "
         + "the rule ids are a spec's, the checks and their words are the settings'")
    } + [("Sources/ListSpec/Suppression/UnusedSuppressionCheck.swift", "unusedSuppression",
          "its words need the suppression comments, which only ListSpec reads; its descriptor is in the runtime, as every rule's "
          + "severity must be"),
        ("Sources/ListSpec/Baseline/StaleBaselineCheck.swift", "staleBaseline",
         "its words name a baseline's entry (BaselineKey), which only ListSpec reads; its descriptor is in the runtime")]

    /// Where rules' files are: every rule's, lint's, breaking's and diff's, in the runtime.
    static let ruleFolder = "Runtime/Sources/ListSpecRuntime/Rules"

    /// Each rule's name in source (`cellOrder`), its id (`cell-order`) and its file, read from the rules'
    /// files: `public static let cellOrder = Rule(RuleDescriptor(` then `id: "cell-order",`.
    private static func ruleCases() throws -> [(name: String, id: String, file: String)] {
        let regex = try NSRegularExpression(pattern: #"public static let ([A-Za-z]+) = Rule\(RuleDescriptor\(\s*id: "([^"]+)","#)
        var cases: [(name: String, id: String, file: String)] = []
        for file in swiftFiles(under: ruleFolder) {
            let text = try read(file)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let name = Range(match.range(at: 1), in: text), let id = Range(match.range(at: 2), in: text) else { continue }
                cases.append((String(text[name]), String(text[id]), file))
            }
        }
        return cases
    }

    /// The registry's text: every rule by name, those already listed in their order, new ones last (by file name).
    private static func registry(listing listed: [String], cases: [String]) -> String {
        let names = listed.filter(cases.contains) + cases.filter { !listed.contains($0) }
        return """
        // Generated from the rules' files in this folder (each one's `public static let NAME = Rule(`) by
        // RuleFileTests: `LISTSPEC_UPDATE_GOLDEN=1 swift test --filter RuleFileTests` writes it. A new rule
        // goes last, so each rule keeps its place in what lists them (SARIF's ruleIndex among them).
        extension Rule {
            /// Every rule, lint's and `listspec breaking`'s, in the order they were added.
            public static let allCases: [Rule] = [

        """ + names.map { "        .\($0),\n" }.joined() + "    ]\n}\n"
    }

    /// Every Swift file under `folder`, by its path from the package root.
    private static func swiftFiles(under folder: String) -> [String] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let walk = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }

    private static func read(_ file: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
    }

    /// The files of each rule, by its name in source.
    private static func ruleFiles() throws -> [String: [String]] {
        Dictionary(grouping: try ruleCases(), by: \.name).mapValues { $0.map(\.file) }
    }

    /// The registry (Rules/RuleRegistry.swift) is made from the rules' files: adding a rule's file
    /// and running this test with `LISTSPEC_UPDATE_GOLDEN=1` lists it.
    @Test func theRegistryListsEveryRuleFile() throws {
        let file = Self.ruleFolder + "/RuleRegistry.swift"
        let text = try Self.read(file)
        let listed = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(".") && $0.hasSuffix(",") }.map { String($0.dropFirst().dropLast()) }
        let expected = Self.registry(listing: listed, cases: try Self.ruleCases().map(\.name))
        if ProcessInfo.processInfo.environment["LISTSPEC_UPDATE_GOLDEN"] != nil, text != expected {
            try expected.write(to: Self.packageRoot.appendingPathComponent(file), atomically: true, encoding: .utf8)
            return
        }
        #expect(text == expected, "\(file) is not the rules' files' list: LISTSPEC_UPDATE_GOLDEN=1 swift test --filter RuleFileTests writes it")
    }

    @Test func theRegistryIsEveryRuleByIDOnce() throws {
        let cases = try Self.ruleCases()
        #expect(Set(Rule.allCases.map(\.rawValue)) == Set(cases.map(\.id)))
        #expect(Set(Rule.allCases.map(\.rawValue)).count == Rule.allCases.count)
        for rule in Rule.allCases {
            #expect(Rule(rawValue: rule.rawValue) == rule)
            #expect(Rule(rawValue: rule.rawValue)?.descriptor === rule.descriptor)
        }
        #expect(Rule(rawValue: "no-such-rule") == nil)
    }

    /// A cell's checks are made where its map is read (`cellParts`), which lint's marks and the
    /// model's cells both read: neither `decodeCells` nor `decodeCellMarks` reports anything, nor
    /// does `cell`, which makes a model's cell of the parts read, so a check cannot reach one door
    /// and miss the other.
    @Test func aCellIsCheckedInOnePlace() throws {
        let text = try Self.read("Runtime/Sources/ListSpecRuntime/Decoding/SpecDecoder+Cells.swift")
        func body(of function: String) throws -> Substring {
            let start = try #require(text.range(of: function))
            let end = try #require(text[start.upperBound...].range(of: "\n    }\n"))
            return text[start.lowerBound..<end.lowerBound]
        }
        for function in ["func decodeCellMarks(", "func decodeCells("] {
            let body = try body(of: function)
            #expect(body.contains("cellParts("), "\(function) does not read the cell through cellParts")
            #expect(!body.contains("report(") && !body.contains("Check."), "\(function) checks something of its own: check it in cellParts")
        }
        let cell = try body(of: "func cell(")
        #expect(!cell.contains("report(") && !cell.contains("Check."), "func cell( checks something of its own: check it in cellParts")
    }

    @Test func everyRuleHasOneFileWithItsDescriptorAndItsCheck() throws {
        let files = try Self.ruleFiles()
        for (name, id, _) in try Self.ruleCases() {
            let found = files[name] ?? []
            #expect(found.count == 1, "\(id): \(found.count) rule files under \(Self.ruleFolder) (\(found))")
            guard let file = found.first else { continue }
            let check = ((file as NSString).lastPathComponent as NSString).deletingPathExtension.replacingOccurrences(of: "Rule", with: "Check")
            let holder = Self.exceptions.first { $0.rule == name && $0.file.hasSuffix("/\(check).swift") }?.file ?? file
            #expect(try Self.read(holder).contains("enum \(check)") || Self.read(holder).contains("struct \(check)"), "\(holder) declares no \(check)")
        }
    }

    /// `rule: .x`, `report(.x`, `warn(.x`, `add(.x`: a finding of the rule `x` made.
    @Test func noOtherFileMakesARulesFindings() throws {
        let files = try Self.ruleFiles()
        let cases = try Self.ruleCases()
        let regex = try NSRegularExpression(pattern: #"(?:rule: |report\(|warn\(|add\()\.([A-Za-z]+)\b"#)
        var made: [String] = []
        for file in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Runtime/Sources") {
            let text = try Self.read(file)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let rule = String(text[range])
                guard cases.contains(where: { $0.name == rule }) else { continue }  // another enum's case (a DiffWarning's)
                if files[rule]?.contains(file) == true || Self.exceptions.contains(where: { $0.file == file && $0.rule == rule }) { continue }
                made.append("\(file): .\(rule)")
            }
        }
        #expect(made.isEmpty, "findings made outside their rule's Rules/<Name>Rule.swift: \(made)")
    }

    @Test func everyExceptionIsStillNeeded() throws {
        for exception in Self.exceptions {
            #expect(try Self.read(exception.file).contains(".\(exception.rule)"), "\(exception.file) no longer makes \(exception.rule): drop its exception")
        }
    }
}
