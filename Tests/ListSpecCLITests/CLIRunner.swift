import Foundation

/// Runs the built `listspec` binary (next to the test bundle) and captures everything.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// True when the process ended by a signal (a crash), not by exit.
    var crashed: Bool
}

enum CLI {
    static var binary: URL {
        // The test bundle sits in the build folder (.build/debug), beside the executable.
        var url = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("listspec").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("listspec")
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @discardableResult
    /// `viaShell`: the first argument is a program to run (e.g. /usr/bin/time), not a listspec argument.
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:],
                    directory: URL? = nil, viaShell: Bool = false) throws -> CLIResult {
        let process = Process()
        process.executableURL = viaShell ? URL(fileURLWithPath: arguments[0]) : binary
        process.arguments = viaShell ? Array(arguments.dropFirst()) : arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["GITHUB_ACTIONS"] = nil
        env["COLUMNS"] = "100"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // Output goes to files: no pipe can fill up and block the child.
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let outData = try Data(contentsOf: outURL), errData = try Data(contentsOf: errURL)
        return CLIResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self),
                         crashed: process.terminationReason == .uncaughtSignal)
    }

    /// A fresh temporary folder for files a test writes.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listspec-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
