#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Running another program (`git`) and reading what it prints, with posix_spawn: Foundation's
/// `Process` would link all of Foundation into the binary.
enum ChildProcess {
    /// The standard output of `program` (looked up on `PATH`) run with `arguments`, read to its
    /// end (up to `limit` bytes); nil when it cannot start, prints more, or does not exit with 0.
    /// Its standard input and error are `/dev/null`. Blocks the calling thread until it exits.
    static func output(of program: String, arguments: [String], limit: Int) -> [UInt8]? {
        guard let reading = spawn(program, arguments: arguments) else { return nil }
        let bytes = try? FileBytes.readAll(descriptor: reading.output, path: program, limit: limit)
        // Closed before waiting: a child still writing then ends (SIGPIPE) instead of blocking.
        close(reading.output)
        var status: Int32 = 0
        while waitpid(reading.id, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        // 0 is "exited normally with code 0" (WIFEXITED and WEXITSTATUS are macros Swift lacks).
        return status == 0 ? bytes : nil
    }

    /// Starts the program with its output on a pipe; its id and the pipe's reading end.
    private static func spawn(_ program: String, arguments: [String]) -> (id: pid_t, output: Int32)? {
        spawning.lock()
        defer { spawning.unlock() }
        var ends: [Int32] = [-1, -1]
        guard makePipe(&ends) else { return nil }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // The server ignores SIGPIPE (and may block signals on its threads); the child starts clean.
        var signals = sigset_t()
        sigfillset(&signals)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var id = pid_t()
        let result = posix_spawnp(&id, program, &actions, &attributes, argv, environment())
        close(ends[1])
        guard result == 0 else {
            close(ends[0])
            return nil
        }
        return (id, ends[0])
    }

    /// Held from making the pipe until the child has its copy: a program another thread starts
    /// meanwhile would inherit the writing end (there is no portable `pipe2`), and this reader
    /// would not see the end of the output until that program ended too.
    private static let spawning = ThreadLock()

    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return true
    }

    private static func environment() -> UnsafePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        return UnsafePointer(_NSGetEnviron().pointee)
        #else
        return UnsafePointer(environ)
        #endif
    }
}
