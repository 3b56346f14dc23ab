import ListSpecRuntime
/// The diff's warnings as the command line prints them on standard error, beside a report that
/// stays as it was: `warning: MESSAGE [renumbered-cells]`, one line each, escaped for a terminal
/// (the message names a table of the spec).
package enum DiffWarningLines {
    package static func text(_ warnings: [DiffWarning], palette: Palette) -> String {
        warnings.map { palette.paint("warning", .warning) + ": " + DisplayText.sanitized($0.message) + " [\($0.rule.rawValue)]\n" }
            .joined()
    }
}
