import ListSpecRuntime
/// The rule catalogue for `listspec rules`: id, default severity, one-line description.
package enum RuleTable {
    /// Aligned columns under a heading, one rule a line.
    package static func text(palette: Palette = .plain) -> String {
        let rules = Rule.allCases
        let idWidth = max("RULE".count, rules.map(\.rawValue.count).max() ?? 0)
        let severityWidth = max("SEVERITY".count, Severity.allCases.map(\.rawValue.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var output = palette.paint("\(pad("RULE", idWidth))  \(pad("SEVERITY", severityWidth))  DESCRIPTION", .heading) + "\n"
        for rule in rules {
            let severity = palette.paint(pad(rule.defaultSeverity.rawValue, severityWidth), rule.defaultSeverity == .error ? .error : .warning)
            output += "\(pad(rule.rawValue, idWidth))  \(severity)  \(rule.summary)\n"
        }
        return output
    }

    /// `{"rules": [{"id", "defaultSeverity", "description", "checks", "why", "fix"}]}`: the help says what
    /// the rule checks, why UIKit cares and how to fix a finding.
    package static func json() -> [UInt8] {
        var json = JSONWriter()
        json.raw("{")
        json.key("rules"); json.raw("[")
        for (i, rule) in Rule.allCases.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("{")
            json.key("id"); json.string(rule.rawValue); json.raw(",")
            json.key("defaultSeverity"); json.string(rule.defaultSeverity.rawValue); json.raw(",")
            json.key("description"); json.string(rule.summary); json.raw(",")
            let help = rule.help
            // Flat strings, so a reader taking each rule as [String: String] keeps working.
            json.key("checks"); json.string(help.checks); json.raw(",")
            json.key("why"); json.string(help.why); json.raw(",")
            json.key("fix"); json.string(help.fix)
            json.raw("}")
        }
        json.raw("]}\n")
        return json.output
    }
}
