import Foundation
import XCTest

/// A private desktop for one test class: a session D-Bus (so the accessibility bus can be
/// activated, as dbus-run-session would), a private Xvfb on a free display, and optionally
/// ibus-daemon. Config and IBus files live in a temporary XDG_CONFIG_HOME. `stop()` ends all.
final class DesktopSession {
    let display: String
    let busAddress: String?
    let home: URL
    private var processes: [Process] = []
    /// ibus-daemon keeps running in the foreground only while its standard input is open:
    /// one pipe per daemon started, kept open here.
    private var ibusInputs: [Pipe] = []

    init(accessibility: Bool, ibus: Bool = false) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("captext-field-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("config/captext"), withIntermediateDirectories: true)
        var bus: String?
        if accessibility {
            let daemon = Process()
            daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
            daemon.arguments = ["--session", "--nofork", "--print-address=1"]
            // Services it activates (the accessibility bus) put their sockets in XDG_RUNTIME_DIR,
            // else in the shared ~/.cache/at-spi: keep them private to this session.
            var daemonEnvironment = ProcessInfo.processInfo.environment
            daemonEnvironment["XDG_RUNTIME_DIR"] = home.path
            daemon.environment = daemonEnvironment
            let output = Pipe()
            daemon.standardOutput = output
            daemon.standardError = FileHandle.nullDevice
            try daemon.run()
            processes.append(daemon)
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { break }
                line.append(chunk)
            }
            bus = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard bus?.isEmpty == false else { throw FieldTestFailure("dbus-daemon printed no address") }
        }
        busAddress = bus
        display = try Self.startXvfb(into: &processes)
        if ibus { try startIBus() }
    }

    private func startIBus() throws {
        ibusInputs.append(Pipe())
        let daemon = try launch(["ibus-daemon", "--xim=false", "--panel=disable", "--replace"], stdin: ibusInputs.last)
        processes.append(daemon)
        let file = home.appendingPathComponent("config/ibus/bus")
        for _ in 0..<100 {
            if let files = try? FileManager.default.contentsOfDirectory(atPath: file.path), files.contains(where: { $0.hasSuffix("-unix-\(display.dropFirst())") }) { break }
            usleep(50_000)
        }
        usleep(300_000)
    }

    /// Ends ibus-daemon (as a crash or an input-method switch would) and starts a new one, which
    /// listens on a new socket.
    func restartIBus() throws {
        guard let daemon = processes.first(where: { $0.arguments?.first == "ibus-daemon" }) else { throw FieldTestFailure("no ibus-daemon") }
        for pid in Self.descendants(of: daemon.processIdentifier) { kill(pid, SIGKILL) }
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        processes.removeAll { $0 === daemon }
        try startIBus()
    }

    deinit { stop() }

    func stop() {
        // Services the session bus activated (the accessibility bus and its registry) are
        // children of our daemons: end them too, by their ids.
        let descendants = processes.flatMap { Self.descendants(of: $0.processIdentifier) }
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        for pid in descendants { kill(pid, SIGTERM) }
        processes.removeAll()
        try? FileManager.default.removeItem(at: home)
    }

    /// Every process below `pid`, deepest last, read from /proc.
    private static func descendants(of pid: Int32) -> [Int32] {
        var parents: [Int32: [Int32]] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let child = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[parent, default: []].append(child) }
        }
        var result: [Int32] = [], queue = [pid]
        while let next = queue.popLast() {
            let children = parents[next] ?? []
            result += children
            queue += children
        }
        return result
    }

    var configHome: URL { home.appendingPathComponent("config") }

    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for key in ["DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS", "IBUS_ADDRESS", "GTK_IM_MODULE", "QT_IM_MODULE",
                    "XMODIFIERS", "NO_AT_BRIDGE", "LC_ALL", "LANG"] {
            environment[key] = nil
        }
        environment["DISPLAY"] = display
        environment["LANG"] = "C.UTF-8"
        environment["XDG_CONFIG_HOME"] = configHome.path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["XDG_RUNTIME_DIR"] = home.path
        if let busAddress { environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress }
        return environment
    }

    /// Starts a program (looked up on PATH) on this desktop.
    func launch(_ arguments: [String], environment extra: [String: String] = [:], stdin: Pipe? = nil, stdout: Pipe? = nil) throws -> Process {
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

    /// Runs a helper to completion and returns its standard output, trimmed.
    @discardableResult
    func run(_ arguments: String...) throws -> String {
        let output = Pipe()
        let process = try launch(arguments, stdout: output)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The visible top-level window of a process, once mapped.
    func window(of process: Process) throws -> String {
        for _ in 0..<200 {
            if let last = try run("xdotool", "search", "--onlyvisible", "--pid", "\(process.processIdentifier)")
                .split(separator: "\n").last { return String(last) }
            usleep(50_000)
        }
        throw FieldTestFailure("no window from \(process.arguments?.first ?? "process")")
    }

    /// Gives `window` the keyboard focus (there is no window manager) and checks it took.
    func focus(_ window: String) throws {
        for _ in 0..<100 {
            try run("xdotool", "windowfocus", window)
            if try run("xdotool", "getwindowfocus") == window { return }
            usleep(50_000)
        }
        throw FieldTestFailure("cannot focus window \(window)")
    }

    private static func startXvfb(into processes: inout [Process]) throws -> String {
        let files = FileManager.default
        for _ in 0..<50 {
            let number = Int.random(in: 300...899)
            guard !files.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), !files.fileExists(atPath: "/tmp/.X\(number)-lock") else { continue }
            let server = Process()
            server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
            server.arguments = [":\(number)", "-noreset", "-nolisten", "tcp", "-screen", "0", "1280x800x24"]
            server.standardOutput = FileHandle.nullDevice
            server.standardError = FileHandle.nullDevice
            try server.run()
            for _ in 0..<100 where server.isRunning {
                if files.fileExists(atPath: "/tmp/.X11-unix/X\(number)") {
                    processes.append(server)
                    return ":\(number)"
                }
                usleep(50_000)
            }
            if server.isRunning { server.terminate() }
            server.waitUntilExit()
        }
        throw FieldTestFailure("could not start Xvfb")
    }
}

struct FieldTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
