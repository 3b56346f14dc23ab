import Foundation
import Testing
import ListSpecRuntime

/// A rule's check is found from its descriptor: `Rules/<Name>Rule.swift` (ListSpec) describes it,
/// `Checks/<Name>Check.swift` (in ListSpecRuntime, or in ListSpec for a rule only ListSpec checks)
/// makes its findings, and no other source file does. Read from the sources, so a new rule or a
/// finding made elsewhere fails here, not in a review.
@Suite struct RuleCheckFileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Files that make findings of a rule outside its check file, each with why. Reading a
    /// finding's rule (`finding.rule == .syntax`) is no making and needs no entry.
    static let exceptions: [(file: String, rule: String, reason: String)] = ["unknownKey", "typeMismatch", "invalidValue"].map { rule in
        ("Sources/ListSpec/Configuration/ConfigurationLoader.swift", rule,
         "a .listspec.yml's own keys and values (rules, include, exclude), checked where the settings are read: "
         + "the rule ids are a spec's, the checks and their words are the settings'")
    }

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

    /// The descriptor file of each rule, by the case its `RuleDescriptor` names (`rule: .cellOrder`): `CellOrderRule.swift`.
    private static func descriptorFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for file in swiftFiles(under: "Sources/ListSpec/Rules") where file.hasSuffix("Rule.swift") {
            let text = try read(file)
            guard let range = text.range(of: #"rule: \.[A-Za-z]+"#, options: .regularExpression) else { continue }
            files[String(text[range].dropFirst("rule: .".count))] = (file as NSString).lastPathComponent
        }
        return files
    }

    @Test func theCasesAreReadFromRuleSwift() throws {
        let cases = try Self.ruleCases()
        #expect(cases.map(\.id) == Rule.allCases.map(\.rawValue))
    }

    @Test func everyRuleHasOneCheckFileNamedAfterItsDescriptor() throws {
        let descriptors = try Self.descriptorFiles()
        let checks = Self.swiftFiles(under: "Runtime/Sources/ListSpecRuntime/Checks") + Self.swiftFiles(under: "Sources/ListSpec/Checks")
        for (name, id) in try Self.ruleCases() {
            let descriptor = try #require(descriptors[name], "\(id) has no descriptor in Sources/ListSpec/Rules/")
            let check = descriptor.replacingOccurrences(of: "Rule.swift", with: "Check.swift")
            let found = checks.filter { ($0 as NSString).lastPathComponent == check }
            #expect(found.count == 1, "\(id): \(found.count) files named \(check) under Runtime/Sources/ListSpecRuntime/Checks/ and Sources/ListSpec/Checks/ (\(found))")
            if let file = found.first {
                let type = check.replacingOccurrences(of: ".swift", with: "")
                #expect(try Self.read(file).contains("enum \(type)") || Self.read(file).contains("struct \(type)"),
                        "\(file) declares no \(type)")
            }
        }
    }

    /// `rule: .x`, `report(.x`, `warn(.x`, `add(.x`: a finding of the rule `x` made.
    @Test func noOtherFileMakesARulesFindings() throws {
        let descriptors = try Self.descriptorFiles()
        let cases = try Self.ruleCases()
        let regex = try NSRegularExpression(pattern: #"(?:rule: |report\(|warn\(|add\()\.([A-Za-z]+)\b"#)
        var made: [String] = []
        for file in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Runtime/Sources") where !file.hasPrefix("Sources/ListSpec/Rules/") {
            // (A descriptor names its rule, `rule: .cellOrder`, and makes no finding.)
            let text = try Self.read(file)
            let name = (file as NSString).lastPathComponent
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let rule = String(text[range])
                guard cases.contains(where: { $0.name == rule }) else { continue }  // another enum's case (a DiffWarning's)
                let own = descriptors[rule].map { $0.replacingOccurrences(of: "Rule.swift", with: "Check.swift") }
                if name == own || Self.exceptions.contains(where: { $0.file == file && $0.rule == rule }) { continue }
                made.append("\(file): .\(rule)")
            }
        }
        #expect(made.isEmpty, "findings made outside their rule's Checks/<Name>Check.swift: \(made)")
    }

    @Test func everyExceptionIsStillNeeded() throws {
        for exception in Self.exceptions {
            #expect(try Self.read(exception.file).contains(".\(exception.rule)"), "\(exception.file) no longer makes \(exception.rule): drop its exception")
        }
    }
}
