import ListSpecRuntime
/// SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDE viewers).
///
/// Every rule is listed in the driver; each finding is a result with a physical location
/// whose uri is relative to `baseDirectory` (the repository root) under the base id
/// `%SRCROOT%`. Columns count Unicode code points, as listspec's do, and the run says so.
/// Written as GitHub code scanning takes it, not only as the schema allows: the run's category
/// names the command (so lint's and breaking's runs upload in one job), every region ends where
/// its token does, each result carries `partialFingerprints` (marked required there: uploaded
/// through the API without them, one finding may become several alerts), and a run holds at
/// most `maximumResults` (the rest counted in a notification).
package struct SARIFReporter: Sendable {
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    package static let baseID = "%SRCROOT%"
    /// GitHub rejects a run with more results.
    package static let maximumResults = 25_000
    /// The key of a result's fingerprint in `partialFingerprints` (the value is GitLab's fingerprint).
    package static let fingerprintKey: StaticString = "listspecFindingHash/v1"

    /// Absolute, normalized: relative paths in findings are resolved against it.
    package var currentDirectory: String
    /// Absolute, normalized: artifact uris are relative to it when the file lies inside.
    package var baseDirectory: String
    /// The command whose run this is (`lint`, `breaking`): the run's `automationDetails.id`.
    package var command: String

    package init(currentDirectory: String, baseDirectory: String, command: String = "lint") {
        self.currentDirectory = currentDirectory
        self.baseDirectory = baseDirectory
        self.command = command
    }

    package func render(_ report: LintReport) -> [UInt8] {
        var json = JSONWriter()
        json.raw("{")
        json.key("$schema"); json.string(SARIFReporter.schemaURI); json.raw(",")
        json.key("version"); json.string("2.1.0"); json.raw(",")
        json.key("runs"); json.raw("[{")
        writeTool(&json)
        json.raw(",")
        json.key("automationDetails"); json.raw("{"); json.key("id"); json.string("listspec/\(command)/"); json.raw("},")
        json.key("originalUriBaseIds"); json.raw("{")
        json.string(SARIFReporter.baseID); json.raw(":{")
        json.key("uri"); json.string("file://" + SARIFReporter.percentEncoded(baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"))
        json.raw("}},")
        json.key("columnKind"); json.string("unicodeCodePoints"); json.raw(",")
        writeInvocation(&json, report)
        json.raw(",")
        json.key("artifacts"); json.raw("[")
        for (i, file) in report.files.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("{"); json.key("location"); writeArtifactLocation(&json, file.path, index: nil); json.raw("}")
        }
        json.raw("],")
        json.key("results"); json.raw("[")
        var written = 0
        var fingerprints = FindingFingerprints(currentDirectory: currentDirectory, baseDirectory: baseDirectory)
        results: for (fileIndex, file) in report.files.enumerated() where !file.findings.isEmpty {
            let ends = TokenEnds(path: file.path, currentDirectory: currentDirectory)
            for finding in file.findings {
                guard written < SARIFReporter.maximumResults else { break results }
                if written > 0 { json.raw(",") }
                written += 1
                writeResult(&json, finding, end: ends.end(of: finding.location), fileIndex: fileIndex, fingerprint: fingerprints.next(finding))
            }
        }
        json.raw("]}]}\n")
        return json.output
    }

    private func writeTool(_ json: inout JSONWriter) {
        json.key("tool"); json.raw("{")
        json.key("driver"); json.raw("{")
        json.key("name"); json.string("listspec"); json.raw(",")
        json.key("version"); json.string(ListSpecVersion.current); json.raw(",")
        json.key("semanticVersion"); json.string(ListSpecVersion.current); json.raw(",")
        json.key("rules"); json.raw("[")
        for (i, help) in Rule.allCases.map(\.descriptor).enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("{")
            json.key("id"); json.string(help.id); json.raw(",")
            json.key("name"); json.string(SARIFReporter.pascalCase(help.id)); json.raw(",")
            json.key("shortDescription"); json.raw("{"); json.key("text"); json.string(help.summary); json.raw("},")
            let configure = SARIFReporter.levelNote(help)
            json.key("fullDescription"); json.raw("{"); json.key("text")
            json.string("\(help.summary) \(help.why)")
            json.raw("},")
            // Code scanning shows `help` to the reader of an alert.
            json.key("help"); json.raw("{")
            json.key("text"); json.string("\(help.checks)\n\nWhy: \(help.why)\n\nFix: \(help.fix)\n\n\(configure)"); json.raw(",")
            json.key("markdown"); json.string("\(help.checks)\n\n**Why:** \(help.why)\n\n**Fix:** \(help.fix)\n\n\(configure)")
            json.raw("},")
            json.key("defaultConfiguration"); json.raw("{"); json.key("level"); json.string(help.defaultSeverity.rawValue); json.raw("}")
            // Which rules `lint --fix` fixes, and how safely (a property bag: SARIF has no field of its own for it).
            if let autofix = help.autofix {
                json.raw(","); json.key("properties"); json.raw("{"); json.key("autofix"); json.string(autofix.rawValue); json.raw("}")
            }
            json.raw("}")
        }
        json.raw("]}}")
    }

    /// How a rule's level is set, as the help under an alert says it: lint's rules in
    /// `.listspec.yml`; the invariants and breaking's rules there not at all.
    static func levelNote(_ help: RuleDescriptor) -> String {
        guard let rule = Rule(rawValue: help.id) else { return "Level: \(help.severityLabel)." }
        if rule.checksCompatibility {
            return "Level: \(help.severityLabel). A rule of listspec breaking: .listspec.yml's rules do not take it."
        }
        if rule.isInvariant {
            return "Level: error, always: render, diff and the runtime refuse such a spec, so no setting or suppression lowers it."
        }
        return "Default level: \(help.defaultSeverity.rawValue); change it in .listspec.yml (rules: {\(help.id): off|warning|error})."
    }

    private func writeInvocation(_ json: inout JSONWriter, _ report: LintReport) {
        json.key("invocations"); json.raw("[{")
        json.key("executionSuccessful"); json.bool(report.unreadable.isEmpty); json.raw(",")
        json.key("toolExecutionNotifications"); json.raw("[")
        for (i, unreadable) in report.unreadable.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("{")
            json.key("level"); json.string("error"); json.raw(",")
            json.key("message"); json.raw("{"); json.key("text"); json.string(unreadable.description); json.raw("},")
            json.key("locations"); json.raw("[{"); json.key("physicalLocation"); json.raw("{")
            json.key("artifactLocation"); writeArtifactLocation(&json, unreadable.path, index: nil)
            json.raw("}}]}")
        }
        let left = report.findings.count - SARIFReporter.maximumResults
        if left > 0 {
            if !report.unreadable.isEmpty { json.raw(",") }
            json.raw("{")
            json.key("level"); json.string("warning"); json.raw(",")
            json.key("message"); json.raw("{"); json.key("text")
            json.string("\(left) more finding\(left == 1 ? " is" : "s are") not in this run: code scanning takes at most \(SARIFReporter.maximumResults) results in a run. The exit code counts them all; --format json lists them.")
            json.raw("}}")
        }
        json.raw("]")
        // What a baseline hid, where one applied (a property bag: SARIF has no field for it).
        if let baselined = report.baselined {
            json.raw(","); json.key("properties"); json.raw("{"); json.key("baselined"); json.int(Int64(baselined)); json.raw("}")
        }
        json.raw("}]")
    }

    private func writeResult(_ json: inout JSONWriter, _ finding: Finding, end: SourceLocation, fileIndex: Int, fingerprint: String) {
        json.raw("{")
        json.key("ruleId"); json.string(finding.rule.rawValue); json.raw(",")
        json.key("ruleIndex"); json.int(Int64(Rule.allCases.firstIndex(of: finding.rule) ?? 0)); json.raw(",")
        json.key("level"); json.string(finding.severity.rawValue); json.raw(",")
        json.key("message"); json.raw("{"); json.key("text"); json.string(finding.message); json.raw("},")
        json.key("locations"); json.raw("[{"); json.key("physicalLocation"); json.raw("{")
        json.key("artifactLocation"); writeArtifactLocation(&json, finding.path, index: fileIndex); json.raw(",")
        json.key("region"); json.raw("{")
        json.key("startLine"); json.int(Int64(max(1, finding.location.line))); json.raw(",")
        json.key("startColumn"); json.int(Int64(max(1, finding.location.column))); json.raw(",")
        json.key("endLine"); json.int(Int64(end.line)); json.raw(",")
        json.key("endColumn"); json.int(Int64(end.column))
        json.raw("}}}],")
        json.key("partialFingerprints"); json.raw("{"); json.key(SARIFReporter.fingerprintKey); json.string(fingerprint); json.raw("}")
        json.raw("}")
    }

    private func writeArtifactLocation(_ json: inout JSONWriter, _ path: String, index: Int?) {
        json.raw("{")
        json.key("uri")
        if path == SpecInput.standardInput.displayPath {
            json.string("stdin")
        } else {
            let absolute = PathResolution.absolute(path, in: currentDirectory)
            if let relative = PathResolution.relative(absolute, to: baseDirectory) {
                json.string(SARIFReporter.relativeReference(relative)); json.raw(",")
                json.key("uriBaseId"); json.string(SARIFReporter.baseID)
            } else {
                json.string("file://" + SARIFReporter.percentEncoded(absolute))
            }
        }
        if let index { json.raw(","); json.key("index"); json.int(Int64(index)) }
        json.raw("}")
    }

    /// A relative path as a relative reference that cannot read as a scheme (RFC 3986 section 4.2):
    /// `a:b.yaml` would be the scheme `a:`, so every `:` is percent-encoded (`a%3Ab.yaml`).
    package static func relativeReference(_ path: String) -> String {
        percentEncoded(path, keepingColons: false)
    }

    /// A path as a URI path: unreserved characters, sub-delimiters, `@`, `/` (and `:` unless told
    /// otherwise) stay; other bytes become `%XX`.
    package static func percentEncoded(_ path: String, keepingColons: Bool = true) -> String {
        var kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
        if keepingColons { kept.insert(UInt8(ascii: ":")) }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in path.utf8 {
            if kept.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `duplicate-key` -> `DuplicateKey`, the SARIF `name` convention.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
