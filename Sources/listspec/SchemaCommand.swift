import ArgumentParser
import ListSpec
import ListSpecRuntime

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (2020-12) of the spec format, for editors and validators.",
        discussion: """
        Save it next to your specs and point the YAML language server at it, with a first line \
        '# yaml-language-server: $schema=listspec.schema.json' or the yaml.schemas setting of VS Code. \
        The schema checks keys and types; listspec lint also checks IDs, duplicates and cell types.

        Examples:
          listspec schema > listspec.schema.json
        """
    )

    func run() throws {
        StandardOutput.write(SpecSchema.text)
    }
}
