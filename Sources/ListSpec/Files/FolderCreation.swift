#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders an output file goes into, made where missing (as `mkdir -p`): `generate --output
/// Sources/App/Generated/Menu.swift` and `render --output` write into a folder that is not there yet.
package enum FolderCreation {
    /// Makes `folder` and each missing folder above it; an error names the one that could not be made.
    package static func make(_ folder: String) throws(OutputError) {
        var made = folder.hasPrefix("/") ? "/" : ""
        for name in folder.split(separator: "/") {
            made += (made.isEmpty || made.hasSuffix("/") ? "" : "/") + name
            if mkdir(made, 0o777) != 0, errno != EEXIST {
                throw OutputError(path: made, reason: "cannot create the folder: " + String(cString: strerror(errno)))
            }
        }
    }

    /// Makes the folder that will hold the file at `path`.
    package static func makeFolder(holding path: String) throws(OutputError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        try make(String(path[..<slash]))
    }
}
