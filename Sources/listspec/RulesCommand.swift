import ArgumentParser
import ListSpec
import ListSpecRuntime

enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List lint rules: id, default severity, what each checks, why it matters and how to fix it.",
        discussion: """
        Rule ids are what --disable and the rules: map of .listspec.yml take. Name rule ids to \
        show only those; an unknown id is a usage error (exit 2) that names the nearest id.

        Examples:
          listspec rules
          listspec rules cell-order
          listspec rules --format json
        """
    )

    @Argument(help: ArgumentHelp("Rules to show (default: every rule).", valueName: "rule-id"),
              completion: .list(Rule.allCases.map(\.rawValue)))
    var ids: [String] = []

    @Option(help: "Output format: text or json.")
    var format: RulesFormat = .text

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    func run() throws {
        var rules: [Rule] = []
        for id in ids {
            guard let rule = Rule(rawValue: id) else { throw Trouble(message: RuleLookup.unknownRuleMessage(id)) }
            if !rules.contains(rule) { rules.append(rule) }
        }
        if rules.isEmpty { rules = Rule.allCases }
        switch format {
        case .text:
            // Paragraphs read best at a bounded width, whatever the terminal's.
            StandardOutput.write(RuleTable.text(rules, palette: Terminal.palette(color, for: 1), width: min(max(Terminal.width, 40), 100)))
        case .json: StandardOutput.write(bytes: RuleTable.json(rules))
        }
    }
}
