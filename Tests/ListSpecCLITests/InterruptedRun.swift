import Foundation

extension CLI {
    /// Runs listspec with `arguments` in `folder` and sends it `signalNumber` as soon as one of its
    /// temporary files (`.NAME.listspec-XXXXXX`) shows in `folder`: true when it was still running then
    /// and died of the signal (the signal landed while a temporary file existed).
    static func interruptWhileWriting(_ arguments: [String], in folder: URL, signal signalNumber: Int32) throws -> Bool {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline,
              !(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.contains(".listspec-") }) {
            usleep(50)
        }
        let running = process.isRunning
        kill(process.processIdentifier, signalNumber)
        process.waitUntilExit()
        return running && process.terminationReason == .uncaughtSignal
    }
}
