import Foundation
import Testing

/// Shell completion scripts offer the values of every `--format` (and file names for `--output`),
/// checked in the generated scripts and, where bash is installed, by asking bash itself.
@Suite struct CompletionTests {
    static let formats = [
        "render": ["text", "markdown", "json", "html", "swift"],
        "diff": ["text", "json", "swift", "markdown", "html"],
        "locate": ["text", "json"],
        "lint": ["text", "json", "github", "sarif", "junit", "gitlab"],
        "breaking": ["text", "json", "github", "sarif", "junit", "gitlab", "markdown"],
    ]

    func script(_ shell: String) throws -> String {
        let result = try CLI.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        return result.stdout
    }

    @Test func zshAndFishScriptsListTheFormatsOfEachCommand() throws {
        let zsh = try script("zsh"), fish = try script("fish")
        for (command, names) in Self.formats {
            // zsh: the command's function declares the values its --format completes.
            let function = try #require(zsh.components(separatedBy: "\n_listspec_\(command)() {").dropFirst().first)
            let body = function.components(separatedBy: "\n}\n")[0]
            #expect(body.contains("___format=(" + names.map { "'\($0)'" }.joined(separator: " ") + ")"), "zsh \(command)")
            #expect(body.contains(#":format:{__listspec_complete "${___format[@]}"}"#), "zsh \(command)")
            // fish: the command's --format line offers the values.
            let line = fish.split(separator: "\n").first { $0.contains("\"listspec \(command)\" format'") && $0.contains("-l 'format'") }
            #expect(line?.hasSuffix("-rfka '\(names.joined(separator: " "))'") == true, "fish \(command): \(line ?? "none")")
        }
    }

    /// bash, as a shell does it: the script sourced, the words of a half-typed line in
    /// COMP_WORDS, the completion function called, its answer read from COMPREPLY.
    @Test func bashCompletesTheFormatsOfEachCommand() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let folder = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scriptURL = folder.appendingPathComponent("listspec.bash")
        try Data(try script("bash").utf8).write(to: scriptURL)
        let driver = """
        source "$1"
        shift
        for line in "$@"; do
            COMP_LINE="$line"; COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMPREPLY=()
            _listspec listspec "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            echo "${COMPREPLY[*]}"
        done
        """
        let lines = [
            "listspec render menu.yaml --format ",
            "listspec diff old.yaml new.yaml --format ",
            "listspec locate menu.yaml --format ",
            "listspec lint --format ",
            "listspec breaking new.yaml --against old.yaml --format ",
            "listspec diff old.yaml new.yaml --format m",
        ]
        // extglob: bash-completion turns it on, and the generated script relies on it.
        let result = try CLI.run(["/bin/bash", "-O", "extglob", "-c", driver, "bash", scriptURL.path] + lines, viaShell: true)
        #expect(result.status == 0, "\(result.stderr)")
        let expected: [String] = ["render", "diff", "locate", "lint", "breaking"].map { (Self.formats[$0] ?? []).joined(separator: " ") } + ["markdown"]
        let answers = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix(6).map(String.init)
        #expect(answers == expected, "\(result.stdout)\(result.stderr)")
    }

    @Test func outputOptionsCompleteFileNames() throws {
        let bash = try script("bash")
        for command in ["render", "diff", "generate"] {
            let function = try #require(bash.components(separatedBy: "\n_listspec_\(command)() {").dropFirst().first)
            let body = function.components(separatedBy: "\n}\n")[0]
            let output = try #require(body.components(separatedBy: "'--output'|'-o')").dropFirst().first, "\(command)")
            #expect(output.split(separator: "\n").first?.contains("__listspec_add_completions -f") == true, "\(command)")
        }
    }
}
