import ListSpecRuntime
import ListSpec

/// ArgumentParser's usage errors in the tool's own style (`listspec: error: ...`), escaped like
/// every other message, with the nearest subcommand suggested for a mistyped one.
enum UsageErrorText {
    static func message(_ parserText: String, arguments: [String]) -> String {
        var lines = parserText.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayText.sanitized(String($0)) }
        if let first = lines.first {
            let stripped = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
            lines[0] = "listspec: error: " + stripped + (suggestion(arguments).map { "; did you mean '\($0)'?" } ?? "")
        }
        return lines.joined(separator: "\n")
    }

    /// `listspec lnt Specs` -> `lint`: only when the first argument is a word that names no subcommand.
    static func suggestion(_ arguments: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-") else { return nil }
        let names = ListSpecCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(word) else { return nil }
        return WordSuggestion.nearest(to: word, in: names + ["help"])
    }
}
