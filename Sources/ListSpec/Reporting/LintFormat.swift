import ListSpecRuntime
/// The output formats of `listspec lint --format`.
package enum LintFormat: String, CaseIterable, Sendable {
    case text, json, github, sarif, junit

    /// The format when none is given: GitHub annotations inside GitHub Actions, else text.
    package static func `default`(environment githubActions: String?) -> LintFormat {
        githubActions == "true" ? .github : .text
    }
}
