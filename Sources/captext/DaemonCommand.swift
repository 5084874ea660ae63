import ArgumentParser
import CaptextConfig
import FieldAwareness
import Foundation
import Recognition
import X11Connection

struct DaemonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Run in the background: global hotkeys from the config, a warm OCR engine for every capture.",
        discussion: """
            Reads the [bindings] of the config (default $XDG_CONFIG_HOME/captext/config.toml, \
            see config.example.toml) and grabs each chord on the X display; releasing a chord \
            starts its capture. A chord another program holds is reported and the others still \
            work. The config is read again on SIGHUP and when the file changes; a broken file is \
            reported with its line and key and the previous settings stay. `captext capture` run \
            while the daemon is up is handed to it and uses its warm engine (not with --to \
            stdout, nor with CAPTEXT_NO_DAEMON=1 set). One capture at a time: a hotkey pressed \
            during one is ignored. One daemon per display (a socket in $XDG_RUNTIME_DIR/captext, \
            mode 0600). SIGTERM/SIGINT release the hotkeys and exit. `captext doctor` shows \
            whether it runs and which chords it holds.
            Exit status: 0 stopped by a signal; 1 the X server went away; 2 could not start \
            (bad config, no display, a daemon already running).
            """
    )

    @OptionGroup var configOption: ConfigOption

    @OptionGroup var displayOption: DisplayOption
    var display: String? { displayOption.display }

    @Flag(help: "Log every hotkey, reload and capture on standard error.")
    var verbose = false

    func run() async throws {
        let configPath = configOption.path
        let settings: Config
        let bindings: HotkeyBindings
        let xDisplay: X11Display
        let analyzers: WarmAnalyzers
        let lock: InstanceLock
        let socket: ListeningSocket
        do {
            settings = try configOption.load()
            bindings = try HotkeyBindings(settings, file: configPath)
            xDisplay = try X11Display(name: display)
            let address = DaemonAddress(display: xDisplay.name)
            try address.prepareDirectory()
            guard let acquired = try InstanceLock(path: address.lockPath) else {
                let pid = DaemonClient.ask(DaemonRequest(command: .status), display: xDisplay.name, timeoutSeconds: 2)?.daemon?.pid
                throw DaemonError(description: "a captext daemon is already running for display \(xDisplay.name)"
                                  + (pid.map { " (pid \($0))" } ?? ""))
            }
            lock = acquired
            socket = try ListeningSocket(path: address.socketPath)
            let tessdata = Tessdata.locate()
            analyzers = try WarmAnalyzers(defaultLanguages: try LanguageSelection.parse(settings.lang ?? LanguageSelection.defaultSpec(tessdata: tessdata)),
                                          tessdata: tessdata)
            try await analyzers.warmUp(settings.bindings.compactMap { binding in binding.lang.flatMap { try? LanguageSelection.parse($0) } })
        } catch {
            Console.report(String(describing: error))
            throw ExitCode(2)
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
        defer { fields.stop() }
        DaemonSignals.install()
        let loop: DaemonLoop
        do {
            loop = try DaemonLoop(settings: .init(configPath: configPath, configMustExist: configOption.config != nil, verbose: verbose,
                                                  languages: analyzers.defaultLanguages),
                                  bindings: bindings, display: xDisplay, socket: socket,
                                  runner: { [verbose] job, origin, config in
                                      await DaemonCapture.run(job, origin: origin, config: config, analyzers: analyzers, fields: fields,
                                                              log: DaemonLog(verbose: verbose))
                                  })
        } catch {
            Console.report(error.description)
            throw ExitCode(2)
        }
        let status = await Self.runOnOwnThread(LoopHandover(loop: loop))
        // The hotkeys are released; end here rather than closing the X connection, which
        // Xlib cannot do once the server has gone (it waits forever). The kernel drops the
        // lock and the connection.
        loop.removeSocket()
        withExtendedLifetime(lock) { Glibc.exit(status) }
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
