import ArgumentParser
import ListSpec

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "(not yet available)")

    func run() throws {
        throw Trouble(message: "diff is not available yet")
    }
}
