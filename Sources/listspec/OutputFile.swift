import ArgumentParser
import ListSpecRuntime
import ListSpec

/// Where a command's output goes: standard output, or a file replaced atomically (a temporary
/// file beside it, renamed into place; removed if the run is interrupted), or a device or a FIFO
/// written into (`--output /dev/null`).
enum OutputFile {
    /// Where `--output` writes (nil or `-`: standard output), refused before anything is read when
    /// it is the input spec itself: the input must survive a mistyped command.
    static func destination(_ output: String?, notOverwriting input: SpecInput) throws -> String? {
        guard let destination = output, destination != "-" else { return nil }
        if case .file(let path) = input, AtomicFileWriter.isSameFile(path, destination) {
            throw Trouble(message: "--output \(destination) is the input spec itself; choose another file")
        }
        return destination
    }

    /// `destination` nil or `-`: standard output.
    static func write(_ bytes: [UInt8], to destination: String?) throws {
        try write(to: destination) { $0.raw(contentsOf: bytes) }
    }

    /// What `produce` writes, passed on as it is written (a large output is never held whole).
    static func write(to destination: String?, producing produce: (inout ByteWriter) -> Void) throws {
        guard let destination, destination != "-" else { return StandardOutput.write(producing: produce) }
        do {
            if try AtomicFileWriter.writeIntoStream(at: destination, producing: produce) { return }
            try FolderCreation.makeFolder(holding: destination)
            try AtomicFileInterruptCleanup.whileWriting { () throws(OutputError) in
                try AtomicFileWriter.write(to: destination,
                                           temporaryCreated: AtomicFileInterruptCleanup.guardTemporary,
                                           temporaryResolved: AtomicFileInterruptCleanup.release,
                                           producing: produce)
            }
        } catch {
            throw Trouble(message: error.description)
        }
    }
}

/// `--output FILE`, declared once for the commands that write one output (render, diff, convert).
struct OutputFileOptions: ParsableArguments {
    @Option(name: [.customLong("output"), .customShort("o")],
            help: ArgumentHelp("Write to this file (replaced atomically; a device or a FIFO is written into) instead of standard output.", valueName: "file"),
            completion: .file())
    var path: String?
}
