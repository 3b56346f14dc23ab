import ArgumentParser
import ListSpec

/// `--color`, declared once for every command that prints findings or colours its output.
struct ColorOptions: ParsableArguments {
    @Option(name: .customLong("color"), help: "Colour: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var choice: ColorChoice = .auto

    /// The palette for standard output (1) or standard error (2).
    func palette(for descriptor: Int32) -> Palette {
        Terminal.palette(choice, for: descriptor)
    }
}
