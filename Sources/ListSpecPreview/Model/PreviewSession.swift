import ListSpecRuntime
import ListSpec

/// `listspec preview`'s state: the file read again on each save, the last good picture, and the
/// versions the page is sent (contract section 12). A version is made only when the file's bytes
/// (or its being gone) changed, so an editor's several writes of one save make one version. Each
/// version is read and judged by the front end as render's spec is: its findings under the file's
/// settings, drawn when no error refuses it.
package struct PreviewSession: Sendable {
    /// The spec's path as given (and as findings name it).
    package let path: String
    private let frontend: Frontend
    /// The file's settings, read once at start.
    private let settings: LintConfiguration
    /// What was read last: the bytes, or why the file could not be read.
    private var lastRead: Result<[UInt8], UnreadableInput>?
    /// The last version without an error: its number and spec (the next diff starts from it).
    private var lastGood: (version: Int, spec: Spec)?
    /// The newest version, as the page is sent it.
    package private(set) var current: PreviewVersion

    /// The file read once; trouble when its settings cannot be used or it cannot be read at all
    /// (exit 2 at start). `session` names this run (a page that reconnects to another run starts
    /// over from its versions).
    package init(path: String, session: String, frontend: Frontend) throws(Trouble) {
        self.path = path
        self.frontend = frontend
        settings = try frontend.settings(ofSpecNamed: path)
        current = PreviewVersion(number: 0, path: path, session: session)
        do {
            accept(.success(try frontend.bytes(of: .file(path))))
        } catch {
            throw Trouble(message: error.description)
        }
    }

    /// Reads the file again; true when a new version was made (the bytes changed, it went or came back).
    package mutating func reload() -> Bool {
        let read: Result<[UInt8], UnreadableInput>
        do {
            read = .success(try frontend.bytes(of: .file(path)))
        } catch {
            read = .failure(error)
        }
        if let lastRead, PreviewSession.same(lastRead, read) { return false }
        accept(read)
        return true
    }

    private mutating func accept(_ read: Result<[UInt8], UnreadableInput>) {
        lastRead = read
        var next = PreviewVersion(number: current.number + 1, path: path, session: current.session)
        next.picture = current.picture
        next.pictureVersion = current.pictureVersion
        switch read {
        case .failure(let unreadable):
            next.problem = "cannot be read (\(unreadable.reason))"
        case .success(let bytes):
            let loaded = frontend.load(bytes: bytes, as: path, under: settings)
            next.findings = loaded.findings
            do {
                let spec = try frontend.accepted(loaded, from: .input(.file(path)))
                next.picture = PreviewPage.tables(spec.tables)
                next.pictureVersion = next.number
                if let lastGood {
                    next.batch = DiffJSONRenderer.render(SpecDiffer.diff(old: lastGood.spec, new: spec))
                    next.batchBase = lastGood.version
                }
                lastGood = (next.number, spec)
            } catch {
                next.problem = !error.parses ? "does not parse" : error.blocking.count == 1 ? "has an error" : "has \(error.blocking.count) errors"
            }
        }
        current = next
    }

    private static func same(_ a: Result<[UInt8], UnreadableInput>, _ b: Result<[UInt8], UnreadableInput>) -> Bool {
        switch (a, b) {
        case (.success(let x), .success(let y)): return x == y
        case (.failure(let x), .failure(let y)): return x.reason == y.reason
        default: return false
        }
    }
}

/// One version of the file as the page shows it.
package struct PreviewVersion: Sendable {
    /// 1 for the file as read at start, then one more for each change.
    package var number: Int
    package var path: String
    /// The run of `listspec preview` it belongs to.
    package var session: String
    /// The findings of this version (settings applied, as lint shows them).
    package var findings: [Finding] = []
    /// Why this version is not drawn (nil when it is): "does not parse", "has 2 errors", "cannot be read (...)".
    package var problem: String?
    /// The tables drawn (the HTML fragment), of this version or the last good one; nil before any good version.
    package var picture: String?
    /// The version `picture` is of.
    package var pictureVersion: Int?
    /// When this version is good and one before it was: `listspec diff --format json` from that one to this.
    package var batch: [UInt8]?
    /// The version `batch` starts from.
    package var batchBase: Int?

    init(number: Int, path: String, session: String) {
        self.number = number
        self.path = path
        self.session = session
    }
}
