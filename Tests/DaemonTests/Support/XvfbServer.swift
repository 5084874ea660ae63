// Copied from Tests/X11DesktopTests/Support/XvfbServer.swift (test targets cannot share files).
import Foundation
import XCTest

/// A private Xvfb on a free display number, killed in `stop()`. `-noreset` keeps layouts set
/// with setxkbmap when the last client disconnects.
final class XvfbServer {
    let display: String
    private let process: Process

    init(extraArguments: [String] = []) throws {
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

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// Kills the server at once, as a crash would.
    func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["LC_ALL"] = "C.UTF-8"
        return environment
    }

    /// Runs a helper (xdotool, setxkbmap, xkbcomp) on this display and returns its stdout.
    @discardableResult
    func run(_ arguments: String...) throws -> String {
        try runProcess(arguments, environment: environment).stdout
    }

    /// The full keymap as xkbcomp prints it.
    func keymapDump() throws -> String {
        try runProcess(["xkbcomp", "-xkb", display, "-"], environment: environment).stdout
    }

    func setLayout(_ layout: String) throws {
        try run("setxkbmap", "-layout", layout)
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

    /// The visible top-level window of a process, once it is mapped.
    func window(of process: Process) throws -> String {
        for _ in 0..<200 {
            let windows = try run("xdotool", "search", "--onlyvisible", "--pid", "\(process.processIdentifier)")
            if let last = windows.split(separator: "\n").last { return String(last) }
            usleep(50_000)
        }
        throw TestFailure("no window from \(process.executableURL?.lastPathComponent ?? "process")")
    }
}

struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

struct ProcessResult {
    var status: Int32
    var reason: Process.TerminationReason
    var stdout: String
    var stderr: String
}

/// Runs a command to completion (helpers are looked up on PATH).
func runProcess(_ arguments: [String], environment: [String: String], input: String? = nil) throws -> ProcessResult {
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
var captextBinary: String {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("captext").path }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
}
