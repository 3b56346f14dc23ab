import Foundation

/// A language-server client for tests: runs `listspec lsp` (the built binary), writes framed
/// JSON-RPC messages to its standard input and reads its standard output on a thread of its
/// own; every wait has a deadline, so a server that stops answering fails the test, never hangs it.
final class LSPClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors: URL
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var ended = false
    private var nextID = 0
    /// Every byte the server wrote to standard output, to check it holds only framed messages.
    private(set) var rawOutput = Data()

    init(directory: URL? = nil) throws {
        errors = try CLI.temporaryDirectory().appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.executableURL = CLI.binary
        process.arguments = ["lsp"]
        process.currentDirectoryURL = directory ?? CLI.packageRoot
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        Thread.detachNewThread { [self] in readLoop() }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var standardError: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }

    // MARK: Writing

    /// `header`: the header block for a body of this many bytes (a client's own fields and order).
    func send(_ message: [String: Any], header: (Int) -> String = { "Content-Length: \($0)\r\n\r\n" }) {
        var message = message
        message["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        sendRaw(Data(header(body.count).utf8) + body)
    }

    func sendRaw(_ data: Data) {
        try? input.fileHandleForWriting.write(contentsOf: data)
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    func notify(_ method: String, _ params: Any = [String: Any]()) {
        send(["method": method, "params": params])
    }

    /// Sends a request and waits for its response (`result` or `error` inside).
    @discardableResult
    func request(_ method: String, _ params: Any = [String: Any](), timeout: Double = 30) throws -> [String: Any] {
        let id = startRequest(method, params)
        return try response(to: id, timeout: timeout)
    }

    func startRequest(_ method: String, _ params: Any = [String: Any]()) -> Int {
        nextID += 1
        send(["id": nextID, "method": method, "params": params])
        return nextID
    }

    func response(to id: Int, timeout: Double = 30) throws -> [String: Any] {
        try take(timeout: timeout) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The next publishDiagnostics for `uri` (optionally: for this document version).
    func diagnostics(for uri: String, version: Int? = nil, timeout: Double = 30) throws -> [[String: Any]] {
        let message = try take(timeout: timeout) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                  let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { return false }
            return version == nil || params["version"] as? Int == version
        }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    func initialize(capabilities: [String: Any] = [:]) throws -> [String: Any] {
        let response = try request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities])
        notify("initialized")
        return response
    }

    func open(_ uri: String, text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]])
    }

    func change(_ uri: String, version: Int, changes: [[String: Any]]) {
        notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version], "contentChanges": changes])
    }

    /// Waits for the process to end; its status (nil if it did not end in time).
    func waitForExit(timeout: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    // MARK: Reading

    struct Timeout: Error, CustomStringConvertible {
        var description: String
    }

    /// Removes and returns the first message (already received or coming) that `matches`.
    func take(timeout: Double, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = received.firstIndex(where: matches) { return received.remove(at: index) }
            if ended { throw Timeout(description: "the server ended without the message awaited; stderr: \(standardError)") }
            if !condition.wait(until: deadline) { throw Timeout(description: "no such message within \(timeout) s") }
        }
    }

    /// Messages received and not taken yet.
    var unclaimed: [[String: Any]] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    private func readLoop() {
        let handle = output.fileHandleForReading
        var buffer = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            condition.lock()
            rawOutput.append(chunk)
            condition.unlock()
            buffer.append(chunk)
            while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                guard let lengthText = header.split(separator: ":").last,
                      let length = Int(lengthText.trimmingCharacters(in: .whitespaces)) else { break }
                let bodyStart = headerEnd.upperBound
                guard buffer.count - (bodyStart - buffer.startIndex) >= length else { break }
                let body = buffer[bodyStart..<(bodyStart + length)]
                buffer = Data(buffer[(bodyStart + length)...])
                let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? ["unparsed": String(decoding: body, as: UTF8.self)]
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }
}
