import ArgumentParser
import ListSpec
import ListSpecRuntime

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, default severity, what each checks, why it matters and how to fix it.",
        discussion: """
        Lint's rule ids are what --disable and the rules: map of .listspec.yml take; the rules of \
        'listspec breaking' (removed-table to removed-spec) compare two versions of a spec and are \
        listed after them, then diff's warnings (renumbered-cells), which diff and the editor print \
        in brackets as lint prints its rule ids. Name rule ids to show only those; an unknown id is \
        a usage error (exit 2) that names the nearest id.

        Examples:
          listspec rules
          listspec rules cell-order
          listspec rules --format json
        """
    )

    @Argument(help: ArgumentHelp("Rules to show (default: every rule).", valueName: "rule-id"),
              completion: .list(RuleDescriptor.all.map(\.id)))
    var ids: [String] = []

    @OptionGroup var format: FormatOptions<RulesFormats>

    @OptionGroup var color: ColorOptions

    func run() throws {
        var rules: [RuleDescriptor] = []
        for id in ids {
            guard let rule = RuleDescriptor.named(id) else { throw Trouble(message: RuleLookup.unknownRuleMessage(id, among: RuleDescriptor.all.map(\.id))) }
            if !rules.contains(where: { $0.id == rule.id }) { rules.append(rule) }
        }
        if rules.isEmpty { rules = RuleDescriptor.all }
        // Paragraphs read best at a bounded width, whatever the terminal's.
        let context = RulesContext(palette: color.palette(for: 1), width: min(max(Terminal.width, 40), 100))
        StandardOutput.write { format.format.writer.write(rules, context: context, into: &$0) }
    }
}
