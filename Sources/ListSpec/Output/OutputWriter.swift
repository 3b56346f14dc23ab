/// One `--format` of a command: writes what the command made (`Subject`: a lint report, a
/// spec's tables, a diff, a locate answer, rules) as that format's bytes. Every format of every
/// command conforms; the command finds it by name in its registry (`OutputFormatRegistry`).
package protocol OutputWriter<Subject, Context>: Sendable {
    associatedtype Subject
    /// What the writing needs beside the subject: colours, a width, the paths as the user named them.
    associatedtype Context

    /// Writes into `out`, which may pass the bytes on as they are written (`ByteWriter(drainingTo:)`):
    /// a large output is never held whole.
    func write(_ subject: Subject, context: Context, into out: inout ByteWriter)
}

extension OutputWriter {
    /// The output, whole.
    package func output(_ subject: Subject, context: Context) -> [UInt8] {
        var out = ByteWriter()
        write(subject, context: context, into: &out)
        return out.output
    }
}
