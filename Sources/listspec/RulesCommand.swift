import ArgumentParser
import ListSpec
import ListSpecRuntime

enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every lint rule with its id, default severity and description.",
        discussion: """
        Rule ids are what --disable and the rules: map of .listspec.yml take.

        Examples:
          listspec rules
          listspec rules --format json
        """
    )

    @Option(help: "Output format: text or json.")
    var format: RulesFormat = .text

    @Option(help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    func run() throws {
        switch format {
        case .text: StandardOutput.write(RuleTable.text(palette: Terminal.palette(color, for: 1)))
        case .json: StandardOutput.write(bytes: RuleTable.json())
        }
    }
}
