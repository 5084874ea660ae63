import Foundation
import Glibc

/// A private desktop for tests: an Xvfb on a display it picks itself, optionally a session
/// D-Bus (which activates the accessibility bus on demand, as dbus-run-session would) and
/// ibus-daemon, and its own home for XDG_CONFIG_HOME (`config/`), XDG_CACHE_HOME (`cache/`)
/// and XDG_RUNTIME_DIR (`run/`). `stop()`, or deinit, ends them all and removes the home.
public final class PrivateDesktop {
    public let display: String
    public let home: URL
    private let busAddress: String?
    /// Every process started for the desktop, in order: ended in reverse.
    var processes: [Process]
    private let server: Process
    /// ibus-daemon keeps running in the foreground only while its standard input is open:
    /// one pipe per daemon started, kept open here.
    var ibusInputs: [Pipe] = []

    /// `xvfbArguments` are added to Xvfb's (a later `-screen 0` replaces the default 1280x800x24).
    public init(xvfbArguments: [String] = [], sessionBus: Bool = false, ibus: Bool = false) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("captext-desktop-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try files.createDirectory(at: home.appendingPathComponent("run"), withIntermediateDirectories: true,
                                  attributes: [.posixPermissions: 0o700])
        try files.createDirectory(at: home.appendingPathComponent("config/captext"), withIntermediateDirectories: true)
        var started: [Process] = []
        do {
            // The bus starts without a display, as a login session's does.
            busAddress = sessionBus ? try Self.startSessionBus(environment: Self.homeEnvironment(home), into: &started) : nil
            server = try Self.startXvfb(xvfbArguments, into: &started)
            display = try Self.displayName(announcedBy: server)
        } catch {
            Self.end(started)
            try? files.removeItem(at: home)
            throw error
        }
        processes = started
        if ibus {
            do { try startIBus() } catch { stop(); throw error }
        }
    }

    deinit { stop() }

    public var configHome: URL { home.appendingPathComponent("config") }

    /// The clean environment on this desktop: its display, its bus if any, its XDG directories.
    public var environment: [String: String] {
        var environment = Self.homeEnvironment(home)
        environment["DISPLAY"] = display
        if let busAddress { environment["DBUS_SESSION_BUS_ADDRESS"] = busAddress }
        return environment
    }

    /// The clean environment with XDG directories in `home` (and no display yet).
    static func homeEnvironment(_ home: URL) -> [String: String] {
        var environment = cleanEnvironment
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment["XDG_CACHE_HOME"] = home.appendingPathComponent("cache").path
        environment["XDG_RUNTIME_DIR"] = home.appendingPathComponent("run").path
        return environment
    }

    public func stop() {
        Self.end(processes)
        processes.removeAll()
        try? FileManager.default.removeItem(at: home)
    }

    /// Ends ibus-daemon at once (as a crash or an input-method switch would) and starts a new
    /// one, which listens on a new socket.
    public func restartIBus() throws {
        guard let daemon = processes.first(where: { $0.arguments?.first == "ibus-daemon" }) else { throw TestFailure("no ibus-daemon") }
        for pid in Self.descendants(of: daemon.processIdentifier) { kill(pid, SIGKILL) }
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        processes.removeAll { $0 === daemon }
        try startIBus()
    }

    /// Kills the X server at once, as a crash would.
    public func killXServer() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }
}
