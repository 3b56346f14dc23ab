import ListSpecRuntime
/// `rules --format text`: the rule catalogue to read (id, default severity, what it checks, why
/// and how to fix).
package struct RuleTextRenderer: Sendable {
    package init() {}

    /// Each rule as a block: `id (severity)`, then its description, `Why:`, `Fix:` (and `Autofix:` for a rule `lint --fix` fixes), indented
    /// and wrapped to `width` columns; a blank line between rules. `rules`: all, or those asked for.
    package static func render(_ rules: [RuleDescriptor] = RuleDescriptor.all, palette: Palette = .plain, width: Int = 80) -> String {
        var output = ""
        for (i, descriptor) in rules.enumerated() {
            if i > 0 { output += "\n" }
            let severity = palette.paint(descriptor.severityLabel, descriptor.defaultSeverity == .error ? .error : .warning)
            output += palette.paint(descriptor.id, .heading) + " (" + severity + ")\n"
            for paragraph in [descriptor.summary, "Why: " + descriptor.why, "Fix: " + descriptor.fix] + (descriptor.autofix.map { ["Autofix: " + $0.help] } ?? []) {
                output += wrapped(paragraph, indent: "  ", width: width)
            }
        }
        return output
    }

    /// Words filled into lines of at most `width` columns (a longer word stands alone), each after `indent`.
    /// The help is plain ASCII text of the project's own, so a character is a column.
    static func wrapped(_ text: String, indent: String, width: Int) -> String {
        var output = "", line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, indent.count + line.count + 1 + word.count > width {
                output += indent + line + "\n"
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? output : output + indent + line + "\n"
    }
}
