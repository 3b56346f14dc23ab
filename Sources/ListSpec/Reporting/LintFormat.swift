import ListSpecRuntime
/// The output formats of `listspec lint --format`.
public enum LintFormat: String, CaseIterable, Sendable {
    case text, json, github, sarif, junit

    /// The format when none is given: GitHub annotations inside GitHub Actions, else text.
    public static func `default`(environment githubActions: String?) -> LintFormat {
        githubActions == "true" ? .github : .text
    }
}
