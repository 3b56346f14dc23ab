@testable import ListSpec
import ListSpecRuntime
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Running a program and reading its output without Foundation's `Process` (the language
/// server's git `HEAD` lens reads `git show` this way).
@Suite struct ChildProcessTests {
    @Test func readsTheWholeOutputOfAProgramFoundOnThePath() {
        // More than a pipe's buffer (64 KiB): the output is read while the program writes it.
        let output = ChildProcess.output(of: "sh", arguments: ["-c", "printf 'a%.0s' $(seq 1 100000); echo"], limit: 1 << 20)
        #expect(output == Array(repeating: UInt8(ascii: "a"), count: 100_000) + [UInt8(ascii: "\n")])
    }

    @Test func standardInputIsEmptyAndStandardErrorIsDropped() {
        let output = ChildProcess.output(of: "sh", arguments: ["-c", "cat; echo noise >&2; printf done"], limit: 1 << 20)
        #expect(output == Array("done".utf8))
    }

    @Test func aFailedProgramGivesNoOutput() {
        #expect(ChildProcess.output(of: "sh", arguments: ["-c", "printf partial; exit 3"], limit: 1 << 20) == nil)
        #expect(ChildProcess.output(of: "sh", arguments: ["-c", "kill -9 $$"], limit: 1 << 20) == nil)
    }

    @Test func aMissingProgramGivesNoOutput() {
        #expect(ChildProcess.output(of: "listspec-no-such-program", arguments: [], limit: 1 << 20) == nil)
    }

    @Test func outputPastTheLimitGivesNoOutputAndDoesNotHang() {
        #expect(ChildProcess.output(of: "sh", arguments: ["-c", "yes"], limit: 1 << 16) == nil)
    }

    #if os(Linux)
    /// The server ignores SIGPIPE (`listspec` does from its start); the program it starts must
    /// not inherit that, or a reader that stops early would leave it writing into a closed pipe.
    @Test func theProgramDoesNotInheritIgnoredSignals() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let output = try #require(ChildProcess.output(of: "sh", arguments: ["-c", "grep '^SigIgn:' /proc/self/status"], limit: 1 << 20))
        let mask = try #require(UInt64(String(decoding: output, as: UTF8.self).dropFirst("SigIgn:".count).trimming(while: \.isWhitespace), radix: 16))
        #expect(mask & (1 << (UInt64(SIGPIPE) - 1)) == 0, "SigIgn \(String(mask, radix: 16))")
    }
    #endif
}
