import ListSpec
import ListSpecRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Output straight to file descriptors 1 and 2, whole buffers at a time.
/// A closed pipe (`listspec render big.yaml | head`) ends writing quietly, not with SIGPIPE.
enum StandardOutput {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(descriptor: 1, $0) }
    }

    static func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { writeAll(descriptor: 1, $0) }
    }

    static func write(bytes: UnsafeBufferPointer<UInt8>) { writeAll(descriptor: 1, bytes) }

    /// What `produce` writes, passed on as it is written (a large output is never held whole).
    static func write(producing produce: (inout ByteWriter) -> Void) { stream(to: 1, produce) }
}

enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(descriptor: 2, $0) }
    }

    /// What `produce` writes, passed on as it is written.
    static func write(producing produce: (inout ByteWriter) -> Void) { stream(to: 2, produce) }

    /// `listspec: error: message`, the one form of the tool's errors; file names and spec
    /// strings in the message are escaped (nothing raw reaches a terminal or a CI log).
    static func error(_ message: String) {
        write("listspec: error: " + DisplayText.sanitized(message) + "\n")
    }

    /// A note in the tool's words (a summary, a count), escaped like an error.
    static func warning(_ message: String) {
        write("listspec: warning: " + DisplayText.sanitized(message) + "\n")
    }

    static func note(_ message: String) {
        write(DisplayText.sanitized(message) + "\n")
    }
}

private func stream(to descriptor: Int32, _ produce: (inout ByteWriter) -> Void) {
    var writer = ByteWriter(drainingTo: { writeAll(descriptor: descriptor, $0) })
    produce(&writer)
    writer.flush()
}

/// A failed write (a reader gone) is dropped: there is nowhere left to say so.
private func writeAll(descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    _ = writeWhole(bytes, to: descriptor)
}

/// A reader that went away must not kill the process with a signal.
func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
}
