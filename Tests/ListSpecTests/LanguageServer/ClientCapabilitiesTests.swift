@testable import ListSpec
import Testing

/// `ClientCapabilities`: what `initialize`'s capabilities turn on; anything missing or of the
/// wrong type leaves the default.
@Suite struct ClientCapabilitiesTests {
    static func summary(_ capabilities: ClientCapabilities) -> [String] {
        [capabilities.positionEncoding.rawValue, "\(capabilities.markdownHover)", "\(capabilities.codeDescription)",
         "\(capabilities.disabledCodeActions)", "\(capabilities.codeLensRefresh)", "\(capabilities.watchesFiles)"]
    }

    static let none = ["utf-16", "false", "false", "false", "false", "false"]

    @Test func everything() {
        let capabilities: JSONValue = [
            "general": ["positionEncodings": ["utf-16", "utf-8"]],
            "textDocument": ["hover": ["contentFormat": ["markdown", "plaintext"]], "publishDiagnostics": ["codeDescriptionSupport": true],
                             "codeAction": ["disabledSupport": true]],
            "workspace": ["codeLens": ["refreshSupport": true], "didChangeWatchedFiles": ["dynamicRegistration": true]],
        ]
        #expect(Self.summary(ClientCapabilities(capabilities)) == ["utf-8", "true", "true", "true", "true", "true"])
    }

    @Test func nothing() {
        #expect(Self.summary(ClientCapabilities()) == Self.none)
        #expect(Self.summary(ClientCapabilities(nil)) == Self.none)
        #expect(Self.summary(ClientCapabilities([:])) == Self.none)
        #expect(Self.summary(ClientCapabilities("capabilities")) == Self.none)
    }

    @Test func wrongTypesAreIgnored() {
        let capabilities: JSONValue = [
            "general": ["positionEncodings": "utf-8"],
            "textDocument": ["hover": ["contentFormat": "markdown"], "publishDiagnostics": ["codeDescriptionSupport": 1],
                             "codeAction": ["disabledSupport": "true"]],
            "workspace": ["codeLens": true, "didChangeWatchedFiles": [true]],
        ]
        #expect(Self.summary(ClientCapabilities(capabilities)) == Self.none)
        // Strings among other values still count.
        let mixed: JSONValue = ["general": ["positionEncodings": [1, nil, "utf-8"]], "textDocument": ["hover": ["contentFormat": [3, "markdown"]]]]
        #expect(Self.summary(ClientCapabilities(mixed)) == ["utf-8", "true", "false", "false", "false", "false"])
        // Plain text only: no Markdown.
        #expect(!ClientCapabilities(["textDocument": ["hover": ["contentFormat": ["plaintext"]]]]).markdownHover)
    }
}
