import ListSpec
import ListSpecRuntime

/// What the routes, the watcher and the open event streams share: the session (the file's
/// versions) and the streams to push each new version to.
actor PreviewHub {
    private var session: PreviewSession
    private var streams: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
    private var nextStream = 0
    /// Set once the server listens (its port is known only then); until then nothing is answered.
    private(set) var hostCheck: HostCheck?

    init(session: PreviewSession) { self.session = session }

    func listening(_ check: HostCheck) { hostCheck = check }

    func page() -> String { PreviewPage.page(session.current) }

    /// Reads the file again and pushes the new version, if there is one, to every open page.
    func reload() {
        guard session.reload() else { return }
        let frame = PreviewHub.frame(session.current)
        for stream in streams.values { stream.yield(frame) }
    }

    /// A new page's stream: how soon to reconnect, then the current version, then each new one.
    func subscribe() -> AsyncStream<[UInt8]> {
        // A page that cannot keep up gets the newest versions (each carries everything to show).
        let (events, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .bufferingNewest(16))
        let id = nextStream
        nextStream += 1
        streams[id] = continuation
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        continuation.yield(ServerSentEvent.retry + PreviewHub.frame(session.current))
        return events
    }

    private func unsubscribe(_ id: Int) { streams[id] = nil }

    /// Every open stream gets a comment: a page gone is noticed when writing to it fails.
    func keepAlive() {
        for stream in streams.values { stream.yield(ServerSentEvent.keepAlive) }
    }

    private static func frame(_ version: PreviewVersion) -> [UInt8] {
        ServerSentEvent.frame(name: "version", data: PreviewPage.message(version))
    }
}
