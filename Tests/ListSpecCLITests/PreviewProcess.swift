import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running `listspec preview`, started by a test and always stopped by it (killed at the latest
/// when the test lets go of it). Its output goes to files, so no pipe can fill and block it.
final class PreviewProcess {
    let process = Process()
    let folder: URL
    /// The port it printed it listens on.
    private(set) var port: UInt16 = 0
    private(set) var url = ""
    /// Folders removed with the process (the test's spec folder).
    var removedAtEnd: [URL] = []

    /// Starts `listspec preview ARGUMENTS` in `directory` and waits (20 s at most) for its address line,
    /// or for it to exit (then `port` stays 0; `finish()` tells how it ended).
    init(_ arguments: [String], directory: URL) throws {
        folder = try CLI.temporaryDirectory()
        process.executableURL = CLI.binary
        process.arguments = ["preview"] + arguments
        process.currentDirectoryURL = directory
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("stdout").path, contents: nil)
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("stderr").path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: folder.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: folder.appendingPathComponent("stderr"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, process.isRunning {
            if let found = stdout.firstMatch(of: /http:\/\/(\S+):(\d+)\//) {
                url = String(found.output.0)
                port = UInt16(found.output.2) ?? 0
                return
            }
            usleep(20_000)
        }
    }

    var stdout: String { (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? "" }

    /// Sends `signal` (when still running) and waits for the exit (10 s, then it is killed): the exit status, or nil when killed.
    @discardableResult
    func finish(signal: Int32 = SIGTERM) -> Int32? {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        for folder in [folder] + removedAtEnd { try? FileManager.default.removeItem(at: folder) }
    }
}

/// A plain HTTP/1.1 client over a socket to 127.0.0.1: the test chooses every byte of the request
/// (a foreign Host, a path no client library would send), and reads the event stream as it comes.
final class HTTPConnection {
    private let descriptor: Int32
    init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw HTTPError.message("cannot connect to port \(port): \(String(cString: strerror(errno)))")
        }
    }

    deinit { close(descriptor) }

    /// Sends the request's bytes as they are.
    func send(_ request: String) {
        var bytes = Array(request.utf8)
        #if canImport(Glibc)
        _ = bytes.withUnsafeMutableBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        #else
        _ = bytes.withUnsafeMutableBytes { Darwin.send(descriptor, $0.baseAddress, $0.count, 0) }
        #endif
    }

    /// Everything read and not consumed.
    private(set) var buffer: [UInt8] = []

    /// Reads until the peer closes or `timeout` seconds pass: all that was read.
    func readToEnd(timeout: TimeInterval) -> [UInt8] {
        let deadline = Date().addingTimeInterval(timeout)
        while readMore(before: deadline) {}
        return buffer
    }

    /// Waits for bytes until `deadline` and adds what comes to `buffer`; false when none can come (closed, or too late).
    func readMore(before deadline: Date) -> Bool {
        while Date() < deadline {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let wait = Int32(max(1, deadline.timeIntervalSinceNow * 1000))
            guard poll(&request, 1, min(wait, 200)) >= 0 else { return false }
            guard request.revents != 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return false }
            buffer += chunk[..<count]
            return true
        }
        return false
    }

    /// Takes `count` bytes off what was read.
    func consume(_ count: Int) { buffer.removeFirst(min(count, buffer.count)) }
}

enum HTTPError: Error {
    case message(String)
}

/// A response: its status, headers (names in lower case) and body.
struct HTTPResponse {
    var status: Int
    var headers: [String: String]
    var body: String

    /// GET `path` with `host` as the Host header (the server's own address by default; nil sends none).
    static func get(port: UInt16, _ path: String, host: String?? = .none, method: String = "GET") throws -> HTTPResponse {
        let connection = try HTTPConnection(port: port)
        let hostLine = (host ?? "127.0.0.1:\(port)").map { "Host: \($0)\r\n" } ?? ""
        connection.send("\(method) \(path) HTTP/1.1\r\n\(hostLine)Connection: close\r\n\r\n")
        return try parse(connection.readToEnd(timeout: 10))
    }

    static func parse(_ bytes: [UInt8]) throws -> HTTPResponse {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { throw HTTPError.message("no response head in \(text.prefix(200))") }
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        guard let statusText = lines.first?.split(separator: " ").dropFirst().first, let status = Int(statusText) else {
            throw HTTPError.message("no status line: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return HTTPResponse(status: status, headers: headers, body: String(text[end.upperBound...]))
    }
}

/// `/events` read as a browser's EventSource reads it: one `version` message (JSON) at a time.
final class EventStream {
    private let connection: HTTPConnection
    private var headRead = false
    /// The body with its chunked framing taken off.
    private var body: [UInt8] = []

    init(port: UInt16) throws {
        connection = try HTTPConnection(port: port)
        connection.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
    }

    /// The next `version` message, or nil when none comes within `timeout` seconds.
    func next(timeout: TimeInterval = 10) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            unchunk()
            while let event = takeEvent() {
                guard event.hasPrefix("event: version\n") else { continue }
                let data = event.split(separator: "\n").filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }.joined(separator: "\n")
                return (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any]
            }
        } while connection.readMore(before: deadline)
        return nil
    }

    private func unchunk() {
        let crlf = Array("\r\n".utf8)
        if !headRead {
            guard let end = connection.buffer.firstRange(of: crlf + crlf) else { return }
            connection.consume(end.upperBound)
            headRead = true
        }
        while let line = connection.buffer.firstRange(of: crlf),
              let size = Int(String(decoding: connection.buffer[..<line.lowerBound], as: UTF8.self), radix: 16),
              connection.buffer.count >= line.upperBound + size + 2 {
            body += connection.buffer[line.upperBound..<(line.upperBound + size)]
            connection.consume(line.upperBound + size + 2)
        }
    }

    /// The next whole event's text (up to its blank line), taken off the body.
    private func takeEvent() -> String? {
        guard let end = body.firstRange(of: Array("\n\n".utf8)) else { return nil }
        let text = String(decoding: body[..<end.upperBound], as: UTF8.self)
        body.removeFirst(end.upperBound)
        return text
    }
}
