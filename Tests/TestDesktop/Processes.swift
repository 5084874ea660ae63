import Foundation
import Glibc

public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

public struct ProcessResult: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs a command (looked up on PATH) to completion, killing it after `timeout` seconds so a
/// hung helper fails its test instead of hanging the suite.
@discardableResult
public func runProcess(_ arguments: [String], environment: [String: String], input: Data? = nil,
                       timeout: TimeInterval = 300) throws -> ProcessResult {
    try BackgroundProcess(arguments, environment: environment, input: input).wait(timeout: timeout)
}

/// A command running while the test acts (drags, presses keys). Input and output go through
/// files and the child is reaped with waitpid: helpers that leave a background process behind
/// (xclip, the selection server) must not keep the test waiting for a pipe.
public final class BackgroundProcess {
    private let pid: pid_t
    private let inURL: URL
    private let outURL: URL
    private let errURL: URL
    private var result: ProcessResult?

    public init(_ arguments: [String], environment: [String: String], input: Data? = nil) throws {
        let directory = FileManager.default.temporaryDirectory
        let id = UUID().uuidString
        inURL = directory.appendingPathComponent("captext-in-\(id)")
        outURL = directory.appendingPathComponent("captext-out-\(id)")
        errURL = directory.appendingPathComponent("captext-err-\(id)")
        if let input { try input.write(to: inURL) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input == nil ? "/dev/null" : inURL.path, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else {
            try? FileManager.default.removeItem(at: inURL)
            throw TestFailure("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
    }

    deinit {
        if result == nil { kill(pid, SIGKILL); _ = try? wait(timeout: 5) }
        for url in [inURL, outURL, errURL] { try? FileManager.default.removeItem(at: url) }
    }

    /// Waits for the exit (killing the process after `timeout` seconds) and returns its output;
    /// a process killed by a signal has status 128 + the signal, as in a shell.
    public func wait(timeout: TimeInterval = 300) throws -> ProcessResult {
        if let result { return result }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline { kill(pid, SIGKILL) }
            usleep(10_000)
        }
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let finished = ProcessResult(status: code, stdout: Self.text(of: outURL), stderr: Self.text(of: errURL))
        result = finished
        return finished
    }

    private static func text(of file: URL) -> String {
        String(decoding: (try? Data(contentsOf: file)) ?? Data(), as: UTF8.self)
    }
}

/// A long-lived client of a desktop (a document viewer, a terminal); terminated in deinit.
public final class Client {
    public let process: Process

    public init(_ arguments: [String], on desktop: PrivateDesktop) throws {
        process = try desktop.launch(arguments)
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// Every process now, with its parent and state (R, S, Z…), read from /proc/PID/stat
/// ("pid (comm) state ppid …").
public func processTable() -> [(pid: Int32, parent: Int32, state: Character)] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
        guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 1, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        return (pid, parent, state)
    }
}
