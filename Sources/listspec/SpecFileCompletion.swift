import ListSpecRuntime
import ArgumentParser

extension CompletionKind {
    /// Shell completion for a spec path: `*.yaml`, `*.yml`, `*.json` files (and folders to descend).
    static var specFiles: CompletionKind { .file(extensions: ["yaml", "yml", "json"]) }
}
