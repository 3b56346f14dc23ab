/// The two formats a spec is written in, and the one place that tells which an input is in.
package enum SpecFormat: String, CaseIterable, Sendable {
    case json, yaml

    /// The format the other one converts to by default.
    package var other: SpecFormat { self == .json ? .yaml : .json }

    /// A file's format, by its name: `.json` (in any case) is JSON, anything else YAML.
    package static func of(path: String) -> SpecFormat {
        isJSON(path: path) ? .json : .yaml
    }

    /// Whether a file is read as JSON, by its name (`.json` in any case).
    package static func isJSON(path: String) -> Bool {
        FileNameEnding.path(path, endsWith: ".json")
    }

    /// An input's: a file's by its name, standard input's by the name it stands for or its bytes.
    package static func of(_ input: SpecInput, bytes: [UInt8], named name: String?) -> SpecFormat {
        if case .file(let path) = input { return of(path: path) }
        return of(standardInput: bytes, named: name)
    }

    /// Standard input's: the format of the file it stands for when named (format's
    /// --stdin-filename), else JSON when its first non-blank character is `{`.
    package static func of(standardInput bytes: [UInt8], named name: String? = nil) -> SpecFormat {
        if let name { return of(path: name) }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "{") ? .json : .yaml
    }
}
