import ListSpec
import ListSpecRuntime

/// The one place findings become text: `path:line:column: severity: message [rule-id]`
/// (the library's `TextReporter`, which `lint --format text` uses too).
struct DiagnosticsPrinter {
    var palette: Palette

    func format(_ finding: Finding) -> String {
        TextReporter(palette: palette).line(for: finding)
    }

    func lines(_ findings: [Finding]) -> String {
        TextReporter(palette: palette).lines(findings)
    }
}
