import ListSpecRuntime
/// The nearest known word to a mistyped one (a subcommand, a rule id), for the command line:
/// the same measure as the suggestions for unknown keys.
package enum WordSuggestion {
    package static func nearest(to word: String, in candidates: [String]) -> String? {
        KeySuggestion.nearest(to: word, in: candidates)
    }
}
