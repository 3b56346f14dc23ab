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
            for message in trouble.messages { StandardError.error(message) }
            exit(2)
        } catch {
            let code = ListSpecCommand.exitCode(for: error)
            if code == .success || error is ExitCode {
                ListSpecCommand.exit(withError: error)
            }
            StandardError.write(UsageErrorText.message(ListSpecCommand.fullMessage(for: error),
                                                       arguments: Array(CommandLine.arguments.dropFirst())) + "\n")
            exit(2)
        }
    }
}
