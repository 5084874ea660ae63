import Foundation
import Glibc

// Running programs on a PrivateDesktop and finding and focusing their windows.
extension PrivateDesktop {
    /// Starts a program (looked up on PATH; `VAR=value` arguments first set variables) on this
    /// desktop and returns without waiting.
    public func launch(_ arguments: [String], environment extra: [String: String] = [:],
                       stdin: Pipe? = nil, stdout: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        process.standardInput = stdin ?? FileHandle.nullDevice
        process.standardOutput = stdout ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Runs a helper (xdotool, xclip, setxkbmap) on this desktop and returns its trimmed stdout.
    @discardableResult
    public func run(_ arguments: String...) throws -> String {
        try runProcess(arguments, environment: environment).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The full keymap as xkbcomp prints it.
    public func keymapDump() throws -> String {
        try run("xkbcomp", "-xkb", display, "-")
    }

    public func setLayout(_ layout: String) throws {
        try run("setxkbmap", "-layout", layout)
    }

    /// Gives `window` the keyboard focus (there is no window manager) and checks it took.
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
        try waitForWindow("--pid", "\(process.processIdentifier)")
    }

    /// The last visible window `xdotool search ARGUMENTS` finds, once there is one.
    public func waitForWindow(_ arguments: String...) throws -> String {
        for _ in 0..<200 {
            let windows = try runProcess(["xdotool", "search", "--onlyvisible"] + arguments, environment: environment).stdout
            if let last = windows.split(separator: "\n").last {
                return String(last)
            }
            usleep(50_000)
        }
        throw TestFailure("no visible window for xdotool search \(arguments.joined(separator: " "))")
    }
}

extension PrivateDesktop {
    /// Starts `captext type --file -` on `text` and kills it with SIGKILL after `delay` seconds,
    /// while it types (no handler runs: whatever it borrowed from the keyboard stays borrowed).
    /// Returns how it ended (the signal number when killed).
    public func killTypingMidway(_ text: String, after delay: TimeInterval = 0.4) throws -> Int32 {
        let typing = Process()
        typing.executableURL = URL(fileURLWithPath: captextBinary)
        typing.arguments = ["type", "--file", "-"]
        typing.environment = environment
        let input = Pipe()
        typing.standardInput = input
        try typing.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        usleep(UInt32(delay * 1_000_000))
        kill(typing.processIdentifier, SIGKILL)
        typing.waitUntilExit()
        return typing.terminationStatus
    }
}
