import Dispatch
import ListSpecRuntime

/// One open document and a serial queue of its own where its edits are applied (in the order
/// they came), its lint runs and the requests about it are answered: a large document only
/// holds up its own queue, never the reading loop. Lint work for text that a newer edit has
/// changed (or will change: an edit waiting in the queue) skips itself.
final class DocumentSession: @unchecked Sendable {
    let uri: String
    let path: String
    let queue: DispatchQueue
    /// The server's front end: the document's report, and its version at HEAD.
    private let frontend: Frontend
    private let lock = ThreadLock()
    private var document: TextDocument
    /// Counts every change applied (clients' version numbers need not change with each).
    private var revision = 0
    /// Edits received and not applied yet.
    private var pendingEdits = 0
    private var analysis: (revision: Int, value: DocumentAnalysis)?
    private var closed = false
    /// The spec of the latest text that decoded: completion offers its cell types and types
    /// while the text being typed does not parse.
    private var lastDecoded: Spec?
    /// The file's version at git HEAD (see `GitHeadVersion`), loaded off the request path.
    let head: GitHeadVersion

    init(uri: String, document: TextDocument, frontend: Frontend) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.document = document
        self.frontend = frontend
        queue = DispatchQueue(label: "listspec.lsp.document")
        head = GitHeadVersion(path: path, frontend: frontend)
    }

    /// Notes an edit received (on the reading loop), to be applied on the queue.
    func editReceived() {
        lock.lock()
        pendingEdits += 1
        lock.unlock()
    }

    /// Applies a received edit (on the queue); returns the new revision.
    func change(_ body: (inout TextDocument) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        body(&document)
        revision += 1
        pendingEdits -= 1
        return revision
    }

    func close() {
        lock.lock()
        closed = true
        lock.unlock()
    }

    /// Whether `revision` is still the latest text, with no edit waiting (and the document open).
    func isCurrent(_ revision: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return !closed && self.revision == revision && pendingEdits == 0
    }

    var lastSpec: Spec? {
        lock.lock()
        defer { lock.unlock() }
        return lastDecoded
    }

    /// The latest revision (what a re-lint after a settings change lints).
    var latestRevision: Int {
        lock.lock()
        defer { lock.unlock() }
        return revision
    }

    /// Forgets the analysis: the settings changed, so the same text may have other findings.
    func settingsChanged() {
        lock.lock()
        analysis = nil
        lock.unlock()
    }

    /// The analysis of the latest text, linted now when it has not been yet (on the session's
    /// queue): once per revision, for the diagnostics and every request alike.
    func currentAnalysis() -> (revision: Int, analysis: DocumentAnalysis) {
        lock.lock()
        let (text, revision, cached) = (document, self.revision, analysis)
        lock.unlock()
        if let cached, cached.revision == revision { return (revision, cached.value) }
        let fresh = DocumentAnalysis(text: text, path: path, frontend: frontend)
        lock.lock()
        if self.revision == revision { analysis = (revision, fresh) }
        if let spec = fresh.spec { lastDecoded = spec }
        lock.unlock()
        return (revision, fresh)
    }
}
