import ListSpecRuntime
import ListSpec

/// Where a command's output goes: standard output, or a file replaced atomically
/// (a temporary file beside it, renamed into place; removed if the run is interrupted).
enum OutputFile {
    /// `destination` nil or `-`: standard output.
    static func write(_ bytes: [UInt8], to destination: String?) throws {
        guard let destination, destination != "-" else {
            StandardOutput.write(bytes: bytes)
            return
        }
        do {
            try AtomicFileInterruptCleanup.whileWriting { () throws(OutputError) in
                try AtomicFileWriter.write(bytes, to: destination,
                                           temporaryCreated: AtomicFileInterruptCleanup.guardTemporary,
                                           temporaryResolved: AtomicFileInterruptCleanup.release)
            }
        } catch {
            throw Trouble(message: error.description)
        }
    }
}
