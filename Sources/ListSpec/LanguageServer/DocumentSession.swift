import Foundation
import ListSpecRuntime

/// One open document: its text as edited (changed on the server's reading loop, in order), and
/// a serial queue of its own where its lint and the requests about it run. A slow document
/// only holds up its own queue; a newer edit makes queued lint work for older text skip itself.
final class DocumentSession: @unchecked Sendable {
    let uri: String
    let path: String
    let queue: DispatchQueue
    private let lock = NSLock()
    private var document: TextDocument
    /// Counts every change (clients' version numbers need not change with each).
    private var revision = 0
    private var analysis: (revision: Int, value: DocumentAnalysis)?
    private var closed = false
    /// The spec of the latest text that decoded: completion offers its cell types and types
    /// while the text being typed does not parse.
    private var lastDecoded: Spec?
    /// The file's version at git HEAD (see `GitHeadVersion`), loaded off the request path.
    let head: GitHeadVersion

    init(uri: String, document: TextDocument) {
        self.uri = uri
        self.path = DocumentURI.path(of: uri)
        self.document = document
        queue = DispatchQueue(label: "listspec.lsp.document")
        head = GitHeadVersion(path: path)
    }

    /// Applies a change; returns the new revision.
    func change(_ body: (inout TextDocument) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        body(&document)
        revision += 1
        return revision
    }

    func close() {
        lock.lock()
        closed = true
        lock.unlock()
    }

    var isClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return closed
    }

    /// Whether `revision` is still the latest text (and the document open).
    func isCurrent(_ revision: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return !closed && self.revision == revision
    }

    var currentRevision: Int {
        lock.lock()
        defer { lock.unlock() }
        return revision
    }

    var lastSpec: Spec? {
        lock.lock()
        defer { lock.unlock() }
        return lastDecoded
    }

    /// The analysis of the latest text, linted now when it has not been yet (on the session's queue).
    func currentAnalysis(linter: Linter) -> (revision: Int, analysis: DocumentAnalysis) {
        lock.lock()
        let (text, revision, cached) = (document, self.revision, analysis)
        lock.unlock()
        if let cached, cached.revision == revision { return (revision, cached.value) }
        let fresh = DocumentAnalysis(text: text, path: path, linter: linter)
        lock.lock()
        if self.revision == revision { analysis = (revision, fresh) }
        if let spec = fresh.spec { lastDecoded = spec }
        lock.unlock()
        return (revision, fresh)
    }
}
