import ListSpecRuntime
/// A configuration file that cannot be used: `path:line:column: message`.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var location: SourceLocation?
    public var message: String

    public init(path: String, location: SourceLocation?, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String {
        guard let location else { return "\(path): \(message)" }
        return "\(path):\(location.line):\(location.column): \(message)"
    }
}
