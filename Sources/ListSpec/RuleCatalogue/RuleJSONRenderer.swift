import ListSpecRuntime
/// `rules --format json`: the rule catalogue for other programs.
package struct RuleJSONRenderer: Sendable {
    package init() {}

    /// `{"rules": [{"id", "defaultSeverity", "description", "checks", "why", "fix", "autofix"}]}`: the help says what
    /// the rule checks, why UIKit cares, how to fix a finding and whether `lint --fix` does (safe, unsafe or none). `rules`: all, or those asked for.
    package static func render(_ rules: [RuleDescriptor] = RuleDescriptor.all) -> [UInt8] {
        var json = JSONWriter()
        json.raw("{")
        json.key("rules"); json.raw("[")
        for (i, descriptor) in rules.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("{")
            json.key("id"); json.string(descriptor.id); json.raw(",")
            json.key("defaultSeverity"); json.string(descriptor.defaultSeverity.rawValue); json.raw(",")
            json.key("description"); json.string(descriptor.summary); json.raw(",")
            // Flat strings, so a reader taking each rule as [String: String] keeps working.
            json.key("checks"); json.string(descriptor.checks); json.raw(",")
            json.key("why"); json.string(descriptor.why); json.raw(",")
            json.key("fix"); json.string(descriptor.fix); json.raw(",")
            json.key("autofix"); json.string(descriptor.autofix?.rawValue ?? "none")
            json.raw("}")
        }
        json.raw("]}\n")
        return json.output
    }
}
