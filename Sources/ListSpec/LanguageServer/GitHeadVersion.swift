import Dispatch
import ListSpecRuntime

/// A file's version at git `HEAD` (`git show HEAD:./name`, run in the file's folder), read
/// once on a background queue and kept: the batch-update lens compares the editor's text with
/// it. Nil spec when the file is not in a git repository, not in `HEAD`, or does not decode.
final class GitHeadVersion: @unchecked Sendable {
    private let path: String
    private let lock = ThreadLock()
    private let loaded = DispatchGroup()
    private var state: State = .notLoaded

    enum State {
        case notLoaded, loading
        case loaded(Spec?)
    }

    init(path: String) { self.path = path }

    /// Starts reading HEAD's version (again, after a save: a commit may have moved HEAD).
    func reload() {
        lock.lock()
        if case .loading = state { lock.unlock(); return }
        state = .loading
        loaded.enter()
        lock.unlock()
        DispatchQueue.global(qos: .utility).async { [self] in
            let spec = GitHeadVersion.read(path)
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

    private static func read(_ path: String) -> Spec? {
        guard path.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return nil }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        let loader = SpecLoader()
        let arguments = ["-C", folder, "show", "HEAD:./" + name]
        guard let bytes = ChildProcess.output(of: "git", arguments: arguments, limit: loader.limits.maxFileSize) else { return nil }
        return loader.load(bytes: bytes, path: path, isJSON: SpecFormat.isJSON(path: path)).spec
    }
}
