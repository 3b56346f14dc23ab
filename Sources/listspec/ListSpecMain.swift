import ArgumentParser
import ListSpec
import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the command and maps every outcome to the contract's exit codes:
/// usage errors are 2 (not ArgumentParser's 64), help and version 0.
@main
enum ListSpecMain {
    static func main() {
        ignoreBrokenPipes()
        do {
            var command = try ListSpecCommand.parseAsRoot()
            try command.run()
        } catch let trouble as Trouble {
            StandardError.write("listspec: error: \(trouble.message)\n")
            exit(2)
        } catch {
            let code = ListSpecCommand.exitCode(for: error)
            if code == .success || error is ExitCode {
                ListSpecCommand.exit(withError: error)
            }
            // ArgumentParser's message already names the usage and the --help to read.
            StandardError.write(ListSpecCommand.fullMessage(for: error) + "\n")
            exit(2)
        }
    }
}

/// Bad input or an unreadable file: a message and exit code 2.
struct Trouble: Error {
    var message: String
}
