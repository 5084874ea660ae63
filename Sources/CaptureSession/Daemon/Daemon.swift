import CaptextConfig
import FieldAwareness
import Foundation
import Recognition
import X11Connection
import X11Input

/// The daemon's life: one per display (a lock and a socket), warm analyzers, the focused field
/// followed from the start, and the event loop on a thread of its own until a signal or the X
/// server ends it.
public enum Daemon {
    public struct Options: Sendable {
        public var configPath: String
        /// The config was named on the command line: a missing file is an error, not the defaults.
        public var configMustExist: Bool
        public var display: String?
        public var verbose: Bool

        public init(configPath: String, configMustExist: Bool, display: String?, verbose: Bool) {
            self.configPath = configPath
            self.configMustExist = configMustExist
            self.display = display
            self.verbose = verbose
        }
    }

    /// Runs the daemon with `config` (loaded from `options.configPath`) and ends the process:
    /// 0 stopped by a signal, 1 the X server went away, 2 could not start.
    public static func run(_ config: Config, options: Options) async -> Never {
        let bindings: HotkeyBindings
        let xDisplay: X11Display
        let analyzers: WarmAnalyzers
        let lock: InstanceLock
        let socket: ListeningSocket
        do {
            bindings = try HotkeyBindings(config, file: options.configPath)
            xDisplay = try X11Display(name: options.display)
            let address = DaemonAddress(display: xDisplay.name)
            try address.runtimeDirectory.create()
            guard let acquired = try InstanceLock(path: address.lockPath) else {
                let pid = (try? DaemonClient.ask(DaemonRequest(command: .status), display: xDisplay.name, timeoutSeconds: 2))??.daemon?.pid
                throw DaemonError(description: "a captext daemon is already running for display \(xDisplay.name)"
                                  + (pid.map { " (pid \($0))" } ?? ""))
            }
            lock = acquired
            socket = try ListeningSocket(path: address.socketPath)
            let tessdata = Tessdata.locate()
            analyzers = try WarmAnalyzers(defaultPlan: try LanguageSelection.plan(explicit: nil, configured: config.lang, tessdata: tessdata),
                                          tessdata: tessdata)
            try await analyzers.warmUp(config.bindings.compactMap { binding in binding.lang.flatMap { try? LanguageSelection.parseExplicit($0) } })
        } catch {
            Console.report(String(describing: error))
            exit(2)
        }
        let verbose = options.verbose
        // A typist killed before the daemon started may have left spare keycodes bound.
        do {
            for loan in try BorrowedKeycodes.reclaim(on: xDisplay) where verbose {
                Console.report("restored keycodes \(loan.keycodes.map(String.init).joined(separator: " ")) left bound by captext pid \(loan.pid)")
            }
        } catch {
            Console.report("cannot restore keycodes a killed typist left bound: \(error)")
        }
        // Applications expose their fields to accessibility only when it is on as they start
        // (Qt checks once): the daemon, started at login, switches it on for those that follow.
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = xDisplay.name
        if case .unavailable(let reason) = AccessibilitySwitch.set(true, environment: environment), verbose {
            Console.report("accessibility: \(reason); field hints come from IBus and window rules only")
        }
        // Follows the focused field from now on, so its content type is known before a hotkey.
        let fields = FieldTracker(environment: environment, rootWindowBusAddress: xDisplay.rootProperty("AT_SPI_BUS"),
                                  log: { DaemonLog(verbose: verbose).error($0) })
        let tracking = fields.start()
        if !tracking.isEmpty, verbose { Console.report("accessibility: \(tracking); following IBus and window rules only") }
        DaemonSignals.install()
        let loop: DaemonLoop
        do {
            loop = try DaemonLoop(settings: .init(configPath: options.configPath, configMustExist: options.configMustExist, verbose: verbose,
                                                  languages: analyzers.defaultPlan.codes),
                                  bindings: bindings, display: xDisplay, socket: socket,
                                  runner: { job, origin, config in
                                      await DaemonCapture.run(job, origin: origin, config: config, analyzers: analyzers, fields: fields,
                                                              log: DaemonLog(verbose: verbose))
                                  })
        } catch {
            Console.report(error.description)
            exit(2)
        }
        let status = await runOnOwnThread(LoopHandover(loop: loop))
        // The hotkeys are released; end here rather than closing the X connection, which
        // Xlib cannot do once the server has gone (it waits forever). The kernel drops the
        // lock and the connection.
        loop.removeSocket()
        withExtendedLifetime(lock) { exit(status) }
    }

    /// The loop blocks in poll; give it a thread of its own instead of one of the async pool's.
    private static func runOnOwnThread(_ handover: LoopHandover) async -> Int32 {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: handover.loop.run()) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }
}

/// Moves the loop, with the X connection it owns, to the thread that runs it; nothing
/// touches it on this side afterwards.
private struct LoopHandover: @unchecked Sendable {
    let loop: DaemonLoop
}
