import ListSpecRuntime
import ArgumentParser
import ListSpec

/// `listspec git-diff`: git's external diff driver (GIT_EXTERNAL_DIFF, `diff.<driver>.command`).
struct GitDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git-diff",
        abstract: "git's external diff driver: show a change of a spec as listspec's diff.",
        discussion: """
        git calls it with seven arguments: path old-file old-hex old-mode new-file new-hex \
        new-mode (nine for a rename, one for an unmerged path); old-file or new-file is \
        /dev/null when the spec was added or deleted. It prints the path and the text diff \
        (tables, sections and rows deleted, inserted and reloaded, with IDs and index paths). \
        A version that does not parse or breaks a rule gets its findings instead of a diff.

        Set up once per repository:
          echo 'Specs/**/*.yaml diff=listspec' >> .gitattributes
          git config diff.listspec.command "listspec git-diff"
        then 'git diff' uses it, and 'git show' and 'git log -p' with --ext-diff \
        ('--no-ext-diff' turns it off). The alternative, a textconv filter, line-diffs the \
        rendered tables instead (git pipes the output, so it has no colour):
          git config diff.listspec.textconv "listspec render --format text"

        Exit codes: 0 whenever it could report (git stops at anything else); 2 an unreadable \
        file or usage.
        """
    )

    @Argument(help: ArgumentHelp("What git passes: path old-file old-hex old-mode new-file new-hex new-mode [new-path xfrm-message].",
                                 valueName: "git-arguments"))
    var arguments: [String] = []

    @OptionGroup var color: ColorOptions

    @OptionGroup var settings: SettingsOptions

    func validate() throws {
        guard [1, 7, 9].contains(arguments.count) else {
            throw ValidationError("expected the 7 arguments git passes to an external diff (path old-file old-hex old-mode new-file new-hex new-mode), got \(arguments.count)")
        }
    }

    func run() throws {
        let palette = color.palette(for: 1)
        let path = arguments[0]
        let newPath = arguments.count == 9 ? arguments[7] : path
        var out = palette.paint("diff --listspec a/\(DisplayText.sanitized(path)) b/\(DisplayText.sanitized(newPath))", .heading) + "\n"
        guard arguments.count >= 7 else {
            StandardOutput.write(out + "unmerged path: nothing to compare\n")
            return
        }
        let oldFile = arguments[1], newFile = arguments[4]
        if oldFile == "/dev/null" { out += "new spec\n" }
        if newFile == "/dev/null" { out += "deleted spec\n" }
        if arguments.count == 9, path != newPath { out += "renamed from \(DisplayText.sanitized(path))\n" }

        // Findings carry the repository path, made safe for the terminal once here.
        // Each side takes the settings of its file in the repository (git runs a driver at the root).
        let frontend = settings.frontend()
        let old = try side(oldFile, standingFor: path, as: DisplayText.sanitized("a/" + path), frontend: frontend)
        let new = try side(newFile, standingFor: newPath, as: DisplayText.sanitized("b/" + newPath), frontend: frontend)
        let printer = DiagnosticsPrinter(palette: palette)
        var broken: [String] = []
        for loaded in [old, new].compactMap({ $0 }) {
            let printed = loaded.findings
            if !printed.isEmpty { out += printer.lines(printed) }
            do { _ = try frontend.accepted(loaded, from: .input(.file(loaded.path))) } catch { broken.append(loaded.path) }
        }
        if !broken.isEmpty {
            out += "listspec: no diff: \(broken.joined(separator: " and ")) \(broken.count == 1 ? "breaks" : "break") the rules above\n"
            StandardOutput.write(out)
            return
        }
        let empty = { (name: String) in Spec(path: name, tables: []) }
        let diff = SpecDiffer.diff(old: old?.spec ?? empty("a/" + path), new: new?.spec ?? empty("b/" + newPath))
        if !diff.hasChanges {
            out += "no change to the tables (comments, formatting or x- keys only)\n"
        } else {
            out += DiffTextRenderer(palette: palette).render(diff)
        }
        StandardOutput.write(out)
        StandardError.write(DiffWarningLines.text(diff.warnings, palette: color.palette(for: 2)))
    }

    /// One version of the spec, read from git's file but named and set as in the repository (`path`); nil for /dev/null.
    private func side(_ file: String, standingFor path: String, as displayPath: String, frontend: Frontend) throws -> LoadedSpec? {
        guard file != "/dev/null" else { return nil }
        return try frontend.load(fileAt: file, standingFor: path, as: displayPath)
    }
}
