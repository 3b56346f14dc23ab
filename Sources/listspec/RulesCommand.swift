import ArgumentParser
import ListSpec

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "(not yet available)")

    func run() throws {
        throw Trouble(message: "rules is not available yet")
    }
}
