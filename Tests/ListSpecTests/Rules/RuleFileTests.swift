import Foundation
import Testing
import ListSpecRuntime

/// A rule lives in one file: `Rules/<Name>Rule.swift` (in ListSpecRuntime, or in ListSpec for a rule
/// only ListSpec checks) holds its descriptor and its check (`<Name>Check`), which makes its
/// findings; no other source file does. Read from the sources, so a new rule or a finding made
/// elsewhere fails here, not in a review.
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

    /// Each `Rule` case's name in source (`cellOrder`) and its id (`cell-order`), read from Rule.swift.
    private static func ruleCases() throws -> [(name: String, id: String)] {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Runtime/Sources/ListSpecRuntime/Findings/Rule.swift"), encoding: .utf8)
        let body = try #require(text.components(separatedBy: "public var description").first)
        return body.split(separator: "\n").compactMap { line -> (String, String)? in
            let words = line.trimmingCharacters(in: .whitespaces)
            guard words.hasPrefix("case "), !words.contains(":") else { return nil }
            let parts = words.dropFirst("case ".count).components(separatedBy: " = ")
            let name = parts[0]
            return (name, parts.count > 1 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : name)
        }
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

    /// The file of each rule, by the case its `RuleDescriptor` names (`rule: .cellOrder`), by its path.
    private static func ruleFiles() throws -> [String: [String]] {
        var files: [String: [String]] = [:]
        for file in swiftFiles(under: ruleFolder) where file.hasSuffix("Rule.swift") {
            let text = try read(file)
            guard let range = text.range(of: #"rule: \.[A-Za-z]+,"#, options: .regularExpression) else { continue }
            files[String(text[range].dropFirst("rule: .".count).dropLast()), default: []].append(file)
        }
        return files
    }

    @Test func theDescriptorListHasEveryRuleInOrder() {
        #expect(RuleDescriptor.rules.map(\.id) == Rule.allCases.map(\.rawValue))
        #expect(RuleDescriptor.rules.map(\.rule) == Rule.allCases)
    }

    @Test func theCasesAreReadFromRuleSwift() throws {
        let cases = try Self.ruleCases()
        #expect(cases.map(\.id) == Rule.allCases.map(\.rawValue))
    }

    @Test func everyRuleHasOneFileWithItsDescriptorAndItsCheck() throws {
        let files = try Self.ruleFiles()
        for (name, id) in try Self.ruleCases() {
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
