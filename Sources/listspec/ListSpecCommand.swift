import ArgumentParser
import ListSpec
import ListSpecRuntime

struct ListSpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listspec",
        abstract: "Check, draw, diff and convert declarative UITableView specs (YAML or JSON).",
        discussion: """
        A spec describes table views the way DCTableViewController does: sections with a \
        sectionID, cells with a cellID, a cellType and a viewModel. IDs must ascend strictly \
        so that animated updates are safe.

        Examples:
          listspec lint Specs/
          listspec lint --format sarif Specs/ > listspec.sarif
          listspec format Specs/
          listspec render Specs/menu.yaml
          listspec render Specs/recipes.yaml --format html --output recipes.html
          listspec diff old.yaml new.yaml --format swift
          listspec diff old.yaml new.yaml --format markdown >> "$GITHUB_STEP_SUMMARY"
          listspec convert Specs/menu.yaml --output menu.json
          git config diff.listspec.command "listspec git-diff"
          listspec locate Specs/menu.yaml --index-path 0.2
          listspec preview Specs/menu.yaml

        Exit codes: 0 success; 1 findings (lint), changes (diff) or no such place (locate); \
        2 bad input, unreadable file or usage. Errors read 'listspec: error: ...'.

        Shell completion (file names for paths, rule ids for --disable):
          listspec --generate-completion-script bash > /etc/bash_completion.d/listspec
          listspec --generate-completion-script zsh > ~/.zsh/completion/_listspec
          cd ~/.config/fish/completions
          listspec --generate-completion-script fish > listspec.fish
        """,
        version: ListSpecVersion.current,
        subcommands: [LintCommand.self, FormatCommand.self, RenderCommand.self, DiffCommand.self, ConvertCommand.self, GitDiffCommand.self,
                      GenerateCommand.self, BreakingCommand.self, LocateCommand.self, RulesCommand.self, SchemaCommand.self, LSPCommand.self, PreviewCommand.self]
    )
}
