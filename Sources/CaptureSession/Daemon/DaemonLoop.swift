import CaptextConfig
import Foundation
import Glibc
import Synchronization
import X11Connection
import X11Input

/// The daemon's event loop, on one thread that owns the X connection: hotkeys, the socket,
/// signals and config reloads. Captures run elsewhere (`runner`), one at a time; a reload's
/// reading and checking too (`ConfigReload`), only its outcome is applied here.
final class DaemonLoop {
    typealias Runner = @Sendable (DaemonJob, CaptureOrigin, Config) async -> CaptureReply

    struct Settings: Sendable {
        var configPath: String
        var configMustExist: Bool
        var verbose: Bool
        var languages: [String]
    }

    /// How often signals and the config file are looked at when nothing else happens.
    static let tick: Int32 = 200

    private let settings: Settings
    private let runner: Runner
    private let grabber: HotkeyGrabber
    private let socket: ListeningSocket
    private let gate = CaptureGate()
    private let status: Mutex<DaemonStatus>
    private var bindings: HotkeyBindings
    private var watch: ConfigWatch
    private let reload: ConfigReload
    private let log: DaemonLog

    init(settings: Settings, bindings: HotkeyBindings, display: X11Display,
         socket: ListeningSocket, runner: @escaping Runner) throws(X11Error) {
        self.settings = settings
        self.runner = runner
        self.bindings = bindings
        self.socket = socket
        log = DaemonLog(verbose: settings.verbose)
        grabber = try HotkeyGrabber(display: display)
        watch = ConfigWatch(path: settings.configPath)
        reload = ConfigReload(settings: settings)
        status = Mutex(DaemonStatus(pid: getpid(), display: display.name, config: settings.configPath,
                                    languages: settings.languages, hotkeys: [], unavailable: []))
    }

    /// Runs until SIGTERM/SIGINT (0) or the X server goes away (1); grabs are released on both.
    func run() -> Int32 {
        defer { grabber.ungrabAll() }
        do {
            try apply(bindings)
            log.info("ready on display \(grabber.display.name)")
            var lastFileCheck = ContinuousClock.now
            while true {
                if let signalNumber = DaemonSignals.stopRequested {
                    log.info("stopping on signal \(signalNumber); hotkeys released")
                    return 0
                }
                var reloadWanted = DaemonSignals.takeReload()
                if ContinuousClock.now - lastFileCheck >= .seconds(1) {
                    lastFileCheck = .now
                    if watch.changed() { reloadWanted = true }
                }
                if reloadWanted {
                    log.info("reloading \(settings.configPath)")
                    reload.request()
                }
                ChildProcess.reapDetached()

                var descriptors = [pollfd(fd: grabber.fileDescriptor, events: Int16(POLLIN), revents: 0),
                                   pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0),
                                   pollfd(fd: reload.descriptor, events: Int16(POLLIN), revents: 0)]
                _ = poll(&descriptors, nfds_t(descriptors.count), Self.tick)
                for event in try grabber.pendingEvents() { handle(event) }
                if descriptors[1].revents & Int16(POLLIN) != 0, let client = socket.accept() { serve(client) }
                if let outcome = reload.take() { try apply(outcome) }
            }
        } catch {
            log.error("the X server of display \(grabber.display.name) went away; exiting")
            return 1
        }
    }

    /// Removes the socket file now: the process ends without unwinding (see Daemon.run).
    func removeSocket() {
        unlink(socket.path)
    }

    private func apply(_ newBindings: HotkeyBindings) throws(X11Error) {
        bindings = newBindings
        report(try grabber.grab(newBindings.chords))
    }

    private func report(_ failures: [GrabFailure]) {
        for failure in failures { log.error(failure.description) }
        let failed = Set(failures.map(\.chord))
        let grabbed = bindings.chords.filter { !failed.contains($0) }
        if bindings.chords.isEmpty {
            log.info("no [bindings] in \(settings.configPath): no hotkeys (see config.example.toml)")
        } else {
            log.info("hotkeys: " + (grabbed.isEmpty ? "none" : grabbed.map(\.description).joined(separator: ", ")))
        }
        status.withLock {
            $0.hotkeys = grabbed.map(\.description)
            $0.unavailable = failures.map(\.description)
        }
    }

    /// A config that does not load keeps the bindings in force; the error names line and key.
    private func apply(_ outcome: ConfigReload.Outcome) throws(X11Error) {
        switch outcome {
        case .failed(let message):
            log.error("\(message); keeping the previous settings")
        case .loaded(let loaded):
            log.info("reloaded \(settings.configPath)")
            try apply(loaded)
        }
    }

    private func handle(_ event: HotkeyEvent) {
        switch event {
        case .regrabbed(let failures):
            log.info("keyboard mapping changed; hotkeys grabbed again")
            report(failures)
        case .released(let chord):
            guard let binding = bindings.byChord[chord] else { return }
            guard gate.enter() else {
                log.info("\(binding.chord) ignored: a capture is running")
                return
            }
            log.info("\(binding.chord): \(binding.action.rawValue) \(binding.captureArguments.joined(separator: " "))")
            let (runner, gate, log) = (runner, gate, log)
            let job = bindings.job(for: binding, display: grabber.display.name)
            let config = bindings.config
            let start = ContinuousClock.now
            Task {
                let outcome = await runner(job, .hotkey, config)
                gate.leave()
                log.outcome(of: binding.chord, job.name, outcome, since: start)
            }
        }
    }

    /// Answers one client on its own thread, so a slow client never stalls the hotkeys.
    private func serve(_ client: Int32) {
        let (runner, gate, log) = (runner, gate, log)
        let current = status.withLock { $0 }
        let config = bindings.config
        let thread = Thread {
            let channel = LineChannel(descriptor: client, timeoutSeconds: 5)
            func answer(_ response: DaemonResponse) {
                channel.send(response)
                close(client)
            }
            let request: DaemonRequest
            do throws(ChannelError) { request = try channel.receive(DaemonRequest.self) } catch {
                return answer(DaemonResponse(status: 2, message: error.description))
            }
            let job: DaemonJob
            switch request.command {
            case .status:
                return answer(DaemonResponse(status: 0, daemon: current))
            case .capture:
                guard let capture = request.capture else {
                    return answer(DaemonResponse(status: 2, message: "a capture request without the capture"))
                }
                job = .capture(capture)
            case .live:
                job = .live(languages: request.languages, display: current.display)
            case .camera:
                guard var capture = request.capture, let camera = request.camera else {
                    return answer(DaemonResponse(status: 2, message: "a camera request without its capture and camera"))
                }
                capture.display = current.display
                job = .camera(capture, camera)
            }
            guard gate.enter() else { return answer(DaemonResponse(status: 2, message: "a capture is already running")) }
            log.info("\(job.name) requested by a client")
            let start = ContinuousClock.now
            Task {
                let outcome = await runner(job, .client, config)
                gate.leave()
                log.outcome(of: "client", job.name, outcome, since: start)
                answer(DaemonResponse(status: outcome.status, message: outcome.message))
            }
        }
        thread.start()
    }
}
