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

        With a spec file, the schema also holds that file's declared types (types, a cell \
        type's viewModel, sectionViewModel): each cell's viewModel is checked against its cell \
        type's type as you type. A spec that breaks a rule is refused with its findings (exit 2); \
        wrong viewModels are not refused (flagging them is what the schema is for).

        Examples:
          listspec schema > listspec.schema.json
          listspec schema Specs/recipes.yaml > Specs/recipes.schema.json
        """
    )

    @Argument(help: ArgumentHelp("A spec whose declared types the schema should check.", valueName: "file"),
              completion: .file(extensions: ["yaml", "yml", "json"]))
    var file: String?

    @OptionGroup var settings: SettingsOptions

    func run() throws {
        guard let file else {
            StandardOutput.write(SpecSchema.text)
            return
        }
        let input = SpecInput(argument: file)
        let spec = try settings.frontend().validSpec(input, allowing: [.viewModelType]).spec
        StandardOutput.write(TypedSpecSchema.text(for: spec))
    }
}
