/// A file that could not be read at all (trouble, not a finding).
public struct UnreadableInput: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var reason: String
    /// Whether the input is larger than the reader's `maxFileSize`.
    package var passesLimit = false
    public var description: String { "\(path): \(reason)" }

    package init(path: String, reason: String, passesLimit: Bool = false) {
        self.path = path
        self.reason = reason
        self.passesLimit = passesLimit
    }
}
