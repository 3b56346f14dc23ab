import Dispatch
import ListSpecRuntime

/// A file's version at git `HEAD` (`git show HEAD:./name`, run in the file's folder), read
/// once on a background queue and kept: the batch-update lens compares the editor's text with
/// it. Nil spec when the file is not in a git repository, not in `HEAD`, its settings cannot be
/// used, or it does not decode.
final class GitHeadVersion: @unchecked Sendable {
    private let path: String
    /// Reads the version as the server reads the file: its limits, the file's settings.
    private let frontend: Frontend
    private let lock = ThreadLock()
    private let loaded = DispatchGroup()
    private var state: State = .notLoaded

    enum State {
        case notLoaded, loading
        case loaded(Spec?)
    }

    init(path: String, frontend: Frontend) { (self.path, self.frontend) = (path, frontend) }

    /// Starts reading HEAD's version (again, after a save: a commit may have moved HEAD).
    func reload() {
        lock.lock()
        if case .loading = state { lock.unlock(); return }
        state = .loading
        loaded.enter()
        lock.unlock()
        DispatchQueue.global(qos: .utility).async { [self] in
            let spec = GitHeadVersion.read(path, frontend: frontend)
            lock.lock()
            state = .loaded(spec)
            lock.unlock()
            loaded.leave()
        }
    }

    /// HEAD's spec, waiting for the read up to `timeout` seconds (off the reading loop).
    func spec(waiting timeout: Double) -> Spec? {
        lock.lock()
        if case .notLoaded = state {
            lock.unlock()
            reload()
        } else {
            lock.unlock()
        }
        _ = loaded.wait(timeout: .now() + timeout)
        lock.lock()
        defer { lock.unlock() }
        if case .loaded(let spec) = state { return spec }
        return nil
    }

    /// HEAD's spec if it has been read already (hover does not wait for git).
    var loadedSpec: Spec? {
        lock.lock()
        defer { lock.unlock() }
        if case .loaded(let spec) = state { return spec }
        return nil
    }

    private static func read(_ path: String, frontend: Frontend) -> Spec? {
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return nil }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        let arguments = ["-C", folder, "show", "HEAD:./" + name]
        guard let bytes = ChildProcess.output(of: "git", arguments: arguments, limit: frontend.limits.maxFileSize),
              let settings = try? frontend.settings(ofSpecNamed: path) else { return nil }
        // Not judged as diff judges a side: the lens words what the merge needs of the editor's text.
        return frontend.load(bytes: bytes, as: path, under: settings).spec
    }
}
