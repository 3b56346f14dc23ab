import ListSpecRuntime
/// A configuration file that cannot be used: `path:line:column: message`.
package struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var path: String
    package var location: SourceLocation?
    package var message: String

    package init(path: String, location: SourceLocation?, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    package var description: String {
        guard let location else { return "\(path): \(message)" }
        return "\(path):\(location.line):\(location.column): \(message)"
    }
}
