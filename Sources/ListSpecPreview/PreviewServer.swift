import Dispatch
import FlyingSocks
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListSpec
import ListSpecRuntime

/// `listspec preview FILE`: serves the live page until SIGINT or SIGTERM (exit 0); exit 2 with a
/// message when it cannot start (FILE unreadable or its settings unusable, the port in use, a bad address).
package enum PreviewServer {
    package static func run(file: String, host: String, port: UInt16, frontend: Frontend) -> Never {
        signal(SIGPIPE, SIG_IGN)
        let address: any SocketAddress
        do {
            address = try socketAddress(host == "localhost" ? "127.0.0.1" : host, port: port)
        } catch {
            fail("--host \(host) is not an IP address (such as 127.0.0.1, ::1 or 0.0.0.0)")
        }
        do {
            if case .excluded(let by) = try frontend.admission(ofSpecNamed: file) {
                // Excluded is excluded everywhere (contract section 2): nothing to preview, as diff has nothing to compare.
                quit(writing: DisplayText.sanitized(frontend.exclusionNote(file, by: by, nothingTo: "preview")) + "\n", status: 0)
            }
        } catch {
            quit(writing: error.messages.map { "listspec: error: " + DisplayText.sanitized($0) + "\n" }.joined())
        }
        let session: PreviewSession
        do {
            session = try PreviewSession(path: file, session: "\(getpid())-\(Int(Date().timeIntervalSince1970 * 1000))", frontend: frontend)
        } catch {
            quit(writing: error.messages.map { "listspec: error: " + DisplayText.sanitized($0) + "\n" }.joined())
        }
        let hub = PreviewHub(session: session)
        let listener: HTTPListener
        let listening: Socket.Address
        do {
            listener = try HTTPListener(address: address)
            listening = try listener.socket.sockname()
        } catch {
            fail("cannot listen on \(urlHost(host)):\(port): \(reason(error))")
        }
        let (ip, actualPort): (String, UInt16)
        switch listening {
        case .ip4(let text, let number), .ip6(let text, let number): (ip, actualPort) = (text, number)
        case .unix: fail("cannot listen on \(urlHost(host)):\(port): not an IP address")
        }
        let routes = PreviewRoutes(hub: hub)
        // Handled on the main queue, not by the default action, so that the exit is a clean one.
        let stops = [SIGINT, SIGTERM].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { exit(0) }
            source.resume()
            return source
        }
        Task {
            do {
                try await listener.run { await routes.answer($0) }
            } catch {
                fail("cannot listen on \(urlHost(host)):\(port): \(reason(error))")
            }
        }
        Task {
            await hub.listening(HostCheck(address: ip, port: actualPort))
            let line = "listspec preview: \(DisplayText.sanitized(file)) at http://\(urlHost(ip)):\(actualPort)/ (Ctrl-C stops)\n"
            _ = Array(line.utf8).withUnsafeBufferPointer { writeWhole($0, to: 1) }
            let (changes, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            _ = FileWatcher(path: file, changes: continuation)
            Task {
                while true {
                    try? await Task.sleep(nanoseconds: 15_000_000_000)
                    await hub.keepAlive()
                }
            }
            for await _ in changes { await hub.reload() }
        }
        withExtendedLifetime(stops) { dispatchMain() }
    }

    private static func socketAddress(_ host: String, port: UInt16) throws -> any SocketAddress {
        if host.contains(":") { return try sockaddr_in6.inet6(ip6: host, port: port) }
        return try sockaddr_in.inet(ip4: host, port: port)
    }

    /// An address as a URL writes it: IPv6 in brackets.
    private static func urlHost(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }

    /// Why listening failed, in words (`address already in use`, with what to do).
    private static func reason(_ error: any Error) -> String {
        guard case .failed(_, let number, let message) = error as? SocketError else { return "\(error)" }
        if number == EADDRINUSE { return "the port is in use (another preview? --port 0 takes a free port)" }
        return message.lowercased()
    }

    private static func fail(_ message: String) -> Never {
        quit(writing: "listspec: error: " + DisplayText.sanitized(message) + "\n")
    }

    /// Writes `text` to standard error and exits with `status`: 2, bad input or the server cannot start.
    package static func quit(writing text: String, status: Int32 = 2) -> Never {
        _ = Array(text.utf8).withUnsafeBufferPointer { writeWhole($0, to: 2) }
        exit(status)
    }
}
