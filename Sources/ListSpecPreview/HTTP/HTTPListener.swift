import FlyingSocks
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The preview's HTTP/1.1 server over FlyingSocks' sockets: one request a connection (every answer
/// says `Connection: close`), no request body (the preview answers GET and HEAD only). FlyingFox's
/// server served it before; FlyingFox links FoundationNetworking, and with it libcurl and some 30
/// libraries, for a proxy handler the preview never used, which the release's binaries must not need.
struct HTTPListener: Sendable {
    let socket: Socket

    /// Binds and listens at once, so that an address in use is an error before anything is printed.
    init(address: some SocketAddress) throws {
        socket = try Socket(domain: Int32(type(of: address).family))
        try socket.setValue(true, for: .localAddressReuse)
        #if canImport(Darwin)
        try socket.setValue(true, for: .noSIGPIPE)
        #endif
        try socket.bind(to: address)
        try socket.listen()
    }

    /// Accepts connections until the process ends, answering each request with `answer`.
    func run(_ answer: @escaping @Sendable (HTTPRequestHead) async -> HTTPAnswer) async throws {
        let pool = HTTPListener.makePool()
        try await pool.prepare()
        let listening = try AsyncSocket(socket: socket, pool: pool)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                for try await connection in listening.sockets {
                    Task { await HTTPListener.serve(connection, answer) }
                }
            }
            try await group.next()
        }
    }

    /// epoll on Linux, kqueue on Apple platforms.
    private static func makePool() -> some AsyncSocketPool { .make() }

    /// Reads one request's head, sends its answer, closes the connection. A head that is not
    /// HTTP/1.x is answered 400, one over the limit 431; a peer that goes away is simply dropped.
    private static func serve(_ connection: AsyncSocket, _ answer: @Sendable (HTTPRequestHead) async -> HTTPAnswer) async {
        defer { try? connection.close() }
        var buffer: [UInt8] = []
        var end: (head: Range<Int>, end: Int)?
        while end == nil {
            guard buffer.count <= HTTPRequestHead.limit else {
                return await send(plain(431, "Request head too large.\n"), to: connection, head: false)
            }
            guard let bytes = try? await connection.read(atMost: 4096), !bytes.isEmpty else { return }
            buffer += bytes
            end = HTTPRequestHead.end(in: buffer)
        }
        guard let end, let request = HTTPRequestHead(buffer[end.head]) else {
            return await send(plain(400, "Not an HTTP/1.1 request.\n"), to: connection, head: false)
        }
        await send(answer(request), to: connection, head: request.method == "HEAD")
    }

    private static func plain(_ status: Int, _ text: String) -> HTTPAnswer {
        HTTPAnswer(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: .bytes(Array(text.utf8)))
    }

    /// Writes the answer (the head alone for HEAD); a stream's chunks go out as they come, until
    /// it ends or a write fails (the page went away; dropping the stream unsubscribes it).
    private static func send(_ answer: HTTPAnswer, to connection: AsyncSocket, head: Bool) async {
        do {
            switch answer.body {
            case .bytes(let bytes):
                try await connection.write(Data(answer.head() + (head ? [] : bytes)))
            case .stream(let chunks):
                try await connection.write(Data(answer.head()))
                guard !head else { return }
                for await chunk in chunks {
                    try await connection.write(Data(HTTPAnswer.chunk(chunk)))
                }
                try await connection.write(Data(HTTPAnswer.lastChunk))
            }
        } catch {
            return
        }
    }
}
