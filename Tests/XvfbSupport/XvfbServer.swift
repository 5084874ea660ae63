// Shared by the test targets that drive a private X server (X11DesktopTests, DaemonTests).
import Foundation
import Glibc

/// A private Xvfb on a free display number, killed in `stop()`. `-noreset` keeps layouts set
/// with setxkbmap when the last client disconnects.
public final class XvfbServer {
    public let display: String
    private let process: Process

    public init(extraArguments: [String] = []) throws {
        for _ in 0..<50 {
            let number = Int.random(in: 300...899)
            let fileManager = FileManager.default
            guard !fileManager.fileExists(atPath: "/tmp/.X11-unix/X\(number)"),
                  !fileManager.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
            process.arguments = [":\(number)", "-noreset", "-nolisten", "tcp", "-screen", "0", "1280x800x24"] + extraArguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            for _ in 0..<100 where process.isRunning {
                if fileManager.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
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

    public func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Kills the server at once, as a crash would.
    public func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["LC_ALL"] = "C.UTF-8"
        return environment
    }

    /// Runs a helper (xdotool, setxkbmap, xkbcomp) on this display and returns its stdout.
    @discardableResult
    public func run(_ arguments: String...) throws -> String {
        try runProcess(arguments, environment: environment).stdout
    }

    /// The full keymap as xkbcomp prints it.
    public func keymapDump() throws -> String {
        try runProcess(["xkbcomp", "-xkb", display, "-"], environment: environment).stdout
    }

    public func setLayout(_ layout: String) throws {
        try run("setxkbmap", "-layout", layout)
    }

    /// Gives `window` the keyboard focus (no window manager here), and checks it took.
    public func focus(_ window: String) throws {
        for _ in 0..<100 {
            try run("xdotool", "windowfocus", window)
            if try run("xdotool", "getwindowfocus") == window { return }
            usleep(50_000)
        }
        throw TestFailure("cannot focus window \(window)")
    }

    /// The visible top-level window of a process, once it is mapped.
    public func window(of process: Process) throws -> String {
        for _ in 0..<200 {
            let windows = try run("xdotool", "search", "--onlyvisible", "--pid", "\(process.processIdentifier)")
            if let last = windows.split(separator: "\n").last { return String(last) }
            usleep(50_000)
        }
        throw TestFailure("no window from \(process.executableURL?.lastPathComponent ?? "process")")
    }
}

public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

public struct ProcessResult {
    public var status: Int32
    public var reason: Process.TerminationReason
    public var stdout: String
    public var stderr: String
}

/// Runs a command to completion (helpers are looked up on PATH).
public func runProcess(_ arguments: [String], environment: [String: String], input: String? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inputPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
    try process.run()
    if let input {
        inputPipe.fileHandleForWriting.write(Data(input.utf8))
        try inputPipe.fileHandleForWriting.close()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, reason: process.terminationReason,
                         stdout: String(decoding: stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines),
                         stderr: String(decoding: stderr, as: UTF8.self))
}

/// The `captext` binary built next to the test bundle.
public var captextBinary: String {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("captext").path }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
}
