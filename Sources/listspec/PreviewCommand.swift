import ArgumentParser
import ListSpec
import ListSpecPreviewArguments
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show a spec live in the browser: each save redrawn, its batch update played.",
        discussion: """
        Serves one page at http://127.0.0.1:8017/ (the address is printed on start) that draws \
        every table as 'render --format html' does, with the file's lint findings (click one to \
        copy path:line:col). FILE is watched: within half a second of each save the page shows \
        the new version and plays the batch update 'listspec diff' computes from the last good \
        one (deleted rows leave, inserted ones arrive, reloaded ones flash). A save with an \
        error keeps the last good picture, with the findings over it. The page switches \
        between light and dark and to larger text.

        It listens on loopback only unless --host says otherwise, answers only requests for \
        its own address or localhost, and serves nothing but its page, its script and its \
        event stream. The server is the program listspec-preview, installed next to listspec.

        Examples:
          listspec preview Specs/menu.yaml
          listspec preview Specs/recipes.yaml --port 9000
          listspec preview Specs/menu.yaml --port 0
          listspec preview Specs/table-view-protocols.json --host ::1

        A spec its settings exclude (exclude: in a .listspec.yml above it) is not served: a line \
        on standard error says so.

        Exit codes: 0 stopped by Ctrl-C (SIGINT) or SIGTERM, or the spec is excluded; 2 \
        unreadable file, port in use, listspec-preview missing, or usage.
        """
    )

    @OptionGroup var options: PreviewOptions

    @OptionGroup var settings: SettingsOptions

    func validate() throws {
        if options.file == "-" { throw ValidationError("preview watches a file: standard input ('-') cannot be watched") }
    }

    func run() throws {
        // A configuration with mistakes is refused here, as every command refuses it; the server's
        // own front end finds the same settings (`--config`, else the file's nearest .listspec.yml).
        _ = try settings.frontend().settings(ofSpecNamed: options.file)
        let helper = try PreviewCommand.helperPath()
        let arguments = [helper] + options.forwarded(configuration: settings.config)
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv(helper, pointers)
        throw Trouble(message: "cannot run \(helper): \(String(cString: strerror(errno)))")
    }

    /// `listspec-preview` in the folder of this program (symbolic links followed).
    static func helperPath() throws -> String {
        guard let program = executablePath(), let slash = program.lastIndex(of: "/") else {
            throw Trouble(message: "cannot tell where listspec is installed, to find listspec-preview next to it")
        }
        let helper = String(program[..<slash]) + "/listspec-preview"
        guard access(helper, X_OK) == 0 else {
            throw Trouble(message: "listspec-preview, the server of 'listspec preview', is not next to listspec (\(helper)); "
                + "install it with listspec (see README.md)")
        }
        return helper
    }

    private static func executablePath() -> String? {
        #if os(Linux)
        if let resolved = realpath("/proc/self/exe", nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        #endif
        guard let first = CommandLine.arguments.first, first.contains("/"), let resolved = realpath(first, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
