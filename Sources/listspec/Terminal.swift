import ArgumentParser
import ListSpec
import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// Colour for a stream: auto means a terminal, NO_COLOR unset and TERM not dumb.
    func isEnabled(for descriptor: Int32) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = getenv("NO_COLOR"), noColor.pointee != 0 { return false }
            if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
            return isatty(descriptor) != 0
        }
    }
}

enum Terminal {
    /// The width of standard output's terminal, else $COLUMNS, else 100.
    static var width: Int {
        var size = winsize()
        if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = getenv("COLUMNS"), let value = Int(String(cString: columns)), value > 0 { return value }
        return 100
    }

    static let ansiPalette = Palette(styles: [
        .heading: ("\u{1B}[1m", "\u{1B}[0m"),
        .frame: ("\u{1B}[2m", "\u{1B}[0m"),
        .dim: ("\u{1B}[2m", "\u{1B}[0m"),
        .identifier: ("\u{1B}[36m", "\u{1B}[0m"),
        .type: ("\u{1B}[35m", "\u{1B}[0m"),
        .error: ("\u{1B}[1;31m", "\u{1B}[0m"),
        .warning: ("\u{1B}[1;33m", "\u{1B}[0m"),
        .added: ("\u{1B}[32m", "\u{1B}[0m"),
        .removed: ("\u{1B}[31m", "\u{1B}[0m"),
        .changed: ("\u{1B}[33m", "\u{1B}[0m"),
    ])

    static func palette(_ choice: ColorChoice, for descriptor: Int32) -> Palette {
        choice.isEnabled(for: descriptor) ? ansiPalette : .plain
    }
}
