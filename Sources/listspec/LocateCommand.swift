import ArgumentParser
import ListSpec

struct LocateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "locate", abstract: "(not yet available)")

    func run() throws {
        throw Trouble(message: "locate is not available yet")
    }
}
