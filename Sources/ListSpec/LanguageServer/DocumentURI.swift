#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The path a document's URI stands for: a `file:` URI's path (percent-decoded), else the URI
/// itself (an unsaved buffer has no path; it is linted under its URI, read as YAML).
enum DocumentURI {
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://"), let url = URL(string: uri), url.isFileURL else { return uri }
        let path = url.path
        return path.isEmpty ? uri : path
    }
}
