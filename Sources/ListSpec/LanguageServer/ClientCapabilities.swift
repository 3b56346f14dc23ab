/// What the client said it supports in `initialize`, as far as the answers depend on it.
struct ClientCapabilities: Sendable {
    var positionEncoding = PositionEncoding.utf16
    var markdownHover = false
    var codeDescription = false
    var disabledCodeActions = false
    var codeLensRefresh = false
    /// Whether the client registers file watchers when the server asks (`.listspec.yml` changes).
    var watchesFiles = false

    init() {}

    init(_ capabilities: JSONValue?) {
        let offered = capabilities?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        positionEncoding = .negotiated(offered: offered)
        let textDocument = capabilities?["textDocument"]
        let formats = textDocument?["hover"]?["contentFormat"]?.arrayValue?.compactMap(\.stringValue) ?? []
        markdownHover = formats.contains("markdown")
        codeDescription = textDocument?["publishDiagnostics"]?["codeDescriptionSupport"]?.boolValue ?? false
        disabledCodeActions = textDocument?["codeAction"]?["disabledSupport"]?.boolValue ?? false
        codeLensRefresh = capabilities?["workspace"]?["codeLens"]?["refreshSupport"]?.boolValue ?? false
        watchesFiles = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
    }
}
