import Foundation
import TestDesktop
import XCTest

/// A `captext daemon` on a private desktop (its home holds XDG_RUNTIME_DIR and XDG_CONFIG_HOME);
/// its standard error goes to a file the test reads.
final class DaemonHarness {
    let desktop: PrivateDesktop
    let configFile: URL
    private(set) var process: Process?
    /// Set in the daemon's environment only, not in its clients' (`environment`).
    var daemonOnlyEnvironment: [String: String] = [:]
    private let logFile: URL

    init(config: String) throws {
        desktop = try PrivateDesktop()
        configFile = desktop.configHome.appendingPathComponent("captext/config.toml")
        logFile = desktop.home.appendingPathComponent("daemon.log")
        do { try writeConfig(config) } catch {
            desktop.stop()
            throw error
        }
    }

    /// The desktop's home: `run/` is XDG_RUNTIME_DIR, `config/` XDG_CONFIG_HOME.
    var root: URL { desktop.home }

    var environment: [String: String] {
        var environment = desktop.environment
        environment["CAPTEXT_LANG"] = "eng"
        return environment
    }

    func writeConfig(_ text: String) throws {
        // Replaced, as editors do, so the daemon sees a new file.
        let temporary = configFile.appendingPathExtension("new")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        guard rename(temporary.path, configFile.path) == 0 else { throw TestFailure("cannot write \(configFile.path)") }
    }

    /// Starts the daemon and waits until it says it is ready (or fails).
    @discardableResult
    func start(_ extra: [String] = [], waitFor ready: String? = "ready on display") throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: captextBinary)
        process.arguments = ["daemon", "--verbose"] + extra
        process.environment = environment.merging(daemonOnlyEnvironment) { $1 }
        _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: logFile)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        self.process = process
        if let ready { try waitForLog(ready) }
        return process
    }

    var log: String { (try? String(contentsOf: logFile, encoding: .utf8)) ?? "" }

    /// Waits until the log contains `text` `count` times.
    func waitForLog(_ text: String, count: Int = 1, seconds: Double = 10) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if log.components(separatedBy: text).count - 1 >= count { return }
            if let process, !process.isRunning { break }
            usleep(50_000)
        }
        if log.components(separatedBy: text).count - 1 >= count { return }
        throw TestFailure("the daemon log never said '\(text)' (\(count)×); log:\n\(log)")
    }

    func occurrences(_ text: String) -> Int { log.components(separatedBy: text).count - 1 }

    /// Presses and releases a chord with XTest, as xdotool names it ("super+t").
    func press(_ keys: String) throws {
        try desktop.run("xdotool", "key", "--clearmodifiers", keys)
    }

    /// Presses a chord and waits until the daemon has started (for the `times`-th time) and
    /// finished the capture of its binding `chord`.
    func fire(_ keys: String, chord: String, times: Int = 1) throws {
        try press(keys)
        try waitForLog("\(chord): capture --", count: times)
        try waitForLog("\(chord): capture ended", count: times)
    }

    func signal(_ number: Int32) {
        if let process { kill(process.processIdentifier, number) }
    }

    /// Waits for the daemon to exit and returns its status.
    func waitForExit(seconds: Double = 10) throws -> Int32 {
        guard let process else { throw TestFailure("no daemon") }
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        guard !process.isRunning else { throw TestFailure("the daemon did not exit; log:\n\(log)") }
        return process.terminationStatus
    }

    /// Runs `captext ARGS` in the daemon's environment.
    func captext(_ arguments: String...) throws -> ProcessResult {
        try runProcess([captextBinary] + arguments, environment: environment)
    }

    func stop() {
        if let process, process.isRunning {
            process.terminate()
            if (try? waitForExit(seconds: 5)) == nil { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        desktop.stop()
    }
}
