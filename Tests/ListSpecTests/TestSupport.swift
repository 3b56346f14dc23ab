import ListSpec
import ListSpecRuntime

/// Loads spec text given inline, as a file of that name would be.
func load(_ text: String, path: String = "test.yaml", limits: ReaderLimits = .default) -> LoadedSpec {
    SpecLoader(limits: limits).load(bytes: Array(text.utf8), path: path, isJSON: SpecLoader.isJSONPath(path))
}

/// The findings of a text as `line:column rule` strings, the shape most assertions need.
func findingSummary(_ text: String, path: String = "test.yaml") -> [String] {
    load(text, path: path).findings.map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
}
