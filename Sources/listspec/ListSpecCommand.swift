import ArgumentParser
import ListSpec

struct ListSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listspec",
        abstract: "Check, draw and diff declarative UITableView specs (YAML or JSON).",
        discussion: """
        A spec describes table views the way DCTableViewController does: sections with a \
        sectionID, cells with a cellID, a cellType and a viewModel. IDs must ascend strictly \
        so that animated updates are safe.

        Examples:
          listspec lint Specs/
          listspec render Specs/menu.yaml
          listspec render Specs/menu.yaml --format json

        Exit codes: 0 success; 1 findings (lint) or changes (diff); 2 bad input, unreadable file or usage.
        """,
        version: ListSpecVersion.current,
        subcommands: [LintCommand.self, RenderCommand.self, DiffCommand.self, LocateCommand.self, RulesCommand.self, SchemaCommand.self]
    )
}
