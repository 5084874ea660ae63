import Glibc
import Synchronization

/// Starts programs with posix_spawn (a fork that execs at once: a multithreaded Swift process
/// must never run Swift code in a forked child) and no shell in between.
enum ChildProcess {
    struct SpawnError: Error, CustomStringConvertible {
        let description: String
        /// posix_spawn's errno: ENOENT when the program is not installed.
        let code: Int32
    }

    /// Starts `arguments` (looked up on PATH) with `standardInput`/`standardOutput` as its
    /// descriptors 0 and 1 (nil: inherited) and every other descriptor of ours closed,
    /// except stderr unless `detach`. `detach` also starts a new session, so that the child
    /// outlives us and the terminal's hang-up; `awaited`, that the caller waits for it first
    /// (`wait(_:timeout:)`), which leaves it to `reapDetached` only if it outlives the wait.
    /// `environment` replaces ours (nil: inherited).
    static func spawn(_ arguments: [String], standardInput: Int32? = nil, standardOutput: Int32? = nil,
                      detach: Bool = false, awaited: Bool = false,
                      environment: [String: String]? = nil) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput { posix_spawn_file_actions_adddup2(&actions, standardInput, 0) }
        if let standardOutput { posix_spawn_file_actions_adddup2(&actions, standardOutput, 1) }
        if detach {
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            // Our caller waits for EOF on its pipes; a long-lived child must not hold them.
            closeFrom(3, &actions)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signalNumber) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if detach { flags |= spawnSetsid }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var cEnvironment = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { cEnvironment?.forEach { free($0) } }
        var pid: pid_t = 0
        let status = cEnvironment == nil
            ? posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, environ)
            : posix_spawnp(&pid, arguments[0], &actions, &attributes, &cArguments, &cEnvironment!)
        guard status == 0 else {
            throw SpawnError(description: "cannot run '\(arguments[0])': \(String(cString: strerror(status)))", code: status)
        }
        if detach && !awaited { detached.withLock { _ = $0.insert(pid) } }
        return pid
    }

    /// glibc's POSIX_SPAWN_SETSID and posix_spawn_file_actions_addclosefrom_np are GNU
    /// extensions the Glibc module does not import.
    private static let spawnSetsid: Int32 = 0x80

    private static func closeFrom(_ lowest: Int32, _ actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
    }

    /// Detached children still running. They stay our children (a new session is not a new
    /// parent): a long-lived process must reap them or each leaves a zombie when it ends.
    private static let detached = Mutex<Set<pid_t>>([])

    /// Reaps the detached children that have ended, without waiting for the others.
    static func reapDetached() {
        detached.withLock { pids in
            for pid in pids {
                var status: Int32 = 0
                let result = waitpid(pid, &status, WNOHANG)
                if result == pid || (result < 0 && errno == ECHILD) { pids.remove(pid) }
            }
        }
    }

    /// Waits for `pid` and returns its exit status (128+N when killed by signal N).
    static func wait(_ pid: pid_t) -> Int32 {
        detached.withLock { _ = $0.remove(pid) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return exitStatus(status)
    }

    /// Waits for `pid` at most `timeout` and returns its exit status as `wait` does; nil when
    /// it had not ended by then, and it is killed (and reaped).
    static func waitOrKill(_ pid: pid_t, timeout: Duration) -> Int32? {
        if let status = wait(pid, timeout: timeout) { return status }
        kill(pid, SIGKILL)
        _ = wait(pid)
        return nil
    }

    /// The exit status of a waitpid status: 128+N when killed by signal N.
    private static func exitStatus(_ status: Int32) -> Int32 {
        let signalNumber = status & 0x7f
        return signalNumber == 0 ? (status >> 8) & 0xff : 128 + signalNumber
    }

    /// Waits at most `timeout` for `pid`, spawned `awaited`: its exit status as `wait` gives it,
    /// or nil when it still runs, then left to `reapDetached`.
    static func wait(_ pid: pid_t, timeout: Duration) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return exitStatus(status) }
            if result < 0 && errno != EINTR { return nil }
            if ContinuousClock.now >= deadline {
                detached.withLock { _ = $0.insert(pid) }
                return nil
            }
            usleep(10_000)
        }
    }

    /// This executable, to start its hidden helper subcommands.
    static var ownExecutable: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }
}
