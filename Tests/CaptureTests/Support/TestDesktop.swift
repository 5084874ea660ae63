import Foundation
import XCTest

// A private X server and the real clients the capture tests drive. Adapted from
// Tests/X11DesktopTests/Support (test targets cannot share sources).

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A private Xvfb on a free display number, killed in `stop()`.
final class XvfbServer {
    let display: String
    private let process: Process

    init() throws {
        for _ in 0..<50 {
            let number = Int.random(in: 300...899)
            let files = FileManager.default
            guard !files.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), !files.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
            process.arguments = [":\(number)", "-noreset", "-nolisten", "tcp", "-screen", "0", "1280x800x24"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0..<100 where process.isRunning {
                if files.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                    self.process = process
                    display = ":\(number)"
                    return
                }
                usleep(50_000)
            }
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        throw TestFailure("could not start Xvfb")
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["LANG"] = "C.UTF-8"
        // No notification daemon here: notices go to stderr, where the tests read them.
        environment["DBUS_SESSION_BUS_ADDRESS"] = nil
        for key in ["CAPTEXT_LANG", "LC_ALL", "LC_MESSAGES", "TESSDATA_PREFIX"] { environment[key] = nil }
        return environment
    }

    /// Runs a helper (xdotool, xclip) on this display and returns its trimmed stdout.
    @discardableResult
    func run(_ arguments: String...) throws -> String {
        try runProcess(arguments, environment: environment).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Gives `window` the keyboard focus (no window manager here), and checks it took.
    func focus(_ window: String) throws {
        for _ in 0..<100 {
            try run("xdotool", "windowfocus", window)
            if try run("xdotool", "getwindowfocus") == window { return }
            usleep(50_000)
        }
        throw TestFailure("cannot focus window \(window)")
    }

    /// The visible top-level window of a process once it is mapped.
    func window(of process: Process) throws -> String {
        try waitForWindow("--pid", "\(process.processIdentifier)")
    }

    /// The first visible window `xdotool search ARGUMENTS` finds, once there is one.
    func waitForWindow(_ arguments: String...) throws -> String {
        for _ in 0..<200 {
            let windows = try runProcess(["xdotool", "search", "--onlyvisible"] + arguments, environment: environment).stdout
            if let last = windows.split(separator: "\n").last { return String(last) }
            usleep(50_000)
        }
        throw TestFailure("no visible window for xdotool search \(arguments.joined(separator: " "))")
    }
}

struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs a command to completion (looked up on PATH), killing it after `timeout` seconds.
@discardableResult
func runProcess(_ arguments: [String], environment: [String: String], timeout: TimeInterval = 60) throws -> ProcessResult {
    try BackgroundProcess(arguments, environment: environment).wait(timeout: timeout)
}

/// A command running while the test acts (drags, presses keys). Output goes through files and
/// the child is reaped with waitpid: helpers that leave a background process behind (xclip,
/// the selection server) must not keep the test waiting for a pipe.
final class BackgroundProcess {
    private let pid: pid_t
    private let outURL: URL
    private let errURL: URL
    private var result: ProcessResult?

    init(_ arguments: [String], environment: [String: String]) throws {
        let directory = FileManager.default.temporaryDirectory
        outURL = directory.appendingPathComponent("captext-out-\(UUID().uuidString)")
        errURL = directory.appendingPathComponent("captext-err-\(UUID().uuidString)")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errURL.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        guard spawned == 0 else { throw TestFailure("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
        self.pid = pid
    }

    deinit {
        if result == nil { kill(pid, SIGKILL); _ = try? wait(timeout: 5) }
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }

    /// Waits for the exit (killing the process after `timeout` seconds) and returns its output.
    func wait(timeout: TimeInterval = 60) throws -> ProcessResult {
        if let result { return result }
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() > deadline { kill(pid, SIGKILL) }
            usleep(10_000)
        }
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let finished = ProcessResult(status: code, stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
                                     stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "")
        result = finished
        return finished
    }
}

/// Starts a long-lived client on the server; terminated in deinit.
final class Client {
    let process = Process()

    init(_ arguments: [String], on server: XvfbServer) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = server.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// xterm running `stty raw -echo; cat >> FILE`: every byte typed arrives in FILE unchanged.
final class XtermReceiver {
    let window: String
    private let client: Client
    private let file: URL
    private let server: XvfbServer

    init(on server: XvfbServer, geometry: String) throws {
        self.server = server
        file = FileManager.default.temporaryDirectory.appendingPathComponent("captext-capture-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        client = try Client(["xterm", "-geometry", geometry, "-u8", "-e", "sh", "-c", "stty raw -echo; cat >> '\(file.path)'"], on: server)
        window = try server.window(of: client.process)
        // The shell inside must have switched the tty to raw mode before keys arrive.
        usleep(300_000)
    }

    deinit { try? FileManager.default.removeItem(at: file) }

    /// Empties the file and focuses the terminal.
    func reset() throws {
        try Data().write(to: file)
        try server.focus(window)
    }

    var contents: String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }

    /// What arrived, once it equals `expected` or stops changing for `quiet` seconds.
    func received(expecting expected: String, quiet: TimeInterval = 1.5) -> String {
        var last = contents, changed = Date()
        while last != expected && Date().timeIntervalSince(changed) < quiet {
            usleep(20_000)
            let now = contents
            if now != last { last = now; changed = Date() }
        }
        return last
    }
}

/// The `captext` binary built next to the test bundle.
var captextBinary: String {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [Bundle.main.bundleURL.deletingLastPathComponent(), directory, directory.deletingLastPathComponent()]
        .map { $0.appendingPathComponent("captext").path }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
}

func fixturePath(_ name: String) throws -> String {
    guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
        throw TestFailure("missing fixture \(name)")
    }
    return url.path
}
