import Dispatch
import ListSpecRuntime

/// `listspec lsp`: the Language Server Protocol 3.17 over a pair of file descriptors (standard
/// input and output). The reading loop handles the lifecycle and applies edits in order; lint
/// and every request about a document run on that document's own queue (see `DocumentSession`),
/// so a large document never holds up the others. Nothing but protocol messages is written to
/// the output; logs go to standard error.
package final class LanguageServer: @unchecked Sendable {
    /// The command of the lens and of explanations: it shows its one argument, a text, in the
    /// editor (`window/showMessage`).
    static let showCommand = "listspec.show"
    /// Cancellations kept for requests not answered yet.
    static let maxCancelled = 1024

    private let writer: MessageWriter
    /// Each document's report, as lint's for its file: its settings looked up again on every lint,
    /// and read anew when a `.listspec.yml` changed (the server also watches them, see `settingsChanged`).
    private let frontend = Frontend(refreshes: true)
    private let lock = ThreadLock()
    private var sessions: [String: DocumentSession] = [:]
    private var cancelled: Set<String> = []
    private var client = ClientCapabilities()
    private var initialized = false
    private var shutdownRequested = false

    package init(output: Int32 = 1) {
        writer = MessageWriter(descriptor: output)
    }

    /// Serves until `exit` or the end of input; the exit status: 0 after `shutdown`, else 1.
    package func run(input: Int32 = 0) -> Int32 {
        let reader = MessageReader(descriptor: input)
        while let message = reader.next() {
            switch message {
            case .badHeader:
                Self.log("a message without a valid Content-Length header was skipped")
            case .body(let bytes):
                guard let json = JSONValue.parse(bytes) else {
                    writer.send(JSONRPC.error(id: .null, code: JSONRPC.parseError, message: "Parse error: the message is not JSON"))
                    continue
                }
                if let status = handle(json) { return status }
            }
        }
        return shutdownRequested ? 0 : 1
    }

    static func log(_ text: String) {
        var line = "listspec lsp: " + text + "\n"
        line.withUTF8 { _ = writeWhole($0, to: 2) }
    }

    // MARK: - Messages

    /// Handles one message; an exit status when the server ends.
    private func handle(_ message: JSONValue) -> Int32? {
        guard message.isObject else {
            writer.send(JSONRPC.error(id: .null, code: JSONRPC.invalidRequest, message: "Invalid request: not a JSON-RPC object"))
            return nil
        }
        let id = JSONRPC.id(of: message)
        guard let method = message["method"]?.stringValue else {
            // A response to a request of ours (a refresh) needs nothing; anything else is invalid.
            if id != nil, message["result"] != nil || message["error"] != nil { return nil }
            writer.send(JSONRPC.error(id: id ?? .null, code: JSONRPC.invalidRequest, message: "Invalid request: no method"))
            return nil
        }
        let params = message["params"] ?? .null
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        guard initialized else {
            if method == "initialize", let id {
                initialize(id: id, params: params)
            } else if let id {
                writer.send(JSONRPC.error(id: id, code: JSONRPC.serverNotInitialized, message: "Server not initialized: send initialize first"))
            }
            return nil
        }
        if let id, shutdownRequested {
            writer.send(JSONRPC.error(id: id, code: JSONRPC.invalidRequest, message: "The server is shutting down"))
            return nil
        }
        switch method {
        case "initialize":
            if let id { writer.send(JSONRPC.error(id: id, code: JSONRPC.invalidRequest, message: "initialize was already sent")) }
        case "initialized": watchSettingsFiles()
        case "workspace/didChangeWatchedFiles":
            let paths = params["changes"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
            if paths.contains(where: { ConfigurationLoader.isConfigurationFile(DocumentURI.path(of: $0)) }) { settingsChanged() }
        case "shutdown":
            shutdownRequested = true
            if let id { writer.send(JSONRPC.response(id: id, result: .null)) }
        case "$/cancelRequest":
            if let cancelledID = params["id"] {
                lock.lock()
                // Clients cancel requests already answered too: the set never grows without bound.
                if cancelled.count >= Self.maxCancelled { cancelled.removeAll() }
                cancelled.insert(Self.key(cancelledID))
                lock.unlock()
            }
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "textDocument/didSave":
            if let uri = params["textDocument"]?["uri"]?.stringValue {
                session(uri)?.head.reload()
                if ConfigurationLoader.isConfigurationFile(DocumentURI.path(of: uri)) { settingsChanged() }
            }
        case "workspace/executeCommand":
            if let id { executeCommand(id: id, params: params) }
        default:
            if let feature = DocumentRequest(method: method) {
                if let id { documentRequest(feature, id: id, params: params) }
            } else if let id {
                writer.send(JSONRPC.error(id: id, code: JSONRPC.methodNotFound, message: "Method not found: \(method)"))
            }
        }
        return nil
    }

    private func initialize(id: JSONValue, params: JSONValue) {
        guard params.isObject else {
            writer.send(JSONRPC.error(id: id, code: JSONRPC.invalidParams, message: "initialize takes an object of parameters"))
            return
        }
        client = ClientCapabilities(params["capabilities"])
        initialized = true
        let capabilities: [String: JSONValue] = [
            "positionEncoding": .string(client.positionEncoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "completionProvider": ["triggerCharacters": [":"]],
            "definitionProvider": true,
            "referencesProvider": true,
            "documentSymbolProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "codeLensProvider": ["resolveProvider": false],
            "executeCommandProvider": ["commands": [.string(LanguageServer.showCommand)]],
            "documentFormattingProvider": true,
        ]
        writer.send(JSONRPC.response(id: id, result: [
            "capabilities": .object(capabilities),
            "serverInfo": ["name": "listspec", "version": .string(ListSpecVersion.current)],
        ]))
    }

    // MARK: - Documents

    private func session(_ uri: String) -> DocumentSession? {
        lock.lock()
        defer { lock.unlock() }
        return sessions[uri]
    }

    private func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else {
            Self.log("didOpen without textDocument.uri and text: ignored")
            return
        }
        let version = item["version"]?.intValue ?? 0
        let session = DocumentSession(uri: uri, document: TextDocument(uri: uri, version: version, text: ""), frontend: frontend)
        lock.lock()
        sessions[uri]?.close()
        sessions[uri] = session
        lock.unlock()
        session.head.reload()
        // The text is taken in on the document's queue, as its edits are: a large one never holds up the reading loop.
        session.editReceived()
        session.queue.async { [self] in
            let revision = session.change { $0 = TextDocument(uri: uri, version: version, text: text) }
            lint(session, revision: revision)
        }
    }

    private func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue, let changes = params["contentChanges"]?.arrayValue else {
            Self.log("didChange without textDocument.uri and contentChanges: ignored")
            return
        }
        guard let session = session(uri) else {
            Self.log("didChange for a document that is not open: ignored")
            return
        }
        let encoding = client.positionEncoding
        let version = params["textDocument"]?["version"]?.intValue
        session.editReceived()
        session.queue.async { [self] in
            let revision = session.change { document in
                if let version { document.version = version }
                for change in changes {
                    guard let text = change["text"]?.stringValue else { continue }
                    document.apply(range: LSPRange(change["range"]), text: text, encoding: encoding)
                }
            }
            lint(session, revision: revision)
        }
    }

    private func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { return }
        lock.lock()
        let session = sessions.removeValue(forKey: uri)
        lock.unlock()
        guard let session else { return }
        session.close()
        // After any publication already queued for it.
        session.queue.async { [writer] in writer.send(Diagnostics.cleared(uri: uri, version: nil)) }
    }

    /// Lints the text at `revision` and publishes the findings, unless a newer edit came in
    /// meanwhile (its own lint follows). On the session's queue.
    private func lint(_ session: DocumentSession, revision: Int) {
        guard session.isCurrent(revision) else { return }
        let (linted, analysis) = session.currentAnalysis()
        guard session.isCurrent(linted) else { return }
        if let problem = analysis.configurationProblem {
            writer.send(JSONRPC.notification("window/logMessage", ["type": 2, "message": .string(problem)]))
        }
        writer.send(Diagnostics.notification(for: analysis, encoding: client.positionEncoding, links: client.codeDescription))
    }

    /// A `.listspec.yml` changed (saved in the editor, or on disk as the client's watcher saw):
    /// every open document is linted again under the settings that now apply.
    private func settingsChanged() {
        lock.lock()
        let open = Array(sessions.values)
        lock.unlock()
        for session in open {
            session.settingsChanged()
            session.queue.async { [self] in lint(session, revision: session.latestRevision) }
        }
    }

    /// Asks the client to report changes of configuration files (`workspace/didChangeWatchedFiles`),
    /// where it registers watchers on request.
    private func watchSettingsFiles() {
        guard client.watchesFiles else { return }
        let watchers: [JSONValue] = ConfigurationLoader.fileNames.map { ["globPattern": .string("**/" + $0)] }
        writer.send(JSONRPC.request(id: "listspec-watch-settings", method: "client/registerCapability", params: [
            "registrations": [["id": "listspec-settings", "method": "workspace/didChangeWatchedFiles",
                               "registerOptions": ["watchers": .array(watchers)]]],
        ]))
    }

    // MARK: - Requests

    private static func key(_ id: JSONValue) -> String {
        String(decoding: id.serialized, as: UTF8.self)
    }

    /// Whether the client cancelled request `id` (forgetting it: an id is answered once).
    private func takeCancelled(_ id: JSONValue) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled.remove(Self.key(id)) != nil
    }

    private func documentRequest(_ feature: DocumentRequest, id: JSONValue, params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else {
            writer.send(JSONRPC.error(id: id, code: JSONRPC.invalidParams, message: "Invalid params: textDocument.uri is required"))
            return
        }
        let position = LSPPosition(params["position"])
        if feature.needsPosition, position == nil {
            writer.send(JSONRPC.error(id: id, code: JSONRPC.invalidParams, message: "Invalid params: position {line, character} is required"))
            return
        }
        guard let session = session(uri) else {
            writer.send(JSONRPC.response(id: id, result: feature.emptyResult))
            return
        }
        let request = FeatureRequest(params: params, position: position ?? LSPPosition(line: 0, character: 0),
                                     client: client, session: session)
        session.queue.async { [self] in
            if takeCancelled(id) {
                writer.send(JSONRPC.error(id: id, code: JSONRPC.requestCancelled, message: "Request cancelled"))
                return
            }
            let (_, analysis) = session.currentAnalysis()
            let result = feature.answer(request, analysis)
            if takeCancelled(id) {
                writer.send(JSONRPC.error(id: id, code: JSONRPC.requestCancelled, message: "Request cancelled"))
                return
            }
            writer.send(JSONRPC.response(id: id, result: result))
        }
    }

    private func executeCommand(id: JSONValue, params: JSONValue) {
        guard params["command"]?.stringValue == LanguageServer.showCommand else {
            writer.send(JSONRPC.error(id: id, code: JSONRPC.invalidParams, message: "Invalid params: unknown command"))
            return
        }
        // The lens's command shows the update's index paths as `listspec diff` lists them; an action's, why it cannot be done.
        let text = params["arguments"]?.arrayValue?.first?.stringValue ?? ""
        if !text.isEmpty { writer.send(JSONRPC.notification("window/showMessage", ["type": 3, "message": .string(text)])) }
        writer.send(JSONRPC.response(id: id, result: .null))
    }
}

/// What a feature reads to answer a request about a document.
struct FeatureRequest {
    let params: JSONValue
    let position: LSPPosition
    let client: ClientCapabilities
    let session: DocumentSession

    var encoding: PositionEncoding { client.positionEncoding }
}

/// The requests answered about one document, on its queue.
enum DocumentRequest {
    case hover, completion, definition, references, documentSymbol, codeAction, codeLens, formatting

    init?(method: String) {
        switch method {
        case "textDocument/hover": self = .hover
        case "textDocument/completion": self = .completion
        case "textDocument/definition": self = .definition
        case "textDocument/references": self = .references
        case "textDocument/documentSymbol": self = .documentSymbol
        case "textDocument/codeAction": self = .codeAction
        case "textDocument/codeLens": self = .codeLens
        case "textDocument/formatting": self = .formatting
        default: return nil
        }
    }

    var needsPosition: Bool {
        switch self {
        case .hover, .completion, .definition, .references: return true
        case .documentSymbol, .codeAction, .codeLens, .formatting: return false
        }
    }

    /// The answer for a document that is not open.
    var emptyResult: JSONValue {
        switch self {
        case .hover, .definition: return .null
        case .completion, .references, .documentSymbol, .codeAction, .codeLens, .formatting: return []
        }
    }

    func answer(_ request: FeatureRequest, _ analysis: DocumentAnalysis) -> JSONValue {
        switch self {
        case .hover: return Hover.answer(request, analysis)
        case .completion: return Completion.answer(request, analysis)
        case .definition: return Definition.definition(request, analysis)
        case .references: return Definition.references(request, analysis)
        case .documentSymbol: return DocumentSymbols.answer(request, analysis)
        case .codeAction: return CodeActions.answer(request, analysis)
        case .codeLens: return BatchUpdateLens.answer(request, analysis)
        case .formatting: return Formatting.answer(request, analysis)
        }
    }
}
