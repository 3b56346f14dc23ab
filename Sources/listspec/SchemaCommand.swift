import ArgumentParser
import ListSpec

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "schema", abstract: "(not yet available)")

    func run() throws {
        throw Trouble(message: "schema is not available yet")
    }
}
