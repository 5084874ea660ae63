import Foundation
import Glibc

// Starting and ending the processes that make up a PrivateDesktop.
extension PrivateDesktop {
    /// Xvfb with `-displayfd`: it takes the first free display itself and writes its number
    /// once it accepts connections, so parallel test runs never race for a display number.
    /// `-noreset` keeps layouts set with setxkbmap when the last client disconnects.
    static func startXvfb(_ extraArguments: [String], into processes: inout [Process]) throws -> Process {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-noreset", "-nolisten", "tcp", "-screen", "0", "1280x800x24"] + extraArguments
        server.standardOutput = Pipe()
        server.standardError = FileHandle.nullDevice
        try server.run()
        processes.append(server)
        return server
    }

    static func displayName(announcedBy server: Process) throws -> String {
        guard let output = server.standardOutput as? Pipe, let number = Int(firstLine(of: output)) else {
            throw TestFailure("could not start Xvfb")
        }
        return ":\(number)"
    }

    static func startSessionBus(environment: [String: String], into processes: inout [Process]) throws -> String {
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--print-address=1"]
        // Services it activates (the accessibility bus) put their sockets in XDG_RUNTIME_DIR,
        // else in the shared ~/.cache/at-spi: keep them in this desktop's home.
        daemon.environment = environment
        let output = Pipe()
        daemon.standardOutput = output
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        processes.append(daemon)
        let address = firstLine(of: output)
        guard !address.isEmpty else { throw TestFailure("dbus-daemon printed no address") }
        return address
    }

    /// ibus-daemon, ready once it has written its address file for this display.
    func startIBus() throws {
        ibusInputs.append(Pipe())
        processes.append(try launch(["ibus-daemon", "--xim=false", "--panel=disable", "--replace"], stdin: ibusInputs.last))
        let addresses = configHome.appendingPathComponent("ibus/bus")
        for _ in 0..<100 {
            if let files = try? FileManager.default.contentsOfDirectory(atPath: addresses.path),
               files.contains(where: { $0.hasSuffix("-unix-\(display.dropFirst())") }) { break }
            usleep(50_000)
        }
        usleep(300_000)
    }

    /// The first line a daemon prints, trimmed; empty when it exits first.
    private static func firstLine(of output: Pipe) -> String {
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Ends `processes`, last started first. Services the session bus activated (the
    /// accessibility bus and its registry) are children of our daemons: they end too, by id.
    static func end(_ processes: [Process]) {
        let activated = processes.flatMap { descendants(of: $0.processIdentifier) }
        for process in processes.reversed() where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        for pid in activated { kill(pid, SIGTERM) }
    }

    /// Every process below `pid`, deepest last, read from /proc.
    static func descendants(of pid: Int32) -> [Int32] {
        var parents: [Int32: [Int32]] = [:]
        for entry in processTable() { parents[entry.parent, default: []].append(entry.pid) }
        var result: [Int32] = [], queue = [pid]
        while let next = queue.popLast() {
            let children = parents[next] ?? []
            result += children
            queue += children
        }
        return result
    }
}
