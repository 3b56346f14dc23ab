import ArgumentParser
import ListSpec
import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over standard input and output) for editors.",
        discussion: """
        Every lint rule as you type (the same findings as 'listspec lint' for the text in the \
        editor, with the nearest .listspec.yml and inline suppressions obeyed), hover over cells \
        and sections (index path, IDs, cell type defaults, the viewModel's type), completion of \
        keys, cell types, styles, typed fields and the next free ID, go to definition and \
        references of cell types and types, an outline, quick fixes (a misspelt key or cell type, \
        '# listspec:disable-next-line RULE', inserting a cell with a free ID) and, on each \
        table's name, the batch update from the file at git HEAD to the text in the editor.

        Standard output carries only protocol messages; logs go to standard error. The editor \
        starts the server; see \(DocumentationLink.page("Editors.md")) for Neovim, VS Code, Helix, Emacs and Sublime Text.

        Example (what an editor runs):
          listspec lsp

        Exit codes: 0 after the client's shutdown and exit; 1 on exit without shutdown or when \
        the input ends first.
        """
    )

    func run() throws {
        let status = LanguageServer().run()
        if status != 0 { throw ExitCode(status) }
    }
}
