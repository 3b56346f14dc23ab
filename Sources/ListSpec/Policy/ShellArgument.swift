extension SpecInput {
    /// The input as a word to paste into a shell command (a fix hint must run as printed):
    /// `-` for standard input; a path as it is when it holds only characters no shell treats
    /// specially, else in single quotes; `./` before a path that would read as an option.
    package var shellArgument: String {
        guard case .file(let path) = self else { return "-" }
        let word = path.hasPrefix("-") ? "./" + path : path
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-./+,:@%=".unicodeScalars.contains(scalar))
        }
        guard !plain else { return word }
        var quoted = "'"
        for character in word { quoted += character == "'" ? #"'\''"# : String(character) }
        return quoted + "'"
    }
}
